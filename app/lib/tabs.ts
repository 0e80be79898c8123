/**
 * The tab named by a URL value (`?tab=…`), matched without regard to case or surrounding spaces;
 * a missing or unknown value gives the fallback. Every URL-tabbed screen parses its tab with this.
 */
export function tabFrom<T extends string>(tabs: readonly T[] | readonly { id: T }[], raw: string | null | undefined, fallback: T): T {
  const value = (raw ?? "").trim().toLowerCase();
  const ids = tabs.map((t) => (typeof t === "string" ? t : t.id));
  return ids.find((id) => id.toLowerCase() === value) ?? fallback;
}
