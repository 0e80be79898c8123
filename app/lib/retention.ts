/**
 * Data lifecycle (issue 33): where the retention windows end. Pure, so the boundaries are tested
 * without a database. Days are UTC days: the daily counts of mesh events are per UTC day.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC day as `YYYY-MM-DD`. */
export type UtcDay = string;

const UTC_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start (00:00 UTC) of the UTC day holding `at`. */
export function utcDayStart(at: Date | number): Date {
  const t = typeof at === "number" ? at : at.getTime();
  return new Date(t - (((t % DAY_MS) + DAY_MS) % DAY_MS));
}

/** The UTC day holding `at`, as `YYYY-MM-DD`. */
export function utcDay(at: Date | number): UtcDay {
  return utcDayStart(at).toISOString().slice(0, 10);
}

/** The start (00:00 UTC) of a `YYYY-MM-DD` day; null when it is not a real calendar day. */
export function parseUtcDay(day: string): Date | null {
  const m = UTC_DAY.exec(day);
  if (!m) return null;
  const start = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return utcDay(start) === day ? start : null;
}

/**
 * Where the mesh events' raw window starts: 00:00 UTC of the day `keepDays` days before `now`'s day.
 * Raw events before it are rolled up into daily counts. Today and the `keepDays` whole days before it
 * stay raw, so a day is rolled up whole, once it has ended and left the window.
 */
export function meshEventsCutoff(now: Date | number, keepDays: number): Date {
  if (!Number.isInteger(keepDays) || keepDays < 1) throw new RangeError(`keepDays must be a whole number of at least 1, got ${keepDays}`);
  return new Date(utcDayStart(now).getTime() - keepDays * DAY_MS);
}

/** A conversation whose last turn is before this is past its retention (`keepDays` × 24 h before `now`). */
export function conversationsCutoff(now: Date | number, keepDays: number): Date {
  if (!Number.isInteger(keepDays) || keepDays < 1) throw new RangeError(`keepDays must be a whole number of at least 1, got ${keepDays}`);
  const t = typeof now === "number" ? now : now.getTime();
  return new Date(t - keepDays * DAY_MS);
}
