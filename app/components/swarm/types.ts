/** Client-side shapes of the chat screen's data (spec §3), as the /api calls and the loader return them. */
// The server's own shapes (type-only imports: nothing from these modules reaches the browser).
import type { GlyphWeight } from "~/domain/glyphs.server";
import type { ArchiveEvent, ArchiveStats } from "~/domain/recursive-archive.server";
import type { AgentSafetyRecord } from "~/domain/safety.server";
import type { ConversationDetail, ConversationSummary, ConversationTurn } from "~/domain/conversations.server";
import type { Source } from "~/domain/trinity/types";

export type { AgentSafetyRecord, ArchiveEvent, ArchiveStats, ConversationDetail, ConversationSummary, ConversationTurn, GlyphWeight, Source };

export type SafetyMap = Record<string, AgentSafetyRecord>;

export interface ArchiveEventsResponse {
  events: Record<string, ArchiveEvent>;
}

/** A thought as the socket's swarm_thought carries it (and as a saved turn holds it). */
export interface ChatThought {
  agent: string;
  glyph: string;
  content: string;
  /** Where the facts it states live (a screen's route or a document under /api/docs). */
  sources?: Source[];
}

/**
 * The no-JavaScript form's answer when it is not a redirect to the conversation: the question as
 * typed, kept in the input, and why it was not asked (400 invalid, 429 limited, 500 failed).
 */
export interface AskResult {
  ok: false;
  question: string;
  error: string;
}

export const PROTOCOL = "utilitarian";

/** A conversation not saved yet is named by a client key (the server creates it on the first question). */
export const NEW_CONVERSATION_PREFIX = "new-";

/** A fresh client key for a new conversation (works on plain http too, where crypto.randomUUID is missing). */
export function newConversationKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return NEW_CONVERSATION_PREFIX + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Who answers (services.minds.name): "composer" or "llm:<model>". */
export function engineLabel(name: string): string {
  if (name.startsWith("llm:") && name.length > 4) return `Answered by ${name.slice(4)}`;
  return "Answered by the built-in composer";
}

/** Documents served by the API open in a new tab (spec 2.1); screens open in place. */
export function isDocumentHref(href: string): boolean {
  return href.startsWith("/api/docs/");
}

/** Only this site's own paths become links (a source is a route or a document; nothing else is followed). */
export function isSiteHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/** Spec §9: "Recent" means under 60 s old. */
export const RECENT_MS = 60_000;

export function isRecent(timestamp: string, now: number): boolean {
  const t = Date.parse(timestamp);
  return Number.isFinite(t) && now - t < RECENT_MS;
}

const MULTICORE_NAMES = ["firefly", "pulse", "relay"];
const MULTICORE_EMOJI = ["🔥", "💓", "📡"];

/** Who each multicore agent is, in one line, shown beside its Multicore badge (issue 31). */
const MULTICORE_WHO: Record<string, string> = {
  firefly: "a multicore agent: the boldest cheap idea to try",
  pulse: "a multicore agent: rhythm, rest and energy",
  relay: "a multicore agent: who needs to hear what",
};

/** The "who is this" line of a multicore thought (by name, else by emoji), or a general one. */
export function multicoreWho(thought: Pick<ChatThought, "agent" | "glyph">): string {
  const words = thought.agent.trim().toLowerCase().split(/\s+/);
  const byEmoji = MULTICORE_EMOJI.findIndex((e) => thought.agent.includes(e) || thought.glyph.includes(e));
  const name = MULTICORE_NAMES.find((n) => words.includes(n)) ?? (byEmoji >= 0 ? MULTICORE_NAMES[byEmoji] : null);
  return name ? MULTICORE_WHO[name] : "a multicore agent of the mesh, beside the three minds";
}

/** Firefly, Pulse and Relay are multicore agents: matched by name or by their emoji (spec 2.4). */
export function isMulticore(thought: Pick<ChatThought, "agent" | "glyph">): boolean {
  const name = thought.agent.trim().toLowerCase();
  if (MULTICORE_NAMES.some((n) => name === n || name.split(/\s+/).includes(n))) return true;
  return MULTICORE_EMOJI.some((e) => thought.agent.includes(e) || thought.glyph.includes(e));
}

export function memoriesLabel(n: number): string {
  return `${n} ${n === 1 ? "memory" : "memories"}`;
}
