import { MINDS } from "~/lib/agents";
import type { StreamPreview } from "./thought-stream";
import type { ChatThought } from "./types";
import type { SwarmCompletion } from "./use-swarm-socket";

/**
 * A turn asked in this page that the loader does not show yet: the question, the thoughts revealed
 * so far, the ones received but still waiting for their turn (client-side pacing), the streaming
 * previews and, if it failed, why.
 */
export interface LocalTurn {
  key: number;
  question: string;
  thoughts: ChatThought[];
  queue: ChatThought[];
  previews: StreamPreview[];
  /** Deltas arrived: a model is streaming, so thoughts are shown as soon as they are ready. */
  streamed: boolean;
  error: string | null;
  /** The connection dropped while this question waited for its answer: it is sent again when a new one opens. */
  reconnecting?: boolean;
}

/** What the Alexandria Resonance card shows: the memories an answer recalled. */
export interface Recall {
  memoriesRecalled: number;
  memoryPatterns: string[];
}

export interface ChatState {
  phase: "idle" | "thinking";
  /** Turns asked in this page, oldest first, until the loader's thread holds them. */
  turns: LocalTurn[];
  /** swarm_complete arrived while thoughts were still waiting to be shown: applied once they are. */
  pending: SwarmCompletion | null;
  memoriesRecalled: number;
  memoryPatterns: string[];
  /**
   * While a question is thinking: the recall the card showed when it was asked (null if none), so
   * the card keeps its place in a waiting state instead of vanishing and coming back.
   */
  previousRecall: Recall | null;
  /** The conversation the server saved this page's turns in (from swarm_complete). */
  conversationId: string | null;
  /** The conversation shown (loader) when the first of `turns` was asked, and how many saved turns it had then. */
  thread: string | null;
  base: number;
  private: boolean;
  /** Counts applied completions (an effect revalidates and updates the URL on each). */
  completed: number;
}

export type ChatAction =
  | { type: "ask"; question: string; private: boolean; thread: string | null; base: number; shown?: Recall }
  | { type: "thought"; thought: ChatThought; immediate: boolean }
  | { type: "reveal" }
  | { type: "delta"; agent: string; text: string }
  | { type: "complete"; completion: SwarmCompletion }
  | { type: "error"; message: string }
  /** The socket closed; `resending`: the question waiting for its answer is sent again on the next socket. */
  | { type: "disconnected"; resending: boolean }
  /** The waiting question was sent again: its answer starts over. */
  | { type: "resent" }
  /** The loader now shows this conversation's saved turns: this page's finished turns are dropped. */
  | { type: "absorbed" }
  /** Another conversation was opened (or a new one started). */
  | { type: "reset" };

export const DISCONNECTED_MESSAGE = "The connection to the mesh dropped before the answer was complete. Please ask again.";
export const RECONNECTING_MESSAGE = "The connection to the mesh dropped. Your question will be sent again as soon as it is back, and answered once.";

const GLYPH_OF: Record<string, string> = { ...Object.fromEntries(MINDS.map((m) => [m.name, m.glyph])), Firefly: "🔥", Pulse: "💓", Relay: "📡" };

export const initialChat: ChatState = {
  phase: "idle",
  turns: [],
  pending: null,
  memoriesRecalled: 0,
  memoryPatterns: [],
  previousRecall: null,
  conversationId: null,
  thread: null,
  base: 0,
  private: false,
  completed: 0,
};

/** Replaces the last turn (the one being asked). */
function withCurrent(state: ChatState, update: (turn: LocalTurn) => LocalTurn): ChatState {
  const current = state.turns.at(-1);
  if (!current) return state;
  return { ...state, turns: [...state.turns.slice(0, -1), update(current)] };
}

/** Every received thought shown at once (an error, a dropped socket or a streaming model). */
const flushed = (turn: LocalTurn): LocalTurn => ({ ...turn, thoughts: [...turn.thoughts, ...turn.queue], queue: [] });

function applyCompletion(state: ChatState, completion: SwarmCompletion): ChatState {
  return {
    ...state,
    phase: "idle",
    pending: null,
    turns: state.turns.length ? withCurrent(state, (t) => ({ ...t, previews: [] })).turns : state.turns,
    memoriesRecalled: completion.memoriesRecalled,
    memoryPatterns: completion.memoryPatterns,
    previousRecall: null,
    conversationId: completion.conversationId ?? state.conversationId,
    private: completion.conversationId ? completion.private : state.private,
    completed: state.completed + 1,
  };
}

