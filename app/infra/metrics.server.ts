/**
 * Prometheus metrics (issue 18 §2), with prom-client: one Registry per process, created with the
 * services, holding Node's default process metrics and the app's own:
 *
 * - http_request_duration_seconds{method,route,status_class}: recorded when each response is done
 *   (`httpMetrics().record`, from web.server.ts `requestContext`), under the route PATTERN from app/lib/route-pattern.ts (never the raw URL; unknown paths "unmatched");
 * - trinity_websocket_connections, trinity_sse_connections: read when scraped;
 * - trinity_deliberations_total{source,fallback}, trinity_deliberation_failures_total{source},
 *   trinity_deliberation_duration_seconds{source}: counted by askTrinity (chat.server.ts);
 * - trinity_queue_jobs{queue,state}: BullMQ job counts, read when scraped (cached 5 s);
 * - trinity_job_duration_seconds{queue,status}, trinity_job_failures_total{queue}: from the Workers'
 *   'completed'/'failed' events (worker/index.ts) of this process;
 * - trinity_pg_pool_connections{pool,state}: the pg pools' in-use, idle and waiting clients;
 * - trinity_node_signature_refusals_total{reason}: signed node calls refused (node-auth.server.ts
 *   `verifyNodeCall`), which change nothing about the node they name.
 *
 * Each process serves its own registry: the web process at /metrics (its embedded workers included),
 * a worker process (worker/main.ts) on METRICS_PORT. Prometheus scrapes each (README).
 */
import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { verifyApiToken } from "../domain/auth.server";
import { QUEUE_NAMES, type QueueName } from "../lib/queues";
import { methodLabel, routeLabel, routeMatcher, statusClass } from "../lib/route-pattern";
import { errorFields, log } from "../lib/log.server";
import { operatorFrom } from "./auth-guard.server";
import { sendError } from "./express-errors.server";
import { methodNotAllowed } from "./http.server";
import { addressOf, exhaustedWait, limitWait, sendRateLimited } from "./rate-limit.server";
import type { Services } from "./services.server";

export const METRICS_PATH = "/metrics";
/** A finished request: its method, path (as it arrived), status and duration. */
export type RequestRecorder = (method: string, path: string, status: number, seconds: number) => void;
/** How long the queue counts read for a scrape are reused (several scrapers, several processes). */
const QUEUE_COUNTS_TTL_MS = 5000;

export interface MetricsSources {
  /** pg pools by name (PostgreSQL only; PGlite has none). */
  pools: Record<string, pg.Pool | undefined>;
  /** Open SSE subscribers of this process. */
  sseClients(): number;
  /** BullMQ job counts per queue; null while Redis is down. */
  queueCounts(): Promise<Record<QueueName, Record<string, number>> | null>;
}

export type DeliberationSource = "composer" | "model";

/** Why a signed node call was refused (the metric's `reason` label; a fixed set, never the node id). */
export const SIGNATURE_REFUSALS = ["missing", "malformed", "unknown_node", "no_secret", "unsealable", "bad_signature", "stale", "future", "replayed"] as const;
export type SignatureRefusalReason = (typeof SIGNATURE_REFUSALS)[number];

