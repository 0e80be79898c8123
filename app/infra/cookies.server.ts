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

/** Reads the visitor id from a Cookie header; null when it is missing, unsigned or tampered with. */
export async function readVisitorId(cookieHeader: string | null | undefined): Promise<string | null> {
  if (!cookieHeader) return null;
  const value = await getCookies().visitor.parse(cookieHeader);
  return isVisitorId(value) ? value : null;
}
