/**
 * Security review (issue 8 §6): response headers of pages and API answers, the CSP nonce on every
 * inline script, cookie flags (visitor, session, toast), signed cookies, and cross-site JSON writes.
 * The operator-only walk over the OpenAPI document lives in its own test.
 */
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { ROUTES } from "~/lib/routes";
import { testDb } from "./helpers/db";
import { baseUrl, form, Jar, OPERATOR, signIn } from "./helpers/http";

const db = testDb();
afterAll(() => db.destroy());

const marker = () => `sec${randomBytes(5).toString("hex")}`;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** Every `<script …>` opening tag of a page, with its attributes. */
function scriptTags(html: string): { tag: string; inline: boolean; nonce: string | null }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => ({
    tag: m[0].slice(0, 120),
    inline: !/\bsrc\s*=/.test(m[1]),
    nonce: /\bnonce="([^"]*)"/.exec(m[1])?.[1] ?? null,
  }));
}

function cookieLine(res: Response, name: string): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

/** HttpOnly, SameSite=Lax, Path=/, a Max-Age, and a signed value (`<base64 value>.<signature>`). */
function expectSafeCookie(line: string | undefined, secure: boolean) {
  expect(line).toBeDefined();
  const attributes = line!.split(";").map((a) => a.trim().toLowerCase());
  expect(attributes).toContain("httponly");
  expect(attributes).toContain("samesite=lax");
  expect(attributes).toContain("path=/");
  expect(attributes.some((a) => a.startsWith("max-age="))).toBe(true);
  expect(attributes.includes("secure")).toBe(secure);
  const value = decodeURIComponent(line!.split(";")[0].split("=").slice(1).join("="));
  expect(value).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=_-]+$/);
}

