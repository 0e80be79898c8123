import type { Executor } from "../../db/types";
import { entropyAlerts, entropySummary, type EntropyAlert, type EntropySummary } from "../lib/entropy";

/** The usage counts of every glyph the mesh has weighed (bounded: glyph weights are one row per glyph). */
async function glyphUsage(db: Executor) {
  const rows = await db.selectFrom("glyph_weights").select(["glyph", "usage_count"]).orderBy("glyph").limit(10_000).execute();
  return rows.map((r) => ({ glyph: r.glyph, count: Number(r.usage_count) }));
}

export async function readEntropySummary(db: Executor): Promise<EntropySummary & { computedAt: string }> {
  return { ...entropySummary(await glyphUsage(db)), computedAt: new Date().toISOString() };
}

export async function readEntropyAlerts(db: Executor): Promise<{ threshold: number; alerts: EntropyAlert[]; computedAt: string }> {
  const summary = entropySummary(await glyphUsage(db));
  return { threshold: summary.redundancyThreshold, alerts: entropyAlerts(summary), computedAt: new Date().toISOString() };
}
