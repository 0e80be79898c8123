import { Queue } from "bullmq";
import { Redis } from "ioredis";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../db/client";
import type { Database } from "../../db/types";
import { createApiToken } from "../../app/domain/auth.server";
import type { DeepHealth } from "../../app/lib/health.schema";
import { scheduleField, scheduleLastRunKey } from "../../app/lib/queues";
import { bullPrefix } from "../../worker/queues";
import { testDb } from "./helpers/db";
import { waitFor } from "./helpers/faults";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { REDIS_URL, startServer, type TestServer } from "./helpers/server";

describe("GET /api/health", () => {
  it("is ok with PostgreSQL and Redis up, listing every queue", async () => {
    const res = await new Jar().fetch("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", db: "ok", redis: "ok", version: "0.1.0" });
    expect(Object.keys(body.queues).sort()).toEqual(["autonomous", "deploy", "harmony", "maintenance", "manifest", "reflection", "velocity"]);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("is degraded (200) when Redis is unreachable, and pages, reads and rate limits still work", async () => {
    const server = await startServer({ env: { REDIS_URL: "redis://127.0.0.1:6399" } });
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: "degraded", db: "ok", redis: "down", queues: "unavailable" });
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const nodes = await fetch(`${server.url}/api/mesh/nodes`);
      expect(nodes.status).toBe(200);
      expect((await nodes.json()).length).toBeGreaterThan(10);
      // The in-memory insurance limiter takes over the Redis-backed sign-in limit (5 here) while Redis is down.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`${server.url}/login`, {
          method: "POST",
          headers: { "X-Forwarded-For": "10.9.9.9", "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: "nobody@trinity.test", password: `wrong-${i}` }),
          redirect: "manual",
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await server.stop();
    }
    // Its own server: ~12 s to start and 10 s to stop while Redis is unreachable, three times that on a loaded CI machine.
  }, 120_000);

  it("answers 503 when the database is gone", async () => {
    const server = await startServer({ keepDatabase: true });
    try {
      await dropDatabase(server.databaseUrl!);
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ status: "down", db: "down", redis: "ok" });
    } finally {
      await server.stop();
    }
  });
});

/**
 * The deep check (issue 18 item 4) on a private server whose embedded workers run the repeatable
 * schedules: operators only, per-queue counts, lag and recent failures, each schedule's last run, and
 * 503 with the reason once a schedule has not completed a run for three of its periods.
 */
