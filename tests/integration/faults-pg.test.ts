/**
 * Fault injection (issue 8): the app's PostgreSQL connections killed with pg_terminate_backend
 * (from a separate connection) while requests run, and while visitors chat (over the WebSocket and
 * through the no-JavaScript form). A private server, so only its database is hit.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "./helpers/faults";
import WebSocket from "ws";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { PG_BASE, startServer, type TestServer } from "./helpers/server";
import { ChatClient, type ServerMessage } from "./helpers/ws";

interface Sample {
  phase: "killing" | "after";
  path: string;
  status: number;
  body: string;
  type: string;
  retryAfter: string | null;
  ms: number;
}

// Pages (documents), a client navigation's data (.data, Remix single fetch), Express reads, Remix resource routes, the health check.
const PATHS = ["/", "/velocity", "/continuity", "/api/mesh/nodes", "/api/velocity/cycles", "/api/mesh-contributions", "/api/conversations", "/api/continuity/harmony-modules", "/api/health", "/velocity.data"];

/** Terminates every backend of `database` but the caller's; answers how many. */
async function killBackends(admin: pg.Client, database: string): Promise<number> {
  // Materialized first: the filter must run before pg_terminate_backend sees any row (other databases are other suites').
  const res = await admin.query<{ pid: number }>(
    "with targets as materialized (select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) select pid from targets where pg_terminate_backend(pid)",
    [database],
  );
  return res.rowCount ?? 0;
}