export class Metrics {
  readonly registry = new Registry();
  /** Open WebSocket clients; set by the web process once /ws is attached. */
  wsClients: () => number = () => 0;
  private readonly http: Histogram<"method" | "route" | "status_class">;
  private readonly httpChildren = new Map<string, { observe(value: number): void }>();
  private readonly deliberations: Counter<"source" | "fallback">;
  private readonly deliberationFailures: Counter<"source">;
  private readonly composerFailures: Counter<"mind">;
  private readonly deliberationSeconds: Histogram<"source">;
  private readonly analyses: { worker: { inc(): void }; main: { inc(): void } };
  private readonly jobSeconds: Histogram<"queue" | "status">;
  private readonly jobFailures: Counter<"queue">;
  private readonly signatureRefusals: Counter<"reason">;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.http = new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP request duration by route pattern (never the raw URL) and status class.",
      labelNames: ["method", "route", "status_class"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const wsClients = () => this.wsClients();
    new Gauge({
      name: "trinity_websocket_connections",
      help: "Open /ws connections of this process.",
      registers,
      collect() {
        this.set(wsClients());
      },
    });
    new Gauge({
      name: "trinity_sse_connections",
      help: "Open server-sent event streams of this process.",
      registers,
      collect() {
        this.set(sources.sseClients());
      },
    });
    this.deliberations = new Counter({
      name: "trinity_deliberations_total",
      help: "Finished Trinity deliberations by source (built-in composer or a model) and whether any thought fell back to the composer.",
      labelNames: ["source", "fallback"],
      registers,
    });
    this.deliberationFailures = new Counter({
      name: "trinity_deliberation_failures_total",
      help: "Trinity deliberations that failed (an error, not a rate limit).",
      labelNames: ["source"],
      registers,
    });
    this.composerFailures = new Counter({
      name: "trinity_composer_failures_total",
      help: "Thoughts the built-in composer failed to write (answered with a plain line instead), by mind; each is logged with its question id.",
      labelNames: ["mind"],
      registers,
    });
    this.deliberationSeconds = new Histogram({
      name: "trinity_deliberation_duration_seconds",
      help: "How long a Trinity deliberation took (after waiting for its turn).",
      labelNames: ["source"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40],
      registers,
    });
    let counts: { at: number; value: Promise<Record<QueueName, Record<string, number>> | null> } | null = null;
    new Gauge({
      name: "trinity_queue_jobs",
      help: "BullMQ jobs per queue and state (waiting, active, delayed, failed), read when scraped.",
      labelNames: ["queue", "state"],
      registers,
      async collect() {
        if (!counts || Date.now() - counts.at > QUEUE_COUNTS_TTL_MS) counts = { at: Date.now(), value: sources.queueCounts().catch(() => null) };
        const value = await counts.value;
        this.reset();
        if (!value) return;
        for (const queue of QUEUE_NAMES) for (const [state, n] of Object.entries(value[queue] ?? {})) this.set({ queue, state }, n);
      },
    });
    const analyses = new Counter({
      name: "trinity_question_analyses_total",
      help: "Questions analysed, by thread: worker (the analysis thread) or main (while it loads, or after it failed).",
      labelNames: ["thread"],
      registers,
    });
    this.analyses = { worker: analyses.labels({ thread: "worker" }), main: analyses.labels({ thread: "main" }) };
    this.jobSeconds = new Histogram({
      name: "trinity_job_duration_seconds",
      help: "How long a job ran in this process's workers, by queue and outcome.",
      labelNames: ["queue", "status"],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers,
    });
    this.jobFailures = new Counter({
      name: "trinity_job_failures_total",
      help: "Failed job attempts in this process's workers, by queue.",
      labelNames: ["queue"],
      registers,
    });
    new Gauge({
      name: "trinity_pg_pool_connections",
      help: "PostgreSQL pool clients by pool (main, recall) and state (in_use, idle, waiting).",
      labelNames: ["pool", "state"],
      registers,
      collect() {
        for (const [pool, p] of Object.entries(sources.pools)) {
          if (!p) continue;
          this.set({ pool, state: "in_use" }, p.totalCount - p.idleCount);
          this.set({ pool, state: "idle" }, p.idleCount);
          this.set({ pool, state: "waiting" }, p.waitingCount);
        }
      },
    });
    this.signatureRefusals = new Counter({
      name: "trinity_node_signature_refusals_total",
      help: "Signed node calls refused, by reason (missing, malformed, unknown_node, no_secret, unsealable, bad_signature, stale, future, replayed); none changes the node's standing.",
      labelNames: ["reason"],
      registers,
    });
    // Every queue's and reason's series exist from the start, so a rate() sees the first one.
    for (const queue of QUEUE_NAMES) this.jobFailures.labels({ queue }).inc(0);
    for (const reason of SIGNATURE_REFUSALS) this.signatureRefusals.labels({ reason }).inc(0);
  }

  /** One finished HTTP request (the children are kept per label set: no label hashing per request). */
  observeHttp(method: string, route: string, status: number, seconds: number): void {
    const cls = statusClass(status);
    const m = methodLabel(method);
    const key = `${m} ${cls} ${route}`;
    let child = this.httpChildren.get(key);
    if (!child) {
      child = this.http.labels({ method: m, route, status_class: cls });
      this.httpChildren.set(key, child);
    }
    child.observe(seconds);
  }

  deliberation(source: DeliberationSource, seconds: number, fellBack: boolean): void {
    this.deliberations.inc({ source, fallback: String(fellBack) });
    this.deliberationSeconds.observe({ source }, seconds);
  }

  /** One question analysed, on the analysis thread or on the main thread. */
  questionAnalysed(thread: "worker" | "main"): void {
    this.analyses[thread].inc();
  }

  deliberationFailed(source: DeliberationSource): void {
    this.deliberationFailures.inc({ source });
  }

  /** The composer threw while writing one mind's thought (the visitor got a plain line for it). */
  composerFailed(mind: string): void {
    this.composerFailures.inc({ mind });
  }

  /** A signed node call was refused (node-auth.server.ts). */
  nodeSignatureRefused(reason: SignatureRefusalReason): void {
    this.signatureRefusals.inc({ reason });
  }

  job(queue: string, status: "completed" | "failed", seconds: number | null): void {
    if (status === "failed") this.jobFailures.inc({ queue });
    if (seconds !== null && seconds >= 0) this.jobSeconds.observe({ queue, status }, seconds);
  }
}

