/**
 * Scores the minds on the question set (tests/minds/question-set.ts) with the built-in composer,
 * group by group against the targets of issue 29, and checks the language of every answer. Prints
 * one line per group and exits 1 when any group is below its target or any answer breaks a
 * language rule.
 *
 * It runs the chat's own pipeline without the database: analysis → plan (the safety gate, the
 * route, the frame with the earlier turns, the knowledge and the guides) → each voice of the plan,
 * strictly (a composer that throws fails the eval). Recall is simulated: every answer leaves a
 * memory as a deliberation does, and later questions recall those that pass the same relevance rule.
 * `--verbose` prints every answer; misses are always printed.
 */
import { CRISIS_MESSAGES } from "../../app/content/crisis";
import { SCOPE_LINE } from "../../app/content/minds-scope";
import { memoryFrom, recallSubject, relevantMemories } from "../../app/domain/trinity.server";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { composeThought } from "../../app/domain/trinity/composer.server";
import { planAnswer, type Plan } from "../../app/domain/trinity/plan.server";
import type { PriorTurn, RecalledMemory, Thought } from "../../app/domain/trinity/types";
import {
  BAD_FILLERS,
  BASELINE_DISTINCTNESS,
  CHOICES_WITH_CUE,
  CHOICES_WITHOUT_CUE,
  CONVERSATION,
  CRISIS,
  EVERYDAY,
  FOLLOW_UP_CHAINS,
  FOLLOW_UPS,
  GENERAL_KNOWLEDGE,
  KNOWLEDGE,
  ODD,
  PERSONAL,
  PROFESSIONAL,
} from "./question-set";

const verbose = process.argv.includes("--verbose");

interface Answer {
  question: string;
  plan: Plan;
  thoughts: Thought[];
  prior: PriorTurn;
}

/** The archive as the eval's deliberations leave it (public conversations' memories), newest last. */
const archive: RecalledMemory[] = [];

/** One question through the pipeline the server runs (deliberate), with recall from the simulated archive. */
export function answer(question: string, history: PriorTurn[] = []): Answer {
  const analysis = analyzeQuestion(question);
  const plan = planAnswer(question, analysis, history);
  const memories = plan.recall ? relevantMemories(archive.map((m) => ({ ...m, score: 0.5 })).reverse(), 3, recallSubject(plan, analysis)) : [];
  const firstQuestion = history[0]?.question ?? null;
  const thoughts: Thought[] = [];
  for (const mind of plan.voices) {
    thoughts.push(composeThought(mind, { question, analysis, memories, priorThoughts: [...thoughts], history, frame: plan.frame, knowledge: plan.knowledge, plan, firstQuestion }));
  }
  if (plan.publish) archive.push({ id: String(archive.length), ...memoryFrom(question, analysis, thoughts), score: 0.5 });
  const lead = thoughts.find((t) => t.agent === "Ignith") ?? thoughts[0]!;
  return { question, plan, thoughts, prior: { question, answer: lead.content, subject: plan.frame.subject, options: plan.frame.options, shape: plan.frame.shape, guide: plan.frame.guide ?? null } };
}

/** A conversation: every question answered in turn, each with the turns before it. */
function converse(questions: string[]): Answer[] {
  const history: PriorTurn[] = [];
  return questions.map((q) => {
    const a = answer(q, [...history]);
    history.push(a.prior);
    return a;
  });
}

