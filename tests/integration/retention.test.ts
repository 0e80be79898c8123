import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneStaleConversations } from "~/domain/conversations.server";
import { meshEventCountsByDay, meshStatus, rollUpMeshEvents } from "~/domain/mesh.server";
import { pruneThrottleChanges, throttlePerBucket } from "~/domain/velocity.server";
import type { Database } from "../../db/types";
import { bullPrefix } from "../../worker/queues";
import { expectJobCompletes } from "./helpers/jobs";
import { privateDb, testDb } from "./helpers/db";
import { REDIS_URL, startServer, uniqueName } from "./helpers/server";
import { Jar, OPERATOR, signIn } from "./helpers/http";

/** The data lifecycle (issue 33): mesh events rolled up into daily counts, idle conversations pruned. */

type EventRow = { id: string; event_type: string; node_id: string | null; summary: string; created_at: Date };

async function addNode(db: Kysely<Database>, id: string) {
  await db
    .insertInto("mesh_nodes")
    .values({ id, node_type: "Observer", status: "active", name: id, location: null, personality: null, glyph_profile: JSON.stringify({}), val_balance: 0, version: "1.0.0", last_heartbeat: null })
    .execute();
}

/** `n` events of one type from one node (null: none) at one instant. */
async function addEvents(db: Kysely<Database>, n: number, eventType: string, nodeId: string | null, at: string) {
  const rows = Array.from({ length: n }, (_, i) => ({ event_type: eventType, node_id: nodeId, summary: `${eventType} ${i}`, payload: JSON.stringify({ i }), created_at: new Date(at) }));
  await db.insertInto("mesh_events").values(rows).execute();
}

async function daily(db: Kysely<Database>) {
  const { rows } = await sql<{ day: string; node_id: string | null; event_type: string; count: string }>`
    select to_char(day, 'YYYY-MM-DD') as day, node_id, event_type, count::text from mesh_event_daily
    order by day, node_id nulls first, event_type`.execute(db);
  return rows.map((r) => ({ day: r.day, nodeId: r.node_id, eventType: r.event_type, count: Number(r.count) }));
}

