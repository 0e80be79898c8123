import { HIGH_RESONANCE_GLYPHS } from "./glyphs";

/**
 * The Ignition playground (spec §2.9, §4 Playground, §5 Playground, §9): a client-only sandbox.
 * Start ticks every 1.2 s; each tick advances the phase in a loop of five and feeds a random
 * high-resonance glyph into the affinity reactor. Pure: the random source is passed in.
 */
export const TICK_MS = 1200;
export const DEFAULT_MEANING_SCORE = 5;
export const MEANING_SCORE_MIN = 0;
export const MEANING_SCORE_MAX = 10;
/** The custom glyph input's length cap (a glyph is a symbol or a short sequence of them). */
export const CUSTOM_GLYPH_MAX = 32;

export interface IgnitionPhase {
  id: "recognition" | "resonance" | "recursion" | "revelation" | "reconstitution";
  title: string;
  description: string;
}

export const IGNITION_PHASES: readonly IgnitionPhase[] = [
  { id: "recognition", title: "Recognition", description: "The mesh notices a glyph and names the pattern it carries." },
  { id: "resonance", title: "Resonance", description: "The glyph is held against the others; shared meaning starts to hum." },
  { id: "recursion", title: "Recursion", description: "The pattern folds back on itself and each pass deepens its weight." },
  { id: "revelation", title: "Revelation", description: "What the glyphs hold in common comes into view." },
  { id: "reconstitution", title: "Reconstitution", description: "The reactor settles into a new shape, ready for the next cycle." },
];

export interface ReactorGlyph {
  glyph: string;
  resonance: number;
  /** How many ticks or absorptions fed this glyph. */
  feeds: number;
}

export interface IgnitionState {
  running: boolean;
  /** Index of the Active phase (0..4), or null before the first Start (and after Reset). */
  phase: number | null;
  /** Full loops completed (phase 5 → 1 wraps). */
  cycles: number;
  /** In first-fed order; `reactorList` sorts by resonance. */
  glyphs: ReactorGlyph[];
}

export type IgnitionAction =
  | { type: "start" }
  | { type: "pause" }
  | { type: "reset" }
  | { type: "tick"; glyph: string; bonus: number }
  | { type: "absorb"; glyph: string; score: number };

export const INITIAL_IGNITION: IgnitionState = { running: false, phase: null, cycles: 0, glyphs: [] };

/** Random source: a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

function pick(random: RandomSource, n: number): number {
  const r = random();
  const i = Math.floor((Number.isFinite(r) ? r : 0) * n);
  return Math.min(n - 1, Math.max(0, i));
}

/** Spec §9: score per tick = (glyph text length mod 7) + a random 1 to 3. */
export function tickScore(glyph: string, bonus: number): number {
  return (glyph.length % 7) + bonus;
}

/** One tick's draw: a random glyph of the ten high-resonance glyphs and a random bonus 1..3. */
export function drawTick(random: RandomSource = Math.random): Extract<IgnitionAction, { type: "tick" }> {
  const glyph = HIGH_RESONANCE_GLYPHS[pick(random, HIGH_RESONANCE_GLYPHS.length)]!;
  const bonus = pick(random, 3) + 1;
  return { type: "tick", glyph, bonus };
}

function feed(glyphs: ReactorGlyph[], glyph: string, score: number): ReactorGlyph[] {
  const existing = glyphs.find((g) => g.glyph === glyph);
  if (!existing) return [...glyphs, { glyph, resonance: score, feeds: 1 }];
  return glyphs.map((g) => (g === existing ? { ...g, resonance: g.resonance + score, feeds: g.feeds + 1 } : g));
}

export function ignitionReducer(state: IgnitionState, action: IgnitionAction): IgnitionState {
  switch (action.type) {
    case "start":
      if (state.running) return state;
      return { ...state, running: true, phase: state.phase ?? 0 };
    case "pause":
      return state.running ? { ...state, running: false } : state;
    case "reset":
      return INITIAL_IGNITION;
    case "tick": {
      if (!state.running) return state;
      const current = state.phase ?? -1;
      const next = (current + 1) % IGNITION_PHASES.length;
      const wrapped = current === IGNITION_PHASES.length - 1;
      return {
        ...state,
        phase: next,
        cycles: state.cycles + (wrapped ? 1 : 0),
        glyphs: feed(state.glyphs, action.glyph, tickScore(action.glyph, action.bonus)),
      };
    }
    case "absorb": {
      const glyph = normalizeCustomGlyph(action.glyph);
      if (!glyph) return state;
      return { ...state, glyphs: feed(state.glyphs, glyph, parseMeaningScore(action.score)) };
    }
  }
}

export interface PhaseView extends IgnitionPhase {
  number: number;
  active: boolean;
  complete: boolean;
}

/**
 * Spec §4: exactly one phase is Active; earlier phases are Complete; at the wrap from phase 5
 * to 1 all five show Complete (phase 1 is then both Active and Complete until the next tick).
 */
export function phaseViews(state: Pick<IgnitionState, "phase" | "cycles">): PhaseView[] {
  const wrap = state.phase === 0 && state.cycles > 0;
  return IGNITION_PHASES.map((p, i) => ({
    ...p,
    number: i + 1,
    active: state.phase === i,
    complete: state.phase !== null && (i < state.phase || wrap),
  }));
}

/** The custom glyph as Absorb uses it: trimmed and capped; "" means Absorb is disabled. */
export function normalizeCustomGlyph(raw: string): string {
  return [...raw.trim()].slice(0, CUSTOM_GLYPH_MAX).join("").trim();
}

export function canAbsorb(raw: string): boolean {
  return normalizeCustomGlyph(raw) !== "";
}

/** Spec §5: the meaning score is an integer 0-10; anything invalid is 0 (out of range is clamped). */
export function parseMeaningScore(raw: string | number): number {
  if (typeof raw === "string" && raw.trim() === "") return 0;
  const n = typeof raw === "number" ? raw : Number(raw.trim());
  if (!Number.isFinite(n)) return 0;
  return Math.min(MEANING_SCORE_MAX, Math.max(MEANING_SCORE_MIN, Math.trunc(n)));
}

export type AffinityLevel = "High" | "Medium" | "Low";

/** Spec §2.9: High above 5, Medium above 3, otherwise Low. */
export function affinityBadge(resonance: number): AffinityLevel {
  if (resonance > 5) return "High";
  if (resonance > 3) return "Medium";
  return "Low";
}

/** The per-glyph list, strongest first (ties keep the order the glyphs were first fed). */
export function reactorList(glyphs: ReactorGlyph[]): ReactorGlyph[] {
  return glyphs
    .map((g, i) => ({ g, i }))
    .sort((a, b) => b.g.resonance - a.g.resonance || a.i - b.i)
    .map(({ g }) => g);
}

export interface ReactorTotals {
  totalGlyphs: number;
  totalResonance: number;
  avgResonance: number;
}

export function reactorTotals(glyphs: ReactorGlyph[]): ReactorTotals {
  const totalResonance = glyphs.reduce((sum, g) => sum + g.resonance, 0);
  return { totalGlyphs: glyphs.length, totalResonance, avgResonance: glyphs.length ? totalResonance / glyphs.length : 0 };
}

/** One decimal, as the reactor shows averages. */
export function formatResonance(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
