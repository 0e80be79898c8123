import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activeNodesPerBucket, meshEventsPerBucket, meshHistory, nodeUptimeStrips } from "~/domain/history.server";
import { bucketStarts, RANGE_BUCKETS, type HistoryRange } from "~/lib/history";
import type { Database } from "../../db/types";
import { generateMeshHistory } from "../support/history-mesh";
import { privateDb } from "./helpers/db";

/**
 * The mesh's history (issues 33 and 34): every series equals a direct count, bucket by bucket, over
 * the raw rows and, beyond the retention window, the daily roll-ups — for a generated 30-day history.
 */

const NOW = Date.parse("2026-06-30T10:20:00.000Z");
const NODES = ["hist-a", "hist-b", "hist-c"];
const RANGES: HistoryRange[] = ["24h", "7d", "30d"];
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Events of the given type in [t, t + step): raw rows, plus the rolled-up days inside it (a whole-day step). */
async function directCount(db: Kysely<Database>, type: string, t: number, stepMs: number): Promise<number> {
  const raw = await sql<{ n: string }>`select count(*)::text as n from mesh_events where event_type = ${type} and created_at >= ${new Date(t)} and created_at < ${new Date(t + stepMs)}`.execute(db);
  const rolled = await sql<{ n: string }>`select coalesce(sum(count), 0)::text as n from mesh_event_daily where event_type = ${type} and day >= ${day(t)}::date and day < ${day(t + stepMs)}::date`.execute(db);
  return Number(raw.rows[0]!.n) + (stepMs >= 86_400_000 ? Number(rolled.rows[0]!.n) : 0);
}

