/** Contracts of the Trinity chat: what a mind gets to think with and what it answers. */

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

export interface Thought {
  agent: MindName;
  glyph: string;
  content: string;
  /** True when an external model failed and the built-in composer answered instead. */
  fellBack?: boolean;
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
  analysis: QuestionAnalysis;
  memories: RecalledMemory[];
  /** Thoughts already given in this deliberation (Ignith sees Solace's and Manus's). */
  priorThoughts: Thought[];
}

/** A source of thoughts: the built-in composer, or an OpenAI-compatible model with the composer as fallback. */
export interface MindProvider {
  readonly name: string;
  think(mind: MindName, context: MindContext, options?: { onDelta?: (text: string) => void; signal?: AbortSignal }): Promise<Thought>;
}
