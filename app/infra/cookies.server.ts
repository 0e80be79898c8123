import { memoize } from "../lib/memo";
import { randomToken } from "../lib/random-pool.server";
import { createCookie, type Cookie } from "@remix-run/node";
import { getEnv } from "../env.server";

interface Cookies {
  visitor: Cookie;
  session: Cookie;
  toast: Cookie;
}

let cookies: Cookies | undefined;

/** Signed, httpOnly, SameSite=Lax cookies; `Secure` is added per request behind https (see serializeFor). */
export function getCookies(): Cookies {
  if (cookies) return cookies;
  const secrets = [getEnv().SESSION_SECRET];
  const base = { httpOnly: true, sameSite: "lax" as const, path: "/", secrets };
  cookies = {
    visitor: createCookie("tm_visitor", { ...base, maxAge: 365 * 24 * 3600 }),
    session: createCookie("tm_session", { ...base, maxAge: 14 * 24 * 3600 }),
    toast: createCookie("tm_toast", { ...base, maxAge: 120 }),
  };
  return cookies;
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function serializeFor(request: Request, cookie: Cookie, value: unknown, options?: { maxAge?: number }) {
  return cookie.serialize(value, { secure: isHttps(request), ...options });
}

/** Guest wallet ids look like val-3f9c0a…: 24 hex characters of randomness. */
export function newVisitorId(): string {
  return `val-${randomToken(12, "hex")}`;
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === "string" && /^val-[0-9a-f]{24}$/.test(value);
}

/** The visitor cookie's value in a Cookie header: its first `tm_visitor`, as the cookie parser takes it. */
const VISITOR_VALUE = /(?:^|;)\s*tm_visitor=([^;]*)/;

/**
 * A visitor cookie's value, checked once: a returning visitor sends the same signed value with every
 * request, and verifying its HMAC and parsing its JSON again was ~2.5% of a rendered page's CPU. The
 * answer depends only on the value (one secret per process); LRU-bounded, so odd values cost memory
 * only up to the cap. A parse that fails is no visitor id, as a bad signature is.
 */
const visitorIdOf = memoize(
  (value: string): Promise<string | null> =>
    getCookies()
      .visitor.parse(`tm_visitor=${value}`)
      .then((id: unknown) => (isVisitorId(id) ? id : null), () => null),
  10_000,
);

/** Reads the visitor id from a Cookie header; null when it is missing, unsigned or tampered with. */
export async function readVisitorId(cookieHeader: string | null | undefined): Promise<string | null> {
  const value = cookieHeader ? VISITOR_VALUE.exec(cookieHeader)?.[1] : undefined;
  return value === undefined ? null : visitorIdOf(value.trim());
}
