import type { AppLoadContext } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import pg from "pg";
import { DatabaseUnavailableError } from "../../db/client";
import { sendError } from "./express-errors.server";
import { BODY_LIMIT_BYTES, ServiceUnavailableError } from "./http.server";
import { errorFields, log, logContext } from "../lib/log.server";

/** Node's own codes for a peer that cannot be reached or went away (system errors, pg and ioredis sockets). */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** What a 503 for a lost dependency tells the client to wait before retrying. */
export const RETRY_AFTER_SECONDS = 5;

/** Data requests (`.data`) whose loader or action failed for a lost dependency (see handleRemixError). */
const unavailableRequests = new WeakSet<Request>();

/** Messages pg gives a connection that ended or could not be had (no SQLSTATE, no errno). */
const PG_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/**
 * PostgreSQL or Redis unreachable, or a connection lost mid-request: the one place that decides it,
 * by class and by the codes PostgreSQL (SQLSTATE) and Node (errno) put on their errors.
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof ServiceUnavailableError || error instanceof DatabaseUnavailableError) return true;
  // SQLSTATE class 08: connection exception; 57P01-57P03: the server is shutting down or starting up.
  if (error instanceof pg.DatabaseError) return Boolean(error.code && (error.code.startsWith("08") || /^57P0[1-3]$/.test(error.code)));
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
  // pg's own words for a lost or unobtainable connection (plain Errors without a code), when they escape the pool's mapping.
  if (PG_LOST.test(error.message)) return true;
  // A wrapper (a transaction helper, a timeout) keeps the real failure as its cause.
  return depth < 3 && error.cause !== undefined && isUnavailable(error.cause, depth + 1);
}

/** What a client is told when a service is unavailable: a ServiceUnavailableError's own words, else a general sentence. */
export function unavailableMessage(error: unknown): string {
  if (error instanceof ServiceUnavailableError) return error.message;
  if (error instanceof DatabaseUnavailableError || error instanceof pg.DatabaseError) return "The database is unavailable right now. Please try again in a few seconds.";
  return "A service this request needs is unavailable right now. Please try again shortly.";
}

function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/");
}

/**
 * Remix's `handleError` (exported by app/entry.server.tsx). An /api request's error that is not a
 * Response (a lost database, a bug, a method the route does not serve) leaves Remix, which would
 * answer it in plain text, and reaches `handleHttpError` through the Express handler's `next`:
 * one mapping for every /api error, whichever router served the path.
 */
export function handleRemixError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }): void {
  const url = new URL(request.url);
  const dataRequest = url.pathname.endsWith(".data") || url.searchParams.has("_data");
  if (isApiPath(url.pathname) && !dataRequest) throw error;
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  if (isUnavailable(error)) {
    // A page's document request leaves Remix (which would render it 500) for handleHttpError: 503 with
    // Retry-After and the message, as a small page (the layout's own loader needs the database too).
    if (!dataRequest) throw error;
    // A client navigation's data keeps Remix's encoding (the browser shows the error boundary);
    // handleRemixDataRequest answers it 503.
    unavailableRequests.add(request);
    log.warn("request: a service is unavailable", { path: url.pathname.slice(0, 200), ...errorFields(error) });
    return;
  }
  log.error("request failed", { path: url.pathname.slice(0, 200), ...errorFields(error), stack: error instanceof Error ? error.stack : undefined });
  // Remix answers a fault as "Unexpected Server Error" in production: the document's error boundary
  // shows the id of this log line instead (entry.server.tsx provides it).
  if (!dataRequest) context.faultRequestId = logContext()?.requestId;
}

/** Remix's `handleDataRequest`: a data request that failed for a lost dependency is a 503 with Retry-After, not a 500. */
export function handleRemixDataRequest(response: Response, { request }: { request: Request }): Response {
  if (!unavailableRequests.has(request) || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, headers });
}


async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The Express error handler, last in the chain: errors of the body limit, the JSON reads and the
 * Remix handler (see handleRemixError) answered in the JSON error format of DESIGN §4 (or a small
 * page for a browser), a lost dependency 503, anything else 500.
 */
export function handleHttpError(error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error instanceof Response) {
    sendResponse(res, error).catch(next);
    return;
  }
  if (isRouteErrorResponse(error)) {
    if (error.status === 405) {
      const read = req.method === "GET" || req.method === "HEAD";
      res.setHeader("Allow", read ? "POST" : "GET, HEAD");
      return sendError(req, res, 405, "method_not_allowed", `${req.path.slice(0, 200)} does not accept ${req.method}; use ${read ? "POST" : "GET"}.`);
    }
    if (error.status === 404) return sendError(req, res, 404, "not_found", "Not found.");
  }
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (status === 404) return sendError(req, res, 404, "not_found", "Not found.");
  if (type === "entity.too.large") {
    return sendError(req, res, 413, "payload_too_large", `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KiB.`);
  }
  if (typeof type === "string" && (type.startsWith("entity.") || ["encoding.unsupported", "charset.unsupported", "request.aborted"].includes(type))) {
    return sendError(req, res, 400, "bad_request", "The request body could not be read.");
  }
  if (isUnavailable(error)) {
    log.warn("request: a service is unavailable", { path: req.path.slice(0, 200), ...errorFields(error) });
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    return sendError(req, res, 503, "service_unavailable", unavailableMessage(error), { title: "Temporarily unavailable" });
  }
  const clientStatus = clientErrorStatus(error);
  if (clientStatus) {
    // A client's mistake another layer found (the static files refusing a path, a path Express could not decode): its 4xx, at info, no stack.
    log.info("request refused", { path: req.path.slice(0, 200), status: clientStatus, error: error instanceof Error ? error.message : String(error) });
    return sendError(req, res, clientStatus, clientStatus === 403 ? "forbidden" : "bad_request", clientStatus === 403 ? "Forbidden." : "The request could not be understood.");
  }
  log.error("request failed", { path: req.path.slice(0, 200), ...errorFields(error), stack: error instanceof Error ? error.stack : undefined });
  sendError(req, res, 500, "internal", "Something went wrong on our side. Please try again.");
}

/** The 4xx of an error a library raised for the client's request (http-errors' `status` and `expose`), or 400 for a URIError; else 0. */
function clientErrorStatus(error: unknown): number {
  if (error instanceof URIError) return 400;
  const { status, expose } = (error ?? {}) as { status?: unknown; expose?: unknown };
  return typeof status === "number" && status >= 400 && status < 500 && expose === true ? status : 0;
}
