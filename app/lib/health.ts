/** The deep health check's rules (pure): when a repeatable schedule counts as stuck. */

/** A schedule that has not completed a run for this many of its periods makes the deep check answer 503. */
export const STALE_PERIODS = 3;

export interface ScheduleTiming {
  /** The schedule's period (ms); null for a cron pattern, which is not judged. */
  everyMs: number | null;
  /** When a run of it last completed (epoch ms), as the workers recorded it; null if none is recorded. */
  lastRunAt: number | null;
  /** When BullMQ plans its next run (epoch ms). */
  next: number | null;
}

/**
 * Why a schedule looks stuck, or null. The clock starts at its last completed run; without one (a
 * schedule never run, or its record removed) at the run its scheduler planned one period before the
 * next, so a fresh schedule is not stuck, and one whose next run never happens (no worker) becomes so.
 */
export function scheduleOverdue(name: string, timing: ScheduleTiming, now: number): string | null {
  const { everyMs, lastRunAt, next } = timing;
  if (!everyMs || everyMs <= 0) return null;
  const since = lastRunAt ?? (next !== null ? next - everyMs : null);
  if (since === null) return null;
  const idle = now - since;
  if (idle <= STALE_PERIODS * everyMs) return null;
  const what = lastRunAt === null ? `has no recorded run since it was due ${Math.round(idle / 1000)} s ago` : `last completed a run ${Math.round(idle / 1000)} s ago`;
  return `Schedule ${name} ${what}: more than ${STALE_PERIODS} of its ${Math.round(everyMs / 1000)} s periods without a completed run.`;
}
