/** Client-side shapes of the chat screen's data (spec §3), as the /api calls and the loader return them. */
// The server's own shapes (type-only imports: nothing from these modules reaches the browser).
import type { GlyphWeight } from "~/domain/glyphs.server";
import type { ArchiveEvent, ArchiveStats } from "~/domain/recursive-archive.server";
import type { AgentSafetyRecord } from "~/domain/safety.server";

export type { AgentSafetyRecord, ArchiveEvent, ArchiveStats, GlyphWeight };

export type SafetyMap = Record<string, AgentSafetyRecord>;

export interface ArchiveEventsResponse {
  events: Record<string, ArchiveEvent>;
}

/** A thought as the socket's swarm_thought carries it. */
export interface ChatThought {
  agent: string;
  glyph: string;
  content: string;
}

/** The no-JavaScript form's answer (the route action). */
export type AskResult =
  | { ok: true; question: string; thoughts: ChatThought[]; memoriesRecalled: number; memoryPatterns: string[] }
  | { ok: false; question: string; error: string };

export const CONVERSATION_ID = "trinity-demo";
export const PROTOCOL = "utilitarian";

/** Spec §9: "Recent" means under 60 s old. */
export const RECENT_MS = 60_000;

export function isRecent(timestamp: string, now: number): boolean {
  const t = Date.parse(timestamp);
  return Number.isFinite(t) && now - t < RECENT_MS;
}

const MULTICORE_NAMES = ["firefly", "pulse", "relay"];
const MULTICORE_EMOJI = ["🔥", "💓", "📡"];

/** Firefly, Pulse and Relay are multicore agents: matched by name or by their emoji (spec 2.4). */
export function isMulticore(thought: Pick<ChatThought, "agent" | "glyph">): boolean {
  const name = thought.agent.trim().toLowerCase();
  if (MULTICORE_NAMES.some((n) => name === n || name.split(/\s+/).includes(n))) return true;
  return MULTICORE_EMOJI.some((e) => thought.agent.includes(e) || thought.glyph.includes(e));
}

export function memoriesLabel(n: number): string {
  return `${n} ${n === 1 ? "memory" : "memories"}`;
}
