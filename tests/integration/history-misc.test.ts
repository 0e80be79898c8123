/**
 * History charts of the glyph heatmap, the Alexandria archive and the operator home (issue 34): on a
 * generated 30-day history, every series equals a direct count over the raw rows, for each of 24h, 7d
 * and 30d — in SQL over the tables (glyph_usage_hourly, alexandria_memories and
 * alexandria_eviction_hours, the visitors' messages), bucketed on its own by date_trunc in UTC (not the
 * app's date_bin nor its bucketStarts); the jobs, from Redis, against the generated metrics. The glyph
 * uses are also compared with the uses the generator made through the app's writer, which the
 * glyph_weights trigger books by hour. And the records the charts rely on are written by the app
 * itself (the glyph_weights trigger under its writers, the archive's eviction trigger, the answer time
 * of a saved turn, BullMQ's per-minute metrics from a worker).
 */
import { randomUUID } from "node:crypto";
import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import { sql, type Kysely, type RawBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveHistory, evictBeyondCapacity, memoryRow } from "~/domain/alexandria.server";
import { answerTimePerBucket, questionsAnsweredPerBucket } from "~/domain/conversations.server";
import { glyphHeatPerBucket, glyphHistory, GLYPH_HEAT_SPARKLINES } from "~/domain/glyphs.server";
import { saveDeliberation } from "~/domain/trinity/save.server";
import { jobsFinishedPerBucket } from "~/infra/operator-history.server";
import { bucketStarts, HISTORY_RANGES, RANGE_BUCKETS, seriesPoints, type HistoryRange } from "~/lib/history";
import { JOB_METRICS_MINUTES, QUEUE_NAMES } from "~/lib/queues";
import type { Database } from "../../db/types";
import { bullPrefix, createQueues, type Queues } from "../../worker/queues";
import { generateArchiveHistory, generateGlyphHistory, generateJobMetrics, generateQuestionHistory, type GeneratedMemory, type GeneratedQuestion, type GlyphUse } from "../support/history-misc";
import { privateDb } from "./helpers/db";
import { deleteRedisPrefix, REDIS_URL, uniqueName } from "./helpers/server";

/** A fixed present, well before the real clock (so the trigger checks at the real time stay apart). */
const NOW = Date.parse("2026-07-15T10:23:45.000Z");
const HOUR = 3_600_000;

/** The values each bucket of `range` gets from items at times `at`: the sum of `value` over the items in [start, start + step). */
function direct<T>(range: HistoryRange, now: number, items: readonly T[], at: (item: T) => number, value: (item: T) => number = () => 1): number[] {
  const { stepMs } = RANGE_BUCKETS[range];
  return bucketStarts(range, now).map((start) => items.filter((i) => at(i) >= start && at(i) < start + stepMs).reduce((s, i) => s + value(i), 0));
}

/**
 * A range's buckets as SQL makes them on its own: the UTC hour, 6-hour quarter (of the UTC day) or UTC
 * day that `now` falls in, by date_trunc at 'UTC', and the `count - 1` before it, one step apart.
 */
function sqlBuckets(range: HistoryRange, now: number) {
  const at = new Date(now);
  const last = {
    "24h": sql`date_trunc('hour', ${at}::timestamptz, 'UTC')`,
    "7d": sql`date_trunc('day', ${at}::timestamptz, 'UTC') + floor(extract(hour from ${at}::timestamptz at time zone 'UTC') / 6) * interval '6 hours'`,
    "30d": sql`date_trunc('day', ${at}::timestamptz, 'UTC')`,
  }[range];
  const step = { "24h": "1 hour", "7d": "6 hours", "30d": "1 day" }[range];
  const count = { "24h": 24, "7d": 28, "30d": 30 }[range];
  return sql`select s as start, s + ${step}::interval as stop from generate_series(${last} - ${count - 1}::int * ${step}::interval, ${last}, ${step}::interval) s`;
}

/**
 * Per bucket of `range` at `now`: `value` over the rows of `raw` (a select of `at` and `v`) whose
 * `at` is in [start, stop), the bucket's start as epoch ms; a sum of `v` unless told.
 */
async function sqlPerBucket(range: HistoryRange, now: number, raw: RawBuilder<unknown>, value: RawBuilder<unknown> = sql`coalesce(sum(r.v), 0)`): Promise<{ t: number[]; v: number[] }> {
  const { rows } = await sql<{ t: string; v: number }>`
    select (extract(epoch from b.start) * 1000)::bigint::text as t, (${value})::float8 as v
    from (${sqlBuckets(range, now)}) b left join (${raw}) r on r.at >= b.start and r.at < b.stop
    group by b.start order by b.start`.execute(db);
  return { t: rows.map((r) => Number(r.t)), v: rows.map((r) => r.v) };
}

