import { sql } from "kysely";
import type { Executor } from "../../db/types";
import { bucketStarts, fillBuckets, rangeWindow, toHistory, type History, type HistoryPoint, type HistoryRange, type LabelledPoints } from "../lib/history";
import { toIso } from "../lib/time";
import { countPerBucket } from "./history.server";

export interface GlyphWeight {
  glyph: string;
  usageCount: number;
  totalResonance: number;
  lastUsed: string;
}

/** Ordered by total resonance, strongest first. */
export async function listGlyphWeights(db: Executor, limit: number): Promise<GlyphWeight[]> {
  const rows = await db
    .selectFrom("glyph_weights")
    .select(["glyph", "usage_count", "total_resonance", "last_used"])
    .orderBy("total_resonance", "desc")
    .orderBy("glyph", "asc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    glyph: r.glyph,
    usageCount: Number(r.usage_count),
    totalResonance: Number(r.total_resonance),
    lastUsed: toIso(r.last_used)!,
  }));
}

export interface GlyphUsage {
  glyph: string;
  resonance: number;
}

/**
 * The glyph_weights increments of some usages: one row per glyph (its count and summed resonance),
 * sorted by glyph so that concurrent writers lock the rows in the same order (no deadlocks).
 */
export function glyphWeightRows(usages: GlyphUsage[]): { glyph: string; usage_count: number; total_resonance: number }[] {
  const merged = new Map<string, { count: number; resonance: number }>();
  for (const u of usages) {
    if (!u.glyph) continue;
    const m = merged.get(u.glyph) ?? { count: 0, resonance: 0 };
    m.count += 1;
    m.resonance += u.resonance;
    merged.set(u.glyph, m);
  }
  return [...merged]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([glyph, m]) => ({ glyph, usage_count: m.count, total_resonance: Math.round(m.resonance * 1000) / 1000 }));
}

/** Adds usages (several of one glyph are summed) to the glyphs' weights in one statement. */
export async function recordGlyphUsage(db: Executor, usages: GlyphUsage[], now = new Date()): Promise<void> {
  const rows = glyphWeightRows(usages);
  if (rows.length === 0) return;
  await db
    .insertInto("glyph_weights")
    .values(rows.map((r) => ({ ...r, last_used: now })))
    .onConflict((oc) =>
      oc.column("glyph").doUpdateSet((eb) => ({
        usage_count: eb("glyph_weights.usage_count", "+", eb.ref("excluded.usage_count")),
        total_resonance: eb("glyph_weights.total_resonance", "+", eb.ref("excluded.total_resonance")),
        last_used: eb.ref("excluded.last_used"),
      })),
    )
    .execute();
}

/** How many glyphs the heatmap's history draws a sparkline for: the most used in the range. */
export const GLYPH_HEAT_SPARKLINES = 20;

export interface GlyphHeatHistory {
  /** Uses of every glyph per bucket (the heat the mesh gave glyphs in each period). */
  total: History;
  /** One series per glyph (the range's most used first), uses per bucket. */
  glyphs: History;
}

/**
 * Glyph uses per bucket, every glyph together: the uses glyph_weights counted (contributions,
 * resonant feedback, broadcasts, deliberations), as the glyph_weights trigger booked them by hour
 * (migration …_history_records; none before it).
 */
export function glyphUsesPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(db, { table: "glyph_usage_hourly", column: "hour", value: sql`sum(uses)` }, range, now);
}

/** Each of the range's most used glyphs (at most `limit`, most uses first, then by glyph) with its uses per bucket. */
export async function glyphHeatPerBucket(db: Executor, range: HistoryRange, now: number, limit = GLYPH_HEAT_SPARKLINES): Promise<LabelledPoints[]> {
  const { from, to, stepMs } = rangeWindow(range, now);
  const { rows } = await sql<{ glyph: string; t: string; v: string }>`
    with top as (
      select glyph from glyph_usage_hourly
      where hour >= ${new Date(from)} and hour < ${new Date(to)}
      group by glyph order by sum(uses) desc, glyph limit ${limit}
    )
    select u.glyph, (extract(epoch from date_bin(${sql.raw(`'${stepMs / 1000} seconds'::interval`)}, u.hour, 'epoch'::timestamptz)) * 1000)::bigint as t, sum(u.uses)::float8 as v
    from glyph_usage_hourly u join top using (glyph)
    where u.hour >= ${new Date(from)} and u.hour < ${new Date(to)}
    group by 1, 2`.execute(db);
  const byGlyph = new Map<string, { total: number; rows: [number, number][] }>();
  for (const r of rows) {
    const entry = byGlyph.get(r.glyph) ?? { total: 0, rows: [] };
    entry.total += Number(r.v);
    entry.rows.push([Number(r.t), Number(r.v)]);
    byGlyph.set(r.glyph, entry);
  }
  const starts = bucketStarts(range, now);
  return [...byGlyph]
    .sort(([a, x], [b, y]) => y.total - x.total || (a < b ? -1 : a > b ? 1 : 0))
    .map(([glyph, entry]) => ({ label: glyph, points: fillBuckets(starts, entry.rows) }));
}

/** The glyph heatmap's history: all uses per bucket, and a series for each of the range's most used glyphs. */
export async function glyphHistory(db: Executor, range: HistoryRange, now: number): Promise<GlyphHeatHistory> {
  const [total, glyphs] = await Promise.all([glyphUsesPerBucket(db, range, now), glyphHeatPerBucket(db, range, now)]);
  return {
    total: toHistory(range, now, "uses", { "Glyph uses": total }),
    glyphs: toHistory(range, now, "uses", glyphs),
  };
}
