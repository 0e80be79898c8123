import { randomBytes } from "node:crypto";
import { inject } from "vitest";

/** The test servers' operator; `handle` is its public name, the default of the first operator of a fresh database. */
export const OPERATOR = { email: "operator@trinity.test", password: "correct horse battery staple", handle: "operator-1" };

export function baseUrl(): string {
  return inject("baseUrl");
}

/** A fake client address (the test server trusts X-Forwarded-For) so each test has its own rate-limit bucket. */
export function clientIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** A tiny cookie jar: enough for the signed visitor/session/toast cookies. */
export class Jar {
  private cookies = new Map<string, string>();
  /** `base`: another server's URL (a private test server); default the shared one. */
  constructor(
    readonly ip = clientIp(),
    readonly base?: string,
  ) {}
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  /** Holds a cookie the server did not set (sent from now on). */
  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", this.header());
    headers.set("X-Forwarded-For", this.ip);
    const res = await fetch(`${this.base ?? baseUrl()}${path}`, { redirect: "manual", ...init, headers });
    this.store(res);
    return res;
  }

  /** A JSON request (POST unless told otherwise); a string body goes as it is, to test malformed JSON. */
  sendJson(path: string, body?: unknown, method = "POST"): Promise<Response> {
    const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
    return this.fetch(path, { method, headers: { "Content-Type": "application/json" }, body: payload });
  }

  /** GETs a JSON document, failing the test unless the answer is 200. */
  async getJson<T>(path: string): Promise<T> {
    const res = await this.fetch(path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }
}

export function form(data: Record<string, string>): { body: URLSearchParams; headers: Record<string, string> } {
  return { body: new URLSearchParams(data), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
}

/** Signs in through the real /login form and returns the jar holding the session cookie. */
export async function signIn(jar = new Jar()): Promise<Jar> {
  const res = await jar.fetch("/login", { method: "POST", ...form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/settings/tokens" }) });
  if (res.status !== 302) throw new Error(`sign-in failed with ${res.status}: ${await res.text()}`);
  return jar;
}
