import type { ServerBuild } from "@remix-run/node";
import { jsonError } from "./http.server";
import { errorFields, log } from "./log.server";

/** PostgreSQL or Redis unreachable, or a connection lost mid-request (pg_terminate_backend, restart). */
export function isUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === "service_unavailable") return true; // ServiceUnavailableError (possibly another module copy's)
  if (typeof code === "string" && (/^(08|57P0)/.test(code) || ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"].includes(code))) return true;
  return typeof message === "string" && /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(message);
}

/** What a client is told when a service is unavailable: a ServiceUnavailableError's own words, else a general sentence. */
export function unavailableMessage(error: unknown): string {
  return (error as { code?: unknown }).code === "service_unavailable" && error instanceof Error
    ? error.message
    : "A service this request needs is unavailable right now. Please try again shortly.";
}

type Handler = (...args: never[]) => unknown;

/**
 * Every /api route answers errors in the JSON format of DESIGN §4: an error a loader or action
 * throws that is not a Response (a lost database connection, a bug) would otherwise become Remix's
 * plain-text "Unexpected Server Error". Unavailable services answer 503, anything else 500.
 * server.ts applies it to the loaded build. The services (JobProducer…) are loaded outside the bundle: their ServiceUnavailableError is
 * not the bundle's class, so it is recognised by its code as well.
 */
export function withApiErrorFormat(build: ServerBuild): ServerBuild {
  const wrap = (id: string, fn: Handler | undefined) => {
    if (!fn) return undefined;
    return async (...args: Parameters<Handler>) => {
      try {
        return await fn(...args);
      } catch (error) {
        if (error instanceof Response) throw error;
        if (isUnavailable(error)) {
          log.warn("api route: a service is unavailable", { route: id, ...errorFields(error) });
          const message = unavailableMessage(error);
          throw jsonError("service_unavailable", message, { headers: { "Retry-After": "5" } });
        }
        log.error("api route failed", { route: id, ...errorFields(error) });
        throw jsonError("internal", "Something went wrong on our side. Please try again.");
      }
    };
  };
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route || !(route.path ?? "").startsWith("api/")) {
      routes[id] = route;
      continue;
    }
    const module = { ...route.module } as typeof route.module;
    if (module.loader) module.loader = wrap(id, module.loader as Handler) as typeof module.loader;
    if (module.action) module.action = wrap(id, module.action as Handler) as typeof module.action;
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
