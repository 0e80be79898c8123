import { describe, expect, it } from "vitest";
import { EVERYDAY_GUIDES } from "../../app/content/everyday.server";
import { EVERYDAY_AREA_LABELS } from "../../app/content/everyday/types";
import { searchEveryday } from "../../app/domain/knowledge.server";
import { relevantMemories, subjectWords } from "../../app/domain/trinity.server";
import type { RecalledMemory } from "../../app/domain/trinity/types";

describe("the everyday guides", () => {
  it("are at least 100, across every area, with unique ids", () => {
    expect(EVERYDAY_GUIDES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(EVERYDAY_GUIDES.map((g) => g.id)).size).toBe(EVERYDAY_GUIDES.length);
    for (const area of Object.keys(EVERYDAY_AREA_LABELS)) expect(EVERYDAY_GUIDES.filter((g) => g.area === area).length, area).toBeGreaterThanOrEqual(8);
  });

  it("give every mind whole sentences to say: what matters, 3–5 steps, the trade-off and when to get help", () => {
    for (const g of EVERYDAY_GUIDES) {
      const where = g.id;
      expect(g.id, where).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(g.steps.length, where).toBeGreaterThanOrEqual(3);
      expect(g.steps.length, where).toBeLessThanOrEqual(5);
      for (const text of [g.summary, g.matters, g.tradeoff, g.getHelp, ...g.steps]) {
        expect(text, where).toMatch(/^[A-Z0-9]/);
        expect(text, where).toMatch(/[.!?]$/);
        expect(text, where).not.toMatch(/…|\.\.|\s{2}/);
        expect(text, where).toMatch(/^[\x20-\x7e]+$/);
      }
      expect(g.keys.length, where).toBeGreaterThanOrEqual(5);
      expect(g.examples.length, where).toBe(2);
    }
  });

  it("say plainly, for health, that they are general information and when to call emergency services", () => {
    for (const g of EVERYDAY_GUIDES.filter((x) => x.area === "health")) {
      expect(`${g.matters} ${g.getHelp}`, g.id).toMatch(/general information|not a diagnosis/i);
      expect(`${g.steps.join(" ")} ${g.getHelp}`, g.id).toMatch(/emergency services|doctor|GP/i);
    }
  });

  it("are found by the questions their authors wrote for them: at least 65% first, and a wrong guide first for at most 12% (none is better than a wrong one)", () => {
    const cases = EVERYDAY_GUIDES.flatMap((g) => g.examples.map((q) => ({ q, id: `everyday:${g.id}` })));
    const first = cases.filter((c) => searchEveryday(c.q, { limit: 1 })[0]?.id === c.id).length / cases.length;
    const wrong = cases.filter((c) => {
      const found = searchEveryday(c.q, { limit: 1 })[0];
      return !!found && found.id !== c.id;
    }).length / cases.length;
    expect(first).toBeGreaterThanOrEqual(0.65);
    expect(wrong).toBeLessThanOrEqual(0.12);
  });

  it("keep the health warning-sign guides for questions that speak of the body", () => {
    expect(searchEveryday("We're moving to a new city next month with a toddler and a dog, how do we prepare?").map((p) => p.id)).not.toContain("everyday:high-fever-in-a-child");
    expect(searchEveryday("My 3 year old has had a high temperature since last night and is very sleepy")[0]?.id).toBe("everyday:high-fever-in-a-child");
  });

  it("are not found for questions of general knowledge", () => {
    for (const q of ["What is the capital of France?", "When did the Second World War end?", "How does photosynthesis work?", "Who painted the Mona Lisa?", "How far is the Moon?"]) {
      expect(searchEveryday(q), q).toEqual([]);
    }
  });
});

describe("recalled memories belong to the question's subject", () => {
  const memory = (pattern: string, tags: string[]): RecalledMemory => ({
    id: pattern,
    pattern,
    message: `${pattern} — a lesson.`,
    sourceType: "trinity_mesh",
    glyphSequence: [],
    intensity: 0.5,
    resonanceTags: tags,
    score: 0.6,
  });

  it("drops a memory that shares only a generic word ('week', 'ask') and keeps one that shares the subject", () => {
    const subject = subjectWords("sleeping better");
    const kept = relevantMemories([memory("beekeeping · hives · week", ["beekeeping", "week"]), memory("sleep · night · waking", ["sleep", "night"])], 3, subject);
    expect(kept.map((m) => m.pattern)).toEqual(["sleep · night · waking"]);
    expect([...subjectWords("what to ask in a week")]).toEqual([]);
  });
});
