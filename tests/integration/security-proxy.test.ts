/**
 * Issue 30, findings 5 and 10: what a client behind the load balancer can claim about itself.
 * The server trusts one hop (TRUST_PROXY=1, as documented for one load balancer); the test plays that
 * proxy, which appends the address it saw to X-Forwarded-For. A client that writes its own
 * X-Forwarded-For (a new address on every request) is still one client to every per-address limit;
 * HSTS and `Secure` cookies follow the request's own scheme (X-Forwarded-Proto from the trusted hop),
 * never the setting alone; /metrics token guesses are rate-limited before any credential is looked up.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, OPERATOR } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

const METRICS_TOKEN = "metrics-token-0123456789abcdef";
const WRITES_PER_MIN = 5;
const READS_PER_MIN = 10;
const SIGN_INS_PER_15MIN = 5;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    env: {
      EMBEDDED_WORKER: "0",
      TRUST_PROXY: "1",
      METRICS_TOKEN,
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      RATE_LIMIT_WRITE_PER_MIN: String(WRITES_PER_MIN),
      RATE_LIMIT_READ_PER_MIN: String(READS_PER_MIN),
      RATE_LIMIT_AUTH_PER_15MIN: String(SIGN_INS_PER_15MIN),
    },
  });
}, 180_000);
afterAll(() => server?.stop());

/** A documentation address (TEST-NET-3) of its own for each test: the address the proxy saw. */
let nextHost = 1;
const realAddress = () => `203.0.113.${nextHost++}`;
/** What the client itself wrote into X-Forwarded-For: a new address every time. */
const forged = () => {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
};

/** A request as it leaves the proxy: the client's own X-Forwarded-For with the proxy's entry appended. */
function viaProxy(path: string, real: string, init: RequestInit & { proto?: "https"; cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", `${forged()}, ${real}`);
  if (init.proto) headers.set("X-Forwarded-Proto", init.proto);
  if (init.cookie) headers.set("Cookie", init.cookie);
  return fetch(`${server.url}${path}`, { redirect: "manual", ...init, headers });
}

async function statuses(count: number, send: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await send();
    await res.arrayBuffer();
    seen.push(res.status);
  }
  return seen;
}

describe("a rotated X-Forwarded-For does not escape the per-address limits (TRUST_PROXY=1)", () => {
  it(`sign-in: the ${SIGN_INS_PER_15MIN + 1}th attempt from one address is refused however the header is rotated`, async () => {
    const real = realAddress();
    const seen = await statuses(SIGN_INS_PER_15MIN + 1, () => viaProxy("/login", real, { method: "POST", ...form({ email: OPERATOR.email, password: "wrong password" }) }));
    expect(seen.slice(0, SIGN_INS_PER_15MIN)).toEqual(Array(SIGN_INS_PER_15MIN).fill(400));
    expect(seen[SIGN_INS_PER_15MIN]).toBe(429);
    // Another address behind the same proxy still signs in.
    const other = await viaProxy("/login", realAddress(), { method: "POST", ...form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/" }) });
    expect(other.status).toBe(302);
  });

  it(`writes: the ${WRITES_PER_MIN + 1}th write from one address is refused however the header is rotated`, async () => {
    const real = realAddress();
    const write = () => viaProxy("/api/mesh-contributions", real, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const seen = await statuses(WRITES_PER_MIN + 1, write);
    expect(seen.slice(0, WRITES_PER_MIN)).toEqual(Array(WRITES_PER_MIN).fill(400));
    expect(seen[WRITES_PER_MIN]).toBe(429);
  });
});

describe("HSTS and Secure cookies follow the request's scheme, not the setting", () => {
  const cookies = (res: Response) => res.headers.getSetCookie();
  const isSecure = (line: string) => line.split(";").some((a) => a.trim().toLowerCase() === "secure");

  it("plain http through the trusted proxy: no Strict-Transport-Security, no Secure cookie", async () => {
    const page = await viaProxy("/", realAddress(), { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const visitor = cookies(page).filter((c) => c.startsWith("tm_visitor="));
    expect(visitor).toHaveLength(1);
    expect(isSecure(visitor[0])).toBe(false);

    const api = await viaProxy("/api/health", realAddress());
    expect(api.headers.get("strict-transport-security")).toBeNull();

    const signIn = await viaProxy("/login", realAddress(), { method: "POST", ...form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/" }) });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("strict-transport-security")).toBeNull();
    const set = cookies(signIn);
    expect(set.map((c) => c.split("=")[0]).sort()).toEqual(expect.arrayContaining(["tm_session", "tm_toast", "tm_visitor"]));
    expect(set.filter(isSecure)).toEqual([]);
  });

  it("https at the trusted proxy (X-Forwarded-Proto: https): HSTS, and Secure on the visitor, session and toast cookies", async () => {
    const page = await viaProxy("/", realAddress(), { proto: "https", headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    const visitor = cookies(page).filter((c) => c.startsWith("tm_visitor="));
    expect(visitor).toHaveLength(1);
    expect(isSecure(visitor[0])).toBe(true);

    const signIn = await viaProxy("/login", realAddress(), { proto: "https", method: "POST", ...form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/" }) });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    const set = cookies(signIn);
    expect(set.map((c) => c.split("=")[0]).sort()).toEqual(expect.arrayContaining(["tm_session", "tm_toast", "tm_visitor"]));
    expect(set.filter((c) => !isSecure(c))).toEqual([]);

    // Signing out over https clears the session with a Secure cookie too.
    const session = set.find((c) => c.startsWith("tm_session="))!.split(";")[0];
    const out = await viaProxy("/logout", realAddress(), { proto: "https", method: "POST", cookie: session });
    const cleared = cookies(out).filter((c) => c.startsWith("tm_session="));
    expect(cleared).toHaveLength(1);
    expect(isSecure(cleared[0])).toBe(true);
  });
});

describe("/metrics is behind the per-address limits, before any credential is looked up", () => {
  it(`token guesses: the ${SIGN_INS_PER_15MIN + 1}th refused guess from one address is answered 429 (the sign-in tier)`, async () => {
    const real = realAddress();
    const guess = () => viaProxy("/metrics", real, { headers: { Authorization: `Bearer tmk_${randomBytes(16).toString("hex")}` } });
    const seen = await statuses(SIGN_INS_PER_15MIN + 1, guess);
    expect(seen.slice(0, SIGN_INS_PER_15MIN)).toEqual(Array(SIGN_INS_PER_15MIN).fill(401));
    expect(seen[SIGN_INS_PER_15MIN]).toBe(429);
    // The right token from another address is still served.
    expect((await viaProxy("/metrics", realAddress(), { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
  });

  it(`reads: the ${READS_PER_MIN + 1}th scrape in a minute from one address is answered 429 (the read tier)`, async () => {
    const real = realAddress();
    const scrape = () => viaProxy("/metrics", real, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    const seen = await statuses(READS_PER_MIN + 1, scrape);
    expect(seen.slice(0, READS_PER_MIN)).toEqual(Array(READS_PER_MIN).fill(200));
    expect(seen[READS_PER_MIN]).toBe(429);
  });
});
