import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { warmUpQuestions } from "../../app/domain/trinity/warmup.server";
import { AnalysisThread, type AnalysisThreadName } from "../../app/infra/analysis-thread.server";

const QUESTIONS = [
  "How should I plan my garden for a dry summer?",
  "Should I take the train or fly to Vienna for a conference?",
  "I feel lonely since my best friend Maria moved away to Berlin.",
  "Is it wrong to lie to protect someone's feelings?",
  "¿Cómo puedo aprender a programar?",
  "",
  "∇ ☉ what is the root cause of burnout in software teams?",
];

/** The thread starts with its first question; then it says when it has loaded. */
async function untilThreaded(thread: AnalysisThread) {
  await thread.analyze("warm up");
  for (let i = 0; i < 200 && !thread.threaded; i++) await delay(50);
  expect(thread.threaded).toBe(true);
}

const threads: AnalysisThread[] = [];
/** A thread, and where each of its questions was analysed. */
const open = (file?: string) => {
  const where: AnalysisThreadName[] = [];
  const t = new AnalysisThread({ file, onAnalysed: (thread) => where.push(thread) });
  threads.push(t);
  return Object.assign(t, { where });
};
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()));
});

describe("question analysis on a worker thread", () => {
  it("gives the same analysis as the main thread, for questions at once", async () => {
    const thread = open();
    await untilThreaded(thread);
    thread.where.length = 0;
    const answers = await Promise.all(QUESTIONS.map((q) => thread.analyze(q)));
    expect(answers).toEqual(QUESTIONS.map((q) => analyzeQuestion(q)));
    expect(thread.where).toEqual(QUESTIONS.map(() => "worker"));
  });

  it("analyses on the calling thread until the worker has loaded", async () => {
    const thread = open();
    expect(thread.threaded).toBe(false);
    expect(await thread.analyze(QUESTIONS[1])).toEqual(analyzeQuestion(QUESTIONS[1]));
    expect(thread.threaded).toBe(false);
    expect(thread.where).toEqual(["main"]);
  });

  it("still answers when the worker cannot start", async () => {
    const thread = open(path.resolve("tests/unit/fixtures/no-such-worker.ts"));
    // before and after the worker's failure is known
    for (let i = 0; i < 20; i++) {
      expect(await thread.analyze(QUESTIONS[0])).toEqual(analyzeQuestion(QUESTIONS[0]));
      await delay(50);
    }
    expect(thread.threaded).toBe(false);
  });

  it("answers the questions in flight, and the later ones, when the worker exits", async () => {
    const thread = open(path.resolve("tests/unit/fixtures/analysis-worker-exits.ts"));
    await untilThreaded(thread);
    const inFlight = await Promise.all(QUESTIONS.slice(0, 3).map((q) => thread.analyze(q)));
    expect(inFlight).toEqual(QUESTIONS.slice(0, 3).map((q) => analyzeQuestion(q)));
    expect(thread.threaded).toBe(false);
    expect(thread.where.slice(-3)).toEqual(["main", "main", "main"]);
    expect(await thread.analyze(QUESTIONS[3])).toEqual(analyzeQuestion(QUESTIONS[3]));
  });

  it("analyses its warm-up questions before it says ready, and counts only the visitors' questions", async () => {
    const thread = open();
    thread.start(warmUpQuestions(200));
    expect(thread.threaded).toBe(false);
    // meanwhile a question is answered here
    expect(await thread.analyze(QUESTIONS[0])).toEqual(analyzeQuestion(QUESTIONS[0]));
    expect(await thread.whenReady(20_000)).toBe(true);
    expect(thread.threaded).toBe(true);
    expect(await thread.analyze(QUESTIONS[2], { counted: false })).toEqual(analyzeQuestion(QUESTIONS[2]));
    expect(await thread.analyze(QUESTIONS[1])).toEqual(analyzeQuestion(QUESTIONS[1]));
    expect(thread.where).toEqual(["main", "worker"]);
  });

  it("whenReady gives up after its timeout, and answers false for a thread that failed", async () => {
    const failed = open(path.resolve("tests/unit/fixtures/no-such-worker.ts"));
    failed.start();
    expect(await failed.whenReady(20_000)).toBe(false);
    const slow = open();
    slow.start(warmUpQuestions(2000));
    const t0 = performance.now();
    expect(await slow.whenReady(1)).toBe(false);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
