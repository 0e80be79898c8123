/**
 * The Living Glyph Chain's derived phases (spec §3, §9): four phases over the chain's glyphs, the
 * first 10, 33 and 81 and then all of them, at recursion levels 0 to 3. Client-safe.
 */
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
