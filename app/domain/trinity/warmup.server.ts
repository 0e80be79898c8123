/**
 * Warming the minds' code at start. V8 runs a function as bytecode until it has been called often
 * enough, then compiles it to optimised machine code on a background thread; the question analysis
 * (compromise) and the composer are large, so a fresh process needs about a thousand questions
 * before they run at full speed (measured: analysis 2.6 → 0.95 ms, composing 1.9 → 0.56 ms a
 * question) and spends a third of a core compiling meanwhile. The web process therefore runs them
 * over questions of its own before it takes visitors (app.server.ts; the analysis thread does its
 * part before it says ready): pure work, deterministic, nothing read from or written to any store.
 *
 * The questions are the shapes visitors ask (how, why, should, which of two, a worry, a follow-up)
 * over the product's own passage titles and everyday subjects, so every path of the analysis, the
 * framing, the knowledge search and each mind's composition is taken.
 */
import { allPassages } from "../knowledge.server";
import { memoryFrom } from "../trinity.server";
import { composeThought } from "./composer.server";
import { planAnswer } from "./plan.server";
import type { PriorTurn, QuestionAnalysis, QuestionShape, RecalledMemory, Thought } from "./types";

/** What a warm-up ran: the paths of the minds' code it took (logged at start, asserted by tests/unit/warmup.test.ts). */
export interface WarmUpRun {
  /** Questions composed (each with every voice its plan names). */
  composed: number;
  /** Thoughts composed with some text, and those that came out empty (a composer fault). */
  thoughts: number;
  emptyThoughts: number;
  /** The minds that spoke, and the question shapes the framing gave. */
  minds: string[];
  shapes: QuestionShape[];
  /** Compositions that recalled earlier turns' memories, and those that followed an earlier turn. */
  withMemories: number;
  withHistory: number;
}

/** How many questions the web process warms its minds with by default (MINDS_WARMUP_QUESTIONS). */
export const WARMUP_QUESTIONS = 1000;

const SUBJECTS = [
  "a community garden",
  "my first job interview",
  "the school board budget",
  "heat pumps for our street",
  "learning to play the piano",
  "a neighbourhood tool library",
  "our team's code reviews",
  "moving to another city",
  "a food co-op",
  "my sleep schedule",
  "the last bus home at night",
  "the corner bakery's prices",
  "looking after my grandmother",
  "the town's flood defences",
  "a hobby project I maintain on weekends",
  "a reading group",
];

const CHOICES: [string, string][] = [
  ["rent", "buy a flat"],
  ["take the train", "drive"],
  ["learn Python", "learn JavaScript"],
  ["repair the old laptop", "buy a new one"],
  ["hire a contractor", "do it ourselves"],
  ["move to Lisbon", "move to Berlin"],
  ["join a gym", "run outside"],
];

const SHAPES: ((subject: string) => string)[] = [
  (s) => `How do I get started with ${s}?`,
  (s) => `Why does ${s} matter so much to people?`,
  (s) => `What could go wrong with ${s}, and who would be hurt first?`,
  (s) => `Is ${s} worth the money we set aside? Tell me plainly what it would cost.`,
  (s) => `I'm worried about ${s} and don't know where to begin.`,
  (s) => `Who should decide about ${s} when people disagree?`,
  (s) => `What would a fair, long-term plan for ${s} look like?`,
  (s) => `What is one small thing I can do about ${s} before Friday?`,
  (s) => `Can ${s} work without anyone in charge?`,
];

const FOLLOW_UPS = ["Which one is cheaper?", "Why?", "And what about the time it takes?", "Can you say more about the first point?"];

/**
 * `count` questions, varied and deterministic; in every run of eight: two about the product's own
 * passages, four everyday shapes, a choice between two and a follow-up to it.
 */
export function warmUpQuestions(count: number): string[] {
  const titles = allPassages().map((p) => p.title.replace(/\?$/, ""));
  const questions: string[] = [];
  for (let i = 0; questions.length < count; i++) {
    const k = Math.floor(i / 8);
    const [a, b] = CHOICES[k % CHOICES.length];
    switch (i % 8) {
      case 0:
        questions.push(`What is ${titles[k % titles.length]}?`);
        break;
      case 1:
        questions.push(`How does ${titles[(k * 7 + 3) % titles.length]} work?`);
        break;
      case 6:
        questions.push(`Should I ${a} or ${b}?`);
        break;
      case 7:
        questions.push(FOLLOW_UPS[k % FOLLOW_UPS.length]);
        break;
      default: {
        const n = k * 4 + (i % 8) - 2;
        questions.push(SHAPES[n % SHAPES.length](SUBJECTS[Math.floor(n / SHAPES.length) % SUBJECTS.length]));
      }
    }
  }
  return questions;
}

/**
 * The whole composition over the warm-up questions, as a deliberation does it: the analysis from
 * `analyze` (the analysis thread's, so the composer meets its objects as they arrive from there),
 * the frame (against the previous turn: a choice is followed by a follow-up), knowledge, then every
 * mind with the thoughts before it, and earlier turns' memories (as a deliberation leaves them)
 * recalled. The next questions' analyses are asked for while one is composed.
 */
export async function warmComposer(questions: readonly string[], analyze: (question: string) => Promise<QuestionAnalysis>): Promise<WarmUpRun> {
  const run = { composed: 0, thoughts: 0, emptyThoughts: 0, minds: new Set<string>(), shapes: new Set<QuestionShape>(), withMemories: 0, withHistory: 0 };
  let previous: PriorTurn | null = null;
  const memories: RecalledMemory[] = [];
  const ahead = 8;
  const analyses = questions.slice(0, ahead).map(analyze);
  for (const [i, question] of questions.entries()) {
    if (i + ahead < questions.length) analyses.push(analyze(questions[i + ahead]));
    const analysis = await analyses[i];
    const history = previous ? [previous] : [];
    const plan = planAnswer(question, analysis, history);
    const { frame, knowledge } = plan;
    const recalled = i % 3 === 0 || !plan.recall ? [] : memories.slice(-2);
    const thoughts: Thought[] = [];
    for (const mind of plan.voices) {
      thoughts.push(composeThought(mind, { question, analysis, memories: recalled, priorThoughts: [...thoughts], history, frame, knowledge, plan }));
    }
    run.composed += 1;
    for (const t of thoughts) {
      if (t.content.trim()) run.thoughts += 1;
      else run.emptyThoughts += 1;
      run.minds.add(t.agent);
    }
    run.shapes.add(frame.shape);
    if (recalled.length) run.withMemories += 1;
    if (history.length) run.withHistory += 1;
    const answer = (thoughts.find((t) => t.agent === "Ignith") ?? thoughts[0])?.content ?? "";
    previous = { question, answer, subject: frame.subject, options: frame.options, shape: frame.shape, guide: frame.guide ?? null };
    memories.push({ id: String(i), ...memoryFrom(question, analysis, thoughts), score: 0.3 + (i % 5) / 10 });
    if (memories.length > 8) memories.shift();
  }
  return { ...run, minds: [...run.minds], shapes: [...run.shapes] };
}
