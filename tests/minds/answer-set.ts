/**
 * Answers a set of questions the way the chat does (the plan, then each of its voices), without the
 * database: for reading the minds' answers and for handing them to a grader who did not write the
 * rules. `npx tsx tests/minds/answer-set.ts questions.json > answers.md`, where questions.json holds
 * { everyday: string[], conversations: string[][], mesh: string[] }.
 */
import { readFileSync } from "node:fs";
import type { Thought } from "../../app/domain/trinity/types";
import { converse } from "./converse";


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