/** The range's most used glyphs in SQL: most uses in the range first, then by glyph (code point order), at most GLYPH_HEAT_SPARKLINES. */
async function sqlTopGlyphs(range: HistoryRange, now: number): Promise<string[]> {
  const { rows } = await sql<{ glyph: string }>`
    select u.glyph from glyph_usage_hourly u join (select min(start) as first, max(stop) as stop from (${sqlBuckets(range, now)}) b) w on u.hour >= w.first and u.hour < w.stop
    group by u.glyph order by sum(u.uses) desc, u.glyph collate "C" limit ${GLYPH_HEAT_SPARKLINES}`.execute(db);
  return rows.map((r) => r.glyph);
}

let own: Awaited<ReturnType<typeof privateDb>> | undefined;
let db: Kysely<Database>;
let uses: GlyphUse[];
let memories: GeneratedMemory[];
let questions: GeneratedQuestion[];

beforeAll(async () => {
  own = await privateDb("tm_hist_misc", { poolMax: 6, migrate: true });
  db = own.db;
  [uses, memories, questions] = await Promise.all([generateGlyphHistory(db, NOW), generateArchiveHistory(db, NOW), generateQuestionHistory(db, NOW)]);
});

afterAll(async () => {
  await own?.close();
});

describe("the glyph heatmap's history", () => {
  it("generated a history older than the 30-day range, of many glyphs", () => {
    expect(uses.length).toBeGreaterThan(1000);
    expect(Math.min(...uses.map((u) => u.at))).toBeLessThan(bucketStarts("30d", NOW)[0]!);
    expect(new Set(uses.map((u) => u.glyph)).size).toBeGreaterThan(GLYPH_HEAT_SPARKLINES);
  });

  it("the trigger booked every use the weights counted", async () => {
    const weights = await db.selectFrom("glyph_weights").select(sql<string>`sum(usage_count)::text`.as("n")).executeTakeFirstOrThrow();
    const booked = await db.selectFrom("glyph_usage_hourly").select(sql<string>`sum(uses)::text`.as("n")).executeTakeFirstOrThrow();
    expect(Number(weights.n)).toBe(uses.length);
    expect(Number(booked.n)).toBe(uses.length);
  });

  for (const range of HISTORY_RANGES) {
    it(`${range}: all uses per bucket, and each of the most used glyphs, equal a direct count in SQL over the booked uses`, async () => {
      const history = await glyphHistory(db, range, NOW);
      const n = RANGE_BUCKETS[range].count;
      expect(history.total.series[0]!.values).toHaveLength(n);
      const total = await sqlPerBucket(range, NOW, sql`select hour as at, uses as v from glyph_usage_hourly`);
      expect(seriesPoints(history.total, 0).map((p) => p.t)).toEqual(total.t);
      expect(history.total.series[0]!.values).toEqual(total.v);
      expect(total.v.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      const top = await sqlTopGlyphs(range, NOW);
      expect(top).toHaveLength(GLYPH_HEAT_SPARKLINES);
      const perGlyph = await Promise.all(top.map(async (glyph) => ({ label: glyph, values: (await sqlPerBucket(range, NOW, sql`select hour as at, uses as v from glyph_usage_hourly where glyph = ${glyph}`)).v })));
      expect(history.glyphs.series).toEqual(perGlyph);
    });

    it(`${range}: all uses per bucket, and each of the most used glyphs, equal a count of the uses the generator made through the app's writer (booked in their hour by the trigger)`, async () => {
      const history = await glyphHistory(db, range, NOW);
      expect(seriesPoints(history.total, 0).map((p) => p.t)).toEqual(bucketStarts(range, NOW));
      expect(history.total.series[0]!.values).toEqual(direct(range, NOW, uses, (u) => u.at));

      // The range's most used glyphs, most uses first (then by glyph), each with its own direct count.
      const { from, to } = { from: bucketStarts(range, NOW)[0]!, to: bucketStarts(range, NOW).at(-1)! + RANGE_BUCKETS[range].stepMs };
      const inRange = uses.filter((u) => u.at >= from && u.at < to);
      const totals = new Map<string, number>();
      for (const u of inRange) totals.set(u.glyph, (totals.get(u.glyph) ?? 0) + 1);
      const top = [...totals].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).slice(0, GLYPH_HEAT_SPARKLINES);
      expect(top.length).toBe(GLYPH_HEAT_SPARKLINES);
      expect(history.glyphs.series.map((s) => s.label)).toEqual(top.map(([g]) => g));
      for (const s of history.glyphs.series) {
        expect(s.values).toEqual(direct(range, NOW, inRange.filter((u) => u.glyph === s.label), (u) => u.at));
      }
    });
  }

  it("a deliberation's glyphs are booked too (the save statement's upsert fires the trigger), in the hour of its save", async () => {
    const at = new Date("2026-08-01T12:34:00.000Z");
    await saveDeliberation(db, {
      turn: { conversationId: null, visitorId: "hist-visitor", clientKey: `hist-${randomUUID()}`, protocol: "utilitarian", private: false, question: "Which glyph burns?", frame: { shape: "open", subject: null, options: [] }, thoughts: [], recalled: { count: 0, patterns: [] }, answerMs: 321 },
      archiveEvents: [],
      memory: null,
      echoes: null,
      safety: [],
      glyphs: [
        { glyph: "⚡", resonance: 0.5 },
        { glyph: "⚡", resonance: 0.25 },
        { glyph: "△", resonance: 1 },
      ],
      now: at,
    });
    const series = await glyphHeatPerBucket(db, "24h", at.getTime());
    const last = (label: string) => series.find((s) => s.label === label)?.points.at(-1)?.v;
    expect({ lightning: last("⚡"), triangle: last("△"), count: series.length }).toEqual({ lightning: 2, triangle: 1, count: 2 });
    // The turn's answer time is on the visitor's message only.
    const saved = await db.selectFrom("messages").select(["role", "answer_ms"]).where("content", "=", "Which glyph burns?").execute();
    expect(saved).toEqual([{ role: "visitor", answer_ms: 321 }]);
  });
});

