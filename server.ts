/**
 * Trinity Mesh web process: Express + Remix + /ws, with the BullMQ workers embedded unless
 * EMBEDDED_WORKER=0. Production runs this file compiled (build/server.js, made by `npm run build`
 * with the Remix build it starts; `npm start` rebuilds first when a source is newer: scripts/ensure-build.mjs).
 *
 * This file wires Express, the static files, the HTTP server and the shutdown, and imports nothing
 * from app/ at run time (as epic-stack's server/index.ts): everything stateful (services, /ws and its
 * handlers, presence, the pulse loop, the embedded workers, migrations, seed, the operator) is created
 * by the Remix build's own modules through `build.entry.module.startApp()` (app/infra/app.server.ts),
 * so the server and the routes share one instance of every module.
 */
import { existsSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler, type Response as ExpressResponse } from "express";
import helmet from "helmet";
import type { TrinityApp } from "./app/infra/app.server";

type Entry = typeof import("./app/entry.server");

const BUILD_PATH = path.resolve("build/index.js");
const MODE = process.env.NODE_ENV === "development" || process.env.NODE_ENV === "test" ? process.env.NODE_ENV : "production";
const SHUTDOWN_LIMIT_MS = 10_000;
const FILE_PATH = /\.[A-Za-z0-9]{1,8}$/;

const isApi = (path: string) => path.startsWith("/api/");
// The operators' job console (bull-board, app/lib/job-console.ts JOB_CONSOLE_PATH): its own policy.
const JOB_CONSOLE_PATH = "/operator/jobs";
const isJobConsole = (path: string) => path === JOB_CONSOLE_PATH || path.startsWith(`${JOB_CONSOLE_PATH}/`);

function requireBuild() {
  if (existsSync(BUILD_PATH) || MODE === "development") return;
  throw new Error(`${BUILD_PATH} is missing: run \`npm run build\` (\`npm start\` builds by itself)`);
}

/** One build and the app its modules started; in development a rebuild replaces both. */
interface Live {
  build: ServerBuild;
  app: TrinityApp;
  remix: RequestHandler;
  stamp: number;
}

const buildStamp = () => (existsSync(BUILD_PATH) ? statSync(BUILD_PATH).mtimeMs : 0);
const entryOf = (build: ServerBuild) => build.entry.module as unknown as Entry;

async function start(stamp: number): Promise<Live> {
  // Development re-imports a rewritten build under a new URL (a fresh copy of its modules).
  const build = (await import(`${pathToFileURL(BUILD_PATH).href}${MODE === "development" ? `?t=${stamp}` : ""}`)) as ServerBuild;
  let app: TrinityApp;
  try {
    app = await entryOf(build).startApp({ routes: build.routes });
  } catch (error) {
    entryOf(build).reportStartError(error);
    throw Object.assign(new Error("the app failed to start"), { reported: true });
  }
  // One handler per build: given a build function instead, Remix would derive its routes on every request.
  const remix = createRequestHandler({ build, mode: MODE, getLoadContext: (req, res) => app.getLoadContext(req, res) });
  return { build, app, remix, stamp };
}

async function stop(app: TrinityApp) {
  await app.closeSockets();
  await app.closeWorkers();
  await app.close();
}

// 180 days. Sent only on a request that came over https (see securityHeaders).
const HSTS = "max-age=15552000; includeSubDomains";

function securityHeaders(nonce: () => string): RequestHandler {
  const common = {
    crossOriginEmbedderPolicy: false,
    // Set per request below: only an https request may tell the browser to use https for 180 days.
    strictTransportSecurity: false,
    frameguard: { action: "deny" as const },
    // "no-referrer" would make browsers send `Origin: null` on same-site form posts, which the Origin check refuses.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
  };
  // /api answers (JSON, SSE, the /api/docs HTML documents) get a locked-down policy: nothing may run
  // or load there except the documents' own inline <style> and same-site images. Pages get one with a
  // fresh script nonce each (handed to Remix as `context.cspNonce`).
  const apiHeaders = helmet({
    ...common,
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
    ...common,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as ExpressResponse).locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "connect-src": MODE === "development" ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "font-src": ["'self'", "data:"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
  });
  // bull-board's UI (/operator/jobs) loads its own bundle and styles from its static route and sets
  // inline styles; it carries no nonce, so it gets a same-origin policy of its own (no inline script),
  // while every other page keeps the nonce policy above.
  const jobConsoleHeaders = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
  });
  const api = recordHeaders(apiHeaders);
  const jobConsole = recordHeaders(jobConsoleHeaders);
  const page = recordHeaders(pageHeaders);
  return (req, res, next) => {
    // req.secure: TLS on this socket, or X-Forwarded-Proto: https from a trusted hop (TRUST_PROXY).
    // Never on plain http, even behind a proxy: a laptop or a test must not be pinned to https.
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    if (isApi(req.path)) api(res, "");
    else if (isJobConsole(req.path)) jobConsole(res, "");
    else page(res, (res.locals.cspNonce = nonce()));
    next();
  };
}

