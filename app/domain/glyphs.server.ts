import type { Executor } from "../../db/types";
import { toIso } from "../lib/time";

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