async function rawEvents(db: Kysely<Database>): Promise<EventRow[]> {
  const rows = await db.selectFrom("mesh_events").select(["id", "event_type", "node_id", "summary", "created_at"]).orderBy("id").execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

describe("rollUpMeshEvents and meshEventCountsByDay (a database of this file's own)", () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await privateDb("tm_retention", { poolMax: 4, migrate: true }));
    await addNode(db, "node-ret-a");
    await addNode(db, "node-ret-b");
  });
  afterAll(async () => {
    await close?.();
  });

  it("rolls up exactly the events before the window's UTC day boundary, adds to earlier counts, keeps the rest, and reads the same history after", async () => {
    // Keeping 3 days at 2026-06-20 10:00 UTC: raw from 2026-06-17 00:00 UTC on.
    const now = new Date("2026-06-20T10:00:00.000Z");
    await addEvents(db, 3, "node_heartbeat", "node-ret-a", "2026-06-15T08:00:00.000Z");
    await addEvents(db, 2, "node_heartbeat", "node-ret-b", "2026-06-15T23:00:00.000Z");
    await addEvents(db, 1, "leases_settled", null, "2026-06-15T12:00:00.000Z");
    await addEvents(db, 1, "node_heartbeat", "node-ret-a", "2026-06-16T23:59:59.999Z"); // the last old instant
    await addEvents(db, 1, "node_heartbeat", "node-ret-a", "2026-06-17T00:00:00.000Z"); // the first kept one
    await addEvents(db, 2, "contribution", "node-ret-b", "2026-06-19T09:00:00.000Z");
    // Part of 2026-06-15 was rolled up before (10 of node A's heartbeats): its count adds up.
    await db.insertInto("mesh_event_daily").values({ day: "2026-06-15", node_id: "node-ret-a", event_type: "node_heartbeat", count: 10 }).execute();
    await sql`update row_tallies set total = total + 10 where table_name = 'mesh_event_daily'`.execute(db);

    const range = { from: "2026-06-14", to: "2026-06-20" };
    const historyBefore = await meshEventCountsByDay(db, range);
    expect(historyBefore).toEqual([
      { day: "2026-06-15", eventType: "leases_settled", count: 1 },
      { day: "2026-06-15", eventType: "node_heartbeat", count: 15 },
      { day: "2026-06-16", eventType: "node_heartbeat", count: 1 },
      { day: "2026-06-17", eventType: "node_heartbeat", count: 1 },
      { day: "2026-06-19", eventType: "contribution", count: 2 },
    ]);
    const totalBefore = (await meshStatus(db)).totalEvents;
    const before = await rawEvents(db);
    const kept = before.filter((e) => e.created_at.getTime() >= Date.parse("2026-06-17T00:00:00.000Z"));
    expect(kept).toHaveLength(3);

    // Batches of 2: one day's counts arrive in several statements and still add up.
    expect(await rollUpMeshEvents(db, { keepDays: 3, now, batchSize: 2 })).toBe(7);
    expect(await daily(db)).toEqual([
      { day: "2026-06-15", nodeId: null, eventType: "leases_settled", count: 1 },
      { day: "2026-06-15", nodeId: "node-ret-a", eventType: "node_heartbeat", count: 13 },
      { day: "2026-06-15", nodeId: "node-ret-b", eventType: "node_heartbeat", count: 2 },
      { day: "2026-06-16", nodeId: "node-ret-a", eventType: "node_heartbeat", count: 1 },
    ]);
    expect(await rawEvents(db)).toEqual(kept);
    expect(await meshEventCountsByDay(db, range)).toEqual(historyBefore);
    expect((await meshStatus(db)).totalEvents).toBe(totalBefore);

    // Twice changes nothing.
    expect(await rollUpMeshEvents(db, { keepDays: 3, now })).toBe(0);
    expect(await daily(db)).toHaveLength(4);
    expect(await rawEvents(db)).toEqual(kept);
    expect(await meshEventCountsByDay(db, range)).toEqual(historyBefore);

    // A range reads only its own days.
    expect(await meshEventCountsByDay(db, { from: "2026-06-16", to: "2026-06-17" })).toEqual([
      { day: "2026-06-16", eventType: "node_heartbeat", count: 1 },
      { day: "2026-06-17", eventType: "node_heartbeat", count: 1 },
    ]);
    await expect(meshEventCountsByDay(db, { from: "2026-06-31", to: "2026-07-01" })).rejects.toThrow(RangeError);
  });

  it("two roll-ups running at once count every event once", async () => {
    const now = new Date("2026-05-20T10:00:00.000Z");
    await addEvents(db, 120, "node_heartbeat", "node-ret-b", "2026-05-01T06:00:00.000Z");
    await addEvents(db, 80, "mesh_changed", null, "2026-05-02T06:00:00.000Z");
    const dailyBefore = await daily(db);
    const [a, b] = await Promise.all([rollUpMeshEvents(db, { keepDays: 14, now, batchSize: 7 }), rollUpMeshEvents(db, { keepDays: 14, now, batchSize: 7 })]);
    expect(a + b).toBe(200);
    expect((await daily(db)).filter((r) => r.day.startsWith("2026-05"))).toEqual([
      { day: "2026-05-01", nodeId: "node-ret-b", eventType: "node_heartbeat", count: 120 },
      { day: "2026-05-02", nodeId: null, eventType: "mesh_changed", count: 80 },
    ]);
    expect((await daily(db)).filter((r) => !r.day.startsWith("2026-05"))).toEqual(dailyBefore);
    const left = await db.selectFrom("mesh_events").select((eb) => eb.fn.countAll<string>().as("n")).where("created_at", "<", new Date("2026-05-06T00:00:00.000Z")).executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });

  it("pruneStaleConversations deletes the threads idle past the window with their turns, and only those", async () => {
    const now = Date.parse("2026-06-20T10:00:00.000Z");
    const visitor = uniqueName("visitor");
    const at = (iso: string) => new Date(iso);
    const threads = await db
      .insertInto("conversations")
      .values([
        { visitor_id: visitor, title: "stale", created_at: at("2026-05-01T00:00:00.000Z"), updated_at: at("2026-05-21T09:59:59.999Z") },
        { visitor_id: visitor, title: "old but active", created_at: at("2026-04-01T00:00:00.000Z"), updated_at: at("2026-05-21T10:00:00.000Z") },
        { visitor_id: visitor, title: "fresh", created_at: at("2026-06-19T00:00:00.000Z"), updated_at: at("2026-06-19T00:00:00.000Z") },
      ])
      .returning(["id", "title"])
      .execute();
    for (const t of threads) {
      await db
        .insertInto("messages")
        .values([
          { conversation_id: t.id, role: "visitor", agent: null, glyph: null, content: `q ${t.title}`, created_at: at("2026-05-01T00:00:00.000Z") },
          { conversation_id: t.id, role: "agent", agent: "ana", glyph: null, content: `a ${t.title}`, created_at: at("2026-05-01T00:00:01.000Z") },
        ])
        .execute();
    }
    expect(await pruneStaleConversations(db, { keepDays: 30, now, batchSize: 1 })).toBe(1);
    const left = await db.selectFrom("conversations").select("title").where("visitor_id", "=", visitor).orderBy("title").execute();
    expect(left.map((c) => c.title)).toEqual(["fresh", "old but active"]);
    const turns = await db.selectFrom("messages").select("content").where("conversation_id", "in", threads.map((t) => t.id)).orderBy("content").execute();
    expect(turns.map((m) => m.content)).toEqual(["a fresh", "a old but active", "q fresh", "q old but active"]);
    expect(await pruneStaleConversations(db, { keepDays: 30, now })).toBe(0);
  });
  it("pruneThrottleChanges keeps 31 days and, of the older changes, the newest: the 30-day throttle chart reads the same after", async () => {
    const now = Date.parse("2026-06-20T10:00:00.000Z");
    const change = (factor: number, at: string) => ({ source: "web:1", cpu: 50, throttle_factor: factor, previous_factor: 1, created_at: new Date(at) });
    await db
      .insertInto("throttle_changes")
      .values([
        change(0.5, "2026-04-01T00:00:00.000Z"),
        change(0.25, "2026-05-01T00:00:00.000Z"),
        change(0.75, "2026-05-20T09:59:59.999Z"), // the newest before the cut (31 days before now): kept
        change(0.5, "2026-06-19T00:00:00.000Z"),
      ])
      .execute();
    // The chart's first bucket (2026-05-22) carries in the level of the newest change before it.
    const chartBefore = await throttlePerBucket(db, "30d", now);
    expect(chartBefore[0].v).toBe(0.75);
    expect(await pruneThrottleChanges(db, now)).toBe(2);
    const left = await db.selectFrom("throttle_changes").select("throttle_factor").orderBy("created_at").execute();
    expect(left.map((r) => r.throttle_factor)).toEqual([0.75, 0.5]);
    expect(await throttlePerBucket(db, "30d", now)).toEqual(chartBefore);
    expect(await pruneThrottleChanges(db, now)).toBe(0);
  });
});

