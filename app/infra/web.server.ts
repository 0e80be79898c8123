import type { IncomingMessage } from "node:http";
import type { AppLoadContext } from "@remix-run/node";
import proxyaddr from "proxy-addr";
import express, { type NextFunction, type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from "express";
import { getCookies, newVisitorId, readVisitorId } from "./cookies.server";
import { sendError } from "./express-errors.server";
import { BODY_LIMIT_BYTES } from "./http.server";
import { API_ENDPOINTS } from "./api/index.server";
import { mountExpressEndpoints } from "./endpoint.server";
import { markVisitorRead, PageCache } from "./page-cache.server";
import { createJobConsole } from "./job-console.server";
import type { RequestRecorder } from "./metrics.server";
import { addressOf, rateLimitMiddleware, type Tier } from "./rate-limit.server";
import { log, requestIdFrom, withLogContext } from "../lib/log.server";
import type { TrustProxy } from "../env.server";
import { pathProblem } from "../lib/request-path";
import type { Services } from "./services.server";

export { BODY_LIMIT_BYTES };

function isApi(path: string): boolean {
  return path.startsWith("/api/");
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

export type TrustFn = proxyaddr.Trust;

/**
 * TRUST_PROXY (env.server.ts) as the one trust function Express is given (`trust proxy`, so `req.ip`
 * and `req.protocol` use it) and /ws upgrades use (`clientIp`): a hop count trusts that many hops
 * from this server (as Express does with a number), a list trusts the hops at those addresses.
 */
export function compileTrust(setting: TrustProxy): TrustFn {
  if (typeof setting === "number") return (_address, i) => i < setting;
  return proxyaddr.compile(setting);
}

/**
 * The client's address, the same way Express's `req.ip` finds it: the socket's peer, or, while that
 * hop is trusted, the X-Forwarded-For entry it appended, walking from the right. Entries left of the
 * last trusted hop are the client's own words and never chosen. For requests Express does not see
 * (the /ws upgrade).
 */
export function clientIp(req: IncomingMessage, trust: TrustFn): string {
  return proxyaddr(req, trust) ?? "unknown";
}

function tooLarge(): Error {
  return Object.assign(new Error("request entity too large"), { type: "entity.too.large", status: 413 });
}

/**
 * Bodies over 64 KiB are refused (413) before Remix reads them. A declared Content-Length is checked
 * as it stands (Node's parser delivers no more than it, and Remix streams the body itself); a chunked
 * body is read here up to the limit and pushed back into the request (`unshift`) for Remix to read.
 * The chunks are taken with `read(readableLength)`, never a read past the end, so the request does
 * not emit 'end' before Remix listens.
 */
export function bodyLimit(req: ExpressRequest, _res: ExpressResponse, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = req.headers["content-length"];
  if (declared !== undefined) return next(Number(declared) > BODY_LIMIT_BYTES ? tooLarge() : undefined);
  // No body, or an empty one already received: nothing to read (a read now would end the request early).
  if (!req.headers["transfer-encoding"] || (req.complete && req.readableLength === 0)) return next();
  const chunks: Buffer[] = [];
  let size = 0;
  const finish = (error?: Error) => {
    req.off("readable", onReadable);
    req.off("error", onError);
    req.off("close", onClose);
    if (error) {
      // The rest of a refused body is read and dropped, as Node does for a body nobody read: left in
      // the socket it would stop the parser, and the client's next request on this keep-alive
      // connection would wait for an answer that never comes (server.requestTimeout bounds it).
      req.resume();
      return next(error);
    }
    if (size > 0) req.unshift(Buffer.concat(chunks, size));
    next();
  };
  function onReadable() {
    while (req.readableLength > 0) {
      const chunk = req.read(req.readableLength) as Buffer | null;
      if (!chunk) break;
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) return finish(tooLarge());
      chunks.push(chunk);
    }
    if (req.complete) finish();
  }
  const onError = (error: Error) => finish(Object.assign(error, { type: "request.aborted" }));
  const onClose = () => finish(Object.assign(new Error("request aborted"), { type: "request.aborted" }));
  req.on("readable", onReadable);
  req.once("error", onError);
  req.once("close", onClose);
}

/**
 * First in the Express chain (server.ts): the request's id, from a valid incoming `X-Request-Id` (a
 * load balancer's) or a new UUID, is sent back in `X-Request-Id` and is on every log line written
 * while the request is handled, however deep (an AsyncLocalStorage context read by the logger's
 * mixin), and in the data of the jobs it enqueues (app/infra/jobs.server.ts). One listener per
 * request, when its response is done or cut: `record` times it (the metrics), and with info lines on
 * one access line is written: method, path (no query), status, ms.
 */
export function requestContext(record: RequestRecorder): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    // Read now: routers rewrite req.url while they run.
    const { method, path } = req;
    res.once("close", () => {
      const ms = performance.now() - started;
      record(method, path, res.statusCode, ms / 1000);
      if (!log.enabled("info")) return;
      const fields: Record<string, unknown> = { requestId, method, path: path.slice(0, 200), status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (!res.writableFinished) fields.aborted = true;
      log.info("request", fields);
    });
    withLogContext({ requestId }, next);
  };
}