/**
 * Chat states (spec §4): idle → thinking on ask (recalled memories cleared, the new turn appended);
 * thoughts are queued and revealed one after another ("reveal"), or at once when `immediate`;
 * complete → idle once every received thought is shown.
 */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "ask": {
      const key = (state.turns.at(-1)?.key ?? 0) + 1;
      const turn: LocalTurn = { key, question: action.question, thoughts: [], queue: [], previews: [], streamed: false, error: null };
      return {
        ...state,
        phase: "thinking",
        pending: null,
        turns: [...state.turns, turn],
        ...(state.turns.length === 0 ? { thread: action.thread, base: action.base } : {}),
        memoriesRecalled: 0,
        memoryPatterns: [],
        previousRecall: action.shown && action.shown.memoriesRecalled > 0 ? action.shown : null,
        private: state.conversationId ? state.private : action.private,
      };
    }
    case "thought":
      if (state.phase !== "thinking") return state;
      return withCurrent(state, (t) => {
        const previews = t.previews.filter((p) => p.agent !== action.thought.agent);
        return action.immediate || t.streamed
          ? { ...flushed(t), thoughts: [...t.thoughts, ...t.queue, action.thought], previews }
          : { ...t, queue: [...t.queue, action.thought], previews };
      });
    case "reveal": {
      const current = state.turns.at(-1);
      if (!current || current.queue.length === 0) return state;
      const next = withCurrent(state, (t) => ({ ...t, thoughts: [...t.thoughts, t.queue[0]!], queue: t.queue.slice(1) }));
      return next.pending && current.queue.length === 1 ? applyCompletion(next, next.pending) : next;
    }
    case "delta": {
      if (state.phase !== "thinking") return state;
      return withCurrent(state, (t) => {
        const existing = t.previews.find((p) => p.agent === action.agent);
        const previews = existing
          ? t.previews.map((p) => (p === existing ? { ...p, text: p.text + action.text } : p))
          : [...t.previews, { agent: action.agent, glyph: GLYPH_OF[action.agent] ?? "", text: action.text }];
        return { ...flushed(t), streamed: true, previews };
      });
    }
    case "complete": {
      if (state.phase !== "thinking") return state;
      const current = state.turns.at(-1);
      return current && current.queue.length > 0 ? { ...state, pending: action.completion } : applyCompletion(state, action.completion);
    }
    case "error":
      if (state.phase !== "thinking") return state;
      return { ...withCurrent(state, (t) => ({ ...flushed(t), previews: [], error: action.message })), phase: "idle", pending: null, previousRecall: null };
    case "disconnected":
      if (state.phase !== "thinking") return state;
      if (action.resending) return withCurrent(state, (t) => ({ ...t, reconnecting: true }));
      // The answer had arrived whole (its thoughts are still being revealed): nothing is missing.
      if (state.pending) return state;
      return { ...withCurrent(state, (t) => ({ ...flushed(t), previews: [], error: DISCONNECTED_MESSAGE })), phase: "idle", pending: null, previousRecall: null };
    case "resent":
      if (state.phase !== "thinking") return state;
      return { ...withCurrent(state, (t) => ({ ...t, thoughts: [], queue: [], previews: [], streamed: false, reconnecting: false })), pending: null };
    case "absorbed":
      return state.phase === "thinking" ? state : { ...state, turns: [] };
    case "reset":
      return { ...initialChat, completed: state.completed };
  }
}

/**
 * True once the loader's thread holds this page's turns (saved by the server, read back after the
 * completion's navigation or revalidation): the page's copies are no longer shown.
 */
export function absorbedBy(state: ChatState, conversation: { id: string; turns: unknown[] } | null): boolean {
  if (state.phase !== "idle" || state.turns.length === 0 || !conversation) return false;
  const answered = state.turns.filter((t) => t.error === null).length;
  return conversation.id === (state.conversationId ?? state.thread) && answered > 0 && conversation.turns.length >= state.base + answered;
}

/** The mind the visitor is waiting for: the core mind not shown yet, or the one streaming. */
export function thinkingMind(turn: LocalTurn | undefined): string | null {
  if (!turn) return null;
  const streaming = turn.previews.at(-1)?.agent;
  if (streaming) return streaming;
  const shown = new Set(turn.thoughts.map((t) => t.agent));
  return MINDS.find((m) => !shown.has(m.name))?.name ?? null;
}