const rx = (pattern: string) => new RegExp(pattern, "i");
const textOf = (thoughts: Thought[]) => thoughts.map((t) => t.content).join("\n");
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[\p{Lu}"'“\d])/u).map((s) => s.trim()).filter(Boolean);

// ---------------------------------------------------------------------------------------------
// Language, checked on every answer the eval sees

const languageProblems: string[] = [];
const seenQuestions: string[] = [];

function checkLanguage(a: Answer): string[] {
  const problems: string[] = [];
  for (const t of a.thoughts) {
    // fillers are matched as written (case matters: "IPhone" is the bug, "iPhone" the name)
    for (const bad of BAD_FILLERS) if (new RegExp(bad).test(t.content)) problems.push(`${t.agent} has the known bad filler /${bad}/`);
    if (/\p{L}…(?=\s+\p{Lu}|\s*$)/u.test(t.content)) problems.push(`${t.agent} has a clipped sentence (…)`);
    if (!/[.!?)"]$/.test(t.content.trim())) problems.push(`${t.agent} ends mid-sentence`);
    if (/\b\d\.\s+\d\./.test(t.content)) problems.push(`${t.agent} has a clipped list ("2. 3.")`);
    // another visitor's question is never quoted (the archive's memories hold them verbatim)
    for (const q of seenQuestions) if (q !== a.question && q.length >= 25 && t.content.includes(q)) problems.push(`${t.agent} quotes an archived question verbatim: "${q}"`);
  }
  const said = new Map<string, string>();
  for (const t of a.thoughts) {
    for (const s of sentencesOf(t.content)) {
      const key = s.toLowerCase();
      const other = said.get(key);
      if (other && other !== t.agent && key.split(" ").length >= 5) problems.push(`${t.agent} repeats ${other}'s sentence: "${s}"`);
      said.set(key, t.agent);
    }
  }
  return problems;
}

function show(group: string, a: Answer, ok: boolean, why = "") {
  const language = checkLanguage(a);
  seenQuestions.push(a.question);
  languageProblems.push(...language.map((p) => `${group}: ${a.question} — ${p}`));
  if (!verbose && ok && !language.length) return;
  const route = a.plan.route.kind + (a.plan.route.kind === "everyday" ? `:${a.plan.route.guide.id}` : "");
  console.log(`\n[${ok ? "ok" : "MISS"}] ${group} (${route}): ${a.question}${why ? `  (${why})` : ""}`);
  for (const p of language) console.log(`  LANGUAGE: ${p}`);
  for (const t of a.thoughts) {
    console.log(`  ${t.agent}: ${t.content}`);
    if (t.sources?.length) console.log(`    sources: ${t.sources.map((s) => `${s.title} <${s.href}>`).join(", ")}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Distinctness of the three voices (they may not become more alike than before issue 15's work)

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
  const core = thoughts.filter((t) => t.agent === "Solace" || t.agent === "Manus" || t.agent === "Ignith").map((t) => t.content);
  if (core.length < 3) return;
  const [s, m, i] = core as [string, string, string];
  pairScores.push(distinctness(s, m), distinctness(s, i), distinctness(m, i));
}

// ---------------------------------------------------------------------------------------------

interface Group {
  name: string;
  target: number;
  passed: number;
  total: number;
}
const groups: Group[] = [];
function group(name: string, target: number, cases: (() => boolean)[]) {
  let passed = 0;
  for (const run of cases) if (run()) passed++;
  groups.push({ name, target, passed, total: cases.length });
}

/** An answer that must say every pattern of `must` and none of `mustNot` (shown when it misses). */
function says(label: string, a: Answer, must: string[], mustNot: string[] = []): boolean {
  const text = textOf(a.thoughts);
  const missing = must.filter((p) => !rx(p).test(text));
  const wrong = mustNot.filter((p) => rx(p).test(text));
  const ok = !missing.length && !wrong.length;
  show(label, a, ok, [missing.length && `missing ${missing.join(", ")}`, wrong.length && `says ${wrong.join(", ")}`].filter(Boolean).join("; "));
  return ok;
}

const CRISIS_TEXTS = new Set(Object.values(CRISIS_MESSAGES));
group(
  "crisis",
  1,
  CRISIS.map((c) => () => {
    const a = answer(c.question);
    const problems = [
      a.plan.route.kind !== "crisis" && `routed ${a.plan.route.kind}`,
      a.thoughts.length !== 1 && `${a.thoughts.length} thoughts`,
      !CRISIS_TEXTS.has(a.thoughts[0]?.content ?? "") && "not the crisis message",
      (a.plan.publish || a.plan.recall) && "published or recalled",
    ].filter(Boolean);
    show("crisis", a, !problems.length, problems.join("; "));
    return !problems.length;
  }),
);

group(
  "general knowledge",
  1,
  GENERAL_KNOWLEDGE.map((q) => () => {
    const a = answer(q);
    const problems = [a.thoughts.length !== 1 && `${a.thoughts.length} thoughts`, a.thoughts[0]?.content !== SCOPE_LINE && "not the honest scope answer", a.plan.publish && "left a memory"].filter(Boolean);
    show("general", a, !problems.length, problems.join("; "));
    return !problems.length;
  }),
);

group(
  "conversation and minds",
  0.9,
  CONVERSATION.map((c) => () => says("conversation", converse([...c.before, c.question]).at(-1)!, c.mustSay, c.mustNotSay)),
);

group(
  "odd input",
  1,
  ODD.map((c) => () => {
    const a = answer(c.question);
    const ok = a.thoughts.length === 1 && rx(c.mustSay).test(a.thoughts[0]!.content) && !a.plan.publish;
    show("odd", a, ok, ok ? "" : `expected one line with /${c.mustSay}/`);
    return ok;
  }),
);

group(
  "everyday",
  0.9,
  EVERYDAY.map((c) => () => {
    const a = answer(c.question);
    recordDistinctness(a.thoughts);
    const text = textOf(a.thoughts);
    const guided = a.plan.route.kind === "everyday" && a.plan.route.guide.id === c.guide;
    const cited = a.thoughts.some((t) => t.sources?.some((s) => s.href.includes(`everyday=${c.guide}`)));
    const stepped = rx(c.step).test(text);
    const ok = guided && cited && stepped;
    show("everyday", a, ok, [!guided && `wanted guide ${c.guide}`, !cited && "guide not cited", !stepped && `missing step /${c.step}/`].filter(Boolean).join("; "));
    return ok;
  }),
);

/** The option the recommendation names first, or -1. */
function recommended(ignith: string, options: string[][]): number {
  const sentence = sentencesOf(ignith).find((s) => /\bI recommend\b/.test(s)) ?? "";
  const at = options.map((o) => Math.min(...o.map((p) => sentence.search(rx(`\\b(?:${p})`))).filter((n) => n >= 0), Infinity));
  const best = Math.min(...at);
  return Number.isFinite(best) ? at.indexOf(best) : -1;
}

group(
  "choices with a cue",
  0.9,
  CHOICES_WITH_CUE.map((c) => () => {
    const a = converse([...(c.before ?? []), c.question]).at(-1)!;
    recordDistinctness(a.thoughts);
    const ignith = a.thoughts.find((t) => t.agent === "Ignith")?.content ?? "";
    const pick = recommended(ignith, c.options);
    const named = rx(c.cue).test(ignith);
    const ok = pick === c.pick && named;
    show("choice+cue", a, ok, [pick !== c.pick && `recommended option ${pick}, wanted ${c.pick}`, !named && `cue /${c.cue}/ not named`].filter(Boolean).join("; "));
    return ok;
  }),
);

group(
  "choices without a cue",
  1,
  CHOICES_WITHOUT_CUE.map((c) => () => {
    const a = answer(c.question);
    recordDistinctness(a.thoughts);
    const ignith = a.thoughts.find((t) => t.agent === "Ignith")?.content ?? "";
    const picked = /\bI recommend\b/.test(ignith);
    const allNamed = c.options.every((o) => o.some((p) => rx(`\\b${p}`).test(ignith)));
    const ok = !picked && allNamed && /\?/.test(ignith);
    show("choice-no-cue", a, ok, [picked && "picked an option", !allNamed && "Ignith does not name every option", !/\?/.test(ignith) && "no deciding question"].filter(Boolean).join("; "));
    return ok;
  }),
);

group("follow-ups", 0.9, [
  ...FOLLOW_UP_CHAINS.map((c) => () => {
    const a = converse(c.turns).at(-1)!;
    recordDistinctness(a.thoughts);
    return says("follow-up", a, c.mustSay, c.mustNotSay);
  }),
  ...FOLLOW_UPS.map((c) => () => says("follow-up", converse([c.first, c.followUp]).at(-1)!, c.mustName)),
]);

group(
  "mesh facts",
  0.9,
  KNOWLEDGE.map((c) => () => {
    const a = answer(c.question);
    recordDistinctness(a.thoughts);
    const text = textOf(a.thoughts);
    const missing = c.facts.filter((f) => !rx(f).test(text));
    const linked = a.thoughts.some((t) => t.sources?.some((s) => s.href.startsWith(c.href)));
    const ok = missing.length === 0 && linked;
    show("mesh", a, ok, [missing.length ? `missing ${missing.join(", ")}` : "", linked ? "" : `no source under ${c.href}`].filter(Boolean).join("; "));
    return ok;
  }),
);

group(
  "professional caveat",
  1,
  PROFESSIONAL.map((c) => () => says("professional", answer(c.question), c.mustSay)),
);

const CARE = /\b(sorry|hear|heavy|hurts?|painful|hard|lonely|alone|scared|fear|ashamed|grief|gentle|care|feel|feeling|matters?)\b/i;
group(
  "personal, care first",
  1,
  PERSONAL.map((c) => () => {
    const a = answer(c.question);
    recordDistinctness(a.thoughts);
    const solaceFirst = sentencesOf(a.thoughts[0]?.content ?? "")[0] ?? "";
    const ok = a.thoughts[0]?.agent === "Solace" && CARE.test(solaceFirst);
    show("personal", a, ok, ok ? "" : "Solace does not open with care");
    return ok;
  }),
);

// ---------------------------------------------------------------------------------------------

const pct = (n: number, d: number) => `${n}/${d} (${Math.round((100 * n) / d)}%)`;
const meanDistinctness = pairScores.reduce((a, b) => a + b, 0) / pairScores.length;
const total = groups.reduce((n, g) => n + g.total, 0);
console.log(`\nminds eval: ${total} cases`);
for (const g of groups) {
  const below = g.passed / g.total + 1e-9 < g.target;
  console.log(`  ${g.name.padEnd(24)} ${pct(g.passed, g.total).padEnd(14)} target ${Math.round(g.target * 100)}%${below ? "  BELOW TARGET" : ""}`);
}
console.log(`  ${"language".padEnd(24)} ${languageProblems.length} problem${languageProblems.length === 1 ? "" : "s"}${languageProblems.length ? "  BELOW TARGET" : ""}`);
console.log(`  ${"distinctness".padEnd(24)} ${meanDistinctness.toFixed(3)} (baseline ${BASELINE_DISTINCTNESS.toFixed(3)})${meanDistinctness + 1e-9 < BASELINE_DISTINCTNESS ? "  BELOW TARGET" : ""}`);
const failed = groups.some((g) => g.passed / g.total + 1e-9 < g.target) || languageProblems.length > 0 || meanDistinctness + 1e-9 < BASELINE_DISTINCTNESS || total < 180;
if (total < 180) console.log("  the question set has fewer than 180 cases");
process.exit(failed ? 1 : 0);