describe("PostgreSQL connections killed under load", () => {
  let server: TestServer;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startServer({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, EMBEDDED_WORKER: "0", CHAT_QUESTIONS_PER_MIN: "1000" } });
    admin = new pg.Client({ connectionString: `${PG_BASE}/postgres` });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await server?.stop();
  });

  it("fails the hit requests cleanly (503 with Retry-After in the error format, never 500, no hang), then the pool recovers and the process stays up", async () => {
    const database = new URL(server.databaseUrl!).pathname.slice(1);
    const operator = await signIn(new Jar(undefined, server.url));
    let phase: Sample["phase"] = "killing";
    let running = true;
    const samples: Sample[] = [];
    const loop = async (jar: Jar, offset: number) => {
      for (let i = offset; running; i++) {
        const path = PATHS[i % PATHS.length];
        const at = phase;
        const t0 = performance.now();
        let status = 0;
        let body = "";
        let type = "";
        let retryAfter: string | null = null;
        try {
          const res = await jar.fetch(path, { signal: AbortSignal.timeout(10_000), headers: path.startsWith("/api/") ? {} : { Accept: "text/html" } });
          status = res.status;
          type = res.headers.get("content-type") ?? "";
          retryAfter = res.headers.get("retry-after");
          body = await res.text();
        } catch (error) {
          body = `${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`; // hung or reset: counted as status 0
        }
        samples.push({ phase: at, path, status, body, type, retryAfter, ms: performance.now() - t0 });
      }
    };
    const loops = [0, 2, 4, 6, 8, 1].map((offset, i) => loop(i % 2 ? operator : new Jar(undefined, server.url), offset));

    // Kill every backend of the app's database, again and again, for 4 seconds.
    let killed = 0;
    const until = Date.now() + 4000;
    while (Date.now() < until) {
      killed += await killBackends(admin, database);
      await new Promise((r) => setTimeout(r, 150));
    }
    phase = "after";
    // Give the pool a moment to notice the dead idle connections, then require a clean run.
    const afterStart = samples.length;
    await waitFor("requests after the kills", () => samples.length - afterStart >= 60, 30_000);
    running = false;
    await Promise.all(loops);

    expect(killed).toBeGreaterThan(5);
    const during = samples.filter((s) => s.phase === "killing");
    const failed = during.filter((s) => s.status !== 200);
    // The kills must have hit requests: a run in which nothing failed proves nothing about failing cleanly.
    const failedApi = failed.filter((s) => s.path.startsWith("/api/") && s.path !== "/api/health");
    const failedPages = failed.filter((s) => !s.path.startsWith("/api/") && !s.path.endsWith(".data"));
    expect(failed.length, "no request failed while the backends were killed").toBeGreaterThan(0);
    const leaked = /terminating connection|pg_terminate|administrator command/i;
    // Never a hang or a reset, never a 500: a lost database is a 503 with Retry-After on every route, pages and /api alike.
    expect(failed.filter((s) => s.status !== 503 || !(Number(s.retryAfter) > 0)).map((s) => `${s.path} ${s.status} retry-after=${s.retryAfter}: ${s.body.slice(0, 300)}`)).toEqual([]);
    // No internals leaked in any body.
    expect(failed.filter((s) => leaked.test(s.body)).map((s) => s.path)).toEqual([]);
    // /api: the JSON error format with a code and a message.
    const apiShape = (s: Sample) => {
      if (!s.type.includes("application/json")) return false;
      const error = (JSON.parse(s.body) as { error?: { code?: unknown; message?: unknown } }).error;
      return typeof error?.code === "string" && typeof error.message === "string" && error.message.length > 0;
    };
    expect(failedApi.filter((s) => !apiShape(s)).map((s) => `${s.path}: ${s.body.slice(0, 200)}`)).toEqual([]);
    // Pages: HTML with the clear message, not a stack or pg's words.
    expect(failedPages.filter((s) => !s.type.includes("text/html") || !/is unavailable right now/.test(s.body)).map((s) => `${s.path}: ${s.body.slice(0, 200)}`)).toEqual([]);
    // The health check reports the database down in its own shape (when one of its calls was hit).
    expect(failed.filter((s) => s.path === "/api/health" && JSON.parse(s.body).db !== "down").map((s) => s.body)).toEqual([]);
    expect(Math.max(...during.map((s) => s.ms))).toBeLessThan(10_000);

    // Recovery: after the first few requests retire the dead idle connections, everything answers 200.
    const after = samples.filter((s) => s.phase === "after");
    const settled = after.slice(after.length - 40);
    const notOk = settled.filter((s) => s.status !== 200);
    expect(notOk.map((s) => `${s.path} ${s.status} ${s.body.slice(0, 200)}`)).toEqual([]);
    const failedPaths = [...new Set(failed.map((s) => s.path))].join(" ");
    console.log(`pg kills: ${killed} backends terminated; ${during.length} requests meanwhile, ${failed.length} failed cleanly (${[...new Set(failed.map((s) => s.status))].join(", ") || "none"}: ${failedPaths}); ${after.length} after, last 40 all 200`);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", db: "ok" });
    // Writes work again too: the operator session (a database read) and a sign-in (a write).
    expect((await operator.fetch("/api/operator/me")).status).toBe(200);
    await signIn(new Jar(undefined, server.url));
    expect(server.process.exitCode).toBeNull();
    expect(server.logs()).not.toMatch(/uncaught|unhandled promise rejection/i);
  }, 90_000);

  it("the chat, over the WebSocket and without JavaScript, answers a lost database with a retry message, keeps the socket, and answers again after", async () => {
    const database = new URL(server.databaseUrl!).pathname.slice(1);
    const jar = new Jar(undefined, server.url);
    await jar.fetch("/");
    const client = await ChatClient.open(server.url, { Cookie: jar.header() });
    const outcomes: { type: string; data: Record<string, any> }[] = [];
    const posts: { status: number; body: string }[] = [];
    let running = true;
    const asking = (async () => {
      for (let i = 0; running; i++) {
        client.ask(`How do harbour towns keep their lanterns lit, attempt ${i}?`);
        const m = await client.next(["swarm_complete", "swarm_error"], 20_000);
        outcomes.push(m);
      }
    })();
    const posting = (async () => {
      for (let i = 0; running; i++) {
        const res = await jar.fetch("/swarm", { method: "POST", redirect: "manual", ...form({ question: `How do valley farms share water, attempt ${i}?`, protocol: "utilitarian" }) });
        posts.push({ status: res.status, body: await res.text() });
      }
    })();
    let killed = 0;
    for (const until = Date.now() + 3000; Date.now() < until; await new Promise((r) => setTimeout(r, 150))) {
      killed += await killBackends(admin, database);
    }
    running = false;
    await Promise.all([asking, posting]);
    expect(killed).toBeGreaterThan(3);

    // Each question either answered or was refused with the retry message: never the generic failure, never a closed socket.
    const refused = outcomes.filter((o) => o.type === "swarm_error");
    const refusedPosts = posts.filter((p) => p.status === 503);
    // The kills must have reached the chat on at least one of its two ways in.
    expect(refused.length + refusedPosts.length, "no question was refused while the backends were killed").toBeGreaterThan(0);
    // A refusal is the retry message, never the generic failure or pg's words.
    expect(
      refused.filter((o) => !/unavailable/i.test(o.data.message) || /terminating connection|pg_terminate|administrator command/i.test(o.data.message) || !(o.data.retryAfterSeconds > 0)),
    ).toEqual([]);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    // Without JavaScript: a redirect to the conversation, or the 503 page; never a 500.
    expect(posts.filter((p) => p.status !== 303 && p.status !== 503).map((p) => `${p.status}: ${p.body.slice(0, 300)}`)).toEqual([]);
    expect(refusedPosts.filter((p) => !/is unavailable right now/.test(p.body)).map((p) => p.body.slice(0, 300))).toEqual([]);
    console.log(`chat under pg kills: ${killed} backends terminated; WebSocket ${outcomes.length} questions, ${refused.length} refused with the retry message; form ${posts.length} posts, ${refusedPosts.length} answered 503`);

    // Afterwards the same socket gets whole answers again (the pool retires its dead connections first).
    let answered: ServerMessage | undefined;
    await waitFor("a whole answer after the kills", async () => {
      client.ask("How do harbour towns keep their lanterns lit, once more?");
      answered = await client.next(["swarm_complete", "swarm_error"], 20_000);
      return answered.type === "swarm_complete";
    }, 30_000);
    expect(answered?.data.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    client.close();
    expect(server.process.exitCode).toBeNull();
  }, 90_000);
});
