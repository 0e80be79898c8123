/**
 * Request ids (issue 18 item 3): every answer carries `X-Request-Id` (a valid incoming one kept, else a
 * new UUID); the request's log lines carry it (the access line among them), and so do the log lines
 * of a job that request enqueued, written by the worker (embedded here, so its lines are in the same
 * output). A private server, so the captured output is this test's alone.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkerProcess } from "./helpers/faults";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { REDIS_URL, startServer, type TestServer } from "./helpers/server";

let server: TestServer;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Line = Record<string, unknown>;

/** A process's JSON log lines (anything else it printed is skipped); the test server's by default. */
function lines(output = server.logs()): Line[] {
  const out: Line[] = [];
  for (const raw of output.split("\n")) {
    if (!raw.startsWith("{")) continue;
    try {
      out.push(JSON.parse(raw) as Line);
    } catch {
      /* a line cut by the capture: not a log line yet */
    }
  }
  return out;
}

/** Waits for log lines matching `match`, then answers them. */
async function linesWith(what: string, match: (l: Line) => boolean, logs = () => server.logs(), timeoutMs = 20_000): Promise<Line[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = lines(logs()).filter(match);
    if (found.length) return found;
    if (Date.now() > deadline) throw new Error(`no log line for ${what}; the last output:\n${logs().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const newId = () => `it-${randomBytes(6).toString("hex")}`;

beforeAll(async () => {
  server = await startServer({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, EMBEDDED_WORKER: "1" } });
});

afterAll(async () => {
  await server?.stop();
});

describe("X-Request-Id on every answer and its log lines", () => {
  it("keeps a valid incoming id: the header answers it and the access line carries it", async () => {
    const id = newId();
    const res = await fetch(`${server.url}/api/health`, { headers: { "X-Request-Id": id } });
    await res.arrayBuffer();
    expect(res.headers.get("x-request-id")).toBe(id);
    const [line] = await linesWith(`request ${id}`, (l) => l.requestId === id);
    expect(line).toMatchObject({ level: "info", msg: "request", requestId: id, method: "GET", path: "/api/health", status: res.status });
    expect(typeof line.ms).toBe("number");
    expect(typeof line.t).toBe("string");
  });

  it("makes one (a UUID) when none comes, for pages, API answers and errors alike", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/api/mesh/status", 200],
      ["/api/no-such-endpoint", 404],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(status);
      const id = res.headers.get("x-request-id");
      expect(id, path).toMatch(UUID);
      const [line] = await linesWith(`request ${id}`, (l) => l.requestId === id && l.msg === "request");
      expect(line).toMatchObject({ path, status });
    }
  });

  it("replaces an unsafe or oversized incoming id with a new one", async () => {
    for (const bad of ["two words", "x".repeat(129), 'quote"d']) {
      const res = await fetch(`${server.url}/api/health`, { headers: { "X-Request-Id": bad } });
      await res.arrayBuffer();
      expect(res.headers.get("x-request-id")).toMatch(UUID);
    }
    expect(server.logs()).not.toContain("two words");
  });

  it("two requests never share an id", async () => {
    const [a, b] = await Promise.all([fetch(`${server.url}/api/health`), fetch(`${server.url}/api/health`)]);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });
});

describe("a job enqueued by a request logs with the request's id", () => {
  it("an operator's 'propose promotions now': the worker's lines for that job carry the request id", async () => {
    const jar = await signIn(new Jar(undefined, server.url));
    const id = newId();
    const res = await jar.fetch("/api/promotions/propose", { method: "POST", headers: { "Content-Type": "application/json", "X-Request-Id": id }, body: "{}" });
    expect(res.status, await res.clone().text()).toBe(202);
    expect(res.headers.get("x-request-id")).toBe(id);
    const { jobId } = (await res.json()) as { jobId: string };

    const [done] = await linesWith(`the job ${jobId} completed`, (l) => l.msg === "job completed" && l.job === jobId);
    expect(done).toMatchObject({ level: "info", requestId: id, queue: "maintenance", jobName: "propose-promotions", job: jobId });
    expect(typeof done.ms).toBe("number");
    // The request's own access line has the same id; the job's line is not the request's.
    await linesWith(`request ${id}`, (l) => l.msg === "request" && l.requestId === id && l.path === "/api/promotions/propose" && l.status === 202);
  });
});

describe("across processes: the web process enqueues, `npm run worker` runs the job", () => {
  it("the worker process's line for the job carries the request id", async () => {
    const web = await startServer({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, EMBEDDED_WORKER: "0" } });
    const worker = await startWorkerProcess({ databaseUrl: web.databaseUrl!, redisUrl: REDIS_URL, redisPrefix: web.redisPrefix, env: { DEMO_NODES: "0" } }).catch(async (error) => {
      await web.stop();
      throw error;
    });
    try {
      const jar = await signIn(new Jar(undefined, web.url));
      const id = newId();
      const res = await jar.fetch("/api/promotions/propose", { method: "POST", headers: { "Content-Type": "application/json", "X-Request-Id": id }, body: "{}" });
      expect(res.status, await res.clone().text()).toBe(202);
      const { jobId } = (await res.json()) as { jobId: string };
      const [done] = await linesWith(`the worker process ran ${jobId}`, (l) => l.msg === "job completed" && l.job === jobId, () => worker.logs());
      expect(done).toMatchObject({ level: "info", requestId: id, queue: "maintenance", jobName: "propose-promotions" });
      expect(lines(web.logs()).some((l) => l.msg === "job completed")).toBe(false);
    } finally {
      await worker.kill("SIGTERM");
      await web.stop();
    }
  });
});
