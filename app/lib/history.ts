/**
 * The mesh's history as time series (issue 34): the ranges a screen offers, their buckets, and the one
 * data shape every chart reads. Pure and client-safe: the domain fills the buckets
 * (app/domain/history.server.ts), the charts draw them (app/components/shared/chart.tsx).
 */

export const HISTORY_RANGES = ["24h", "7d", "30d"] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const DEFAULT_HISTORY_RANGE: HistoryRange = "24h";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Each range's buckets: 24 hours of hours, 7 days of 6-hour quarters, 30 days of UTC days. The last
 * bucket is the one `now` falls in (still filling), so a chart ends at the present.
 */
export const RANGE_BUCKETS: Record<HistoryRange, { stepMs: number; count: number; label: string; step: string }> = {
  "24h": { stepMs: HOUR_MS, count: 24, label: "24 h", step: "hour" },
  "7d": { stepMs: 6 * HOUR_MS, count: 28, label: "7 d", step: "6 hours" },
  "30d": { stepMs: DAY_MS, count: 30, label: "30 d", step: "day" },
};

/**
 * What a chart of rows the retention job deletes must say when the range reaches past what is kept: with
 * CONVERSATIONS_RETENTION_DAYS = `keptDays`, the conversations (and the questions in them) idle longer are
 * gone, so the older buckets count none. Null when everything in the range is kept.
 */
export function keptNote(keptDays: number | null, range: HistoryRange): string | null {
  const { stepMs, count } = RANGE_BUCKETS[range];
  if (keptDays === null || keptDays * DAY_MS >= stepMs * count) return null;
  return `Conversations are deleted ${keptDays} ${keptDays === 1 ? "day" : "days"} after their last turn (CONVERSATIONS_RETENTION_DAYS), so the periods before that count none.`;
}

/** The `range` query parameter: one of 24h · 7d · 30d, anything else (or nothing) the default. */
export function parseHistoryRange(value: string | null | undefined): HistoryRange {
  return (HISTORY_RANGES as readonly string[]).includes(value ?? "") ? (value as HistoryRange) : DEFAULT_HISTORY_RANGE;
}

/** One bucket: its start (epoch ms, UTC-aligned) and its value. */
export interface HistoryPoint {
  t: number;
  v: number;
}

/** A series as the domain counts it, before `toHistory`: a label and a point per bucket. */
export interface LabelledPoints {
  label: string;
  points: HistoryPoint[];
}

/** One line of a chart: its value in each bucket of the range, oldest first. */
export interface HistorySeries {
  label: string;
  values: number[];
}

/**
 * What a time chart draws: the range, its buckets (the first one's start and the step: bucket `i`
 * starts at `start + i × stepMs`), the unit of the values, and one or more series over those buckets.
 * Values only, not a `{ t, v }` per bucket: the shape a page sends for hydration and a poll answers.
 */
export interface History {
  range: HistoryRange;
  start: number;
  stepMs: number;
  unit: string;
  series: HistorySeries[];
}

/**
 * A History over `range` at `now`: `series` as label → points (drawn in that order) or as labelled
 * points, each holding one point per bucket of the range (`fillBuckets`); anything else is a bug and throws.
 */
export function toHistory(range: HistoryRange, now: number, unit: string, series: Record<string, HistoryPoint[]> | LabelledPoints[]): History {
  const starts = bucketStarts(range, now);
  const list = Array.isArray(series) ? series : Object.entries(series).map(([label, points]) => ({ label, points }));
  return {
    range,
    start: starts[0]!,
    stepMs: RANGE_BUCKETS[range].stepMs,
    unit,
    series: list.map(({ label, points }) => {
      if (points.length !== starts.length || points.some((p, i) => p.t !== starts[i])) throw new Error(`history series "${label}" does not hold one point per bucket of ${range}`);
      return { label, values: points.map((p) => p.v) };
    }),
  };
}

