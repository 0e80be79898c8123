import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction, Router } from "express";
import { evolutionMetrics } from "../domain/evolution.server";
import { engineStatus, listCycles, listSovereignty } from "../domain/velocity.server";
import { clampLimit } from "../lib/limits";
import { sendError } from "./express-errors.server";
import type { ReadTag } from "./read-cache.server";
import type { Services } from "./services.server";

/**
 * The hot, polled JSON reads of /velocity and /mesh-evolution, not yet declared with endpoint() (the
 * others are: `express: true` in app/infra/api). Plain Express handlers in front of Remix, because
 * Remix's per-request route matching costs more than the read itself (docs/BENCHMARKS.md); each calls
 * the same domain function the screens' loaders call, and answers from the short-lived read cache.
 */
interface JsonRead {
  path: string;
  /** Cache tag; reads without one (health) are computed on every call. */
  tag?: ReadTag;
  read(services: Services, query: URLSearchParams): Promise<unknown>;
  /** The part of the query that changes the answer. */
  key?(query: URLSearchParams): string;
}

const limitKey = (fallback: number) => (q: URLSearchParams) => String(clampLimit(q.get("limit"), fallback));

export const JSON_READS: JsonRead[] = [
  // Polled every 5–10 s by /velocity and /mesh-evolution.
  { path: "/api/velocity/engine/status", tag: "velocity", read: (s) => engineStatus(s.db) },
  { path: "/api/velocity/cycles", tag: "velocity", key: limitKey(20), read: (s, q) => listCycles(s.db, clampLimit(q.get("limit"), 20)) },
  { path: "/api/velocity/sovereignty", tag: "velocity", read: (s) => listSovereignty(s.db) },
  { path: "/api/mesh/evolution/metrics", tag: "evolution", read: (s) => evolutionMetrics(s.db) },
];

const CACHE_TTL_MS = 250;

function send(res: ExpressResponse, status: number, body: string) {
  res.status(status);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(body);
}

/** Errors (a lost database answers 503) go to the one Express error handler, api-errors.server.ts. */
export function mountJsonReads(app: Router, services: Services): void {
  for (const route of JSON_READS) {
    app.get(route.path, async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      try {
        const query = new URLSearchParams(req.url.split("?")[1] ?? "");
        if (!route.tag) return send(res, 200, JSON.stringify(await route.read(services, query)));
        const key = `${route.path}?${route.key?.(query) ?? ""}`;
        send(res, 200, await services.cache.get(key, route.tag, CACHE_TTL_MS, () => route.read(services, query)));
      } catch (error) {
        next(error);
      }
    });
    // Read-only paths: another method is told so, as the Remix API routes do.
    app.all(route.path, (req: ExpressRequest, res: ExpressResponse) => {
      res.setHeader("Allow", "GET, HEAD");
      sendError(req, res, 405, "method_not_allowed", `${route.path} does not accept ${req.method}; use GET.`);
    });
  }
}