/** Stands for the page's nonce while helmet's headers are recorded (no nonce can contain it: base64 has no "!"). */
const NONCE_SLOT = "!nonce!";

/**
 * The headers a helmet middleware sets, recorded once (helmet sets them synchronously and reads nothing
 * of the request; the CSP's script nonce is the only part that changes, recorded as NONCE_SLOT), and
 * a function that sets them on a response with its nonce. Helmet itself walked its dozen middlewares
 * and rebuilt the CSP string for every page.
 */
function recordHeaders(middleware: RequestHandler): (res: ExpressResponse, nonce: string) => void {
  const headers: [name: string, parts: string[]][] = [];
  const recorder = {
    locals: { cspNonce: NONCE_SLOT },
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value).split(NONCE_SLOT)]),
    removeHeader: () => undefined,
  };
  let done = false;
  middleware({} as express.Request, recorder as unknown as ExpressResponse, () => (done = true));
  if (!done) throw new Error("helmet did not set its headers synchronously");
  return (res, nonce) => {
    for (const [name, parts] of headers) res.setHeader(name, parts.length === 1 ? parts[0]! : parts.join(nonce));
  };
}

async function main() {
  requireBuild();
  let live = await start(buildStamp());
  const { env } = live.app;

  const app = express();
  app.disable("x-powered-by");
  // One trust function (TRUST_PROXY) for req.ip, req.protocol and the /ws upgrades' addresses.
  app.set("trust proxy", live.app.trustProxy);
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  if (MODE === "development") {
    // `remix dev --manual` rewrote the build: stop the app of the previous build (its sockets,
    // workers, pools), then import the new build and start its app. Requests wait for the swap.
    let swap: Promise<void> | null = null;
    let stopped: TrinityApp | null = null;
    app.use((_req, _res, next) => {
      const stamp = buildStamp();
      if (!swap && stamp !== live.stamp) {
        swap = (async () => {
          // A build that failed to start is retried on the next request; the old app is stopped once.
          if (stopped !== live.app) {
            stopped = live.app;
            await stop(live.app);
          }
          live = await start(stamp);
          live.app.attach(server);
          live.app.listening("(rebuilt)");
          await broadcastDevReady(live.build);
        })().finally(() => (swap = null));
      }
      if (!swap) return next();
      swap.then(() => next(), next);
    });
  }

  // The request's id (X-Request-Id) on its response, its log lines and the jobs it enqueues: first, so every answer has one.
  app.use((req, res, next) => live.app.requestContext(req, res, next));
  // Then a client's mistake in the path (bad percent-encoding: 400, "..": 404), before anything decodes or serves it.
  app.use((req, res, next) => live.app.refusePathMistakes(req, res, next));
  // Then GET /metrics (every request is timed under its route pattern by requestContext).
  app.use((req, res, next) => live.app.observe(req, res, next));
  app.use(securityHeaders(() => live.app.cspNonce()));
  // Never compress text/event-stream: compression buffers it.
  app.use(compression({ filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") && compression.filter(req, res) }));

  // Fingerprinted build assets never change: cache them for a year. Other public files are
  // looked up only for paths that name a file, so API calls and pages skip the disk.
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
  const publicFiles = express.static("public", { maxAge: "1h", index: false });
  app.use((req, res, next) => (FILE_PATH.test(req.path) && !isApi(req.path) ? publicFiles(req, res, next) : next()));

  app.use((req, res, next) => live.app.middleware(req, res, next));
  app.all("*", (req, res, next) => live.remix(req, res, next));
  app.use(((error, req, res, next) => live.app.errorHandler(error, req, res, next)) as express.ErrorRequestHandler);

  live.app.attach(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  live.app.listening(`http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`);
  if (MODE === "development") await broadcastDevReady(live.build);

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    live.app.log.info("shutting down", { signal });
    const force = setTimeout(() => {
      live.app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await live.app.closeSockets();
    // Give in-flight requests a moment, then cut long-lived ones (SSE streams).
    const drain = setTimeout(() => server.closeAllConnections(), 3000);
    drain.unref();
    await Promise.allSettled([closed, live.app.closeWorkers()]);
    clearTimeout(drain);
    await live.app.close();
    live.app.log.info("stopped cleanly");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (!(error as { reported?: boolean }).reported) console.error("server failed to start:", error);
  process.exit(1);
});
