import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import helmet from "helmet";
import { Readable } from "node:stream";
import { getCookies, isVisitorId, newVisitorId } from "./cookies.server";
import { sendError } from "./express-errors.server";
import { mountJsonReads } from "./json-reads.server";
import { errorFields, log } from "./log.server";
import { rateLimitMiddleware } from "./rate-limit.server";
import type { Services } from "./services.server";

export const BODY_LIMIT_BYTES = 64 * 1024;
const FILE_PATH = /\.[A-Za-z0-9]{1,8}$/;

function isApi(path: string): boolean {
  return path.startsWith("/api/");
}

export interface WebAppOptions {
  services: Services;
  getBuild(): Promise<ServerBuild>;
  mode: "development" | "production" | "test";
}

/** Same-site check: a browser's cross-site write carries a foreign Origin; requests with no Origin come from non-browser clients. */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  if (origin === "null" || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

function toRemixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // The body was read (and capped at 64 KiB) by express.raw before we got here.
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    init.body = createReadableStreamFromReadable(Readable.from(body.length ? [body] : []));
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) {
    res.flushHeaders();
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
    return;
  }
  // Pages and JSON are small and not deferred: one write (and one compression pass) instead of many.
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

export function createWebApp({ services, getBuild, mode }: WebAppOptions) {
  const { env } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  const headers = {
    crossOriginEmbedderPolicy: false,
    // A plain-http deployment (a laptop, a test) must not be told to use https for a year.
    strictTransportSecurity: env.TRUST_PROXY ? { maxAge: 15552000 } : false,
    frameguard: { action: "deny" as const },
    // "no-referrer" would make browsers send `Origin: null` on same-site form posts, which the Origin check refuses.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
  };
  // /api answers (JSON, SSE, the /api/docs HTML documents) get a locked-down policy: nothing may run
  // or load there except the documents' own inline <style> and same-site images. Pages get one with a
  // fresh script nonce each.
  const apiHeaders = helmet({
    ...headers,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'none'"],
        "style-src": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "base-uri": ["'none'"],
        "form-action": ["'none'"],
        "frame-ancestors": ["'none'"],
      },
    },
  });
  const pageHeaders = helmet({
    ...headers,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as ExpressResponse).locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "connect-src": mode === "development" ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "font-src": ["'self'", "data:"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
  });
  app.use((req, res, next) => {
    if (isApi(req.path)) return apiHeaders(req, res, next);
    res.locals.cspNonce = randomBytes(16).toString("base64");
    pageHeaders(req, res, next);
  });

  app.use(
    compression({
      filter: (req, res) => {
        const type = String(res.getHeader("Content-Type") ?? "");
        if (type.includes("text/event-stream")) return false;
        return compression.filter(req, res);
      },
    }),
  );

  // Fingerprinted build assets never change: cache them for a year. Other public files are
  // looked up only for paths that name a file, so API calls and pages skip the disk.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
  const publicFiles = express.static("public", { maxAge: "1h", index: false });
  app.use((req, res, next) => (FILE_PATH.test(req.path) && !isApi(req.path) ? publicFiles(req, res, next) : next()));

  app.use(rateLimitMiddleware(services.limiters));

  // Cross-site writes are refused (browsers send Origin on every cross-site POST).
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (originAllowed(req.get("origin"), req.get("host"))) return next();
    sendError(req, res, 403, "forbidden", "Cross-site requests are not allowed.");
  });

  // Every visitor gets a signed guest wallet id (val-…). API reads without one get a
  // throwaway id instead of a new cookie: only pages and writes start a wallet.
  app.use(async (req, res, next) => {
    try {
      const cookie = getCookies().visitor;
      const header = req.get("cookie");
      const existing = header?.includes("tm_visitor=") ? await cookie.parse(header) : null;
      if (isVisitorId(existing)) {
        res.locals.visitorId = existing;
      } else if (req.method === "GET" && isApi(req.path)) {
        res.locals.visitorId = newVisitorId();
      } else {
        const id = newVisitorId();
        res.locals.visitorId = id;
        res.append("Set-Cookie", await cookie.serialize(id, { secure: req.protocol === "https" }));
      }
      next();
    } catch (error) {
      next(error);
    }
  });

  mountJsonReads(app, services);

  const readBody = express.raw({ type: () => true, limit: BODY_LIMIT_BYTES });
  const rawBody = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) =>
    req.method === "GET" || req.method === "HEAD" ? next() : readBody(req, res, next);

  let handler: ReturnType<typeof createRequestHandler> | undefined;
  let handlerBuild: ServerBuild | undefined;

  app.all("*", rawBody, async (req, res, next) => {
    try {
      const build = await getBuild();
      if (build !== handlerBuild) {
        handlerBuild = build;
        handler = createRequestHandler(build, mode);
      }
      const request = toRemixRequest(req, res);
      const response = await handler!(request, {
        services,
        cspNonce: res.locals.cspNonce as string,
        visitorId: res.locals.visitorId as string,
      });
      // A read-only API route (a loader, no action) asked to write: Remix answers a bare 405; answer ours.
      if (response.status === 405 && response.headers.has("X-Remix-Error") && isApi(req.path)) {
        res.setHeader("Allow", "GET, HEAD");
        return sendError(req, res, 405, "method_not_allowed", `${req.path.slice(0, 200)} does not accept ${req.method}; use GET.`);
      }
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: string }).type;
    if ((error as { status?: number }).status === 404) return sendError(req, res, 404, "not_found", "Not found.");
    if (type === "entity.too.large") {
      return sendError(req, res, 413, "payload_too_large", `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KiB.`);
    }
    if (type && type.startsWith("entity.") || type === "encoding.unsupported" || type === "charset.unsupported" || type === "request.aborted") {
      return sendError(req, res, 400, "bad_request", "The request body could not be read.");
    }
    log.error("unhandled request error", { path: req.path, ...errorFields(error) });
    sendError(req, res, 500, "internal", "Something went wrong on our side. Please try again.");
  });

  return app;
}