/** Nodes with a heartbeat in [t, t + step), in either table. */
async function directActive(db: Kysely<Database>, t: number, stepMs: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from (
      select node_id from mesh_events where event_type = 'heartbeat' and created_at >= ${new Date(t)} and created_at < ${new Date(t + stepMs)}
      union
      select node_id from mesh_event_daily where event_type = 'heartbeat' and ${stepMs >= 86_400_000} and day >= ${day(t)}::date and day < ${day(t + stepMs)}::date
    ) n`.execute(db);
  return Number(rows[0]!.n);
}

describe("history reads over a generated 30-day history (a database of this file's own)", () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let generated: { written: number; rolledUp: number };
  let before: Record<HistoryRange, { beats: number[]; active: number[] }>;

  beforeAll(async () => {
    ({ db, close } = await privateDb("tm_history_mesh", { poolMax: 4, migrate: true }));
    for (const id of NODES) {
      await db
        .insertInto("mesh_nodes")
        .values({ id, node_type: "Observer", status: "active", name: `Node ${id}`, location: null, personality: null, glyph_profile: JSON.stringify({}), val_balance: 0, version: "1.0.0", last_heartbeat: null })
        .execute();
    }
    // Read every series before the roll-up, then roll up (keeping 14 days) and read again below.
    await generateMeshHistory(db, { now: NOW, nodeIds: NODES, keepDays: null });
    before = {} as typeof before;
    for (const range of RANGES) {
      before[range] = {
        beats: (await meshEventsPerBucket(db, ["heartbeat"], range, NOW)).map((p) => p.v),
        active: (await activeNodesPerBucket(db, range, NOW)).map((p) => p.v),
      };
    }
    const { rolledUp } = await generateMeshHistory(db, { now: NOW, nodeIds: [], days: 1, keepDays: 14 });
    generated = { written: 0, rolledUp };
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  it("the days beyond the 14-day window were rolled up", async () => {
    expect(generated.rolledUp).toBeGreaterThan(3 * 4 * 24 * 10);
    const oldest = await sql<{ t: Date }>`select min(created_at) as t from mesh_events`.execute(db);
    expect(day(new Date(oldest.rows[0]!.t).getTime())).toBe("2026-06-16");
  });

  it.each(RANGES)("%s: heartbeats and other events per bucket equal a direct count over raw rows and roll-ups", async (range) => {
    const starts = bucketStarts(range, NOW);
    const { stepMs, count } = RANGE_BUCKETS[range];
    const beats = await meshEventsPerBucket(db, ["heartbeat"], range, NOW);
    const exchanges = await meshEventsPerBucket(db, ["resonance_exchange"], range, NOW);
    const all = await meshEventsPerBucket(db, [], range, NOW);
    expect(beats.map((p) => p.t)).toEqual(starts);
    expect(beats).toHaveLength(count);
    const expected = await Promise.all(starts.map((t) => directCount(db, "heartbeat", t, stepMs)));
    const expectedExchanges = await Promise.all(starts.map((t) => directCount(db, "resonance_exchange", t, stepMs)));
    expect(beats.map((p) => p.v)).toEqual(expected);
    expect(exchanges.map((p) => p.v)).toEqual(expectedExchanges);
    expect(all.map((p) => p.v)).toEqual(expected.map((n, i) => n + expectedExchanges[i]!));
    // The generated history has something in (nearly) every bucket, and nodes are down some hours.
    expect(expected.filter((n) => n > 0).length).toBeGreaterThanOrEqual(count - 1);
  });

  it.each(RANGES)("%s: active nodes per bucket equal the distinct nodes with a heartbeat, raw or rolled up", async (range) => {
    const starts = bucketStarts(range, NOW);
    const active = await activeNodesPerBucket(db, range, NOW);
    const expected = await Promise.all(starts.map((t) => directActive(db, t, RANGE_BUCKETS[range].stepMs)));
    expect(active.map((p) => p.v)).toEqual(expected);
    if (range === "24h") expect(new Set(expected)).toEqual(new Set([0, 2, 3])); // this hour (nothing yet), one node down, all up
  });

  it.each(RANGES)("%s: the series read the same before and after the roll-up", async (range) => {
    expect((await meshEventsPerBucket(db, ["heartbeat"], range, NOW)).map((p) => p.v)).toEqual(before[range].beats);
    expect((await activeNodesPerBucket(db, range, NOW)).map((p) => p.v)).toEqual(before[range].active);
  });

  it("30d reads rolled-up days: the oldest days have heartbeats that are no longer raw", async () => {
    const beats = await meshEventsPerBucket(db, ["heartbeat"], "30d", NOW);
    const raw = await sql<{ n: string }>`select count(*)::text as n from mesh_events where created_at < ${new Date(beats[5]!.t)}`.execute(db);
    expect(Number(raw.rows[0]!.n)).toBe(0);
    expect(beats[1]!.v).toBeGreaterThan(0);
  });

  it("uptime strips: each node's heartbeats per hour over 24 hours, equal to a direct count", async () => {
    const strips = await nodeUptimeStrips(db, NOW);
    expect(strips.map((s) => s.nodeId)).toEqual(NODES);
    const starts = bucketStarts("24h", NOW);
    for (const strip of strips) {
      const { rows } = await sql<{ t: string; n: string }>`
        select (extract(epoch from date_trunc('hour', created_at at time zone 'UTC')) * 1000)::bigint::text as t, count(*)::text as n
        from mesh_events where node_id = ${strip.nodeId} and event_type = 'heartbeat' and created_at >= ${new Date(starts[0]!)} group by 1`.execute(db);
      const byHour = new Map(rows.map((r) => [Number(r.t), Number(r.n)]));
      expect(strip.values).toEqual(starts.map((t) => byHour.get(t) ?? 0));
      expect(strip.values.filter((v) => v === 0).length).toBeGreaterThanOrEqual(4); // down every 7th hour, and this hour
    }
  });

  it("meshHistory: the screen's composition", async () => {
    const history = await meshHistory(db, "7d", NOW);
    expect(history.activeNodes).toMatchObject({ range: "7d", stepMs: 6 * 3_600_000, unit: "nodes" });
    expect(history.activeNodes.series[0]!.values).toEqual(before["7d"].active);
    expect(history.uptime.full).toBe(120);
    expect(history.uptime.nodes).toHaveLength(3);
  });
});
