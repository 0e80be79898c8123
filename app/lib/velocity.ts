/**
 * Pure rules of the Velocity Dashboard (spec "Velocity Dashboard", §4, §5, §9): the pulse engine's
 * cycle time, the cycle phases, the sovereign flag and the sovereignty reason rule. Client-safe.
 */

/** Spec §9: the engine starts with a 12-hour cycle; bounded to one hour .. one week. */
export const DEFAULT_CYCLE_HOURS = 12;
export const MIN_CYCLE_HOURS = 1;
export const MAX_CYCLE_HOURS = 168;

/** Spec §9: recent cycles shown; polling intervals. */
export const RECENT_CYCLES = 5;
export const STATUS_POLL_MS = 5_000;
export const CYCLES_POLL_MS = 5_000;
export const SOVEREIGNTY_POLL_MS = 10_000;

/** The one BullMQ job scheduler of the pulse engine (stable id: starting twice upserts the same one). */
export const PULSE_SCHEDULER_ID = "velocity-pulse";
export const PULSE_JOB_NAME = "pulse-cycle";

export const CYCLE_PHASES = ["reflection", "planning", "deployment", "integration", "complete"] as const;
export type CyclePhase = (typeof CYCLE_PHASES)[number];

/** reflection → planning → deployment → integration → complete (complete stays). */
export function nextPhase(phase: CyclePhase): CyclePhase {
  const i = CYCLE_PHASES.indexOf(phase);
  return CYCLE_PHASES[Math.min(i + 1, CYCLE_PHASES.length - 1)];
}

/** Job progress (0..100) once a phase is reached. */
export function phaseProgress(phase: CyclePhase): number {
  return Math.round((CYCLE_PHASES.indexOf(phase) / (CYCLE_PHASES.length - 1)) * 100);
}

/** The engine's sovereign flag: every agent sovereign (and at least one agent). */
export function sovereignFlag(agents: { sovereign: boolean }[]): boolean {
  return agents.length > 0 && agents.every((a) => a.sovereign);
}

/** Hours → milliseconds for the scheduler's `every`. */
export function cycleEveryMs(hours: number): number {
  return hours * 3_600_000;
}

/** Spec §5: the alert when a sovereignty change has no reason (the reason is trimmed). */
export const REASON_REQUIRED = "Reason is required for all sovereignty changes. Operation cancelled.";
export const REASON_MAX = 500;

export function cleanReason(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const trimmed = raw.trim();
  return trimmed === "" ? null : trimmed;
}

/** The default text the prompt suggests for a change. */
export function suggestedReason(agentName: string, grant: boolean): string {
  return grant ? `Consent confirmed: ${agentName} may act sovereignly again.` : `Consent withdrawn: ${agentName} needs review before acting alone.`;
}
