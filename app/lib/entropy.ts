/**
 * Glyph entropy (spec §2.6: 8 cores, 60% redundancy threshold). Shannon entropy H = −Σ p·log2 p of
 * glyph usage; normalised entropy H / log2(n) over the n glyphs of the alphabet; redundancy
 * 1 − normalised. A mesh that keeps using the same few glyphs is redundant; an even spread is not.
 * Pure maths, client-safe.
 */
import type { z } from "zod";
import type { coreEntropySchema, entropyAlertSchema, entropyFiguresSchema } from "./entropy.schema";

export const ENTROPY_CORES = 8;
export const REDUNDANCY_THRESHOLD = 0.6;
/** Redundancy at or above this is critical rather than a warning. */
export const REDUNDANCY_CRITICAL = 0.8;

export type EntropyFigures = z.infer<typeof entropyFiguresSchema>;

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** Entropy figures of a list of usage counts (negative or non-finite counts count as 0). */
export function entropyOf(counts: readonly number[]): EntropyFigures {
  const clean = counts.map((c) => (Number.isFinite(c) && c > 0 ? c : 0));
  const samples = clean.reduce((a, b) => a + b, 0);
  const glyphCount = clean.length;
  if (samples === 0) return { glyphCount, samples: 0, entropy: 0, normalizedEntropy: 0, redundancy: 0 };
  let entropy = 0;
  for (const c of clean) {
    if (c === 0) continue;
    const p = c / samples;
    entropy -= p * Math.log2(p);
  }
  // One glyph in the alphabet: nothing else could have been said, so the usage is fully redundant.
  const max = glyphCount > 1 ? Math.log2(glyphCount) : 0;
  const normalizedEntropy = max > 0 ? Math.min(1, entropy / max) : 0;
  return { glyphCount, samples, entropy: round(entropy), normalizedEntropy: round(normalizedEntropy), redundancy: round(1 - normalizedEntropy) };
}

/** FNV-1a over the UTF-16 code units: a stable core for each glyph, the same on every process. */
export function coreOf(glyph: string, cores = ENTROPY_CORES): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < glyph.length; i++) {
    h ^= glyph.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % cores;
}

export interface GlyphCount {
  glyph: string;
  count: number;
}

export type CoreEntropy = z.infer<typeof coreEntropySchema>;

/** Not z.infer of entropySummarySchema: the API answer adds `computedAt`, which the pure summary does not have. */
export interface EntropySummary extends EntropyFigures {
  cores: CoreEntropy[];
  coreCount: number;
  redundancyThreshold: number;
  aboveThreshold: boolean;
}

export function entropySummary(usage: readonly GlyphCount[], cores = ENTROPY_CORES): EntropySummary {
  const perCore: GlyphCount[][] = Array.from({ length: cores }, () => []);
  for (const u of usage) perCore[coreOf(u.glyph, cores)]!.push(u);
  const overall = entropyOf(usage.map((u) => u.count));
  return {
    ...overall,
    coreCount: cores,
    redundancyThreshold: REDUNDANCY_THRESHOLD,
    aboveThreshold: overall.samples > 0 && overall.redundancy > REDUNDANCY_THRESHOLD,
    cores: perCore.map((list, core) => {
      const figures = entropyOf(list.map((u) => u.count));
      return { core, glyphs: list.map((u) => u.glyph), ...figures, aboveThreshold: figures.samples > 0 && figures.redundancy > REDUNDANCY_THRESHOLD };
    }),
  };
}

export type AlertSeverity = "warning" | "critical";

export type EntropyAlert = z.infer<typeof entropyAlertSchema>;

export function severityOf(redundancy: number): AlertSeverity {
  return redundancy >= REDUNDANCY_CRITICAL ? "critical" : "warning";
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** One alert per core above the threshold, and one for the whole glyph set when it is above too. */
export function entropyAlerts(summary: EntropySummary): EntropyAlert[] {
  const alerts: EntropyAlert[] = [];
  if (summary.aboveThreshold) {
    alerts.push({
      scope: "glyph_set",
      core: null,
      redundancy: summary.redundancy,
      threshold: summary.redundancyThreshold,
      severity: severityOf(summary.redundancy),
      message: `Glyph set redundancy ${pct(summary.redundancy)} is above the ${pct(summary.redundancyThreshold)} threshold: the mesh keeps repeating a few glyphs.`,
    });
  }
  for (const c of summary.cores) {
    if (!c.aboveThreshold) continue;
    alerts.push({
      scope: "core",
      core: c.core,
      redundancy: c.redundancy,
      threshold: summary.redundancyThreshold,
      severity: severityOf(c.redundancy),
      message: `Core ${c.core} redundancy ${pct(c.redundancy)} is above the ${pct(summary.redundancyThreshold)} threshold (${c.samples} usages over ${c.glyphCount} glyphs).`,
    });
  }
  return alerts;
}