/**
 * Second in the Express chain (server.ts), ahead of the static files and every router: a path with
 * malformed percent-encoding answers 400, one with a "." or ".." segment 404 (pathProblem). Both
 * are a client's mistake (Express's routers and the static files would throw on them: a 500 with an
 * error-level stack anyone could fill the log with), so they are logged at info, without a stack.
 */
export function refusePathMistakes(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
  const problem = pathProblem(req.path);
  if (!problem) return next();
  log.info("request refused: a mistake in its path", { reason: problem, path: req.path.slice(0, 200) });
  if (problem === "bad-encoding") return sendError(req, res, 400, "bad_request", "The request path is not valid percent-encoding.");
  sendError(req, res, 404, "not_found", "Not found.");
}

/**
 * What runs between the static files and Remix (server.ts mounts it): rate limits, the Origin check
 * on writes, the operators' job console, the visitor cookie, the polled JSON reads and the body limit.
 */
export function createMiddleware(services: Services): express.Router {
  const router = express.Router();
  router.use(rateLimitMiddleware(services.limiters));

  // Cross-site writes are refused (browsers send Origin on every cross-site POST).
  router.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (originAllowed(req.get("origin"), req.get("host"))) return next();
    sendError(req, res, 403, "forbidden", "Cross-site requests are not allowed.");
  });

  // The operators' job console (bull-board), ahead of the visitor cookie and of Remix.
  router.use(createJobConsole(services));

  // Every visitor gets a signed guest wallet id (val-…). API reads without one get a
  // throwaway id instead of a new cookie: only pages and writes start a wallet.
  router.use(async (req, res, next) => {
    try {
      const existing = await readVisitorId(req.get("cookie"));
      if (existing) {
        res.locals.visitorId = existing;
      } else if (req.method === "GET" && isApi(req.path)) {
        res.locals.visitorId = newVisitorId();
      } else {
        const id = newVisitorId();
        res.locals.visitorId = id;
        res.append("Set-Cookie", await getCookies().visitor.serialize(id, { secure: req.protocol === "https" }));
      }
      next();
    } catch (error) {
      next(error);
    }
  });

  // Pages that do not depend on who asks (first visits, returning visitors), shared while nothing changes.
  router.use(new PageCache(() => services.cache.version).handle);

  mountExpressEndpoints(router, { services, cspNonce: "" }, API_ENDPOINTS);
  router.use(bodyLimit);
  return router;
}

/** Remix's load context (app/infra/context.server.ts): the services, the page's CSP nonce, the visitor. */
export function loadContextFor(services: Services) {
  return (req: ExpressRequest, res: ExpressResponse): AppLoadContext => {
    let closed: AbortController | undefined;
    return {
      services,
      cspNonce: res.locals.cspNonce as string,
      // Read when asked (proxy-addr parses X-Forwarded-For): only the sign-in and chat actions and the streams need them.
      get rateLimit() {
        return { key: addressOf(req), tier: res.locals.limitTier as Tier | undefined };
      },
      get clientIp() {
        return addressOf(req);
      },
      // Read through a getter so the page cache knows which pages depend on their visitor (markVisitorRead).
      get visitorId() {
        markVisitorRead(res);
        return res.locals.visitorId as string;
      },
      // Made when first read (only long-lived answers need it); the response's listener holds it.
      get closed() {
        if (!closed) {
          const controller = (closed = new AbortController());
          if (res.destroyed || res.writableFinished) controller.abort();
          else res.once("close", () => controller.abort());
        }
        return closed.signal;
      },
    };
  };
}
