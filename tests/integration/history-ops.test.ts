import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { continuityHistory, harmonyScansPerBucket, harmonyScorePerBucket } from "~/domain/continuity.server";
import { emergencePerBucket, evolutionHistory, evolutionMetrics, recordReflection, reflectionsPerBucket } from "~/domain/evolution.server";
import { cyclesCompletedPerBucket, recordThrottleChange, throttlePerBucket, velocityHistory } from "~/domain/velocity.server";
import { PulseLoop } from "~/infra/pulse.server";
import { bucketStarts, HISTORY_RANGES, RANGE_BUCKETS, seriesPoints, type HistoryPoint, type HistoryRange } from "~/lib/history";
import type { Announcer } from "~/domain/ports";
import type { Database } from "../../db/types";
import { generateOpsHistory } from "../support/history-ops";
import { privateDb } from "./helpers/db";

/**
 * The operations screens' history (issue 34): /velocity (cycles completed, throttle factor),
 * /continuity (harmony scans and their mean score), /mesh-evolution (emergence score, reflections).
 * Each series is checked against the raw rows, counted here without the domain's SQL: a count per
 * bucket, a mean per bucket, or a level (the last row before the bucket's end). None of these read
 * mesh events, so no roll-ups are involved.
 */

const NOW = Date.parse("2026-06-20T10:30:00.000Z");
const EXPECTED_POINTS: Record<HistoryRange, number> = { "24h": 24, "7d": 28, "30d": 30 };

type Timed = { at: number; v: number; tie: string };

const ms = (d: Date | string) => new Date(d).getTime();
/** Values compared to 9 decimals: a mean computed by SQL and by JavaScript may differ in the last bits. */
const rounded = (points: HistoryPoint[]) => points.map((p) => ({ t: p.t, v: Math.round(p.v * 1e9) / 1e9 }));

function countIn(rows: readonly Timed[], range: HistoryRange): HistoryPoint[] {
  const step = RANGE_BUCKETS[range].stepMs;
  return bucketStarts(range, NOW).map((t) => ({ t, v: rows.filter((r) => r.at >= t && r.at < t + step).length }));
}

/** The value of the last row (by time, then tie) before each bucket's end; `none` before any row. */
function levelAt(rows: readonly Timed[], range: HistoryRange, none: number): HistoryPoint[] {
  const step = RANGE_BUCKETS[range].stepMs;
  const sorted = [...rows].sort((a, b) => a.at - b.at || (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0));
  return bucketStarts(range, NOW).map((t) => ({ t, v: sorted.filter((r) => r.at < t + step).at(-1)?.v ?? none }));
}

/** The mean of each bucket's rows; a bucket without rows keeps the one before it, the first from the last row before the range (0 without). */
function meanCarried(rows: readonly Timed[], range: HistoryRange): HistoryPoint[] {
  const step = RANGE_BUCKETS[range].stepMs;
  const starts = bucketStarts(range, NOW);
  const before = rows.filter((r) => r.at < starts[0]!).sort((a, b) => a.at - b.at || (a.tie < b.tie ? -1 : 1));
  let last = before.at(-1)?.v ?? 0;
  return starts.map((t) => {
    const inBucket = rows.filter((r) => r.at >= t && r.at < t + step);
    if (inBucket.length) last = inBucket.reduce((n, r) => n + r.v, 0) / inBucket.length;
    return { t, v: last };
  });
}

