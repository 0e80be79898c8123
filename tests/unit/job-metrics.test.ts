import { describe, expect, it } from "vitest";
import { bucketStarts } from "~/lib/history";
import { jobsPerBucket, metricsByMinute, metricsPointsFor, MINUTE_MS, type QueueMetrics } from "~/lib/job-metrics";

/** BullMQ 6's collectMetrics (commands/includes/collectMetrics.lua), step by step: a job finished at `timestamp`. */
function collect(m: QueueMetrics & { started: boolean }, timestamp: number, maxDataPoints: number) {
  const count = (m.meta.count += 1) - 1;
  if (!m.started) {
    m.started = true;
    m.meta.prevTS = timestamp;
    m.meta.prevCount = 0;
    return;
  }
  const n = Math.min(Math.floor(timestamp / MINUTE_MS) - Math.floor(m.meta.prevTS / MINUTE_MS), maxDataPoints);
  if (n > 0) {
    const delta = count - m.meta.prevCount;
    m.data.unshift(...Array.from({ length: n - 1 }, () => 0), delta);
    m.data.length = Math.min(m.data.length, maxDataPoints);
    m.meta.prevCount = count;
    m.meta.prevTS = timestamp;
  }
}

const empty = (): QueueMetrics & { started: boolean } => ({ meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [], started: false });
const T0 = Date.parse("2026-11-29T10:00:00.000Z");

describe("metricsByMinute: BullMQ's per-minute metrics as [minute, jobs]", () => {
  it("no job yet: nothing", () => {
    expect(metricsByMinute(empty())).toEqual([]);
  });

  it("jobs in one minute are the open minute's count (not yet pushed)", () => {
    const m = empty();
    for (const s of [1, 5, 59]) collect(m, T0 + s * 1000, 100);
    expect(metricsByMinute(m)).toEqual([[T0, 3]]);
  });

  it("jobs over several minutes, with idle minutes between: each minute's count, newest first", () => {
    const m = empty();
    // 2 jobs at 10:00, 1 at 10:01, none at 10:02-10:03, 4 at 10:04, 1 at 10:07 (still open).
    const at = [0, 30, 61, 245, 250, 255, 299, 430].map((s) => T0 + s * 1000);
    for (const t of at) collect(m, t, 100);
    expect(metricsByMinute(m)).toEqual([
      [T0 + 7 * MINUTE_MS, 1],
      [T0 + 6 * MINUTE_MS, 0],
      [T0 + 5 * MINUTE_MS, 0],
      [T0 + 4 * MINUTE_MS, 4],
      [T0 + 3 * MINUTE_MS, 0],
      [T0 + 2 * MINUTE_MS, 0],
      [T0 + 1 * MINUTE_MS, 1],
      [T0, 2],
    ]);
  });
});

describe("jobsPerBucket", () => {
  it("adds up every queue's minutes into the range's buckets and leaves out minutes before it", () => {
    const now = T0 + 90 * MINUTE_MS; // 11:30
    const a = empty();
    const b = empty();
    for (const t of [T0 - 24 * 3_600_000, T0 + 5_000, T0 + 65 * MINUTE_MS, T0 + 89 * MINUTE_MS]) collect(a, t, 10_000);
    for (const t of [T0 + 10 * MINUTE_MS, T0 + 11 * MINUTE_MS]) collect(b, t, 10_000);
    const points = jobsPerBucket("24h", now, [a, b]);
    const starts = bucketStarts("24h", now);
    expect(points.map((p) => p.t)).toEqual(starts);
    // 10:00 has a's first of the day and b's two; 11:00 has a's two; the job a day before is outside.
    expect(points.slice(-2).map((p) => p.v)).toEqual([3, 2]);
    expect(points.reduce((s, p) => s + p.v, 0)).toBe(5);
  });

  it("reads as many minutes as the range spans up to now (its first bucket, 12:00 the day before, to 11:30)", () => {
    const now = T0 + 90 * MINUTE_MS + 5_000;
    expect(metricsPointsFor("24h", now)).toBe(23 * 60 + 30 + 1);
  });
});
