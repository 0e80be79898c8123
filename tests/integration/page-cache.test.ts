/**
 * The page cache (app/infra/page-cache.server.ts): a page rendered for one visitor who carries nothing
 * but (at most) their guest wallet's cookie is served to the next such visitors for a moment, and
 * nothing of a visitor ever reaches another: each answer has its own CSP nonce (header and scripts), a
 * first visitor their own new cookie; pages that read the visitor (a wallet, one's conversations) are
 * never shared; an operator's page (session cookie or API token) and a page with a toast are never
 * stored; a write drops what is stored. On a server of its own, so no other test's writes interleave.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
});
afterAll(() => server?.stop());

interface Answer {
  status: number;
  cache: string | null;
  html: string;
  headerNonce: string;
  scriptNonces: string[];
  visitorId: string | null;
  cookie: string;
}

async function visit(path: string, cookie?: string): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, { redirect: "manual", headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });
  const html = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("tm_visitor=")) ?? "";
  const value = setCookie ? decodeURIComponent(setCookie.split(";")[0]!.slice("tm_visitor=".length)).split(".")[0]! : "";
  return {
    status: res.status,
    cache: res.headers.get("x-page-cache"),
    html,
    headerNonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "",
    scriptNonces: [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]!),
    visitorId: value ? (JSON.parse(Buffer.from(value, "base64").toString()) as string) : null,
    cookie: setCookie.split(";")[0] ?? "",
  };
}

/** Two first visits back to back until the second comes from the cache (a demo node's beat may drop it in between). */
async function missThenHit(path: string): Promise<[Answer, Answer]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await visit(path);
    const second = await visit(path);
    if (second.cache === "hit") return [first, second];
  }
  throw new Error(`${path} was never served from the cache`);
}

function expectOwnNonce(a: Answer) {
  expect(a.headerNonce.length).toBeGreaterThanOrEqual(16);
  expect(a.scriptNonces.length).toBeGreaterThan(0);
  for (const n of a.scriptNonces) expect(n).toBe(a.headerNonce);
}

describe("pages for first visits", () => {
  it("a cached page is the same page with its own nonce and its own new visitor", async () => {
    const [first, second] = await missThenHit("/");
    for (const a of [first, second]) {
      expect(a.status).toBe(200);
      expectOwnNonce(a);
      expect(a.visitorId).toMatch(/^val-/);
    }
    expect(second.headerNonce).not.toBe(first.headerNonce);
    expect(second.html).not.toContain(first.headerNonce);
    expect(second.visitorId).not.toBe(first.visitorId);
    expect(second.html).not.toContain(first.visitorId!);
    expect(second.html.replaceAll(second.headerNonce, "N")).toBe(first.html.replaceAll(first.headerNonce, "N"));
  });

  it("a page that reads its visitor is rendered for each: each wallet sees its own id only, first visit or back", async () => {
    const a = await visit("/learn");
    const b = await visit("/learn");
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(me.status).toBe(200);
      expect(me.cache).toBe("miss");
      expectOwnNonce(me);
      expect(me.html).toContain(me.visitorId!.slice(0, 12));
      expect(me.html).not.toContain(other.visitorId!.slice(0, 12));
      // Back with their cookie: their own wallet again, never the other's.
      const back = await visit("/learn", me.cookie);
      expect(back.cache).toBe("miss");
      expect(back.visitorId).toBeNull();
      expect(back.html).toContain(me.visitorId!.slice(0, 12));
      expect(back.html).not.toContain(other.visitorId!.slice(0, 12));
    }
  });

  it("an operator's page is never stored; a returning visitor shares the page but keeps their cookie, unless a toast waits", async () => {
    const login = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/" }),
    });
    expect(login.status).toBe(302);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const operatorPage = await visit("/", cookie);
    expect(operatorPage.cache).toBeNull();
    expect(operatorPage.html).toContain(OPERATOR.email);
    // Right after, first visitors get the anonymous page, never the operator's.
    const [miss, hit] = await missThenHit("/");
    for (const a of [miss, hit]) expect(a.html).not.toContain(OPERATOR.email);
    // A returning visitor (their wallet's cookie only) gets the same page, with its own nonce.
    let returning = await visit("/", miss.cookie);
    for (let attempt = 0; returning.cache !== "hit" && attempt < 20; attempt++) returning = await visit("/", miss.cookie);
    expect(returning.cache).toBe("hit");
    expect(returning.visitorId).toBeNull(); // no new cookie: the visitor keeps theirs
    expectOwnNonce(returning);
    expect(returning.headerNonce).not.toBe(hit.headerNonce);
    expect(returning.html.replaceAll(returning.headerNonce, "N")).toBe(hit.html.replaceAll(hit.headerNonce, "N"));
    // Another cookie beside it (a toast, a session) and the page is the visitor's own: not from the cache.
    const withToast = await visit("/", `${miss.cookie}; tm_toast=e30%3D.unsigned`);
    expect(withToast.cache).toBeNull();
    expectOwnNonce(withToast);
  });

  it("a page asked for with an operator's API token is never stored: the next first visitor gets the anonymous page", async () => {
    const jar = await signIn(new Jar(undefined, server.url));
    const created = await jar.fetch("/settings/tokens", { method: "POST", ...form({ intent: "create", name: "page cache probe" }) });
    const token = (await created.text()).match(/tm_[A-Za-z0-9_-]{40,}/)?.[0];
    expect(token).toBeDefined();
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await fetch(`${server.url}/`, { headers: { Accept: "text/html", Authorization: `Bearer ${token}` } });
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(await res.text()).toContain(OPERATOR.email);
      const next = await visit("/");
      expect(next.html).not.toContain(OPERATOR.email);
    }
  });

  it("a write drops the stored pages: the next first visit is rendered anew", async () => {
    await missThenHit("/glyph-heatmap");
    const write = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody@trinity.test", password: "wrong password" }),
    });
    expect(write.status).toBeLessThan(500);
    expect((await visit("/glyph-heatmap")).cache).toBe("miss");
  });
});