describe("the maintenance jobs on a real worker (a server of this file's own, with retention settings)", () => {
  it("roll-up-mesh-events uses MESH_EVENTS_RETENTION_DAYS, prune-stale-conversations CONVERSATIONS_RETENTION_DAYS, prune-throttle-changes 31 days", async () => {
    const server = await startServer({ env: { MESH_EVENTS_RETENTION_DAYS: "7", CONVERSATIONS_RETENTION_DAYS: "30" } });
    const db = testDb(server.databaseUrl);
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("maintenance", { connection, prefix: bullPrefix(server.redisPrefix) });
    const run = async (name: string, now: number) => {
      const finished = await expectJobCompletes(queue, await queue.add(name, { now }));
      return finished.returnvalue as Record<string, unknown>;
    };
    try {
      // The worker's schedules run each job once at start, as of the real now (which would roll up the
      // events below too): arrange only after those first runs are done.
      const deadline = Date.now() + 30_000;
      const firstRunsDone = async () => {
        const done = new Set((await queue.getCompleted()).map((j) => j.name));
        return done.has("roll-up-mesh-events") && done.has("prune-stale-conversations") && done.has("prune-throttle-changes");
      };
      while (!(await firstRunsDone()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await firstRunsDone()).toBe(true);

      // As of 2001-03-10 12:00 UTC, keeping 7 days: raw from 2001-03-03 00:00 UTC on.
      const now = Date.parse("2001-03-10T12:00:00.000Z");
      await addNode(db, "node-ret-job");
      await addEvents(db, 4, "node_heartbeat", "node-ret-job", "2001-03-02T23:00:00.000Z");
      await addEvents(db, 2, "node_heartbeat", "node-ret-job", "2001-03-03T01:00:00.000Z");
      const range = { from: "2001-02-25", to: "2001-03-10" };
      const historyBefore = await meshEventCountsByDay(db, range);

      expect(await run("roll-up-mesh-events", now)).toEqual({ rolledUp: 4, keepDays: 7 });
      expect(await daily(db)).toEqual([{ day: "2001-03-02", nodeId: "node-ret-job", eventType: "node_heartbeat", count: 4 }]);
      expect(await meshEventCountsByDay(db, range)).toEqual(historyBefore);
      expect(await run("roll-up-mesh-events", now)).toEqual({ rolledUp: 0, keepDays: 7 });

      const visitor = uniqueName("visitor");
      await db
        .insertInto("conversations")
        .values([
          { visitor_id: visitor, title: "stale", created_at: new Date("2001-01-01T00:00:00.000Z"), updated_at: new Date("2001-02-08T11:59:59.000Z") },
          { visitor_id: visitor, title: "kept", created_at: new Date("2001-01-01T00:00:00.000Z"), updated_at: new Date("2001-02-08T12:00:01.000Z") },
        ])
        .execute();
      expect(await run("prune-stale-conversations", now)).toEqual({ deleted: 1, keepDays: 30 });
      const left = await db.selectFrom("conversations").select("title").where("visitor_id", "=", visitor).execute();
      expect(left.map((c) => c.title)).toEqual(["kept"]);

      const changes = ["2001-01-01T00:00:00.000Z", "2001-01-02T00:00:00.000Z", "2001-03-09T00:00:00.000Z"].map((at) => ({ source: "web:1", cpu: 90, throttle_factor: 0.5, previous_factor: 1, created_at: new Date(at) }));
      await db.insertInto("throttle_changes").values(changes).execute();
      expect(await run("prune-throttle-changes", now)).toEqual({ deleted: 1 });
    } finally {
      await queue.close();
      connection.disconnect();
      await db.destroy();
      await server.stop();
    }
  });
});

describe("the operator home's question charts under a conversation retention", () => {
  it("say that questions older than CONVERSATIONS_RETENTION_DAYS are not counted when the range reaches past it, in the page and in /api/operator/history", async () => {
    const server = await startServer({ env: { CONVERSATIONS_RETENTION_DAYS: "7", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
    try {
      const jar = await signIn(new Jar(undefined, server.url));
      const month = await jar.fetch("/api/operator/history?range=30d");
      expect(month.status).toBe(200);
      expect(((await month.json()) as { keptDays: number | null }).keptDays).toBe(7);
      const page = async (range: string) => {
        const res = await jar.fetch(`/operator?range=${range}`, { headers: { Accept: "text/html" } });
        expect(res.status).toBe(200);
        return res.text();
      };
      const note = "Conversations are deleted 7 days after their last turn (CONVERSATIONS_RETENTION_DAYS)";
      // The note of "Questions answered" and of "Answer time".
      expect((await page("30d")).split(note)).toHaveLength(3);
      expect(await page("7d")).not.toContain(note);
    } finally {
      await server.stop();
    }
  });
});
