import type { Server } from "node:http";
import type { AppLoadContext } from "@remix-run/node";
import type { ErrorRequestHandler, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { migrateToLatest, MigrationError } from "../../db/migrate";
import { seed } from "../domain/seed.server";
import { startWorkers, type WorkerHandle } from "../../worker/index";
import { startDemoNodes, type DemoNodesHandle } from "../../worker/demo-nodes";
import { ensureOperator } from "../domain/auth.server";
import { warmKnowledge } from "../domain/knowledge.server";
import { warmSafetyGate } from "../domain/trinity/safety-gate.server";
import { warmComposer, warmUpQuestions, WARMUP_QUESTIONS } from "../domain/trinity/warmup.server";
import { demoNodesEnabled, EnvError, getEnv, setProcessEnv, type Env } from "../env.server";
import { handleHttpError } from "./api-errors.server";
import { readVisitorId, newVisitorId } from "./cookies.server";
import { errorFields, log } from "../lib/log.server";
import { JOB_CONSOLE_PATH } from "../lib/job-console";
import { startPresence } from "./presence.server";
import { API_ENDPOINTS } from "./api/index.server";
import { randomToken } from "../lib/random-pool.server";
import { httpMetrics } from "./metrics.server";
import { remixRoutePatterns, type RouteManifestEntry } from "../lib/route-pattern";
import { limitWait } from "./rate-limit.server";
import { createServices, type Services } from "./services.server";
import { provideRedis } from "./local-redis.server";
import { markRedisMissing, whenReady } from "./redis.server";
import { clientIp, compileTrust, createMiddleware, loadContextFor, originAllowed, refusePathMistakes, requestContext, type TrustFn } from "./web.server";
import { attachWebSocketServer, WsRouter, type WsServerHandle } from "./ws.server";
import { registerWsHandlers } from "./ws-handlers.server";

/**
 * Everything stateful of a web process, created by the Remix build's own modules (server.ts reaches
 * it as `build.entry.module.startApp`, re-exported by app/entry.server.tsx). So the services, the
 * WebSocket router and its handlers, presence, the pulse loop and the embedded workers are the same
 * module instances the routes import: one copy of every module in the process. server.ts itself
 * only wires Express, the static files, the HTTP server and the shutdown.
 */
export interface TrinityApp {
  env: Env;
  services: Services;
  /** TRUST_PROXY compiled: Express's `trust proxy` (req.ip, req.protocol) and the /ws upgrade's client address use this one function. */
  trustProxy: TrustFn;
  /** The app's logger (JSON lines, secrets redacted), for the server's own messages. */
  log: typeof log;
  /** First in the chain: the request's id (X-Request-Id), on its log lines and its jobs; when done, its metrics and access log line. */
  requestContext: RequestHandler;
  /** Second in the Express chain: a path with bad percent-encoding answers 400, one with a dot segment 404 (logged at info). */
  refusePathMistakes: RequestHandler;
  /** Third in the Express chain: answers GET /metrics (metrics.server.ts). */
  observe: RequestHandler;
  /** A page's CSP nonce: 16 random bytes, base64 (app/lib/random-pool.server.ts). */
  cspNonce(): string;
  /** Rate limits, Origin check, visitor cookie, the polled JSON reads and the body limit; mounted before Remix. */
  middleware: RequestHandler;
  /** For @remix-run/express's createRequestHandler: `{ services, cspNonce, visitorId }`. */
  getLoadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext;
  /** Last in the Express chain: every error in the JSON error format (api-errors.server.ts). */
  errorHandler: ErrorRequestHandler;
  /** Serves /ws on the HTTP server. */
  attach(server: Server): void;
  /** After listen: the pulse loop and this process's presence reports start. */
  listening(url: string): void;
  /** Shutdown, first step: the chat refuses new questions, running deliberations finish, sockets close (1001). */
  closeSockets(): Promise<void>;
  /** Shutdown, alongside the HTTP drain: the embedded workers finish their jobs. */
  closeWorkers(): Promise<void>;
  /** Shutdown, last: presence, bus, queues, Redis, the pools. */
  close(): Promise<void>;
}

async function prepareDatabase(services: Services) {
  const applied = await migrateToLatest(services.db);
  if (applied.length) log.info("migrations applied", { applied });
  if (services.env.SEED) {
    const seeded = await seed(services.db);
    if (seeded.nodes || seeded.events) log.info("seed data written", seeded);
  }
  const { OPERATOR_EMAIL, OPERATOR_PASSWORD } = services.env;
  if (OPERATOR_EMAIL && OPERATOR_PASSWORD) {
    const { created } = await ensureOperator(services.db, { email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD });
    if (created) log.info("operator created from OPERATOR_EMAIL", { email: OPERATOR_EMAIL });
  }
}

// A library promise rejected with no handler (better-sse rejects when a stream's request is aborted)
// must not take the whole web process down: log it and keep serving.
function onUnhandledRejection(reason: unknown) {
  log.error("unhandled promise rejection", reason instanceof Error ? errorFields(reason) : { reason: String(reason) });
}

export interface StartOptions {
  /** The Remix build's route manifest (`build.routes`): the page patterns /metrics counts requests under. */
  routes?: Readonly<Record<string, RouteManifestEntry | undefined>>;
}

/** How long the start waits for the analysis thread's warm-up (it answers on the main thread until it is ready). */
const ANALYSIS_READY_TIMEOUT_MS = 15_000;

/** How long the start waits for a Redis it expects to answer (a down one leaves the app degraded, not stopped). */
const REDIS_READY_TIMEOUT_MS = 5_000;

/** Where Redis comes from (local-redis.server.ts); the private server's URL becomes this process's REDIS_URL. */
async function redisForThisProcess(): Promise<{ stop(): Promise<void>; expected: boolean }> {
  const source = await provideRedis({ env: process.env, dataDir: process.env.DATA_DIR || ".data" });
  if (source.kind === "private") {
    setProcessEnv("REDIS_URL", source.url);
    const { dir } = source;
    log.info(
      source.adopted
        ? `Using the private Redis left running at ${source.url} (pid ${source.pid}, data in ${dir}); it stops with the app`
        : `No Redis on 127.0.0.1:6379 and REDIS_URL unset: started a private redis-server at ${source.url} (pid ${source.pid}, data in ${dir}); it stops with the app`,
    );
    return { stop: () => source.stop(), expected: true };
  }
  if (source.kind === "missing") {
    markRedisMissing();
    log.warn(source.reason);
  }
  return { stop: async () => {}, expected: source.kind !== "missing" };
}

/** Parses the environment, creates the services, migrates, seeds, creates the operator, starts the bus and the embedded workers. */
export async function startApp(options: StartOptions = {}): Promise<TrinityApp> {
  process.on("unhandledRejection", onUnhandledRejection);
  const privateRedis = await redisForThisProcess();
  const env = getEnv();
  const services = await createServices(env);
  await prepareDatabase(services);
  // The commands connection has had the migrations' time to open; a Redis that is there is waited for
  // (bounded), so the first health check after "listening" tells the truth, not "connecting".
  if (privateRedis.expected) await whenReady(services.redis, REDIS_READY_TIMEOUT_MS);
  services.bus.start();
  // The minds' knowledge indexes (~200 ms to build) and the safety gate's model (~0.4 s to train) are
  // made now, not on the first visitor's question, and the question analysis thread is started (~0.4 s to load) while the process is still quiet;
  // then both threads run the minds' code over warm-up questions (~2 s), so V8 has optimised it
  // before the first visitor asks (warmup.server.ts).
  warmKnowledge();
  warmSafetyGate();
  const warmUp = warmUpQuestions(env.MINDS_WARMUP_QUESTIONS ?? (env.NODE_ENV === "production" ? WARMUP_QUESTIONS : 0));
  services.analysis.start(warmUp);
  if (warmUp.length) {
    const started = performance.now();
    const threaded = await services.analysis.whenReady(ANALYSIS_READY_TIMEOUT_MS);
    const run = await warmComposer(warmUp, (question) => services.analysis.analyze(question, { counted: false }));
    log.info("the minds are warm", { questions: run.composed, thoughts: run.thoughts, shapes: run.shapes.length, ms: Math.round(performance.now() - started), analysisThread: threaded });
  }

  let workers: WorkerHandle | null = null;
  if (env.EMBEDDED_WORKER) {
    workers = await startWorkers(services).catch((error) => {
      log.error("embedded worker failed to start; the web server keeps running", errorFields(error));
      return null;
    });
  }

  const router = new WsRouter();
  registerWsHandlers(router, services);
  let ws: WsServerHandle | null = null;
  let presence: { stop(): Promise<void> } | null = null;
  let demo: DemoNodesHandle | null = null;

  services.metrics.wsClients = () => ws?.clients() ?? 0;
  // The job console (bull-board, served by Express) counts under its own two patterns, not "unmatched".
  const patterns = [...remixRoutePatterns(options.routes ?? {}), ...API_ENDPOINTS.map((e) => e.path), JOB_CONSOLE_PATH, `${JOB_CONSOLE_PATH}/*`];

  const http = httpMetrics(services, patterns);
  const trustProxy = compileTrust(env.TRUST_PROXY);
  return {
    env,
    services,
    trustProxy,
    log,
    requestContext: requestContext(http.record),
    refusePathMistakes,
    observe: http.serve,
    cspNonce: () => randomToken(16, "base64"),
    middleware: createMiddleware(services),
    getLoadContext: loadContextFor(services),
    errorHandler: handleHttpError,
    attach(server) {
      ws = attachWebSocketServer(server, {
        router,
        allowOrigin: (req) => originAllowed(req.headers.origin, req.headers.host),
        identify: async (req) => ({
          visitorId: (await readVisitorId(req.headers.cookie)) ?? newVisitorId(),
          ip: clientIp(req, trustProxy),
        }),
        maxConnectionsPerAddress: env.WS_CONNECTIONS_PER_ADDRESS,
        // Opening a socket starts a visitor wallet and a chat: it counts as a write of its address.
        limitUpgrade: (ip) => limitWait(services.limiters.write, ip),
      });
    },
    listening(url) {
      services.pulse.start();
      // Tells the harmony scan (which may run in a worker process) this process's open WebSocket and SSE clients.
      const wsClients = ws?.clients;
      presence = startPresence(services, { wsClients });
      // Demo nodes (worker/demo-nodes.ts) run beside the embedded workers and reach this server at its own address.
      if (workers && !demo && demoNodesEnabled(env)) demo = startDemoNodes(services, env.DEMO_NODES_URL ?? (url.startsWith("http") ? url : `http://127.0.0.1:${env.PORT}`));
      log.info("Trinity Mesh is listening", { url, database: services.dbKind, embeddedWorker: Boolean(workers) });
    },
    async closeSockets() {
      await ws?.close();
    },
    async closeWorkers() {
      await demo?.close();
      demo = null;
      await workers?.close();
      workers = null;
    },
    async close() {
      await presence?.stop();
      await services.close();
      await privateRedis.stop();
      process.off("unhandledRejection", onUnhandledRejection);
    },
  };
}

/** How server.ts reports a failed start: configuration and migration errors as their message alone. */
export function reportStartError(error: unknown): void {
  if (error instanceof EnvError || error instanceof MigrationError) console.error(error.message);
  else log.error("server failed to start", errorFields(error));
}