describe("the Alexandria archive's history", () => {
  it("generated stored and evicted memories older than the 30-day range", () => {
    expect(memories.length).toBeGreaterThan(1000);
    expect(memories.filter((m) => m.evictedAt !== null).length).toBeGreaterThan(300);
    expect(Math.min(...memories.map((m) => m.storedAt))).toBeLessThan(bucketStarts("30d", NOW)[0]!);
  });

  for (const range of HISTORY_RANGES) {
    it(`${range}: memories stored (kept and since evicted) and memories evicted per bucket equal a direct count in SQL over the archive's rows and its eviction records`, async () => {
      const { memories: history } = await archiveHistory(db, range, NOW);
      expect(history.series.map((s) => s.label)).toEqual(["Stored", "Evicted"]);
      const [stored, evicted] = history.series;
      // Stored: each memory still held at its time, and each evicted one at the hour it had been stored in.
      const directStored = await sqlPerBucket(range, NOW, sql`select created_at as at, 1 as v from alexandria_memories union all select stored_hour, evicted from alexandria_eviction_hours`);
      const directEvicted = await sqlPerBucket(range, NOW, sql`select hour as at, evicted as v from alexandria_eviction_hours`);
      expect(seriesPoints(history, "Stored").map((p) => p.t)).toEqual(directStored.t);
      expect(stored!.values).toEqual(directStored.v);
      expect(evicted!.values).toEqual(directEvicted.v);
      expect(stored!.values.some((v) => v > 0) && evicted!.values.some((v) => v > 0)).toBe(true);
    });
  }

  it("an eviction past capacity is booked by the archive's trigger, at the time it happens, under the hour the memory was stored", async () => {
    const now = Date.now();
    const before = await archiveHistory(db, "24h", now);
    const held = await db.selectFrom("alexandria_memories").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
    // Three new memories, two of them the least intense of all: evicting back to the old size takes those two.
    await db
      .insertInto("alexandria_memories")
      .values([0.01, 0.02, 0.99].map((intensity, i) => ({ ...memoryRow({ pattern: `fresh ${i}`, message: "fresh", sourceType: "trinity_mesh", glyphSequence: [], intensity, resonanceTags: [] }), created_at: new Date(now - 2 * HOUR) })))
      .execute();
    expect(await evictBeyondCapacity(db, Number(held.n) + 1)).toBe(2);
    const after = await archiveHistory(db, "24h", now);
    const [storedBefore, evictedBefore] = before.memories.series;
    const [storedAfter, evictedAfter] = after.memories.series;
    const storedBucket = bucketStarts("24h", now).indexOf(Math.floor((now - 2 * HOUR) / HOUR) * HOUR);
    expect(storedAfter!.values[storedBucket]! - storedBefore!.values[storedBucket]!).toBe(3);
    expect(evictedAfter!.values.at(-1)! - evictedBefore!.values.at(-1)!).toBe(2);
  });
});

