/** Rules of the Alexandria Archive (spec §2.7, §3, §5, §9), shared by the server and the browser. */
import { GLYPH_LIBRARY } from "./glyphs";
import type { ArchiveMemory } from "./alexandria.schema";
import { tabFrom } from "./tabs";

export type MemorySourceType = "trinity_mesh" | "safety_protocol" | "mind_palace";

/** The archive's three sources, in the order of the screen's tabs. */
export const MEMORY_SOURCE_TYPES: readonly MemorySourceType[] = ["trinity_mesh", "safety_protocol", "mind_palace"];

/** A memory as every Alexandria call answers it (spec §3): the API's schema (alexandria.schema.ts). */
export type { ArchiveMemory };

/** Most memories the archive keeps; past it the lowest-intensity, oldest memories are evicted. */
export const ARCHIVE_CAPACITY = 1000;
/** How many memories one call returns at most (and by default). */
export const ARCHIVE_FETCH_LIMIT = 100;
/** Memories on one page of the archive screen (?page=). */
export const ARCHIVE_PAGE_SIZE = 20;
/** A memory shows its intensity badge only above this. */
export const INTENSITY_BADGE_THRESHOLD = 0.5;
/** Memories at or above this intensity are kept longest. */
export const HIGH_INTENSITY = 0.8;
/** Longest recall term kept (longer input is cut, never refused). */
export const RECALL_TERM_MAX = 200;

export const SOURCE_LABELS: Record<MemorySourceType, string> = {
  trinity_mesh: "Trinity Mesh",
  safety_protocol: "Safety Protocol",
  mind_palace: "Mind Palace",
};

export function isMemorySource(value: unknown): value is MemorySourceType {
  return typeof value === "string" && (MEMORY_SOURCE_TYPES as readonly string[]).includes(value);
}

/** The screen's tabs: `?source=` holds one of these ids ("all" when absent or unknown). */
export type ArchiveTab = "all" | MemorySourceType;

export const ARCHIVE_TABS: readonly { id: ArchiveTab; label: string }[] = [
  { id: "all", label: "All" },
  { id: "trinity_mesh", label: "Trinity" },
  { id: "safety_protocol", label: "Safety" },
  { id: "mind_palace", label: "Palace" },
];

/** Short aliases a person might type into the URL. */
const TAB_ALIASES: Record<string, ArchiveTab> = { trinity: "trinity_mesh", safety: "safety_protocol", palace: "mind_palace" };

export function parseArchiveTab(raw: string | null | undefined): ArchiveTab {
  return TAB_ALIASES[(raw ?? "").trim().toLowerCase()] ?? tabFrom(ARCHIVE_TABS, raw, "all");
}

/** Spec §5: the search term is trimmed and used only when non-empty. Null means "no term". */
export function normalizeRecallTerm(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const term = raw.trim().slice(0, RECALL_TERM_MAX).trim();
  return term === "" ? null : term;
}

/** Spec §2.7/§9: the intensity badge shows only when intensity is above 0.5. */
export function showsIntensityBadge(intensity: number): boolean {
  return Number.isFinite(intensity) && intensity > INTENSITY_BADGE_THRESHOLD;
}

/** "73%" — intensity as a rounded percentage. */
export function intensityPercent(intensity: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(intensity) ? intensity : 0));
  return `${Math.round(clamped * 100)}%`;
}

/** How many of a glyph's keywords stand in for it in a search. */
const GLYPH_WORDS = 4;

/**
 * A glyph in a search term searches for what it stands for: each library glyph is replaced by its
 * first keywords ("∞" → "future long memory remember"), so a symbol-only term still recalls.
 */
export function expandGlyphs(term: string): string {
  let out = term;
  for (const g of GLYPH_LIBRARY) {
    if (out.includes(g.symbol)) out = out.split(g.symbol).join(` ${g.keywords.slice(0, GLYPH_WORDS).join(" ")} `);
  }
  return out.replace(/\s+/g, " ").trim();
}
