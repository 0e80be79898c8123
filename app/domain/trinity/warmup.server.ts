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
 *
 * That pure warm-up meets objects made here; a visitor's deliberation meets the database's (the
 * thread, the recalled memories, the sovereign projects) and runs the reads and the save around
 * them, code that was still being compiled (and the composer deoptimised on the new shapes) while
 * the first visitors asked. So the web process then runs some whole deliberations too
 * (warmDeliberations): the real reads and the real save, each conversation in a transaction that is
 * rolled back, so they leave nothing behind.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../../db/types";
import { allPassages, searchKnowledge } from "../knowledge.server";
import { deliberate, memoryFrom } from "../trinity.server";
import { multicoreMindsFor } from "./analysis.server";
import { composeThought, createComposer } from "./composer.server";
import { frameQuestion } from "./frame.server";
import { CORE_MINDS, type PriorTurn, type QuestionAnalysis, type RecalledMemory, type Thought } from "./types";

/** How many questions the web process warms its minds with by default (MINDS_WARMUP_QUESTIONS). */
export const WARMUP_QUESTIONS = 1000;
/** How many whole deliberations it then runs and rolls back, by default (MINDS_WARMUP_DELIBERATIONS). */
export const WARMUP_DELIBERATIONS = 400;
/** Questions per warm-up conversation: warmUpQuestions' run of eight (a choice, then a follow-up to it). */
const WARMUP_CONVERSATION = 8;
/** The visitor the warm-up's conversations belong to (nobody: they are rolled back). */
const WARMUP_VISITOR = "warm-up";

const SUBJECTS = [
  "a community garden",
  "my first job interview",
  "the school board budget",
  "solar panels for our street",
  "learning to play the piano",
  "a neighbourhood tool library",
  "our team's code reviews",
  "moving to another city",
  "a food co-op",
  "my sleep schedule",
  "public transport at night",
  "a small bakery's prices",
  "caring for an ageing parent",
  "the town's flood defences",
  "an open-source library I maintain",
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
  (s) => `What are the risks of ${s}, and how do we keep everyone safe?`,
  (s) => `Should we spend this year's money on ${s}? Be honest about the costs.`,
  (s) => `I'm worried about ${s} and don't know where to begin.`,
  (s) => `Who should decide about ${s} when people disagree?`,
  (s) => `What would a fair, long-term plan for ${s} look like?`,
  (s) => `Give me one practical step on ${s} I could take this week.`,
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
export async function warmComposer(questions: readonly string[], analyze: (question: string) => Promise<QuestionAnalysis>): Promise<void> {
  let previous: PriorTurn | null = null;
  const memories: RecalledMemory[] = [];
  const ahead = 8;
  const analyses = questions.slice(0, ahead).map(analyze);
  for (const [i, question] of questions.entries()) {
    if (i + ahead < questions.length) analyses.push(analyze(questions[i + ahead]));
    const analysis = await analyses[i];
    const history = previous ? [previous] : [];
    const frame = frameQuestion(question, analysis, history);
    const knowledge = searchKnowledge(frame.retrievalQuery, { limit: 3 });
    const recalled = i % 3 === 0 ? [] : memories.slice(-2);
    const thoughts: Thought[] = [];
    for (const mind of [...CORE_MINDS, ...multicoreMindsFor(analysis)]) {
      thoughts.push(composeThought(mind, { question, analysis, memories: recalled, priorThoughts: [...thoughts], history, frame, knowledge }));
    }
    const answer = thoughts.find((t) => t.agent === "Ignith")?.content ?? "";
    previous = { question, answer, subject: frame.subject, options: frame.options, shape: frame.shape };
    memories.push({ id: String(i), ...memoryFrom(question, analysis, thoughts), score: 0.3 + (i % 5) / 10 });
    if (memories.length > 8) memories.shift();
  }
}

/** Thrown to end a warm-up conversation's transaction: Kysely rolls back on a throw. */
class RolledBack extends Error {}

export interface WarmDeliberationDeps {
  db: Kysely<Database>;
  /** Where recall reads (the recall pool, as a visitor's deliberation); the transaction when not given. */
  recallDb?: Kysely<Database>;
  analyze: (question: string) => Promise<QuestionAnalysis>;
}

/**
 * Whole deliberations over `questions`, as a visitor's (deliberate, with the built-in composer; the
 * LLM, when one is set, is never asked), that leave nothing behind: each run of eight is one
 * conversation in one transaction, rolled back at its end, so its follow-ups read the turns before
 * them and every write (conversation, messages, memory, safety records, archive events, glyph
 * weights, tallies) is undone; nothing is announced. One conversation holds the minds' shared rows
 * (their current safety records, the glyph weights) only while it runs, as a visitor's save does.
 * Every fourth conversation is private. Answers how many deliberations ran.
 */
export async function warmDeliberations(deps: WarmDeliberationDeps, questions: readonly string[]): Promise<number> {
  const minds = createComposer();
  let done = 0;
  for (let start = 0; start < questions.length; start += WARMUP_CONVERSATION) {
    const conversation = start / WARMUP_CONVERSATION;
    try {
      await deps.db.transaction().execute(async (trx) => {
        for (const question of questions.slice(start, start + WARMUP_CONVERSATION)) {
          await deliberate(
            { db: trx, recallDb: deps.recallDb, minds, analyze: deps.analyze },
            { visitorId: WARMUP_VISITOR, clientKey: `warm-up-${conversation}`, question, protocol: "utilitarian", private: conversation % 4 === 3 },
          );
          done += 1;
        }
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }
  return done;
}
