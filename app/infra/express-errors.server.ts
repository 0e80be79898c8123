import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { errorBody, type ErrorCode } from "./http.server";

/** Browsers asking for a page get HTML; API clients and everything else the JSON error format. */
function wantsHtml(req: ExpressRequest): boolean {
  return !req.path.startsWith("/api/") && (req.get("accept") ?? "").includes("text/html");
}

/**
 * Errors answered before Remix runs (body limit, Origin check, rate limits): the JSON format of
 * DESIGN §4, or a small self-contained page for browsers.
 */
export function sendError(
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  code: ErrorCode,
  message: string,
  page: { title?: string; link?: { href: string; label: string } } = {},
) {
  res.setHeader("Cache-Control", "no-store");
  if (!wantsHtml(req)) {
    res.status(status).json(errorBody(code, message));
    return;
  }
  const title = page.title ?? String(status);
  const link = page.link ?? { href: "/", label: "Back to Trinity Mesh" };
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · Trinity Mesh</title></head><body style="font-family:system-ui;background:#0b0d17;color:#e6e8f2;padding:2rem"><h1>${title}</h1><p>${message}</p><p><a style="color:#7c9cff" href="${link.href}">${link.label}</a></p></body></html>`,
    );
}
