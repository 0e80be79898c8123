import { HIGH_RESONANCE_GLYPHS } from "./glyphs";
import type { Tone } from "./challenges";

/** Resonance of a symbolic input (spec §5): high for the high-resonance set, medium when short, else low. */
export type ResonanceLevel = "high" | "medium" | "low";

export function resonanceLevel(glyph: string): ResonanceLevel {
  const g = glyph.trim();
  if (HIGH_RESONANCE_GLYPHS.includes(g)) return "high";
  if (g.length <= 2) return "medium";
  return "low";
}

const RESONANCE_TONES: Record<ResonanceLevel, Tone> = { high: "green", medium: "yellow", low: "red" };

export function resonanceTone(level: ResonanceLevel): Tone {
  return RESONANCE_TONES[level];
}

/** Tailwind classes for a tone, one place for badges and bars. */
export const TONE_CLASSES: Record<Tone, string> = {
  green: "border-emerald-500/60 bg-emerald-500/10 text-emerald-300",
  yellow: "border-amber-400/60 bg-amber-400/10 text-amber-200",
  red: "border-rose-500/60 bg-rose-500/10 text-rose-300",
};
