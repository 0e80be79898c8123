import nlp from "compromise/two";
import { describe, expect, it } from "vitest";
import { bulkMatch, type SweepMethods, type SweepNet } from "../../app/domain/trinity/sweep.server";
import { questionPlan } from "../bench/lib/questions";
import { CHOICES, FOLLOW_UPS, KNOWLEDGE, PERSONAL } from "../minds/question-set";

interface World {
  methods: SweepMethods & { one: { bulkMatch: typeof bulkMatch; buildNet(matches: unknown, world: World): SweepNet } };
  model: { two: { matches: unknown } };
}
const world = (nlp as unknown as { world(): World }).world();
/** compromise's own sweep, kept aside before analysis.server.ts installs the faster one. */
const compromises = world.methods.one.bulkMatch;

const strings: string[] = [];
const walk = (v: unknown) => (typeof v === "string" ? strings.push(v) : Array.isArray(v) ? v.forEach(walk) : v && typeof v === "object" ? Object.values(v).forEach(walk) : 0);
walk([KNOWLEDGE, FOLLOW_UPS, CHOICES, PERSONAL]);
const TEXTS = [
  ...questionPlan(60, 5).flat(),
  ...strings,
  "",
  "¿Cómo puedo aprender a programar?",
  "∇ ☉ what is the root cause of burnout in software teams?!",
  "I I I I the the the of of",
];
/** The warm-up's questions and the product's own passages (their modules load the analysis, so: after `compromises`). */
async function productTexts(): Promise<string[]> {
  const { warmUpQuestions } = await import("../../app/domain/trinity/warmup.server");
  const { allPassages } = await import("../../app/domain/knowledge.server");
  return [...warmUpQuestions(200), ...allPassages().slice(0, 120).map((p) => p.text)];
}

describe("the post-tagger's sweep (sweep.server.ts)", () => {
  it("finds exactly what compromise's own finds: the same matches, in the same order, with the same pointers", async () => {
    expect(compromises).not.toBe(bulkMatch);
    const texts = [...TEXTS, ...(await productTexts())];
    // buildNet changes the patterns it is given: a copy, not the post-tagger's own
    const net = world.methods.one.buildNet(structuredClone(world.model.two.matches), world);
    let found = 0;
    for (const text of texts) {
      const document = (nlp(text) as unknown as { docs: unknown[][] }).docs;
      const theirs = compromises(document, net, world.methods);
      const ours = bulkMatch(document, net, world.methods);
      expect(ours, text).toEqual(theirs);
      expect(bulkMatch(document, net, world.methods, { matchOne: true }), text).toEqual(compromises(document, net, world.methods, { matchOne: true }));
      found += ours.length;
    }
    expect(found).toBeGreaterThan(texts.length);
  });

  it("is the one compromise uses once the analysis is loaded, and tags every text as compromise's own does", async () => {
    // each term's words and tags (compromise's json also holds per-run term ids)
    const tagged = (text: string) =>
      JSON.stringify(
        (nlp(text) as unknown as { json(o: unknown): { terms: { text: string; normal: string; tags: string[] }[] }[] })
          .json({ terms: { normal: true, tags: true } })
          .map((s) => s.terms.map((t) => [t.text, t.normal, t.tags])),
      );
    await import("../../app/domain/trinity/analysis.server");
    expect(world.methods.one.bulkMatch).toBe(bulkMatch);
    const after = TEXTS.map(tagged);
    world.methods.one.bulkMatch = compromises;
    const before = TEXTS.map(tagged);
    world.methods.one.bulkMatch = bulkMatch;
    for (const [i, text] of TEXTS.entries()) expect(after[i], text).toBe(before[i]);
  });
});
