/**
 * The everyday guides (issue 29 §6): general, well-established guidance the built-in minds answer
 * everyday questions from, written in the project. Each guide gives every mind its own material:
 * Solace what matters and who is affected, Manus concrete steps, Ignith the trade-off and when to
 * get professional help. Plain data; the index (app/domain/knowledge) and /learn?tab=everyday read it.
 */

export type EverydayArea =
  | "sleep"
  | "stress"
  | "study"
  | "work"
  | "money"
  | "relationships"
  | "parenting"
  | "moving"
  | "travel"
  | "home"
  | "health";

export const EVERYDAY_AREA_LABELS: Record<EverydayArea, string> = {
  sleep: "Sleep",
  stress: "Stress and mood",
  study: "Study and focus",
  work: "Work and careers",
  money: "Money and debt",
  relationships: "Relationships and family",
  parenting: "Parenting",
  moving: "Moving and making friends",
  travel: "Travel",
  home: "Cooking and home",
  health: "Health and warning signs",
};

export interface EverydayGuide {
  /** kebab-case, unique across all guides ("sleeping-better"). */
  id: string;
  /** Sentence case, a noun phrase or gerund ("Sleeping better", "A job interview tomorrow"). */
  title: string;
  area: EverydayArea;
  /** One sentence for the card on /learn?tab=everyday. */
  summary: string;
  /** Words and phrases a visitor might use for this (indexed for retrieval, never shown). */
  keys: string[];
  /** Solace's material: what matters here and who is affected. 1–2 sentences. */
  matters: string;
  /** Manus's material: 3–5 concrete, well-established steps, each one imperative sentence. */
  steps: string[];
  /** Ignith's material: the main trade-off or tension, and how to weigh it. 1–2 sentences. */
  tradeoff: string;
  /** When to get professional help, naming the warning signs where they exist. 1–2 sentences. */
  getHelp: string;
  /** Two questions a visitor might ask that this guide answers (for tests). */
  examples: string[];
  /**
   * A health guide to a habit, not to warning signs ("drinking less alcohol"): offered for any
   * question that names it. The other health guides are offered only for a question that speaks of
   * the body, since a wrong warning-sign guide alarms.
   */
  habit?: true;
}
