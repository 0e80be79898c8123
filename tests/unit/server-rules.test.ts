import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "~/domain/auth.server";
import { EnvError, envSchema, getEnv, type TrustProxy } from "~/env.server";
import { safeRedirect } from "~/infra/auth-guard.server";
import { getCookies, isVisitorId, newVisitorId, readVisitorId } from "~/infra/cookies.server";
import { errorBody } from "~/infra/http.server";
import { countSignIn, tierFor } from "~/infra/rate-limit.server";
import { pathProblem } from "~/lib/request-path";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { clientIp, compileTrust, loadContextFor, originAllowed } from "~/infra/web.server";
import type { Services } from "~/infra/services.server";

describe("rate-limit tiers", () => {
  it.each([
    ["GET", "/", "read"],
    ["HEAD", "/api/health", "read"],
    ["POST", "/login", "auth"],
    ["POST", "/login.data", "auth"],
    ["POST", "/login/", "auth"],
    // One key per action, not per spelling: Remix matches routes case-insensitively and decodes the path.
    ["POST", "/LOGIN", "auth"],
    ["POST", "/Login", "auth"],
    ["POST", "/%6Cogin", "auth"],
    ["POST", "/%6cOGIN.data", "auth"],
    ["POST", "/Login/", "auth"],
    ["POST", "/login//", "auth"],
    ["POST", "//login", "auth"],
    ["POST", "/x/../login", "auth"],
    ["POST", "/x/%2e%2e/login", "auth"],
    ["POST", "/LOGIN.DATA", "auth"],
    ["POST", "/login%2F", "auth"],
    ["POST", "/%FF", "write"],
    ["POST", "/logins", "write"],
    ["GET", "/login", "read"],
    ["POST", "/contribute", "write"],
    ["PUT", "/api/velocity/sovereignty/x", "write"],
  ] as const)("%s %s → %s", (method, path, tier) => {
    expect(tierFor(method, path)).toBe(tier);
  });
});

describe("the sign-in action's own count", () => {
  it("counts an attempt the middleware did not count as a sign-in, and only that", async () => {
    const auth = new RateLimiterMemory({ points: 2, duration: 60 });
    const services = { limiters: { auth } } as unknown as Services;
    const missed = { services, rateLimit: { key: "10.0.0.1", tier: "write" as const } };
    const counted = { services, rateLimit: { key: "10.0.0.2", tier: "auth" as const } };
    expect([await countSignIn(missed), await countSignIn(missed)]).toEqual([0, 0]);
    expect(await countSignIn(missed)).toBeGreaterThan(0);
    expect([await countSignIn(counted), await countSignIn(counted), await countSignIn(counted)]).toEqual([0, 0, 0]);
  });
});

describe("mistakes in a path", () => {
  it.each([
    ["/learn", null],
    ["/.well-known/security.txt", null],
    ["/build/app-X1.js", null],
    ["/%FF", "bad-encoding"],
    ["/%E0%A4%A", "bad-encoding"],
    ["/x%00", "bad-encoding"],
    ["/%", "bad-encoding"],
    ["/build/../package.json", "traversal"],
    ["/build/%2e%2e/package.json", "traversal"],
    ["/build/..%2fpackage.json", "traversal"],
    ["/build/..%5cpackage.json", "traversal"],
    ["/./login", "traversal"],
  ] as const)("%s → %s", (path, problem) => {
    expect(pathProblem(path)).toBe(problem);
  });
});

describe("same-site check", () => {
  it.each([
    [undefined, "localhost:3000", true],
    ["http://localhost:3000", "localhost:3000", true],
    ["https://mesh.example", "mesh.example", true],
    ["https://evil.example", "mesh.example", false],
    ["http://localhost:3001", "localhost:3000", false],
    ["null", "localhost:3000", false],
    ["not a url", "localhost:3000", false],
  ] as const)("origin %s on host %s → %s", (origin, host, allowed) => {
    expect(originAllowed(origin, host)).toBe(allowed);
  });
});

