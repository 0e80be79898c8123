import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { frameQuestion } from "../../app/domain/trinity/frame.server";
import { warmComposer, warmUpQuestions } from "../../app/domain/trinity/warmup.server";
import { allPassages } from "../../app/domain/knowledge.server";
import { questionPlan, TOPICS } from "../bench/lib/questions";

/** Lower-case word n-grams of some questions. */
function ngrams(questions: readonly string[], n: number): Set<string> {
  const found = new Set<string>();
  for (const q of questions) {
    const words = q.toLowerCase().replace(/[^a-z0-9' ]+/g, " ").split(/\s+/).filter(Boolean);
    for (let i = 0; i + n <= words.length; i++) found.add(words.slice(i, i + n).join(" "));
  }
  return found;
}
const FUNCTION_WORDS = new Set(["a", "an", "the", "for", "of", "on", "in", "to", "and", "or", "with", "at", "my", "our"]);


describe("the minds' warm-up", () => {
  // The bench measures the minds on its own questions (tests/bench/lib/questions.ts); a warm-up that
  // paraphrased them would tune the code on the bench's inputs. No four words in a row in common, and
  // no subject of the bench (two content words of a topic) in a warm-up question.
  it("shares no wording and no subject with the bench's chat questions", () => {
    const warm = warmUpQuestions(1000);
    const bench = questionPlan(400, 8).flat();
    expect(bench.length).toBe(3200);
    const benchGrams = ngrams(bench, 4);
    expect([...ngrams(warm, 4)].filter((g) => benchGrams.has(g))).toEqual([]);
    const warmPairs = ngrams(warm, 2);
    const topicPairs = [...ngrams(TOPICS, 2)].filter((g) => g.split(" ").every((w) => !FUNCTION_WORDS.has(w)));
    expect(topicPairs.length).toBeGreaterThan(40);
    expect(topicPairs.filter((g) => warmPairs.has(g))).toEqual([]);
  });

  it("asks as many questions as told, deterministic and varied in shape", () => {
    const questions = warmUpQuestions(400);
    expect(questions).toHaveLength(400);
    expect(warmUpQuestions(400)).toEqual(questions);
    expect(warmUpQuestions(0)).toEqual([]);
    expect(new Set(questions).size).toBeGreaterThan(150);
    expect(questions.every((q) => q.trim().length > 0 && q.length < 200)).toBe(true);
    // the product's own passages, choices with their follow-ups, and everyday shapes
    const titles = new Set(allPassages().map((p) => p.title.replace(/\?$/, "")));
    expect(questions.some((q) => titles.has(q.replace(/^What is (.*)\?$/, "$1")))).toBe(true);
    const shapes = new Set(questions.map((q) => frameQuestion(q, analyzeQuestion(q)).shape));
    expect(shapes.size).toBeGreaterThanOrEqual(4);
    expect(shapes).toContain("choice");
  });

  it("composes every question with the analyses it is given: every mind speaks, every shape, follow-ups and recalled memories are taken", async () => {
    const questions = warmUpQuestions(40);
    const asked: string[] = [];
    const run = await warmComposer(questions, async (q) => {
      asked.push(q);
      return analyzeQuestion(q);
    });
    // Each question analysed once, by the given analysis (the thread's in the web process), in order.
    expect(asked).toEqual(questions);
    // The effect: the minds' code ran over all of them, as a deliberation runs it.
    expect(run.composed).toBe(questions.length);
    expect(run.emptyThoughts).toBe(0);
    expect(run.thoughts).toBeGreaterThanOrEqual(questions.length);
    expect(run.minds).toEqual(expect.arrayContaining(["Solace", "Manus", "Ignith"]));
    // Every shape a question has on its own is taken (a follow-up read against its turn may add others).
    const shapes = new Set(questions.map((q) => frameQuestion(q, analyzeQuestion(q)).shape));
    expect(run.shapes).toEqual(expect.arrayContaining([...shapes]));
    expect(run.shapes).toContain("choice");
    expect(run.withHistory).toBe(questions.length - 1);
    expect(run.withMemories).toBeGreaterThan(0);
  });

  it("composes nothing for no questions", async () => {
    const run = await warmComposer([], async (q) => analyzeQuestion(q));
    expect(run).toMatchObject({ composed: 0, thoughts: 0, minds: [], shapes: [] });
  });
});
