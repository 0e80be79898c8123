/**
 * Jobs finished per bucket from BullMQ's queue metrics (issue 34, the operator home). A worker with
 * `metrics` counts its queue's completed and failed jobs per minute in Redis: `getMetrics(type)`
 * answers `meta` (`count` finished in all, `prevTS` the time of the last finished job it booked,
 * `prevCount` the count when the last minute was closed) and `data`, closed minutes newest first.
 * Read from BullMQ 6's collectMetrics script: when a job finishes in a later minute than `prevTS`, the
 * jobs since `prevCount` are pushed as the count of `prevTS`'s minute, then a zero for every minute
 * in between; so `data[i]` is the minute `i + 1` minutes before `prevTS`'s, and `prevTS`'s own minute
 * (still open) holds `count - prevCount` jobs, pushed only when a later job closes it. Pure.
 */
import { bucketStarts, fillBuckets, rangeWindow, RANGE_BUCKETS, type HistoryPoint, type HistoryRange } from "./history";

export const MINUTE_MS = 60_000;

/** What `Queue.getMetrics` answers (the fields read here). */
export interface QueueMetrics {
  meta: { count: number; prevTS: number; prevCount: number };
  data: number[];
}

/** The finished jobs of each minute the metrics hold: [minute start (epoch ms), jobs], newest first; none before the first job. */
export function metricsByMinute(metrics: QueueMetrics): [number, number][] {
  const { count, prevTS, prevCount } = metrics.meta;
  if (!prevTS) return [];
  const open = Math.floor(prevTS / MINUTE_MS) * MINUTE_MS;
  return [[open, count - prevCount] as [number, number], ...metrics.data.map((v, i) => [open - (i + 1) * MINUTE_MS, v] as [number, number])];
}

/** How many closed minutes (from the newest) a read needs to cover `range` at `now`: the minutes since the range's start. */
export function metricsPointsFor(range: HistoryRange, now: number): number {
  const { from } = rangeWindow(range, now);
  return Math.floor(now / MINUTE_MS) - Math.floor(from / MINUTE_MS) + 1;
}

/** Jobs finished per bucket of `range` at `now`, every queue's metrics added up (minutes outside the range left out). */
export function jobsPerBucket(range: HistoryRange, now: number, queues: readonly QueueMetrics[]): HistoryPoint[] {
  const { stepMs } = RANGE_BUCKETS[range];
  const rows = queues.flatMap((m) => metricsByMinute(m).map(([t, v]) => [Math.floor(t / stepMs) * stepMs, v] as const));
  return fillBuckets(bucketStarts(range, now), rows);
}
