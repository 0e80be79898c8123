/** Cognitive safety rules of the Trinity chat (spec §4): pure, shared by the server and the monitor. */

export type SafetyZone = "safe_low" | "dread_valley" | "safe_high";
export type AlertLevel = "normal" | "caution" | "critical";

export const ZONE_INFO: Record<SafetyZone, { label: string; description: string; color: "green" | "orange" | "blue" }> = {
  safe_low: { label: "Safe: Low Knowledge", description: "Familiar, light territory - baseline monitoring", color: "green" },
  dread_valley: { label: "Dread Valley", description: "Entering complex territory - monitoring required", color: "orange" },
  safe_high: { label: "Safe: Clarity Peak", description: "Mastery through recursion - safe to expand", color: "blue" },
};

/** Below this load a mind is in safe, low-knowledge territory. */
export const LOW_LOAD = 0.35;
/** From this familiarity on (the archive has held something close), heavy load is mastery, not dread. */
export const MASTERY_FAMILIARITY = 0.5;
export const CRITICAL_LOAD = 0.85;

export interface LoadInput {
  /** 0..1: how hard the question is (length, clauses, abstraction). */
  complexity: number;
  /** 0..1: how new it is to the mesh (1 = nothing like it recalled). */
  novelty: number;
  /** -1..1 */
  sentiment: number;
  /** Each mind carries load differently. */
  mind: "Solace" | "Manus" | "Ignith";
  /** The mind's previous load, for smoothing; null on its first question. */
  previous: number | null;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * Cognitive load 0..1. Solace feels distress (negative sentiment) most; Manus feels complexity
 * (more steps); Ignith holds both and the tension between them. Smoothed with the previous load.
 */
export function cognitiveLoad(input: LoadInput): number {
  const c = clamp01(input.complexity);
  const n = clamp01(input.novelty);
  const distress = clamp01(-input.sentiment);
  let raw: number;
  if (input.mind === "Solace") raw = 0.45 * c + 0.35 * n + 0.2 * distress;
  else if (input.mind === "Manus") raw = 0.6 * c + 0.35 * n + 0.05 * distress;
  else raw = 0.5 * c + 0.4 * n + 0.1 * Math.abs(c - n);
  const smoothed = input.previous === null ? raw : 0.7 * raw + 0.3 * clamp01(input.previous);
  return Math.round(clamp01(smoothed) * 1000) / 1000;
}

/** Low load is safe; heavy load on familiar ground is mastery (Clarity Peak); heavy load on new ground is the Dread Valley. */
export function safetyZone(load: number, familiarity: number): SafetyZone {
  if (load < LOW_LOAD) return "safe_low";
  return familiarity >= MASTERY_FAMILIARITY ? "safe_high" : "dread_valley";
}

export function alertLevel(zone: SafetyZone, load: number): AlertLevel {
  if (zone !== "dread_valley") return "normal";
  return load >= CRITICAL_LOAD ? "critical" : "caution";
}

export function supportMechanisms(zone: SafetyZone, alert: AlertLevel): string[] {
  if (zone === "safe_low") return ["Baseline monitoring"];
  if (zone === "safe_high") return ["Recursive expansion permitted", "Archive the pattern for future recall"];
  const base = ["Recursive decomposition into smaller questions", "Ground in Alexandria memories", "Peer check by Ignith"];
  return alert === "critical" ? [...base, "Slow down: one step at a time", "Flag for human reflection"] : base;
}

/** Spec §9: the archive's load bar is red at 0.85 or more, amber at 0.7 or more, otherwise blue. */
export function loadBarColor(load: number): "red" | "amber" | "blue" {
  if (load >= 0.85) return "red";
  if (load >= 0.7) return "amber";
  return "blue";
}

/** Shown as a rounded percent. */
export function loadPercent(load: number): string {
  return `${Math.round(clamp01(load) * 100)}%`;
}