describe("the operator home's questions and answer times", () => {
  it("generated turns older than the 30-day range, most with an answer time", () => {
    expect(questions.length).toBeGreaterThan(1500);
    expect(questions.filter((q) => q.answerMs === null).length).toBeGreaterThan(50);
    expect(Math.min(...questions.map((q) => q.at))).toBeLessThan(bucketStarts("30d", NOW)[0]!);
  });

  for (const range of HISTORY_RANGES) {
    it(`${range}: questions per bucket equal a direct count in SQL of the visitors' messages; p50 and p99 equal percentile_cont over each bucket's answer times, rounded to the ms`, async () => {
      const [count, p50, p99] = await Promise.all([questionsAnsweredPerBucket(db, range, NOW), answerTimePerBucket(db, 0.5, range, NOW), answerTimePerBucket(db, 0.99, range, NOW)]);
      const directCount = await sqlPerBucket(range, NOW, sql`select created_at as at, 1 as v from messages where role = 'visitor'`);
      expect(count.map((p) => p.t)).toEqual(directCount.t);
      expect(count.map((p) => p.v)).toEqual(directCount.v);
      // Answer times: the visitors' messages that carry one; a bucket without any is 0.
      const answered = sql`select created_at as at, answer_ms as v from messages where role = 'visitor' and answer_ms is not null`;
      const percentile = (p: number) => sql`coalesce(round(percentile_cont(${p}::float8) within group (order by r.v)), 0)`;
      const [directP50, directP99] = await Promise.all([sqlPerBucket(range, NOW, answered, percentile(0.5)), sqlPerBucket(range, NOW, answered, percentile(0.99))]);
      expect(p50.map((p) => p.v)).toEqual(directP50.v);
      expect(p99.map((p) => p.v)).toEqual(directP99.v);
      expect(directCount.v.some((v) => v > 0) && p99.some((p, i) => p.v > p50[i]!.v)).toBe(true);
    });
  }
});

describe("the operator home's jobs, from the queues' BullMQ metrics", () => {
  const prefix = uniqueName("tm_hist_jobs");
  let redis: Redis;
  let queues: Queues;
  let generated: Record<"completed" | "failed", [number, number][][]>;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    queues = createQueues(redis, prefix);
    await redis.ping();
    // Two queues with a generated month of metrics each (the others have none).
    generated = { completed: [], failed: [] };
    for (const [i, name] of (["velocity", "harmony"] as const).entries()) {
      generated.completed.push(await generateJobMetrics(redis, queues[name], "completed", NOW, 34_100 + i));
      generated.failed.push(await generateJobMetrics(redis, queues[name], "failed", NOW, 34_200 + i));
    }
  });

  afterAll(async () => {
    await Promise.allSettled(Object.values(queues ?? {}).map((q: Queue) => q.close()));
    redis?.disconnect();
    await deleteRedisPrefix(prefix);
  });

  for (const range of HISTORY_RANGES) {
    it(`${range}: jobs completed and failed per bucket equal the generated jobs per minute of every queue, added up`, async () => {
      for (const type of ["completed", "failed"] as const) {
        const points = await jobsFinishedPerBucket({ queues, redis }, type, range, NOW);
        const minutes = generated[type].flat();
        expect(points!.map((p) => p.t)).toEqual(bucketStarts(range, NOW));
        expect(points!.map((p) => p.v)).toEqual(direct(range, NOW, minutes, ([t]) => t, ([, v]) => v));
        expect(points!.reduce((s, p) => s + p.v, 0)).toBeGreaterThan(0);
      }
    });
  }

  it("a worker with the app's metrics option books its completed and failed jobs in the bucket they finished in", async () => {
    const name = QUEUE_NAMES[QUEUE_NAMES.length - 1]!;
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const worker = new Worker(
      name,
      async (job) => {
        if (job.data.fail) throw new Error("planned failure");
        return "ok";
      },
      { connection, prefix: bullPrefix(prefix), metrics: { maxDataPoints: JOB_METRICS_MINUTES } },
    );
    try {
      const finished = new Promise<void>((resolve) => {
        let n = 0;
        const done = () => ++n === 5 && resolve();
        worker.on("completed", done);
        worker.on("failed", done);
      });
      for (const fail of [false, true, false, true, false]) await queues[name].add("history-check", { fail }, { attempts: 1 });
      await finished;
      const now = Date.now();
      const [completed, failed] = await Promise.all([jobsFinishedPerBucket({ queues, redis }, "completed", "24h", now), jobsFinishedPerBucket({ queues, redis }, "failed", "24h", now)]);
      // The generated metrics end in July: at the real time only this worker's jobs are in the range.
      expect({ completed: completed!.reduce((s, p) => s + p.v, 0), failed: failed!.reduce((s, p) => s + p.v, 0), last: [completed!.at(-1)!.v + completed!.at(-2)!.v, failed!.at(-1)!.v + failed!.at(-2)!.v] }).toEqual({ completed: 3, failed: 2, last: [3, 2] });
    } finally {
      await worker.close();
      connection.disconnect();
    }
  });
});
