/**
 * The Living Glyph Chain (spec §3, §9): the chain itself, grown from the mesh's own glyph activity,
 * and its four derived phases over it — the first 10, 33 and 81 links and then all of them, at
 * recursion levels 0 to 3. Client-safe.
 */
import { GLYPH_LIBRARY } from "./glyphs";

export const CHAIN_MIN_PHASE = 1;
export const CHAIN_MAX_PHASE = 4;

export interface ChainPhaseDef {
  phase: number;
  name: string;
  /** How many of the chain's glyphs the phase holds; null = all of them. */
  size: number | null;
  recursionLevel: number;
}

export const CHAIN_PHASES: ChainPhaseDef[] = [
  { phase: 1, name: "Igniter Glyphs", size: 10, recursionLevel: 0 },
  { phase: 2, name: "Shell Expansion", size: 33, recursionLevel: 1 },
  { phase: 3, name: "Recursive Mesh", size: 81, recursionLevel: 2 },
  { phase: 4, name: "Silent Name", size: null, recursionLevel: 3 },
];

export function clampPhase(phase: number): number {
  if (!Number.isFinite(phase)) return CHAIN_MIN_PHASE;
  return Math.min(CHAIN_MAX_PHASE, Math.max(CHAIN_MIN_PHASE, Math.trunc(phase)));
}

export function chainPhase(phase: number): ChainPhaseDef {
  return CHAIN_PHASES[clampPhase(phase) - 1]!;
}

/** The glyphs a phase shows: a prefix of the chain. */
export function phaseGlyphs(glyphs: readonly string[], phase: number): string[] {
  const size = chainPhase(phase).size;
  return size === null ? [...glyphs] : glyphs.slice(0, size);
}

/** What a phase shows, in numbers: "21 of 33" while the chain is shorter than the phase. */
export interface PhaseView {
  glyphs: string[];
  /** The phase's size; null for the last phase (all of the chain). */
  size: number | null;
  /** How many distinct glyphs the shown links hold. */
  distinct: number;
  /** False while the chain has fewer links than the phase holds. */
  full: boolean;
}

export function phaseView(chain: readonly string[], phase: number): PhaseView {
  const glyphs = phaseGlyphs(chain, phase);
  const size = chainPhase(phase).size;
  return { glyphs, size, distinct: new Set(glyphs).size, full: size === null || glyphs.length >= size };
}

/** "33 of 33 glyphs", "21 of 33 glyphs", or for the last phase "89 glyphs" (1 glyph). */
export function phaseCountText(view: PhaseView): string {
  const n = view.glyphs.length;
  if (view.size === null) return `${n} ${n === 1 ? "glyph" : "glyphs"}`;
  return `${n} of ${view.size} glyphs`;
}

// ---------------------------------------------------------------------------------------------
// The chain: the library's ten Igniter Glyphs, then one link per glyph of each glyph act of the
// mesh, oldest first.

/** The chain holds at most this many links (phase 4 shows them all). */
export const CHAIN_LINKS_MAX = 1000;

/**
 * Where a glyph act comes from. Ties in time go in this order. "first_use" is a glyph's first use
 * from the glyph weights, counted only for a glyph no other act holds (a private chat's glyphs, say).
 */
export const CHAIN_SOURCES = ["thread", "memory", "contribution", "feedback", "broadcast", "first_use"] as const;
export type ChainSource = (typeof CHAIN_SOURCES)[number];

export interface GlyphAct {
  source: ChainSource;
  /** The act's id within its source: a broadcast's id is shared by its agents' log rows, so it counts once. */
  key: string;
  /** Milliseconds since the epoch. */
  at: number;
  /** The glyphs as the act wrote them: a text (a broadcast, a feedback, a contribution) or a sequence. */
  glyphs: string | readonly string[];
}

const VARIATION_SELECTOR = /[\uFE0E\uFE0F]/g;
const SYMBOL = /\p{S}/u;
const graphemes = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;

/** The glyphs a text holds: each character (grapheme) that is a symbol, in order, once each. Letters and digits are not glyphs. */
export function glyphsOfText(text: string): string[] {
  const plain = typeof text === "string" ? text.replace(VARIATION_SELECTOR, "") : "";
  const parts = graphemes ? Array.from(graphemes.segment(plain), (s) => s.segment) : Array.from(plain);
  const out: string[] = [];
  for (const part of parts) if (SYMBOL.test(part) && !out.includes(part)) out.push(part);
  return out;
}

function glyphsOfAct(act: GlyphAct): string[] {
  if (typeof act.glyphs === "string") return glyphsOfText(act.glyphs);
  const out: string[] = [];
  for (const g of act.glyphs) for (const glyph of glyphsOfText(g)) if (!out.includes(glyph)) out.push(glyph);
  return out;
}

const sourceRank = (s: ChainSource) => CHAIN_SOURCES.indexOf(s);

/**
 * The chain: the library's ten Igniter Glyphs, then every act's glyphs, oldest act first (ties by
 * source, then key), each act counted once; then capped at `max` links. A glyph the weights hold
 * that no act holds joins at its first use. Glyphs repeat: the chain records use, not a set.
 */
export function buildChain(acts: readonly GlyphAct[], max = CHAIN_LINKS_MAX): string[] {
  const library = GLYPH_LIBRARY.map((g) => g.symbol);
  const seenActs = new Set<string>();
  const read: { act: GlyphAct; glyphs: string[] }[] = [];
  for (const act of acts) {
    const id = `${act.source}\u0000${act.key}`;
    if (seenActs.has(id) || !Number.isFinite(act.at)) continue;
    seenActs.add(id);
    read.push({ act, glyphs: glyphsOfAct(act) });
  }
  const held = new Set(library);
  for (const r of read) if (r.act.source !== "first_use") for (const g of r.glyphs) held.add(g);
  const kept = read
    .sort((a, b) => a.act.at - b.act.at || sourceRank(a.act.source) - sourceRank(b.act.source) || (a.act.key < b.act.key ? -1 : a.act.key > b.act.key ? 1 : 0))
    .map((r) => {
      if (r.act.source !== "first_use") return r;
      const fresh = r.glyphs.filter((g) => !held.has(g));
      for (const g of fresh) held.add(g);
      return { ...r, glyphs: fresh };
    })
    .filter((r) => r.glyphs.length > 0);
  const chain = [...library];
  for (const r of kept) {
    for (const g of r.glyphs) {
      if (chain.length >= max) return chain;
      chain.push(g);
    }
  }
  return chain.slice(0, Math.max(0, max));
}

/** Phase 4 is titled by the silent name once the mesh has one, "Silent Name" until then. */
export function phaseTitle(phase: number, silentName?: string | null): string {
  const def = chainPhase(phase);
  if (def.phase === CHAIN_MAX_PHASE && silentName?.trim()) return silentName.trim();
  return def.name;
}

/** The progress bar's value: (currentPhase - 1) / 3 × 100. */
export function chainProgress(currentPhase: number): number {
  return ((clampPhase(currentPhase) - 1) / (CHAIN_MAX_PHASE - 1)) * 100;
}

/** Only the current phase, below 4, offers "Expand to Next Phase". */
export function canExpand(currentPhase: number, viewedPhase: number): boolean {
  return viewedPhase === currentPhase && currentPhase < CHAIN_MAX_PHASE;
}

export function isPhaseLocked(phase: number, currentPhase: number): boolean {
  return phase > currentPhase;
}
