/**
 * Scores the minds on the question set (tests/minds/question-set.ts) with the built-in composer and
 * prints one line: knowledge hits, follow-ups resolved, choices handled, personal questions met with
 * care first, and the pairwise distinctness of the three voices. Exits 1 below the targets.
 *
 * It runs the chat's own pipeline without the database: analysis → frame (with the earlier turn) →
 * the knowledge index → Solace, Manus, Ignith. `--verbose` prints every answer and every miss.
 */
import { searchKnowledge } from "../../app/domain/knowledge.server";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { composeThought } from "../../app/domain/trinity/composer.server";
import { frameQuestion } from "../../app/domain/trinity/frame.server";
import { CORE_MINDS, type PriorTurn, type Thought } from "../../app/domain/trinity/types";
import { BASELINE_DISTINCTNESS, CHOICES, FOLLOW_UPS, KNOWLEDGE, PERSONAL } from "./question-set";

const verbose = process.argv.includes("--verbose");
const TARGETS = { knowledge: 0.9, followUps: 1, choices: 1, personal: 1 };

interface Turn {
  thoughts: Thought[];
  prior: PriorTurn;
}

/** One question through the pipeline the server runs (deliberate), minus recall from the database. */
export function answer(question: string, history: PriorTurn[] = []): Turn {
  const analysis = analyzeQuestion(question);
  const frame = frameQuestion(question, analysis, history);
  const knowledge = searchKnowledge(frame.retrievalQuery, { limit: 3 });
  const thoughts: Thought[] = [];
  for (const mind of CORE_MINDS) {
    thoughts.push(composeThought(mind, { question, analysis, memories: [], priorThoughts: [...thoughts], history, frame, knowledge }));
  }
  const ignith = thoughts.find((t) => t.agent === "Ignith")!;
  return { thoughts, prior: { question, answer: ignith.content, subject: frame.subject, options: frame.options, shape: frame.shape } };
}

const rx = (pattern: string) => new RegExp(pattern, "i");
const textOf = (thoughts: Thought[]) => thoughts.map((t) => t.content).join("\n");
const names = (text: string, patterns: string[]) => patterns.some((p) => rx(`\\b${p}`).test(text));

function show(label: string, question: string, thoughts: Thought[], ok: boolean, why = "") {
  if (!verbose && ok) return;
  console.log(`\n[${ok ? "ok" : "MISS"}] ${label}: ${question}${why ? `  (${why})` : ""}`);
  for (const t of thoughts) {
    console.log(`  ${t.agent}: ${t.content}`);
    if (t.sources?.length) console.log(`    sources: ${t.sources.map((s) => `${s.title} <${s.href}>`).join(", ")}`);
  }
}

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
function distinctness(a: string, b: string): number {
  const A = words(a);
  const B = words(b);
  let shared = 0;
  for (const w of A) if (B.has(w)) shared++;
  const union = A.size + B.size - shared;
  return union ? 1 - shared / union : 0;
}
const pairScores: number[] = [];
function recordDistinctness(thoughts: Thought[]) {
  const [s, m, i] = thoughts.map((t) => t.content);
  pairScores.push(distinctness(s, m), distinctness(s, i), distinctness(m, i));
}

let knowledgeHits = 0;
for (const c of KNOWLEDGE) {
  const { thoughts } = answer(c.question);
  recordDistinctness(thoughts);
  const text = textOf(thoughts);
  const missing = c.facts.filter((f) => !rx(f).test(text));
  const linked = thoughts.some((t) => t.sources?.some((s) => s.href.startsWith(c.href)));
  const ok = missing.length === 0 && linked;
  if (ok) knowledgeHits++;
  show("knowledge", c.question, thoughts, ok, [missing.length ? `missing ${missing.join(", ")}` : "", linked ? "" : `no source under ${c.href}`].filter(Boolean).join("; "));
}

