/**
 * The question's frame (issue 15 §1, §3): its shape (choice, how-to, definition, a fact about the
 * mesh, personal, open) and what it refers to once the conversation is taken into account. Pure:
 * built from the question's analysis and the earlier turns, no I/O.
 */
import type { PriorTurn, QuestionAnalysis, QuestionFrame } from "./types";

/** Work in progress: the composer's rules land here (shape detection and follow-up resolution). */
export function frameQuestion(question: string, _analysis: QuestionAnalysis, _history: PriorTurn[] = []): QuestionFrame {
  return { shape: "open", subject: null, options: [], followsUp: false, retrievalQuery: question };
}