/** Bucket `i`'s start (epoch ms) in a History (or a strip: its first bucket's start and step). */
export function bucketTime(buckets: { start: number; stepMs: number }, i: number): number {
  return buckets.start + i * buckets.stepMs;
}

/** A series of a History as points, by index or label (what the tests compare with their own counts). */
export function seriesPoints(history: History, which: number | string): HistoryPoint[] {
  const series = typeof which === "number" ? history.series[which] : history.series.find((s) => s.label === which);
  if (!series) throw new Error(`no series ${which}`);
  return series.values.map((v, i) => ({ t: bucketTime(history, i), v }));
}

/** The buckets of `range` at `now`: their starts, aligned to the UTC hour, 6-hour quarter or day, oldest first. */
export function bucketStarts(range: HistoryRange, now: number): number[] {
  const { stepMs, count } = RANGE_BUCKETS[range];
  const last = Math.floor(now / stepMs) * stepMs;
  return Array.from({ length: count }, (_, i) => last - (count - 1 - i) * stepMs);
}

/** Where the range starts (the first bucket's start) and ends (the end of the bucket `now` is in). */
export function rangeWindow(range: HistoryRange, now: number): { from: number; to: number; stepMs: number } {
  const starts = bucketStarts(range, now);
  const { stepMs } = RANGE_BUCKETS[range];
  return { from: starts[0]!, to: starts[starts.length - 1]! + stepMs, stepMs };
}

/**
 * Values per bucket start, on every bucket of the range: a bucket with no row is 0 (nothing happened),
 * or `missing` for a level that carries (a balance, a score: the last known value, see `carryForward`).
 * Rows outside the range are ignored.
 */
export function fillBuckets(starts: readonly number[], rows: Iterable<readonly [number, number]>, missing = 0): HistoryPoint[] {
  const byStart = new Map<number, number>();
  for (const [t, v] of rows) byStart.set(t, (byStart.get(t) ?? 0) + v);
  return starts.map((t) => ({ t, v: byStart.get(t) ?? missing }));
}

/** A level over buckets where some have no reading (NaN): each takes the last reading before it (`initial` before the first). */
export function carryForward(points: readonly HistoryPoint[], initial: number): HistoryPoint[] {
  let last = initial;
  return points.map(({ t, v }) => {
    if (!Number.isNaN(v)) last = v;
    return { t, v: last };
  });
}

/** Running totals: a level (VAL in circulation) from its changes per bucket, starting at `base` (the level before the range). */
export function cumulative(points: readonly HistoryPoint[], base: number): HistoryPoint[] {
  let total = base;
  return points.map(({ t, v }) => ({ t, v: (total += v) }));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** A bucket's label, in UTC (the same text on the server and in any browser): "Nov 28 14:00" for hours, "Nov 28" for days. */
export function bucketLabel(t: number, stepMs: number): string {
  const d = new Date(t);
  const day = `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  return stepMs >= DAY_MS ? day : `${day} ${pad(d.getUTCHours())}:00`;
}

/** A short axis tick: the hour ("14:00") for hourly buckets, the day ("Nov 28") otherwise. */
export function tickLabel(t: number, stepMs: number): string {
  const d = new Date(t);
  return stepMs <= HOUR_MS ? `${pad(d.getUTCHours())}:00` : `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

// Made once: `toLocaleString` builds a formatter on every call, hundreds of times a chart page.
const WHOLE = new Intl.NumberFormat("en-US");
const TWO_DECIMALS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A value as the table and the tooltip write it: whole numbers as they are, others to two decimals. */
export function formatValue(v: number): string {
  if (!Number.isFinite(v)) return "—";
  // Small whole numbers (most cells: heartbeats, uses, counts) need no grouping.
  if (Number.isInteger(v) && v >= 0 && v < 1000) return String(v);
  return (Number.isInteger(v) ? WHOLE : TWO_DECIMALS).format(v);
}
