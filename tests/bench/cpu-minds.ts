/**
 * The minds' CPU per question without the database or sockets: the bench's question plan through
 * the safety gate, the analysis, the plan and each voice, timed in-process. For profiling
 * (`node --cpu-prof --import tsx tests/bench/cpu-minds.ts`); the bench measures the whole server.
 */
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { composeThought } from "../../app/domain/trinity/composer.server";
import { planAnswer } from "../../app/domain/trinity/plan.server";
import { screenMessage, warmSafetyGate } from "../../app/domain/trinity/safety-gate.server";
import type { Thought } from "../../app/domain/trinity/types";
import { questionPlan } from "./lib/questions";

warmSafetyGate();
const questions = questionPlan(400, 5).flat();
const run = (list: string[]) => {
  for (const question of list) {
    screenMessage(question);
    const analysis = analyzeQuestion(question);
    const plan = planAnswer(question, analysis, []);
    const thoughts: Thought[] = [];
    for (const mind of plan.voices) {
      thoughts.push(composeThought(mind, { question, analysis, memories: [], priorThoughts: [...thoughts], history: [], frame: plan.frame, knowledge: plan.knowledge, plan, firstQuestion: question }));
    }
  }
};
run(questions.slice(0, 200));
const rest = questions.slice(200);
const t0 = performance.now();
run(rest);
const ms = performance.now() - t0;
console.log(`${rest.length} questions, ${(ms / rest.length).toFixed(2)} ms each (plan + voices, in-process)`);
