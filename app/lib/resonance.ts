import type { TextRules } from "./form";
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

/** The feedback answer for a glyph (spec §5): the same text on the page and on the server. */
export function feedbackResponse(glyph: string, level: ResonanceLevel): string {
  const g = glyph.trim();
  if (level === "high") return `High resonance detected with ${g}. Contribution accepted into the symbolic mesh.`;
  if (level === "medium") return `Symbol ${g} received. Processing alignment through the mesh lattice.`;
  return `Pattern "${g}" acknowledged. Awaiting deeper symbolic integration.`;
}

/** The feedback glyph's limit (characters, as the browser counts them for maxLength). */
export const FEEDBACK_GLYPH_MAX = 32;
/** How many feedback items the Feedback tab lists (spec §9). */
export const RECENT_FEEDBACK = 5;

/** The nine contribution glyph types, in the spec's order (§2.8): the high-resonance set without ⊙. */
export const CONTRIBUTION_GLYPHS = ["⟁", "⊗", "∇", "◊", "☉", "∞", "△", "⚛", "✦"] as const;
export type ContributionGlyph = (typeof CONTRIBUTION_GLYPHS)[number];

export function isContributionGlyph(value: unknown): value is ContributionGlyph {
  return typeof value === "string" && (CONTRIBUTION_GLYPHS as readonly string[]).includes(value);
}

export const CONTRIBUTOR_NAME_MAX = 80;
export const IMPACT_DESCRIPTION_MAX = 2000;
export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
export const SCORE_DEFAULT = 1;

/**
 * A contribution score (spec §5): a number from 0 to 10 in steps of 0.1, default 1.0. Numbers and
 * numeric strings are rounded to the nearest tenth; anything empty, unparsable or out of range
 * becomes 1. Answers tenths (0..100), the exact stored form.
 */
export function parseScoreTenths(raw: unknown): number {
  let n: number;
  if (typeof raw === "number") n = raw;
  else if (typeof raw === "string" && raw.trim() !== "") n = Number(raw.trim());
  else return SCORE_DEFAULT * 10;
  if (!Number.isFinite(n)) return SCORE_DEFAULT * 10;
  const tenths = Math.round(n * 10) + 0; // + 0 turns -0 into 0
  if (tenths < SCORE_MIN * 10 || tenths > SCORE_MAX * 10) return SCORE_DEFAULT * 10;
  return tenths;
}

/** The score as a number with one decimal (3.1), from any input. */
export function parseScore(raw: unknown): number {
  return parseScoreTenths(raw) / 10;
}

/** "Score: 3.0" (spec §2.8). */
export function scoreLabel(score: number): string {
  return `Score: ${score.toFixed(1)}`;
}

/**
 * How much a contribution or a feedback glyph adds to the glyph's weight: a contribution by its
 * score (0.5 at 0, 1.0 at 10); feedback by its resonance. A low-resonance pattern is not a glyph
 * of the mesh yet ("awaiting deeper symbolic integration"), so it adds nothing.
 */
export function contributionResonance(score: number): number {
  return Math.round((0.5 + Math.min(SCORE_MAX, Math.max(SCORE_MIN, score)) / 20) * 1000) / 1000;
}

export function feedbackResonance(level: ResonanceLevel): number {
  return level === "high" ? 1 : level === "medium" ? 0.5 : 0;
}

export const MISSING_FIELDS_TOAST = { title: "Missing Fields", description: "Please fill in all required fields", type: "error" } as const;
export const MISSING_GLYPH_TOAST = { title: "Missing Glyph", description: "Please enter a symbolic glyph", type: "error" } as const;

/** The text fields of the contribution form: contributionSchema and the browser's check both read them. */
export const CONTRIBUTION_RULES = {
  contributorName: {
    required: "Contributor name is required.",
    maxLength: CONTRIBUTOR_NAME_MAX,
    tooLong: `Contributor name must be at most ${CONTRIBUTOR_NAME_MAX} characters.`,
  },
  glyphType: { required: "Glyph type is required." },
  impactDescription: {
    required: "Impact description is required.",
    maxLength: IMPACT_DESCRIPTION_MAX,
    tooLong: `Impact description must be at most ${IMPACT_DESCRIPTION_MAX.toLocaleString("en-US")} characters.`,
  },
} as const satisfies TextRules;

/** The feedback form's one field: feedbackSchema and the browser's check both read it. */
export const FEEDBACK_RULES = {
  glyphInput: { required: MISSING_GLYPH_TOAST.description, maxLength: FEEDBACK_GLYPH_MAX, tooLong: `A glyph is at most ${FEEDBACK_GLYPH_MAX} characters.` },
} as const satisfies TextRules;


/** The required contribution fields left empty (spec §5's "Missing Fields" check). */
export function missingContributionFields(values: Record<string, unknown>): ("contributorName" | "glyphType" | "impactDescription")[] {
  const empty = (v: unknown) => typeof v !== "string" || v.trim() === "";
  return (["contributorName", "glyphType", "impactDescription"] as const).filter((k) => empty(values[k]));
}
