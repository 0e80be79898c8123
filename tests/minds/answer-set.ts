/**
 * Answers a set of questions the way the chat does (the plan, then each of its voices), without the
 * database: for reading the minds' answers and for handing them to a grader who did not write the
 * rules. `npx tsx tests/minds/answer-set.ts questions.json > answers.md`, where questions.json holds
 * { everyday: string[], conversations: string[][], mesh: string[] }.
 */
import { readFileSync } from "node:fs";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { composeThought } from "../../app/domain/trinity/composer.server";
import { planAnswer } from "../../app/domain/trinity/plan.server";
import type { PriorTurn, Thought } from "../../app/domain/trinity/types";

function converse(questions: string[]): { question: string; thoughts: Thought[] }[] {
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
    return { question, thoughts };
  });
}

const set = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as { everyday: string[]; conversations: string[][]; mesh: string[] };
let n = 0;
const print = (turns: { question: string; thoughts: Thought[] }[]) => {
  n++;
  console.log(`\n### Answer ${n}\n`);
  for (const t of turns) {
    console.log(`**Visitor:** ${t.question}\n`);
    for (const th of t.thoughts) console.log(`- **${th.agent}:** ${th.content}${th.sources?.length ? ` _(sources: ${th.sources.map((s) => `${s.title} <${s.href}>`).join("; ")})_` : ""}`);
    console.log("");
  }
};
for (const q of set.everyday) print(converse([q]));
for (const c of set.conversations) print(converse(c));
for (const q of set.mesh) print(converse([q]));
