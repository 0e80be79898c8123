/**
 * Parses a `limit` query value: whole numbers are clamped to [1, max]; anything missing or
 * unparsable falls back to the default (lists are always bounded, DESIGN §4).
 */
export function clampLimit(raw: string | null | undefined, fallback: number, max = 100): number {
  if (raw === null || raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(1, Math.trunc(n)));
}