describe("GET /api/health?deep=1", () => {
  let server: TestServer;
  let db: Kysely<Database>;
  let redis: Redis;
  let token: string;
  const queues: Queue[] = [];
  const queue = (name: string) => {
    const q = new Queue(name, { connection: redis, prefix: bullPrefix(server.redisPrefix) });
    queues.push(q);
    return q;
  };
  const deep = (headers: Record<string, string> = { Authorization: `Bearer ${token}` }) => fetch(`${server.url}/api/health?deep=1`, { headers });
  const deepBody = async (expected = 200) => {
    const res = await deep();
    const text = await res.text();
    expect(res.status, text.slice(0, 2000)).toBe(expected);
    return JSON.parse(text) as { status: string; deep: DeepHealth };
  };

  beforeAll(async () => {
    server = await startServer({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
    db = testDb(server.databaseUrl);
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const operator = await db.selectFrom("operators").select("id").where("email", "=", OPERATOR.email).executeTakeFirstOrThrow();
    token = (await createApiToken(db, operator.id, "deep-health")).token;
  });
  afterAll(async () => {
    await Promise.allSettled(queues.map((q) => q.close()));
    redis?.disconnect();
    await db?.destroy();
    await server?.stop();
  });

  it("is for operators: a visitor or a wrong token gets 401, the cheap check stays open; a session or a token gets it", async () => {
    const visitor = await deep({});
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error.code).toBe("unauthorized");
    expect((await deep({ Authorization: "Bearer tm_not-a-real-token-000000000000" })).status).toBe(401);
    const cheap = await fetch(`${server.url}/api/health`);
    expect(cheap.status).toBe(200);
    expect(await cheap.json()).not.toHaveProperty("deep");

    const operator = await signIn(new Jar(undefined, server.url));
    const bySession = await operator.fetch("/api/health?deep=1");
    expect(bySession.status).toBe(200);
    expect((await bySession.json()).deep.problems).toEqual([]);
    expect((await deepBody()).deep.queues).toHaveProperty("maintenance");
  });

  it("lists every schedule with its next and last run, and per queue the counts, the lag of the oldest waiting job and the last hour's failures", async () => {
    // The workers upsert the schedules at start and record each completed run.
    const ran = await waitFor(
      "a schedule's completed run recorded by the worker",
      async () => {
        const body = await deepBody();
        return body.deep.schedules.some((s) => s.lastRunAt) && body;
      },
      40_000,
      500,
    );
    const ids = ran.deep.schedules.map((s) => `${s.queue}:${s.id}`);
    expect(ids).toEqual(expect.arrayContaining(["maintenance:prune-expired-sessions", "maintenance:settle-leases", "maintenance:roll-up-mesh-events", "maintenance:prune-stale-conversations"]));
    for (const s of ran.deep.schedules) {
      expect(s.overdue).toBe(false);
      expect(s.everyMs ?? 0).toBeGreaterThan(0);
      expect(Date.parse(s.nextRunAt!)).toBeGreaterThan(Date.now() - 60_000);
    }

    // A job the maintenance processor does not know fails (one attempt): counted in the last hour.
    const maintenance = queue("maintenance");
    await maintenance.add("not-a-maintenance-job", {}, { attempts: 1 });
    await waitFor("the failed job counted", async () => (await deepBody()).deep.queues.maintenance.failedLastHour >= 1, 20_000, 300);

    // A paused queue keeps its jobs waiting: the oldest one's age is the queue's lag.
    const reflection = queue("reflection");
    await waitFor("the first scheduled reflection taken", async () => {
      const q = (await deepBody()).deep.queues.reflection;
      return q.waiting === 0 && q.active === 0;
    }, 30_000, 300);
    await reflection.pause();
    const job = await reflection.add("health-lag-probe", {});
    await new Promise((r) => setTimeout(r, 400));
    const body = await deepBody();
    const q = body.deep.queues.reflection;
    expect(q.waiting).toBeGreaterThanOrEqual(1);
    expect(q.oldestWaiting).toMatchObject({ id: job.id, name: "health-lag-probe" });
    expect(q.lagMs).toBeGreaterThanOrEqual(400);
    for (const name of ["velocity", "harmony", "deploy", "manifest", "autonomous", "reflection", "maintenance"]) {
      expect(Object.keys(body.deep.queues[name]).sort()).toEqual(["active", "delayed", "failed", "failedLastHour", "lagMs", "oldestWaiting", "waiting"]);
    }
    await job.remove();
    await reflection.resume();
  }, 90_000);

  it("answers 503 with the reason when a schedule has not completed a run for three of its periods, 200 again once it has", async () => {
    const { deep: before } = await deepBody();
    const hourly = before.schedules.find((s) => s.id === "prune-expired-sessions")!;
    const key = scheduleLastRunKey(server.redisPrefix);
    const field = scheduleField("maintenance", "prune-expired-sessions");
    await redis.hset(key, field, String(Date.now() - 3.5 * hourly.everyMs!));
    const res = await deep();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await res.json()) as { deep: DeepHealth };
    expect(body.deep.problems).toEqual([expect.stringMatching(/^Schedule maintenance:prune-expired-sessions last completed a run 126\d\d s ago: more than 3 of its 3600 s periods/)]);
    expect(body.deep.schedules.find((s) => s.id === "prune-expired-sessions")).toMatchObject({ overdue: true });

    // A recent run clears it.
    await redis.hset(key, field, String(Date.now()));
    expect((await deepBody()).deep.problems).toEqual([]);
  });
});
