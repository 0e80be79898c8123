/**
 * Issue 30, findings 2 and 9: one sign-in limit per action whatever the spelling of its path, and
 * client mistakes in a path (bad percent-encoding, traversal) answered 4xx, logged at info without
 * a stack, never a 500 with an error-level line anyone could fill the log with.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, Jar, OPERATOR } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

describe("the sign-in limit is one per action, not per spelling of its path", () => {
  it("refuses the 6th sign-in and every one after it, through /login, /LOGIN, /%6Cogin and /Login/ alike", async () => {
    const jar = new Jar();
    const paths = ["/login", "/LOGIN", "/%6Cogin", "/Login/", "/login", "/LOGIN", "/%6Cogin", "/Login/", "/%6Cogin", "/LOGIN", "/Login/"];
    const statuses: number[] = [];
    for (const [i, path] of paths.entries()) {
      const res = await jar.fetch(path, { method: "POST", ...form({ email: OPERATOR.email, password: `wrong-${i}` }) });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429, 429]);

    // The right password through another spelling is refused too, and no session is handed out.
    const right = await jar.fetch("/%6Cogin", { method: "POST", ...form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/settings/tokens" }) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(jar.has("tm_session")).toBe(false);
  });

  it("counts the single-fetch spellings (.data) under the same limit", async () => {
    const jar = new Jar();
    const paths = ["/login.data", "/LOGIN.data", "/%6Cogin.data", "/Login.data", "/login", "/Login.data", "/%6cOGIN"];
    const statuses: number[] = [];
    for (const [i, path] of paths.entries()) {
      const res = await jar.fetch(path, { method: "POST", ...form({ email: OPERATOR.email, password: `wrong-${i}` }) });
      statuses.push(res.status);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

/** A request sent with its path exactly as written (fetch would resolve "..", as browsers do). */
function raw(base: string, path: string, method = "GET"): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "0" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("client errors in a path answer 4xx and log no error", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const badEncoding = ["/%FF", "/%E0%A4%A", "/api/%FF", "/api/mesh/%FF", "/learn/%FF", "/%FF.js", "/build/%FF.js", "/swarm%", "/%"];
  const traversal = ["/build/../package.json", "/build/%2e%2e/package.json", "/build/%2E%2E/%2e%2e/etc/passwd", "/build/..%2f..%2fpackage.json", "/x/../login", "/./login", "/public/../server.ts"];

  it.each(badEncoding)("GET %s → 400", async (path) => {
    expect(await raw(server.url, path)).toBe(400);
  });

  it.each(traversal)("GET %s → 404", async (path) => {
    expect(await raw(server.url, path)).toBe(404);
  });

  it("answers a POST with bad encoding or traversal 4xx as well", async () => {
    expect(await raw(server.url, "/%FF", "POST")).toBe(400);
    expect(await raw(server.url, "/x/%2e%2e/login", "POST")).toBe(404);
  });

  it("writes no error-level line and no stack for any of them", async () => {
    const before = server.logs().length;
    for (const path of [...badEncoding, ...traversal]) await raw(server.url, path);
    // The access line of the last request is written when its response closes.
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.logs().slice(before).split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(badEncoding.length + traversal.length);
    expect(lines.filter((line) => line.includes('"level":"error"') || line.includes('"stack"'))).toEqual([]);
    // Each one's access line (info) says its 4xx.
    const access = lines.filter((line) => line.includes('"msg":"request"')).map((line) => JSON.parse(line) as { path: string; status: number });
    const statusOf = (path: string) => access.find((line) => line.path === path)?.status;
    expect(badEncoding.map(statusOf)).toEqual(badEncoding.map(() => 400));
    expect(traversal.map(statusOf)).toEqual(traversal.map(() => 404));
  });

  it("still serves the real files and pages", async () => {
    expect(await raw(server.url, "/learn")).toBe(200);
    expect(await raw(server.url, "/favicon.svg")).toBe(200);
  });
});