describe("safeRedirect", () => {
  // Only a same-origin path: one leading "/", no "//", no backslash, no control or whitespace
  // character, also once percent-decoded; anything else falls back to the default, and never throws.
  it.each([
    ["/settings/tokens", "/settings/tokens"],
    ["/velocity?tab=cycles", "/velocity?tab=cycles"],
    ["/ok?next=//evil", "/ok?next=//evil"],
    ["/ok#frag", "/ok#frag"],
    ["/swarm?c=abc%20def", "/swarm?c=abc%20def"],
    ["/operator/jobs", "/operator/jobs"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["\\/evil", "/"],
    ["/\\/evil", "/"],
    ["/%09/evil.example", "/"],
    ["/\t/evil", "/"],
    ["/\t/evil.example", "/"],
    ["/%2F/evil", "/"],
    ["/%2f/evil", "/"],
    ["/%5C/evil", "/"],
    ["/%5c%5cevil", "/"],
    ["%2F%2Fevil", "/"],
    ["/%252F/evil", "/"],
    ["/%25252F%25252Fevil", "/"],
    ["https://evil.example", "/"],
    ["http:/evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/\r\nSet-Cookie:x", "/"],
    ["/%0d%0aX:y", "/"],
    ["/%0D%0AX:y", "/"],
    ["/x%00y", "/"],
    ["/\u0000x", "/"],
    ["/é", "/%C3%A9"],
    ["/日本", "/%E6%97%A5%E6%9C%AC"],
    ["/\u2028evil", "/"],
    ["/\u00a0/evil", "/"],
    ["/\u200b/evil", "/"],
    [" /x", "/"],
    ["/x y", "/"],
    ["/x\ty", "/"],
    ["/%FF", "/"],
    ["/%E0%A4%A", "/"],
    ["/" + "a".repeat(3000), "/"],
    ["", "/"],
    [null, "/"],
    [undefined, "/"],
  ] as const)("%j → %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  it("falls back to the default given", () => {
    expect(safeRedirect("//evil.example", "/settings/tokens")).toBe("/settings/tokens");
    expect(safeRedirect(new File(["x"], "x.txt") as unknown as string, "/settings/tokens")).toBe("/settings/tokens");
  });

  it("answers only printable ASCII, so the Location header can always be set", () => {
    for (const to of ["/é", "/日本?q=ü", "/ok#ß", "/a\u{1F600}b"]) {
      expect(safeRedirect(to)).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one or a malformed hash", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });
});

describe("guest wallet ids", () => {
  it("start with val- and are recognised", () => {
    const id = newVisitorId();
    expect(id).toMatch(/^val-[0-9a-f]{24}$/);
    expect(isVisitorId(id)).toBe(true);
    expect(isVisitorId("val-xyz")).toBe(false);
    expect(isVisitorId(42)).toBe(false);
  });

  it("are read from the signed cookie, its signature checked once per value; an unsigned, tampered or other cookie is none", async () => {
    process.env.SESSION_SECRET ??= "a-test-secret-of-enough-length";
    const visitor = getCookies().visitor;
    const id = newVisitorId();
    const signed = (await visitor.serialize(id)).split(";")[0]!;
    const parse = vi.spyOn(visitor, "parse");
    try {
      expect(await readVisitorId(`theme=dark; ${signed}; other=1`)).toBe(id);
      expect(await readVisitorId(signed)).toBe(id);
      expect(await readVisitorId(`${signed};tm_visitor=ignored`)).toBe(id);
      expect(parse).toHaveBeenCalledTimes(1);

      const value = signed.slice("tm_visitor=".length);
      const tampered = `tm_visitor=${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`;
      const unsigned = `tm_visitor=${encodeURIComponent(btoa(JSON.stringify(id)))}`;
      expect(await readVisitorId(tampered)).toBeNull();
      expect(await readVisitorId(unsigned)).toBeNull();
      expect(await readVisitorId(`xtm_visitor=${value}`)).toBeNull();
      expect(await readVisitorId("tm_visitor=%E0%A4%A")).toBeNull();
      expect(await readVisitorId(null)).toBeNull();
      // A value found bad is remembered as bad, not checked again.
      expect(await readVisitorId(tampered)).toBeNull();
      expect(parse).toHaveBeenCalledTimes(4);
    } finally {
      parse.mockRestore();
    }
  });
});

describe("environment", () => {
  const base = { SESSION_SECRET: "a-test-secret-of-enough-length" };
  it("applies defaults", () => {
    const env = getEnv({ ...base });
    expect(env).toMatchObject({ PORT: 3000, REDIS_URL: "redis://127.0.0.1:6379", EMBEDDED_WORKER: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("names the variable that is wrong", () => {
    expect(() => getEnv({ ...base, PORT: "http" })).toThrow(/PORT/);
    expect(() => getEnv({ ...base, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => getEnv({ ...base, EMBEDDED_WORKER: "maybe" })).toThrow(/EMBEDDED_WORKER/);
    expect(() => getEnv({ ...base, OPERATOR_EMAIL: "a@b.co" })).toThrow(/OPERATOR_PASSWORD/);
    expect(() => getEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });
  it("refuses the test-only crash hook in production unless TEST_HOOKS=1 says a test runs it", () => {
    expect(() => getEnv({ ...base, NODE_ENV: "production", JOB_CRASH_POINTS: "velocity:deployed:freeze" })).toThrow(/JOB_CRASH_POINTS: a test hook/);
    expect(getEnv({ ...base, NODE_ENV: "production", JOB_CRASH_POINTS: "velocity:deployed", TEST_HOOKS: "1" }).JOB_CRASH_POINTS).toEqual(["velocity:deployed"]);
    expect(getEnv({ ...base, NODE_ENV: "test", JOB_CRASH_POINTS: "velocity:deployed" }).JOB_CRASH_POINTS).toEqual(["velocity:deployed"]);
    expect(getEnv({ ...base, NODE_ENV: "production" }).JOB_CRASH_POINTS).toEqual([]);
  });
  it("reads booleans and numbers", () => {
    const env = envSchema.parse({ EMBEDDED_WORKER: "0", RATE_LIMIT_WRITE_PER_MIN: "5", TRUST_PROXY: "2" });
    expect(env).toMatchObject({ EMBEDDED_WORKER: false, RATE_LIMIT_WRITE_PER_MIN: 5, TRUST_PROXY: 2 });
  });
});

describe("retention settings (issue 33)", () => {
  const base = { SESSION_SECRET: "a-test-secret-of-enough-length" };
  it("keep mesh events raw 14 days and conversations forever by default", () => {
    const env = getEnv({ ...base });
    expect({ mesh: env.MESH_EVENTS_RETENTION_DAYS, conversations: env.CONVERSATIONS_RETENTION_DAYS }).toEqual({ mesh: 14, conversations: undefined });
  });
  it("take whole numbers of days from 1", () => {
    expect(getEnv({ ...base, MESH_EVENTS_RETENTION_DAYS: "7", CONVERSATIONS_RETENTION_DAYS: "90" })).toMatchObject({ MESH_EVENTS_RETENTION_DAYS: 7, CONVERSATIONS_RETENTION_DAYS: 90 });
    expect(() => getEnv({ ...base, MESH_EVENTS_RETENTION_DAYS: "6" })).toThrow(/MESH_EVENTS_RETENTION_DAYS: expected a whole number from 7/);
    expect(() => getEnv({ ...base, CONVERSATIONS_RETENTION_DAYS: "0" })).toThrow(/CONVERSATIONS_RETENTION_DAYS: expected a whole number from 1/);
    expect(() => getEnv({ ...base, CONVERSATIONS_RETENTION_DAYS: "1.5" })).toThrow(/CONVERSATIONS_RETENTION_DAYS/);
  });
});

describe("TRUST_PROXY (issue 30, finding 5)", () => {
  const base = { SESSION_SECRET: "a-test-secret-of-enough-length" };
  const trust = (value: string | undefined) => getEnv({ ...base, TRUST_PROXY: value }).TRUST_PROXY;

  it("takes what Express's `trust proxy` takes: a hop count, or addresses, CIDRs and presets; none by default", () => {
    expect(trust(undefined)).toBe(0);
    expect(trust("")).toBe(0);
    expect(trust("0")).toBe(0);
    expect(trust("false")).toBe(0);
    expect(trust("off")).toBe(0);
    expect(trust("1")).toBe(1);
    expect(trust(" 2 ")).toBe(2);
    expect(trust("10.0.0.1")).toEqual(["10.0.0.1"]);
    expect(trust("loopback, 10.0.0.0/8,fd00::/8")).toEqual(["loopback", "10.0.0.0/8", "fd00::/8"]);
    expect(trust("uniquelocal,linklocal")).toEqual(["uniquelocal", "linklocal"]);
  });

  it.each(["true", "TRUE", "yes", "on"])("refuses %s (every hop trusted) and says to give a hop count", (value) => {
    expect(() => trust(value)).toThrow(EnvError);
    expect(() => trust(value)).toThrow(/TRUST_PROXY: .*every X-Forwarded-For entry.*number of proxies in front instead \(1 for one load balancer\)/);
  });

  it.each(["maybe", "10.0.0.0/33", "300.1.1.1", "10.0.0.1,,10.0.0.2", "33", "-1", "1.5"])("refuses %s, naming the variable", (value) => {
    expect(() => trust(value)).toThrow(/TRUST_PROXY/);
  });
});

describe("the client's address (clientIp: the /ws upgrade; Express's req.ip: HTTP)", () => {
  const request = (remoteAddress: string, forwardedFor?: string) =>
    ({ headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }, socket: { remoteAddress } }) as unknown as IncomingMessage;
  /** What Express answers for req.ip given the same trust function (server.ts sets it as `trust proxy`). */
  const expressIp = (setting: TrustProxy, req: IncomingMessage) => {
    const app = express();
    app.set("trust proxy", compileTrust(setting));
    const expressReq = Object.assign(Object.create(app.request) as ExpressRequest, { headers: req.headers, socket: req.socket, connection: req.socket });
    return expressReq.ip;
  };

  const cases: [TrustProxy, string, string | undefined, string][] = [
    // No proxy trusted: the socket's peer, whatever the header says.
    [0, "198.51.100.9", "10.1.2.3", "198.51.100.9"],
    [0, "198.51.100.9", undefined, "198.51.100.9"],
    // One hop: the entry the proxy appended (the last), never the client's own first entries.
    [1, "127.0.0.1", "10.1.2.3", "10.1.2.3"],
    [1, "127.0.0.1", "10.9.9.9, 203.0.113.7", "203.0.113.7"],
    [1, "127.0.0.1", "1.1.1.1, 2.2.2.2, 203.0.113.7", "203.0.113.7"],
    [1, "127.0.0.1", undefined, "127.0.0.1"],
    // Two proxies in front (a CDN, then a load balancer).
    [2, "127.0.0.1", "10.9.9.9, 203.0.113.7, 192.0.2.1", "203.0.113.7"],
    // The proxies by address: walk right while the hop is one of them.
    [["loopback", "192.0.2.0/24"], "127.0.0.1", "10.9.9.9, 203.0.113.7, 192.0.2.1", "203.0.113.7"],
    [["192.0.2.0/24"], "127.0.0.1", "10.9.9.9, 203.0.113.7", "127.0.0.1"],
    [["uniquelocal"], "10.0.0.5", "10.9.9.9, 203.0.113.7", "203.0.113.7"],
  ];
  it.each(cases)("trust %j, peer %s, X-Forwarded-For %s: %s, as Express's req.ip", (setting, peer, header, expected) => {
    const req = request(peer, header);
    expect(clientIp(req, compileTrust(setting))).toBe(expected);
    expect(expressIp(setting, req)).toBe(expected);
  });

  it("a rotated first entry does not change the address behind one trusted proxy", () => {
    const trustOne = compileTrust(1);
    const seen = new Set(["10.0.0.1", "10.0.0.2", "172.16.5.5", "garbage"].map((first) => clientIp(request("127.0.0.1", `${first}, 203.0.113.7`), trustOne)));
    expect([...seen]).toEqual(["203.0.113.7"]);
  });
});

describe("error format", () => {
  it("matches DESIGN §4, issues only when present", () => {
    expect(errorBody("not_found", "nope")).toEqual({ error: { code: "not_found", message: "nope" } });
    expect(errorBody("validation_failed", "bad", [{ path: "a", message: "b" }])).toEqual({
      error: { code: "validation_failed", message: "bad", issues: [{ path: "a", message: "b" }] },
    });
  });
});

describe("load context: closed", () => {
  const response = (state: { destroyed?: boolean; writableFinished?: boolean } = {}) =>
    Object.assign(new EventEmitter(), { locals: { cspNonce: "n", visitorId: "val-x" }, destroyed: false, writableFinished: false, ...state });
  const contextOf = (res: ReturnType<typeof response>) => loadContextFor({} as Services)({} as ExpressRequest, res as unknown as ExpressResponse);

  it("aborts when the response's connection closes, and only then", () => {
    const res = response();
    const context = contextOf(res);
    const signal = context.closed;
    expect(signal.aborted).toBe(false);
    expect(context.closed).toBe(signal);
    res.emit("close");
    expect(signal.aborted).toBe(true);
  });

  it("is aborted at once when read after the response has already closed", () => {
    expect(contextOf(response({ destroyed: true })).closed.aborted).toBe(true);
    expect(contextOf(response({ writableFinished: true })).closed.aborted).toBe(true);
  });

  it("adds no listener to a response whose context never reads it", () => {
    const res = response();
    contextOf(res);
    expect(res.listenerCount("close")).toBe(0);
  });
});
