/**
 * Trinity Mesh web process: Express + Remix + /ws, with the BullMQ workers embedded unless
 * EMBEDDED_WORKER=0. On start it builds the app if no build exists, migrates, seeds and
 * creates the operator from OPERATOR_EMAIL/OPERATOR_PASSWORD.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import { migrateToLatest, MigrationError } from "./db/migrate";
import { seed } from "./db/seed";
import { ensureOperator } from "./app/domain/auth.server";
import { warmKnowledge } from "./app/domain/knowledge.server";
import { EnvError, getEnv } from "./app/env.server";
import { withApiErrorFormat } from "./app/infra/api-errors.server";
import { readVisitorId, newVisitorId } from "./app/infra/cookies.server";
import { errorFields, log } from "./app/infra/log.server";
import { createServices, type Services } from "./app/infra/services.server";
import { clientIp, createWebApp, originAllowed } from "./app/infra/web.server";
import { attachWebSocketServer, WsRouter } from "./app/infra/ws.server";
import { registerWsHandlers } from "./app/infra/ws-handlers.server";
import { startWorkers, type WorkerHandle } from "./worker/index";
import { startPresence } from "./app/infra/presence.server";

const BUILD_PATH = path.resolve("build/index.js");
const SHUTDOWN_LIMIT_MS = 10_000;

function ensureBuild(mode: string) {
  if (existsSync(BUILD_PATH) || mode === "development") return;
  log.info("no build found: building the app (first start)");
  const result = spawnSync(process.execPath, [path.resolve("node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("remix build failed; see the output above");
}

function buildLoader(mode: string): () => Promise<ServerBuild> {
  if (mode !== "development") {
    const loaded = (import(pathToFileURL(BUILD_PATH).href) as Promise<ServerBuild>).then(withApiErrorFormat);
    return () => loaded;
  }
  // Development (remix dev --manual): re-import the build whenever the compiler rewrites it.
  let stamp = 0;
  let current: Promise<ServerBuild> | undefined;
  return () => {
    const mtime = existsSync(BUILD_PATH) ? statSync(BUILD_PATH).mtimeMs : 0;
    if (!current || mtime !== stamp) {
      stamp = mtime;
      current = import(`${pathToFileURL(BUILD_PATH).href}?t=${mtime}`).then((b: ServerBuild) => {
        void broadcastDevReady(b);
        return withApiErrorFormat(b);
      });
    }
    return current;
  };
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

async function main() {
  const env = getEnv();
  ensureBuild(env.NODE_ENV);
  const services = await createServices(env);
  await prepareDatabase(services);
  services.bus.start();
  // The minds' knowledge index (~200 ms to build) is built now, not on the first visitor's question.
  warmKnowledge();

  const getBuild = buildLoader(env.NODE_ENV);
  await getBuild();
  const app = createWebApp({ services, getBuild, mode: env.NODE_ENV });
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;

  const router = new WsRouter();
  registerWsHandlers(router, services);
  const ws = attachWebSocketServer(server, {
    router,
    allowOrigin: (req) => originAllowed(req.headers.origin, req.headers.host),
    identify: async (req) => ({
      visitorId: (await readVisitorId(req.headers.cookie)) ?? newVisitorId(),
      ip: clientIp(req, env.TRUST_PROXY),
    }),
  });

  let workers: WorkerHandle | null = null;
  if (env.EMBEDDED_WORKER) {
    workers = await startWorkers(services).catch((error) => {
      log.error("embedded worker failed to start; the web server keeps running", errorFields(error));
      return null;
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  services.pulse.start();
  // Tells the harmony scan (which may run in a worker process) this process's open WebSocket and SSE clients.
  const presence = startPresence(services, { wsClients: ws.clients });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info("Trinity Mesh is listening", {
    url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`,
    database: services.dbKind,
    embeddedWorker: Boolean(workers),
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await ws.close();
    // Give in-flight requests a moment, then cut long-lived ones (SSE streams).
    const drain = setTimeout(() => server.closeAllConnections(), 3000);
    drain.unref();
    await Promise.allSettled([closed, workers?.close()]);
    clearTimeout(drain);
    await presence.stop();
    await services.close();
    log.info("stopped cleanly");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// A library promise rejected with no handler (better-sse rejects when a stream's request is aborted)
// must not take the whole web process down: log it and keep serving.
process.on("unhandledRejection", (reason) => {
  log.error("unhandled promise rejection", reason instanceof Error ? errorFields(reason) : { reason: String(reason) });
});

main().catch((error) => {
  if (error instanceof EnvError || error instanceof MigrationError) {
    console.error(error.message);
  } else {
    log.error("server failed to start", errorFields(error));
  }
  process.exit(1);
});