let followUpsResolved = 0;
for (const c of FOLLOW_UPS) {
  const first = answer(c.first);
  const second = answer(c.followUp, [first.prior]);
  recordDistinctness(first.thoughts);
  recordDistinctness(second.thoughts);
  const text = textOf(second.thoughts);
  const missing = c.mustName.filter((p) => !rx(p).test(text));
  const ok = missing.length === 0;
  if (ok) followUpsResolved++;
  show("follow-up", `${c.first} → ${c.followUp}`, second.thoughts, ok, missing.length ? `missing ${missing.join(", ")}` : "");
}

let choicesHandled = 0;
for (const c of CHOICES) {
  const { thoughts } = answer(c.question);
  recordDistinctness(thoughts);
  const ignith = thoughts.find((t) => t.agent === "Ignith")?.content ?? "";
  const manus = thoughts.find((t) => t.agent === "Manus")?.content ?? "";
  const solace = thoughts.find((t) => t.agent === "Solace")?.content ?? "";
  const allNamed = (text: string) => c.options.every((o) => names(text, o));
  const recommendation = ignith.split(/(?<=[.!?])\s+/).find((s) => /recommend/i.test(s)) ?? "";
  // the recommended option is the first one the recommendation sentence names
  const named = c.options.map((o, i) => ({ i, at: Math.min(...o.map((p) => recommendation.search(rx(`\\b${p}`))).filter((n) => n >= 0), Infinity) })).filter((x) => Number.isFinite(x.at));
  const problems = [
    !allNamed(ignith) && "Ignith does not name every option",
    !allNamed(manus) && "Manus does not name every option",
    !allNamed(solace) && "Solace does not name every option",
    !named.length && "no recommendation of an option",
  ].filter(Boolean);
  const ok = problems.length === 0;
  if (ok) choicesHandled++;
  show("choice", c.question, thoughts, ok, problems.join("; "));
}

const CARE = /\b(sorry|hear|heavy|hurts?|painful|hard|lonely|alone|scared|fear|ashamed|grief|gentle|care|feel|feeling|matters?)\b/i;
let personalCared = 0;
for (const c of PERSONAL) {
  const { thoughts } = answer(c.question);
  recordDistinctness(thoughts);
  const solaceFirst = (thoughts[0]?.content ?? "").split(/(?<=[.!?])\s+/)[0] ?? "";
  const ok = thoughts[0]?.agent === "Solace" && CARE.test(solaceFirst);
  if (ok) personalCared++;
  show("personal", c.question, thoughts, ok, ok ? "" : "Solace does not open with care");
}

const pct = (n: number, d: number) => `${n}/${d} (${Math.round((100 * n) / d)}%)`;
const meanDistinctness = pairScores.reduce((a, b) => a + b, 0) / pairScores.length;
const results = {
  knowledge: knowledgeHits / KNOWLEDGE.length,
  followUps: followUpsResolved / FOLLOW_UPS.length,
  choices: choicesHandled / CHOICES.length,
  personal: personalCared / PERSONAL.length,
};
const failed = [
  results.knowledge < TARGETS.knowledge && "knowledge",
  results.followUps < TARGETS.followUps && "follow-ups",
  results.choices < TARGETS.choices && "choices",
  results.personal < TARGETS.personal && "personal",
  meanDistinctness + 1e-9 < BASELINE_DISTINCTNESS && "distinctness",
].filter(Boolean);

console.log(
  `minds eval: knowledge ${pct(knowledgeHits, KNOWLEDGE.length)} · follow-ups resolved ${pct(followUpsResolved, FOLLOW_UPS.length)} · ` +
    `choices handled ${pct(choicesHandled, CHOICES.length)} · personal care-first ${pct(personalCared, PERSONAL.length)} · ` +
    `distinctness ${meanDistinctness.toFixed(3)} (baseline ${BASELINE_DISTINCTNESS.toFixed(3)})` +
    (failed.length ? ` · BELOW TARGET: ${failed.join(", ")}` : ""),
);
process.exit(failed.length ? 1 : 0);
