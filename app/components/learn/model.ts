/** Shared, client-safe pieces of the Learning Hub: its tabs, the loader's shapes and URL helpers. */
import type { EverydayArea, EverydayGuide } from "~/content/everyday/types";
import type { ChallengeKind } from "~/lib/challenges";

export const LEARN_TABS = [
  { id: "beginners", label: "Beginners" },
  { id: "kids", label: "Kids" },
  { id: "glyphs", label: "Glyphs" },
  { id: "chain", label: "Chain" },
  { id: "literacy", label: "Literacy" },
  { id: "everyday", label: "Everyday" },
  { id: "challenges", label: "Challenges" },
  { id: "docs", label: "Docs" },
] as const;

export type LearnTab = (typeof LEARN_TABS)[number]["id"];

export const DEFAULT_TAB: LearnTab = "beginners";

/** The tab of a `?tab=` value; missing or unknown → beginners. */
export function parseTab(value: string | null | undefined): LearnTab {
  return LEARN_TABS.find((t) => t.id === value)?.id ?? DEFAULT_TAB;
}

export interface ChainState {
  currentPhase: number;
  glyphs: string[];
  silentName: string | null;
}

export type CompletedLists = Record<ChallengeKind, string[]>;

export interface LearnData {
  tab: LearnTab;
  /** The guest wallet id (val-…). */
  walletId: string;
  /** Null when the engagement read failed. */
  points: number | null;
  /** Null when the read failed (the screen then relies on what the browser remembers). */
  completed: CompletedLists | null;
  /** Null when the chain could not be read ("Loading glyph chain..."). */
  chain: ChainState | null;
  /** The body of the reading the URL opens on this tab (`?guide=`, `?story=`, `?topic=`, `?everyday=`); null when none is open. */
  reading: LearnReading | null;
  /** The everyday guides' cards by area, sent only while the everyday tab is open (null on the other tabs). */
  everyday: EverydayShelf[] | null;
}

/** A guide's, story's or topic's body, sent only for the dialog that shows it (the bundle carries the cards alone). */
export interface ParagraphsReading {
  param: "guide" | "story" | "topic";
  id: string;
  paragraphs: string[];
  /** A guide's "Try This" step. */
  nextSteps: string | null;
}

/** An everyday guide's body (its card comes with the everyday tab's data, its body with the reading). */
export type EverydayReading = { param: "everyday"; id: string } & Pick<EverydayGuide, "matters" | "steps" | "tradeoff" | "getHelp">;

/** The body a reading's dialog shows, by the URL param that opens it. */
export type LearnReading = ParagraphsReading | EverydayReading;

/** An everyday guide's card on the everyday tab. */
export type EverydayCard = Pick<EverydayGuide, "id" | "title" | "area" | "summary">;

/** One area's everyday guides under its label, areas in EVERYDAY_AREA_LABELS order (empty areas left out). */
export interface EverydayShelf {
  area: EverydayArea;
  label: string;
  guides: EverydayCard[];
}

/** Which URL param opens a reading on which tab. */
export const READING_PARAM_OF_TAB: Partial<Record<LearnTab, LearnReading["param"]>> = { beginners: "guide", kids: "story", literacy: "topic", everyday: "everyday" };

/** The URL params that open a reading: a change to one of them loads its body. */
export const READING_PARAMS = Object.values(READING_PARAM_OF_TAB);

/** Tabs whose cards come with the data instead of the bundle (the everyday guides): opening one loads them. */
export const DATA_TABS: readonly LearnTab[] = ["everyday"];

/**
 * Whether moving within /learn (no post) from `current` to `next` needs the loader: a reading opened or
 * changed (its body comes with the data), or a tab whose cards come with the data opened. Closing a
 * dialog, switching to another tab or filtering keeps the data.
 */
export function needsLearnData(current: URLSearchParams, next: URLSearchParams): boolean {
  const tab = parseTab(next.get("tab"));
  if (DATA_TABS.includes(tab) && tab !== parseTab(current.get("tab"))) return true;
  return READING_PARAMS.some((param) => next.get(param) !== null && next.get(param) !== current.get(param));
}

/** What the action answers a script-driven (fetcher) post; a post without JavaScript is redirected instead. */
export type LearnActionResult = { ok: true } | { ok: false; error: string };

/** `/learn?…` from the current search with some params set (string) or removed (null). */
export function learnHref(search: string | URLSearchParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `/learn?${query}` : "/learn";
}
