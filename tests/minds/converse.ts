/**
 * One conversation as the chat runs it, without the database: each question planned with the turns
 * before it, its voices composed strictly (a composer failure throws), the turn saved as the chat
 * saves it (Ignith's thought, or the single voice, as the answer). For the answer sets graders read
 * and for unit tests of conversations.
 */
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { composeThought } from "../../app/domain/trinity/composer.server";
import { planAnswer } from "../../app/domain/trinity/plan.server";
import type { PriorTurn, Thought } from "../../app/domain/trinity/types";

export interface ConversedTurn {
  question: string;
  route: string;
  thoughts: Thought[];
}

export function converse(questions: string[]): ConversedTurn[] {
  const history: PriorTurn[] = [];
  return questions.map((question) => {
    const analysis = analyzeQuestion(question);
    const plan = planAnswer(question, analysis, history);
    const thoughts: Thought[] = [];
    for (const mind of plan.voices) {
      thoughts.push(composeThought(mind, { question, analysis, memories: [], priorThoughts: [...thoughts], history: [...history], frame: plan.frame, knowledge: plan.knowledge, plan, firstQuestion: history[0]?.question ?? question }));
    }
    const lead = thoughts.find((t) => t.agent === "Ignith") ?? thoughts[0]!;
    history.push({ question, answer: lead.content, subject: plan.frame.subject, options: plan.frame.options, shape: plan.frame.shape, guide: plan.frame.guide ?? null });
    return { question, route: plan.route.kind, thoughts };
  });
}
