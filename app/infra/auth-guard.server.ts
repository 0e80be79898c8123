import { redirect, type AppLoadContext } from "@remix-run/node";
import { getSessionOperator, verifyApiToken, type OperatorIdentity } from "../domain/auth.server";
import type { Executor } from "../../db/types";
import { getCookies } from "./cookies.server";
import { jsonError, wantsJson } from "./http.server";

/** The signed-in operator (session cookie or Bearer token), or null for a visitor. */
export async function getOperator(request: Request, context: AppLoadContext): Promise<OperatorIdentity | null> {
  return operatorFrom(context.services.db, request.headers.get("Authorization"), request.headers.get("Cookie"));
}

/** The same check from the raw headers, for what Express serves ahead of Remix (the job console). */
export async function operatorFrom(db: Executor, authorization: string | null | undefined, cookie: string | null | undefined): Promise<OperatorIdentity | null> {
  if (authorization?.startsWith("Bearer ")) {
    return verifyApiToken(db, authorization.slice(7).trim());
  }
  const secret = await getCookies().session.parse(cookie ?? null);
  if (typeof secret !== "string" || secret.length < 20) return null;
  return getSessionOperator(db, secret);
}

/**
 * Operator-only pages, actions and API routes call this first: API clients get a 401 JSON
 * error, pages are redirected to /login and come back afterwards.
 */
export async function requireOperator(request: Request, context: AppLoadContext): Promise<OperatorIdentity> {
  const operator = await getOperator(request, context);
  if (operator) return operator;
  if (wantsJson(request)) throw jsonError("unauthorized", "Sign in as an operator (or send an API token) to do this.");
  const url = new URL(request.url);
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
}

/** Only a path on this site may be redirected to after sign-in (app/lib/safe-redirect.ts). */
export { safeRedirect } from "../lib/safe-redirect";