/** A job's run time from BullMQ's own stamps (processedOn → finishedOn), or null when missing. */
export function jobSeconds(job: { processedOn?: number; finishedOn?: number } | undefined): number | null {
  return job?.processedOn && job.finishedOn ? (job.finishedOn - job.processedOn) / 1000 : null;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearerOf(authorization: string | undefined): string | null {
  return authorization?.startsWith("Bearer ") ? authorization.slice(7).trim() : null;
}

/**
 * Who may read /metrics, and at what cost to the client's address (req.ip): every request spends a
 * point of the read limit; the METRICS_TOKEN (a constant-time compare) is served at once; any other
 * credential (an operator's session or API token: a database lookup) is looked up only while the
 * address has sign-in attempts left, and a refusal spends one, so guessing tokens here is as slow as
 * guessing passwords at /login. Answers true (allowed), false (401) or the seconds to wait (429).
 */
async function admit(req: ExpressRequest, services: Services): Promise<boolean | number> {
  const { limiters, env } = services;
  const ip = addressOf(req);
  const readWait = await limitWait(limiters.read, ip);
  if (readWait) return readWait;
  const bearer = bearerOf(req.headers.authorization);
  if (env.METRICS_TOKEN && bearer && sameToken(bearer, env.METRICS_TOKEN)) return true;
  const lockedOut = await exhaustedWait(limiters.auth, ip);
  if (lockedOut) return lockedOut;
  if (await operatorFrom(services.db, req.headers.authorization, req.headers.cookie)) return true;
  await limitWait(limiters.auth, ip);
  return false;
}

/**
 * The HTTP side of the metrics: `record` counts a finished request under its route pattern (called
 * from the request's one close listener, web.server.ts `requestContext`); `serve` answers GET
 * /metrics and passes every other request on. `patterns`: the Remix routes' and declared endpoints'
 * patterns (app.server.ts).
 */
export function httpMetrics(services: Services, patterns: readonly string[]): { record: RequestRecorder; serve: RequestHandler } {
  const match = routeMatcher([...patterns, METRICS_PATH, "/build/*", "/__manifest"]);
  const { metrics } = services;
  return {
    record: (method, path, status, seconds) => metrics.observeHttp(method, routeLabel(match, path), status, seconds),
    serve(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
      if (req.path !== METRICS_PATH) return next();
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        return sendError(req, res, 405, "method_not_allowed", methodNotAllowed(METRICS_PATH, req.method, "GET, HEAD"));
      }
      admit(req, services).then(async (allowed) => {
        if (typeof allowed === "number") return sendRateLimited(req, res, allowed);
        if (!allowed) {
          res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
          return sendError(req, res, 401, "unauthorized", "Send the metrics token (Authorization: Bearer …) or sign in as an operator to read /metrics.");
        }
        const text = await metrics.registry.metrics();
        res.status(200).setHeader("Content-Type", metrics.registry.contentType);
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.end(req.method === "HEAD" ? undefined : text);
      }, next).catch(next);
    },
  };
}

/**
 * A worker process's /metrics (worker/main.ts) on METRICS_PORT: the same registry format and the
 * same rule (METRICS_TOKEN, or an operator API token; a worker has no sessions).
 */
export function serveWorkerMetrics(services: Services, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers });
      res.end(body);
    };
    const path = (req.url ?? "/").split("?")[0];
    if (path !== METRICS_PATH) return reply(404, JSON.stringify({ error: { code: "not_found", message: "Only /metrics is served here." } }));
    if (req.method !== "GET" && req.method !== "HEAD") return reply(405, JSON.stringify({ error: { code: "method_not_allowed", message: methodNotAllowed(METRICS_PATH, req.method ?? "", "GET, HEAD") } }), { Allow: "GET, HEAD" });
    void (async () => {
      const bearer = bearerOf(req.headers.authorization);
      const token = services.env.METRICS_TOKEN;
      const allowed = Boolean(bearer && ((token && sameToken(bearer, token)) || (await verifyApiToken(services.db, bearer))));
      if (!allowed) {
        return reply(401, JSON.stringify({ error: { code: "unauthorized", message: "Send the metrics token or an operator API token (Authorization: Bearer …)." } }), {
          "WWW-Authenticate": 'Bearer realm="metrics"',
        });
      }
      const text = await services.metrics.registry.metrics();
      reply(200, req.method === "HEAD" ? "" : text, { "Content-Type": services.metrics.registry.contentType });
    })().catch((error: unknown) => {
      log.warn("worker metrics: a scrape failed", errorFields(error));
      if (!res.headersSent) reply(503, JSON.stringify({ error: { code: "service_unavailable", message: "The metrics could not be read; try again." } }), { "Retry-After": "5" });
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
