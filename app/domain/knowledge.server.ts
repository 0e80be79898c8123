/**
 * The mesh's own knowledge (issue 15 §2): an in-memory MiniSearch index over the product's static
 * content, built once from the same modules the screens render. Work in progress.
 */
import type { KnowledgePassage } from "./trinity/types";

export interface KnowledgeSearchOptions {
  /** At most this many passages (default 3). */
  limit?: number;
}

/** The best passages for a query, most relevant first; empty when nothing passes the relevance threshold. */
export function searchKnowledge(_query: string, _options: KnowledgeSearchOptions = {}): KnowledgePassage[] {
  return [];
}