describe("the operations screens' history over a generated 30-day history (a database of this file's own)", () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  let cycles: Timed[];
  let throttle: Timed[];
  let completedScans: Timed[];
  let failedScans: Timed[];
  let reflections: Timed[];
  let scoredReflections: Timed[];

  beforeAll(async () => {
    ({ db, close } = await privateDb("tm_history_ops", { poolMax: 4, migrate: true }));
    await generateOpsHistory(db, NOW);
    const cycleRows = await db.selectFrom("velocity_cycles").select(["id", "completed_at"]).where("completed_at", "is not", null).execute();
    cycles = cycleRows.map((r) => ({ at: ms(r.completed_at!), v: 1, tie: r.id }));
    const throttleRows = await db.selectFrom("throttle_changes").select(["id", "throttle_factor", "created_at"]).execute();
    throttle = throttleRows.map((r) => ({ at: ms(r.created_at), v: Number(r.throttle_factor), tie: String(r.id).padStart(20, "0") }));
    const scanRows = await db.selectFrom("harmony_scans").select(["id", "status", "overall_score", "completed_at"]).where("completed_at", "is not", null).execute();
    completedScans = scanRows.filter((r) => r.status === "completed").map((r) => ({ at: ms(r.completed_at!), v: Number(r.overall_score) * 100, tie: r.id }));
    failedScans = scanRows.filter((r) => r.status === "failed").map((r) => ({ at: ms(r.completed_at!), v: 1, tie: r.id }));
    const reflectionRows = await db.selectFrom("mesh_reflections").select(["id", "emergence_score", "created_at"]).execute();
    reflections = reflectionRows.map((r) => ({ at: ms(r.created_at), v: 1, tie: r.id }));
    scoredReflections = reflectionRows.filter((r) => r.emergence_score !== null).map((r) => ({ at: ms(r.created_at), v: Number(r.emergence_score) * 100, tie: r.id }));
  });
  afterAll(async () => {
    await close?.();
  });

  it("the generated history has rows of every kind inside and before the 30-day range", () => {
    const from = bucketStarts("30d", NOW)[0]!;
    for (const rows of [cycles, throttle, completedScans, failedScans, reflections]) {
      expect(rows.filter((r) => r.at >= from).length).toBeGreaterThan(20);
      expect(rows.filter((r) => r.at < from).length).toBeGreaterThan(2);
    }
    expect(scoredReflections.filter((r) => r.at >= from).length).toBeGreaterThan(20);
    expect(reflections.length).toBeGreaterThan(scoredReflections.length);
  });

  it.each(HISTORY_RANGES)("/velocity over %s: cycles completed per bucket, and the throttle factor in force at each bucket's end", async (range) => {
    const got = { cycles: await cyclesCompletedPerBucket(db, range, NOW), throttle: await throttlePerBucket(db, range, NOW) };
    expect(got.cycles).toHaveLength(EXPECTED_POINTS[range]);
    expect(got.cycles).toEqual(countIn(cycles, range));
    expect(got.cycles.some((p) => p.v > 0)).toBe(true);
    expect(got.throttle).toEqual(levelAt(throttle, range, 1));
    expect(new Set(got.throttle.map((p) => p.v)).size).toBeGreaterThan(1);
    const start = bucketStarts(range, NOW)[0]!;
    const values = (points: HistoryPoint[]) => points.map((p) => p.v);
    expect(await velocityHistory(db, range, NOW)).toEqual({
      cycles: { range, start, stepMs: RANGE_BUCKETS[range].stepMs, unit: "cycles", series: [{ label: "Cycles completed", values: values(got.cycles) }] },
      throttle: { range, start, stepMs: RANGE_BUCKETS[range].stepMs, unit: "× speed", series: [{ label: "Throttle factor", values: values(got.throttle) }] },
    });
  });

  it("the later of two throttle changes at one instant wins its bucket", async () => {
    const { rows } = await sql<{ created_at: Date }>`select created_at from throttle_changes where source = 'web-tie'`.execute(db);
    const tieAt = ms(rows[0]!.created_at);
    const points = await throttlePerBucket(db, "30d", NOW);
    const later = throttle.filter((r) => r.at > tieAt && r.at < Math.floor(tieAt / 86_400_000) * 86_400_000 + 86_400_000);
    // No other change later that day: the bucket ends at the tie's 0.25.
    expect(later).toEqual([]);
    expect(points.find((p) => p.t === Math.floor(tieAt / 86_400_000) * 86_400_000)?.v).toBe(0.25);
  });

  it.each(HISTORY_RANGES)("/continuity over %s: the mean overall score per bucket (carried), the scans completed and failed per bucket", async (range) => {
    const score = await harmonyScorePerBucket(db, range, NOW);
    const completed = await harmonyScansPerBucket(db, "completed", range, NOW);
    const failed = await harmonyScansPerBucket(db, "failed", range, NOW);
    expect(score).toHaveLength(EXPECTED_POINTS[range]);
    expect(rounded(score)).toEqual(rounded(meanCarried(completedScans, range)));
    expect(completed).toEqual(countIn(completedScans, range));
    expect(failed).toEqual(countIn(failedScans, range));
    expect(completed.some((p) => p.v > 0)).toBe(true);
    const history = await continuityHistory(db, range, NOW);
    expect(history.score.series.map((s) => s.label)).toEqual(["Mean overall score"]);
    expect(seriesPoints(history.scans, "Completed")).toEqual(completed);
    expect(seriesPoints(history.scans, "Failed")).toEqual(failed);
    expect(history.scans.series.map((s) => s.label)).toEqual(["Completed", "Failed"]);
  });

  it.each(HISTORY_RANGES)("/mesh-evolution over %s: the emergence score (the last recorded in each bucket, carried) and the reflections per bucket", async (range) => {
    const emergence = await emergencePerBucket(db, range, NOW);
    expect(emergence).toHaveLength(EXPECTED_POINTS[range]);
    expect(rounded(emergence)).toEqual(rounded(levelAt(scoredReflections, range, 0)));
    expect(new Set(emergence.map((p) => p.v)).size).toBeGreaterThan(1);
    const perBucket = await reflectionsPerBucket(db, range, NOW);
    expect(perBucket).toEqual(countIn(reflections, range));
    const history = await evolutionHistory(db, range, NOW);
    expect(seriesPoints(history.emergence, 0)).toEqual(emergence);
    expect(seriesPoints(history.reflections, 0)).toEqual(perBucket);
  });
});