describe("page headers and the script nonce", () => {
  const pages = [...ROUTES.map((r) => r.path), "/login", "/no/such/page"];

  it.each(pages)("%s: CSP with a per-response nonce, no inline script without it", async (path) => {
    const res = await new Jar().fetch(path, { headers: { Accept: "text/html" } });
    expect([200, 404]).toContain(res.status);
    const csp = res.headers.get("content-security-policy");
    expect(csp).toBeTruthy();
    const d = directives(csp!);
    const scriptSrc = d.get("script-src")!;
    const nonces = scriptSrc.filter((v) => v.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    const nonce = nonces[0].slice("'nonce-".length, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(d.get("default-src")).toEqual(["'self'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();

    const scripts = scriptTags(await res.text());
    expect(scripts.filter((s) => s.inline).length).toBeGreaterThan(0);
    for (const s of scripts) expect({ tag: s.tag, nonce: s.nonce }).toEqual({ tag: s.tag, nonce });
  });

  it("an operator page, signed in, carries the nonce on every script too", async () => {
    const jar = await signIn();
    const res = await jar.fetch("/settings/tokens", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
    const scripts = scriptTags(await res.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.nonce).toBe(nonce);
  });

  it("each response gets a fresh nonce", async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await new Jar().fetch("/")).headers.get("content-security-policy")!)![1];
    const seen = new Set(await Promise.all([nonceOf(), nonceOf(), nonceOf()]));
    expect(seen.size).toBe(3);
  });

  it("HSTS is sent when the request came over https at the trusted proxy (X-Forwarded-Proto, TRUST_PROXY=1)", async () => {
    const res = await new Jar().fetch("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  });
});

describe("API response headers", () => {
  it.each([
    ["GET", "/api/health", undefined, 200, undefined],
    ["GET", "/api/mesh/nodes", undefined, 200, undefined],
    ["GET", "/api/no-such-endpoint", undefined, 404, "not_found"],
    ["POST", "/api/mesh-contributions", "{not json", 400, "bad_request"],
  ])("%s %s: JSON with nosniff, frame denial and the referrer policy", async (method, path, body, status, errorCode) => {
    const res = await new Jar().fetch(path, { method, body, headers: body ? { "Content-Type": "application/json" } : {} });
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    // Nothing may run in an API answer opened as a document.
    const d = directives(res.headers.get("content-security-policy") ?? "");
    expect(d.get("default-src")).toEqual(["'none'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.has("script-src")).toBe(false);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error?: { code: string } }).error?.code).toBe(errorCode);
  });

  it("the /api/docs HTML documents render under the locked-down policy: no script, their own inline style", async () => {
    const res = await new Jar().fetch("/api/docs/operator-guide", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const d = directives(res.headers.get("content-security-policy")!);
    expect(d.get("default-src")).toEqual(["'none'"]);
    expect(d.get("style-src")).toEqual(["'unsafe-inline'"]);
    const html = await res.text();
    expect(html).toContain("<style>");
    expect(scriptTags(html)).toEqual([]);
  });
});

describe("cookies", () => {
  it("the visitor cookie is httpOnly, SameSite=Lax, signed; Secure only behind https", async () => {
    const plain = await fetch(`${baseUrl()}/`);
    expectSafeCookie(cookieLine(plain, "tm_visitor"), false);
    const https = await fetch(`${baseUrl()}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expectSafeCookie(cookieLine(https, "tm_visitor"), true);
  });

  it("a tampered visitor cookie is not accepted: a new signed one replaces it", async () => {
    const first = cookieLine(await fetch(`${baseUrl()}/`), "tm_visitor")!.split(";")[0];
    const [name, value] = [first.slice(0, first.indexOf("=")), first.slice(first.indexOf("=") + 1)];
    const forged = `${name}=${encodeURIComponent(Buffer.from(JSON.stringify(`val-${"0".repeat(24)}`)).toString("base64"))}.${value.split(".")[1]}`;
    const res = await fetch(`${baseUrl()}/`, { headers: { Cookie: forged } });
    const replaced = cookieLine(res, "tm_visitor");
    expect(replaced).toBeDefined();
    expect(replaced!.split(";")[0]).not.toBe(forged);
  });

  it("signing in sets the session and toast cookies httpOnly, SameSite=Lax and signed; Secure behind https", async () => {
    for (const https of [false, true]) {
      const jar = new Jar();
      const res = await jar.fetch("/login", {
        method: "POST",
        body: form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/settings/tokens" }).body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(https ? { "X-Forwarded-Proto": "https" } : {}) },
      });
      expect(res.status).toBe(302);
      expectSafeCookie(cookieLine(res, "tm_session"), https);
      expectSafeCookie(cookieLine(res, "tm_toast"), https);
      // The session cookie carries a random secret, not the operator's email or password.
      const session = decodeURIComponent(cookieLine(res, "tm_session")!.split(";")[0].split("=").slice(1).join("="));
      const decoded = Buffer.from(session.split(".")[0], "base64").toString();
      expect(decoded).not.toContain(OPERATOR.email);
      expect(decoded).not.toContain(OPERATOR.password);
    }
  });

  it("a session cookie with a forged signature is a visitor", async () => {
    const jar = await signIn();
    expect((await jar.fetch("/api/operator/me")).status).toBe(200);
    const session = /tm_session=([^;]+)/.exec(jar.header())![1];
    const [value] = decodeURIComponent(session).split(".");
    const forged = `tm_session=${encodeURIComponent(`${value}.${"A".repeat(43)}`)}`;
    const res = await fetch(`${baseUrl()}/api/operator/me`, { headers: { Cookie: forged } });
    expect(res.status).toBe(401);
  });
});

describe("cross-site writes", () => {
  const contribution = (mark: string) => ({ contributorName: `Cross ${mark}`, glyphType: "∞", impactDescription: `Cross-site attempt ${mark}`, score: 3 });
  const stored = (mark: string) =>
    db
      .selectFrom("mesh_contributions")
      .select("id")
      .where("contributor_name", "=", `Cross ${mark}`)
      .execute()
      .then((rows) => rows.length);

  it.each(["https://evil.example", "null", "http://127.0.0.1.evil.example"])("a JSON write with Origin %s is refused (403, error format) and stores nothing", async (origin) => {
    const mark = marker();
    const res = await new Jar().fetch("/api/mesh-contributions", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(contribution(mark)),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await res.json()).error).toMatchObject({ code: "forbidden", message: expect.any(String) });
    expect(await stored(mark)).toBe(0);
  });

  it("a cross-site text/plain body (a form a browser may send without preflight) is refused too", async () => {
    const mark = marker();
    const res = await new Jar().fetch("/api/mesh-contributions", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://evil.example" },
      body: JSON.stringify(contribution(mark)),
    });
    expect(res.status).toBe(403);
    expect(await stored(mark)).toBe(0);
  });

  it("a signed-in operator's session does not make a cross-site operator write pass", async () => {
    const jar = await signIn();
    const res = await jar.fetch("/api/velocity/engine/stop", { method: "POST", headers: { "Content-Type": "application/json", Origin: "https://evil.example" }, body: "{}" });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("forbidden");
  });

  it("the same write from the site's own origin goes through", async () => {
    const mark = marker();
    const res = await new Jar().fetch("/api/mesh-contributions", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: new URL(baseUrl()).origin },
      body: JSON.stringify(contribution(mark)),
    });
    expect(res.status).toBe(201);
    expect(await stored(mark)).toBe(1);
  });
});
