/**
 * Pulse equilibrium (DESIGN §7): a web process samples its own CPU load and sets a throttle factor.
 * Pure rules, shared by the server loop and the ritual screen.
 */

/** How often a web process samples its CPU load. */
export const PULSE_SAMPLE_MS = 5000;

/**
 * Throttle levels, lightest first: a level is entered once the CPU load (percent of one core) reaches
 * `enterAt`. Full speed under 50 %.
 */
export const THROTTLE_LEVELS = [
  { factor: 1, enterAt: 0 },
  { factor: 0.75, enterAt: 50 },
  { factor: 0.5, enterAt: 70 },
  { factor: 0.25, enterAt: 85 },
] as const;

/** Percentage points the load must fall below a level's entry before the throttle eases again. */
export const PULSE_HYSTERESIS = 10;

/** The level the load calls for, ignoring where we come from. */
export function levelFor(cpu: number): number {
  let level = 0;
  for (let i = 0; i < THROTTLE_LEVELS.length; i++) if (cpu >= THROTTLE_LEVELS[i].enterAt) level = i;
  return level;
}

/**
 * The next throttle level: rising load throttles at once; falling load eases only once the CPU is
 * PULSE_HYSTERESIS points below the entry of the current level, so a load hovering at a boundary
 * does not flap.
 */
export function nextLevel(current: number, cpu: number): number {
  const at = Math.min(Math.max(0, Math.trunc(current)), THROTTLE_LEVELS.length - 1);
  const raw = levelFor(cpu);
  if (raw >= at) return raw;
  return Math.min(at, levelFor(cpu + PULSE_HYSTERESIS));
}

export function throttleFactor(level: number): number {
  return THROTTLE_LEVELS[Math.min(Math.max(0, level), THROTTLE_LEVELS.length - 1)].factor;
}

/**
 * CPU load in percent of one core from a `process.cpuUsage()` delta (microseconds of user + system
 * time) over the wall time elapsed (milliseconds); clamped to 0..100, one decimal.
 */
export function cpuPercent(usedMicros: number, elapsedMs: number): number {
  if (!(elapsedMs > 0) || !Number.isFinite(usedMicros)) return 0;
  const percent = (usedMicros / 1000 / elapsedMs) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}

/** The data of a throttle_change event on the ritual plane (spec §3: {cpu, throttle_factor}). */
export interface ThrottleChange {
  cpu: number;
  throttle_factor: number;
  [key: string]: unknown;
}

/** "0.75x" */
export function formatThrottle(factor: number): string {
  return `${factor.toFixed(2)}x`;
}