describe("what the charts read is recorded (a database of this file's own)", () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await privateDb("tm_history_ops_rec", { poolMax: 4, migrate: true }));
  });
  afterAll(async () => {
    await close?.();
  });

  it("a reflection records the emergence score as it leaves it", async () => {
    await db
      .insertInto("mesh_patterns")
      .values([
        { signature: "sig-a", pattern_type: "event_sequence", description: "a", is_novel: true, impact: 1, frequency: 30, participant_types: [], first_job_id: "j", last_job_id: "j", first_seen_at: new Date(), last_seen_at: new Date() },
        { signature: "sig-b", pattern_type: "event_sequence", description: "b", is_novel: false, impact: 1, frequency: 10, participant_types: [], first_job_id: "j", last_job_id: "j", first_seen_at: new Date(), last_seen_at: new Date() },
      ])
      .execute();
    const expected = (await evolutionMetrics(db)).emergenceScore;
    expect(expected).toBeGreaterThan(0);
    await recordReflection(db, { jobId: "reflect-history-1", query: null, triggeredBy: "test", eventsRead: 0, messagesRead: 0, patternsSeen: 2, capabilitiesFound: [], answer: null });
    const row = await db.selectFrom("mesh_reflections").select("emergence_score").where("job_id", "=", "reflect-history-1").executeTakeFirstOrThrow();
    expect(row.emergence_score).toBe(expected);
  });

  it("the pulse loop records each throttle change before it announces it, and a factor once until it changes", async () => {
    // At each announcement, the rows recorded so far: persist, then publish.
    const rowsAtAnnounce: number[] = [];
    const announcer = {
      async announce() {
        const { rows } = await sql<{ n: string }>`select count(*) as n from throttle_changes`.execute(db);
        rowsAtAnnounce.push(Number(rows[0]!.n));
        return "1-0";
      },
    } as unknown as Announcer;
    const loop = new PulseLoop(announcer, { firstSampleMs: 0, intervalMs: 20, record: (change) => recordThrottleChange(db, change) });
    loop.start();
    // About 15 samples: most keep the factor they found, which records nothing.
    await new Promise((r) => setTimeout(r, 300));
    await loop.stop();
    const rows = await db.selectFrom("throttle_changes").select(["source", "throttle_factor", "previous_factor"]).orderBy("id").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rowsAtAnnounce).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((r) => r.source === loop.source)).toBe(true);
    // Each row is a change from the one before it (the first from the factor a process starts at).
    expect(rows.map((r) => r.previous_factor)).toEqual([rows[0]!.previous_factor, ...rows.slice(0, -1).map((r) => r.throttle_factor)]);
    expect(rows.filter((r, i) => i > 0 && r.throttle_factor === rows[i - 1]!.throttle_factor)).toEqual([]);
    expect(rows.at(-1)!.throttle_factor).toBe(loop.throttleFactor);
  });
});
