import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction, Router } from "express";
import { chrysalisHealth } from "./chrysalis.server";
import { evolutionMetrics } from "../domain/evolution.server";
import { getHealth } from "./health.server";
import { listGlyphWeights } from "../domain/glyphs.server";
import { listEvents, listNodes, meshStatus } from "../domain/mesh.server";
import { archiveStats, recentArchiveEvents } from "../domain/recursive-archive.server";
import { currentSafety } from "../domain/safety.server";
import { engineStatus, listCycles, listSovereignty } from "../domain/velocity.server";
import { clampLimit } from "../lib/limits";
import { sendError } from "./express-errors.server";
import type { ReadTag } from "./read-cache.server";
import type { Services } from "./services.server";

/**
 * The hot, polled JSON reads. They are plain Express handlers in front of Remix because Remix's
 * per-request route matching costs more than the read itself (docs/BENCHMARKS.md); each calls the
 * same domain function the screens' loaders call, and answers from the short-lived read cache.
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
  { path: "/api/mesh/nodes", tag: "mesh", read: (s) => listNodes(s.db) },
  // Polled every 5 s by /valoir-mesh; node status is derived from the time of the read (250 ms cache).
  { path: "/api/mesh/status", tag: "mesh", read: (s) => meshStatus(s.db, Date.now(), s.env.NODE_HEARTBEAT_TIMEOUT_MS) },
  { path: "/api/mesh/events", tag: "mesh", key: limitKey(50), read: (s, q) => listEvents(s.db, clampLimit(q.get("limit"), 50)) },
  // /api/conversations is not here: each visitor lists their own (app/routes/api.conversations.ts), a shared cache must not answer it.
  { path: "/api/glyphweights", tag: "chat", key: limitKey(100), read: (s, q) => listGlyphWeights(s.db, clampLimit(q.get("limit"), 100)) },
  { path: "/api/glyph-weights", tag: "chat", key: limitKey(10), read: (s, q) => listGlyphWeights(s.db, clampLimit(q.get("limit"), 10)) },
  { path: "/api/glyph-weights/all", tag: "chat", read: (s) => listGlyphWeights(s.db, 1000) },
  { path: "/api/cognitive-safety/current", tag: "chat", read: (s) => currentSafety(s.db) },
  {
    path: "/api/recursive-archive/recent",
    tag: "chat",
    key: limitKey(10),
    read: async (s, q) => {
      const [events, stats] = await Promise.all([recentArchiveEvents(s.db, clampLimit(q.get("limit"), 10)), archiveStats(s.db)]);
      return { events, stats };
    },
  },
  { path: "/api/recursive-archive/stats", tag: "chat", read: (s) => archiveStats(s.db) },
  // Polled every 5–10 s by /velocity, /mesh-evolution and /chrysalis.
  { path: "/api/velocity/engine/status", tag: "velocity", read: (s) => engineStatus(s.db) },
  { path: "/api/velocity/cycles", tag: "velocity", key: limitKey(20), read: (s, q) => listCycles(s.db, clampLimit(q.get("limit"), 20)) },
  { path: "/api/velocity/sovereignty", tag: "velocity", read: (s) => listSovereignty(s.db) },
  { path: "/api/mesh/evolution/metrics", tag: "evolution", read: (s) => evolutionMetrics(s.db) },
  // One probe of the database, Redis and the Python plane per 250 ms, however many consoles poll.
  { path: "/api/chrysalis/health", tag: "chrysalis", read: (s) => chrysalisHealth(s) },
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
  app.get("/api/health", async (_req, res, next) => {
    try {
      const health = await getHealth(services);
      send(res, health.db === "ok" ? 200 : 503, JSON.stringify(health));
    } catch (error) {
      next(error);
    }
  });
}
