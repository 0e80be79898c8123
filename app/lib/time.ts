/**
 * "12s ago", "5m ago", "3h ago", "2d ago", or "Never" (spec §9). `now` is required: a page passes the
 * loader's clock, so the server render and hydration agree (the client's own clock is seconds apart).
 */
export function relativeTime(value: string | Date | null | undefined, now: number): string {
  if (value === null || value === undefined) return "Never";
  const t = typeof value === "string" ? Date.parse(value) : value.getTime();
  if (Number.isNaN(t)) return "Never";
  const seconds = Math.max(0, Math.floor((now - t) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
