/** Contracts of the Trinity chat: what a mind gets to think with and what it answers. */
import type { Plan } from "./plan.server";
import type { ThoughtSource } from "../../lib/ws-messages";

export type CoreMind = "Solace" | "Manus" | "Ignith";
export type MulticoreMind = "Firefly" | "Pulse" | "Relay";
export type MindName = CoreMind | MulticoreMind;

export const CORE_MINDS: CoreMind[] = ["Solace", "Manus", "Ignith"];

export const MIND_GLYPHS: Record<MindName, string> = {
  Solace: "☉",
  Manus: "⚛",
  Ignith: "✦",
  Firefly: "🔥",
  Pulse: "💓",
  Relay: "📡",
};

/** Where a fact in a thought lives: a screen's route or a document (each answers 200); the same shape swarm_thought carries. */
export type Source = ThoughtSource;

export interface Thought {
  agent: MindName;
  glyph: string;
  content: string;
  /** True when an external model failed and the built-in composer answered instead. */
  fellBack?: boolean;
  /** The passages of the mesh's knowledge this thought states facts from (additive field of swarm_thought.data). */
  sources?: Source[];
}

/** What kind of passage of the mesh's own knowledge a hit is. */
export type KnowledgeKind = "everyday" | "glyph" | "guide" | "story" | "topic" | "challenge" | "journey" | "faq" | "doc" | "screen" | "economy" | "concept";

/**
 * One passage of what the product knows (knowledge.server.ts), built from the same content modules
 * the screens render. `text` is a short, self-contained statement of fact a mind may quote.
 */
export interface KnowledgePassage {
  id: string;
  kind: KnowledgeKind;
  title: string;
  text: string;
  /** Where the fact lives: a route (optionally with its query, e.g. /learn?tab=glyphs) or a document under /api/docs. */
  href: string;
  /** Relevance to the query (higher is closer); only passages above the index's threshold are returned. */
  score: number;
}

/** The shapes of question the composer recognises (issue 15 §3); "open" keeps the reflective behaviour. */
export type QuestionShape = "choice" | "howto" | "definition" | "mesh_fact" | "personal" | "open";

/** One earlier turn of the conversation, as every mind sees it (oldest first, at most the last 6). */
export interface PriorTurn {
  question: string;
  /** Ignith's synthesis of that turn. */
  answer: string;
  /** What the turn was about after its own follow-up resolution ("Lisbon and Berlin", "the Mesh Journey"). */
  subject: string | null;
  /** The options of a choice, carried forward to follow-ups ("which one is cheaper?"). */
  options: string[];
  shape: QuestionShape;
  /** The everyday guide the turn was answered from (its id), carried to follow-ups ("what if I work nights?"). */
  guide?: string | null;
}

/** The question as the minds should read it: its shape, and what it refers to once the conversation is taken into account. */
export interface QuestionFrame {
  shape: QuestionShape;
  /** The subject after follow-up resolution, as a noun phrase from the mind's side. */
  subject: string | null;
  /** A choice's options, the visitor's words ("the train", "fly"); carried from the earlier turn when this one refers back. */
  options: string[];
  /** True when the question referred back to an earlier turn (pronouns, "the two", no subject of its own). */
  followsUp: boolean;
  /** The option a follow-up points at ("the second one" → 1), when it points at one. */
  focus?: number;
  /** The everyday guide that answers the question (its id), once the plan has chosen one. */
  guide?: string | null;
  /** The text retrieval searches: the question, plus the carried subject and options on a follow-up. */
  retrievalQuery: string;
}

export interface RecalledMemory {
  id: string;
  pattern: string;
  message: string;
  sourceType: "trinity_mesh" | "safety_protocol" | "mind_palace";
  glyphSequence: string[];
  intensity: number;
  resonanceTags: string[];
  /** Recall score (full-text rank + trigram similarity), higher is closer. */
  score: number;
}

export type QuestionType = "how" | "why" | "what" | "should" | "can" | "who" | "when" | "where" | "statement";

/** What the language analysis found in a question (compromise does the work). */
export interface QuestionAnalysis {
  text: string;
  /** Up to 6 content words/phrases in order of weight, lower-case. */
  keyTerms: string[];
  nounPhrases: string[];
  verbs: string[];
  people: string[];
  questionType: QuestionType;
  /** -1 (distressed) .. 1 (hopeful). */
  sentiment: number;
  /** Glyphs written in the question or called up by its words (library symbols), strongest first. */
  glyphs: string[];
  /** 0..1 from length, clause count, rare words and abstraction. */
  complexity: number;
  wordCount: number;
}

export interface MindContext {
  question: string;
  /** Identifies this deliberation in logs (a composer failure is logged with it). */
  questionId?: string;
  /** What kind of answer the question gets (plan.server.ts); worked out by the composer when absent. */
  plan?: Plan;
  /** The conversation's first question (its title), which may be older than `history` reaches. */
  firstQuestion?: string | null;
  analysis: QuestionAnalysis;
  memories: RecalledMemory[];
  /** Thoughts already given in this deliberation (Ignith sees Solace's and Manus's). */
  priorThoughts: Thought[];
  /** Earlier turns of this conversation, oldest first (empty for a first question). */
  history?: PriorTurn[];
  /** The question's shape and what it refers to (frame.server.ts); derived from the question alone when absent. */
  frame?: QuestionFrame;
  /** The best passages of the mesh's own knowledge for this question (may be empty: then no fact is stated). */
  knowledge?: KnowledgePassage[];
}

/** A source of thoughts: the built-in composer, or an OpenAI-compatible model with the composer as fallback. */
export interface MindProvider {
  readonly name: string;
  think(mind: MindName, context: MindContext, options?: { onDelta?: (text: string) => void; signal?: AbortSignal }): Promise<Thought>;
}
