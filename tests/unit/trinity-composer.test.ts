import { describe, expect, it } from "vitest";
import { analyzeQuestion, multicoreMindsFor } from "../../app/domain/trinity/analysis.server";
import { composeThought, createComposer, MEMORY_MIN_SCORE } from "../../app/domain/trinity/composer.server";
import { CORE_MINDS, MIND_GLYPHS, type MindName, type RecalledMemory, type Thought } from "../../app/domain/trinity/types";
import { HIGH_RESONANCE_GLYPHS } from "../../app/lib/glyphs";

const LAPTOP = "How should our small team decide who gets the new laptop budget?";
const TRUST = "Why do people stop trusting each other in a long partnership?";
const STUDIO = "Should I quit my job to start an art studio with my sister Maria?";
const ENERGY = "Can we reduce the energy cost of our data center without hurting the children's school next door?";
const LONG_ABSTRACT =
  "Why does the pursuit of meaning and authenticity in modern societies so often conflict with responsibility toward future generations, and how should we weigh individual freedom against collective justice?";

const MEMORY: RecalledMemory = {
  id: "mem-1",
  pattern: "listening before answering",
  message: "The mesh learned that a team decides better when the quietest voice speaks first.",
  sourceType: "trinity_mesh",
  glyphSequence: ["⟁"],
  intensity: 0.7,
  resonanceTags: ["team", "decision"],
  score: 0.42,
};

/** One deliberation as the chat runs it: Solace, Manus, then Ignith seeing both. */
function deliberate(question: string, memories: RecalledMemory[] = []): Record<"Solace" | "Manus" | "Ignith", Thought> {
  const analysis = analyzeQuestion(question);
  const prior: Thought[] = [];
  const out = {} as Record<"Solace" | "Manus" | "Ignith", Thought>;
  for (const mind of CORE_MINDS) {
    const thought = composeThought(mind, { question, analysis, memories, priorThoughts: [...prior] });
    prior.push(thought);
    out[mind] = thought;
  }
  return out;
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+(?=[\p{Lu}'"“‘\p{S}])/u).filter((s) => s.trim());
}

/** True when a and b share a run of n consecutive words (case-insensitive). */
function sharesRun(a: string, b: string, n = 4): boolean {
  const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const wb = ` ${words(b).join(" ")} `;
  const wa = words(a);
  for (let i = 0; i + n <= wa.length; i++) {
    if (wb.includes(` ${wa.slice(i, i + n).join(" ")} `)) return true;
  }
  return false;
}

describe("analyzeQuestion", () => {
  it("finds key terms, noun phrases, verbs and the question type of real questions", () => {
    const laptop = analyzeQuestion(LAPTOP);
    expect(laptop.questionType).toBe("how");
    expect(laptop.keyTerms[0]).toBe("laptop budget");
    expect(laptop.keyTerms).toContain("team");
    expect(laptop.nounPhrases).toContain("new laptop budget");
    expect(laptop.verbs).toContain("decide");
    expect(laptop.wordCount).toBe(12);

    const trust = analyzeQuestion(TRUST);
    expect(trust.questionType).toBe("why");
    expect(trust.keyTerms).toEqual(expect.arrayContaining(["partnership", "trust"]));
    expect(trust.verbs).toContain("trust");

    const studio = analyzeQuestion(STUDIO);
    expect(studio.questionType).toBe("should");
    expect(studio.people).toEqual(["Maria"]);
    expect(studio.verbs).toEqual(expect.arrayContaining(["quit", "start"]));
    expect(studio.keyTerms).toContain("art studio");

    const energy = analyzeQuestion(ENERGY);
    expect(energy.questionType).toBe("can");
    expect(energy.keyTerms.slice(0, 2)).toEqual(["energy cost", "data center"]);

    expect(analyzeQuestion("Can you tell me why my code keeps crashing?").questionType).toBe("why");
    expect(analyzeQuestion("What should I eat tonight?").questionType).toBe("what");
    expect(analyzeQuestion("Is it wrong to lie to my friend to protect her feelings?").questionType).toBe("should");
    expect(analyzeQuestion("Who should lead the garden project?").questionType).toBe("who");
    expect(analyzeQuestion("The garden needs water.").questionType).toBe("statement");
  });

  it("keeps key terms lower-case, meaningful and at most six", () => {
    for (const q of [LAPTOP, TRUST, STUDIO, ENERGY, LONG_ABSTRACT]) {
      const { keyTerms } = analyzeQuestion(q);
      expect(keyTerms.length).toBeGreaterThan(0);
      expect(keyTerms.length).toBeLessThanOrEqual(6);
      for (const term of keyTerms) {
        expect(term).toBe(term.toLowerCase());
        expect(["the", "a", "how", "why", "should", "we", "our", "my", "i", "do", "of"]).not.toContain(term);
      }
    }
  });

  it("detects glyphs: symbols written in the text first, then keyword glyphs strongest first, at most four", () => {
    const written = analyzeQuestion("What does ∞ mean for a team that has to decide together?");
    expect(written.glyphs[0]).toBe("∞");
    expect(written.glyphs).toContain("⟁");

    expect(analyzeQuestion("⊙ then ◊").glyphs).toEqual(["⊙", "◊"]);
    expect(analyzeQuestion(LAPTOP).glyphs).toEqual(expect.arrayContaining(["⟁", "◊"]));
    expect(analyzeQuestion(TRUST).glyphs[0]).toBe("⊗"); // trusting + partnership
    expect(analyzeQuestion("How do we keep our children safe and healthy online?").glyphs.slice(0, 2)).toEqual(["☉", "△"]);

    const many = analyzeQuestion("⟁ ⊗ ∇ ◊ ☉ ∞ △ money trust risk");
    expect(many.glyphs).toEqual(["⟁", "⊗", "∇", "◊"]);
    for (const q of [LAPTOP, TRUST, STUDIO, ENERGY]) {
      for (const g of analyzeQuestion(q).glyphs) expect(HIGH_RESONANCE_GLYPHS).toContain(g);
    }
  });

  it("rates a long abstract question as more complex than a short concrete one, within 0..1", () => {
    const short = analyzeQuestion("What should I eat?");
    const long = analyzeQuestion(LONG_ABSTRACT);
    expect(short.complexity).toBeGreaterThanOrEqual(0);
    expect(long.complexity).toBeLessThanOrEqual(1);
    expect(long.complexity).toBeGreaterThan(short.complexity + 0.4);
    expect(analyzeQuestion(LAPTOP).complexity).toBeLessThan(long.complexity);
  });

  it("reads sentiment from the wording", () => {
    expect(analyzeQuestion("I feel lost and afraid about the future of my family").sentiment).toBeLessThan(0);
    expect(analyzeQuestion("I am so excited and hopeful about our new garden!").sentiment).toBeGreaterThan(0);
    expect(analyzeQuestion(LAPTOP).sentiment).toBe(0);
  });

  it("never throws on odd input and always returns a well-formed analysis", () => {
    const inputs = ["", "   ", "??", "hi", "🔥🔥🔥", "⟁", "<script>alert('x')</script>", "a".repeat(4000), "Wie kann ich meine Familie besser unterstützen?", "这是什么意思？", "1234 5678", "\u0000\u0001", "x".repeat(10) + " " + "word ".repeat(790)];
    for (const input of inputs) {
      const a = analyzeQuestion(input);
      expect(a.keyTerms.length).toBeLessThanOrEqual(6);
      expect(a.glyphs.length).toBeLessThanOrEqual(4);
      expect(a.complexity).toBeGreaterThanOrEqual(0);
      expect(a.complexity).toBeLessThanOrEqual(1);
      expect(a.sentiment).toBeGreaterThanOrEqual(-1);
      expect(a.sentiment).toBeLessThanOrEqual(1);
      expect(Number.isInteger(a.wordCount)).toBe(true);
    }
    expect(analyzeQuestion("<script>alert('x')</script> How do I protect my family?").keyTerms).not.toContain("script");
    expect(analyzeQuestion(undefined as unknown as string).wordCount).toBe(0);
  });
});

describe("multicoreMindsFor", () => {
  it("picks the agents whose glyph affinity the question touches, in the order Firefly, Pulse, Relay", () => {
    expect(multicoreMindsFor({ glyphs: ["⊗", "☉", "✦"] })).toEqual(["Firefly", "Pulse", "Relay"]);
    expect(multicoreMindsFor({ glyphs: ["⊗"] })).toEqual(["Relay"]);
    expect(multicoreMindsFor({ glyphs: ["⟁"] })).toEqual(["Relay"]);
    expect(multicoreMindsFor({ glyphs: ["∇"] })).toEqual(["Pulse"]);
    expect(multicoreMindsFor({ glyphs: ["◊", "∞", "△", "⚛"] })).toEqual([]);
    expect(multicoreMindsFor({ glyphs: [] })).toEqual([]);
    expect(multicoreMindsFor(analyzeQuestion("I have a new idea for an art project"))).toEqual(["Firefly"]);
    expect(multicoreMindsFor(analyzeQuestion("How can I keep a promise to my partner?"))).toEqual(["Relay"]);
  });
});

describe("the built-in composer", () => {
  it("gives three distinct voices, each in its own frame", () => {
    for (const q of [LAPTOP, TRUST, STUDIO, ENERGY]) {
      const { Solace, Manus, Ignith } = deliberate(q);
      expect(Solace.content).toMatch(/care|at stake|lives with|owe|affected|touches/i);
      expect(Manus.content).toMatch(/first action|start here|today, i would|before you|before your|begin/i);
      expect(Ignith.content).toMatch(/Solace/);
      expect(Ignith.content).toMatch(/Manus/);
      const last = sentences(Ignith.content).pop() ?? "";
      expect(last).toMatch(/recommend/i);
      expect(new Set([Solace.content, Manus.content, Ignith.content]).size).toBe(3);
      for (const t of [Solace, Manus, Ignith]) expect(t.glyph).toBe(MIND_GLYPHS[t.agent]);
    }
  });

  it("weaves the question's own words into the thoughts", () => {
    const { Solace, Manus } = deliberate(LAPTOP);
    expect(`${Solace.content} ${Manus.content}`).toMatch(/laptop budget/);
    expect(`${Solace.content} ${Manus.content}`).toMatch(/small team/);
    const studio = deliberate(STUDIO);
    expect(`${studio.Solace.content} ${studio.Manus.content}`).toMatch(/Maria/);
    expect(studio.Manus.content).toMatch(/quit your job/);
  });

  it("lets Ignith reference what Solace and Manus actually said", () => {
    for (const q of [LAPTOP, TRUST, STUDIO, ENERGY, "hi"]) {
      const { Solace, Manus, Ignith } = deliberate(q);
      const run = 3; // e.g. "encouragement before critique"
      expect(sharesRun(Ignith.content, Solace.content, run), Ignith.content).toBe(true);
      expect(sharesRun(Ignith.content, Manus.content, run), Ignith.content).toBe(true);
    }
    // thoughts the composer did not write (e.g. from an external model) are quoted
    const question = "How do we support the night shift through the winter?";
    const prior: Thought[] = [
      { agent: "Solace", glyph: "☉", content: "What matters most is the dignity of the nurses who carry the night. Care asks that nobody is blamed for being tired." },
      { agent: "Manus", glyph: "⚛", content: "Start by booking a thirty-minute meeting with the ward lead tomorrow morning. Then list three options for cover." },
    ];
    const ignith = composeThought("Ignith", { question, analysis: analyzeQuestion(question), memories: [], priorThoughts: prior });
    expect(sharesRun(ignith.content, prior[0].content)).toBe(true);
    expect(sharesRun(ignith.content, prior[1].content)).toBe(true);
    expect(ignith.content).toMatch(/recommend/i);
  });

  it("answers different questions differently, for every mind", () => {
    const pairs = [
      [LAPTOP, TRUST],
      [STUDIO, ENERGY],
      ["How do I tell my manager I am burning out?", "How do I price my first freelance design job?"],
    ];
    for (const [a, b] of pairs) {
      const da = deliberate(a);
      const db = deliberate(b);
      for (const mind of CORE_MINDS) expect(da[mind].content).not.toBe(db[mind].content);
    }
  });

  it("is deterministic: the same question and memories give exactly the same text", () => {
    for (const q of [LAPTOP, STUDIO, "??"]) {
      const first = deliberate(q, [MEMORY]);
      const second = deliberate(q, [structuredClone(MEMORY)]);
      for (const mind of CORE_MINDS) expect(second[mind].content).toBe(first[mind].content);
    }
    const a = analyzeQuestion(TRUST);
    const once = composeThought("Relay", { question: TRUST, analysis: a, memories: [], priorThoughts: [] });
    const twice = composeThought("Relay", { question: TRUST, analysis: structuredClone(a), memories: [], priorThoughts: [] });
    expect(twice).toEqual(once);
  });

  it("cites a recalled memory when its score is reasonable, and not otherwise", () => {
    const withMemory = deliberate(LAPTOP, [MEMORY]);
    expect(withMemory.Solace.content).toContain("The archive remembers 'listening before answering'");
    expect(withMemory.Manus.content).toContain("'listening before answering'");

    const weak = deliberate(LAPTOP, [{ ...MEMORY, score: MEMORY_MIN_SCORE / 10 }]);
    expect(weak.Solace.content).not.toContain("listening before answering");
    expect(weak.Manus.content).not.toContain("listening before answering");

    const second: RecalledMemory = { ...MEMORY, id: "mem-2", pattern: "budgets follow trust", message: "A budget split in the open was kept.", score: 0.3 };
    const two = deliberate(LAPTOP, [second, MEMORY]);
    expect(two.Solace.content).toContain("The archive remembers 'listening before answering'"); // the higher score
    expect(two.Manus.content).toContain("'budgets follow trust'");
  });

  it("keeps grammar clean across assorted inputs (no undefined, no empty slots, 2–5 sentences)", () => {
    const inputs = [
      "??",
      "hi",
      "",
      "   ",
      "🔥🔥 what now",
      "⟁ ⊗ ∇",
      "⊙",
      "What is ⟁?",
      "<script>alert('pwned')</script>",
      "<b>How</b> do I <i>protect</i> my family online?",
      "Wie kann ich meine Familie besser unterstützen?",
      "这是什么意思？",
      "x".repeat(4000),
      ("How should our small team decide who gets the new laptop budget when the children are worried about the future? ").repeat(36).slice(0, 4000),
      LAPTOP,
      TRUST,
      STUDIO,
      ENERGY,
      LONG_ABSTRACT,
      "What should I eat?",
      "I feel lost and afraid about the future of my family",
      "Is it wrong to lie to my friend to protect her feelings?",
      "How do I communicate better with my co-founder about money?",
      "Can you tell me why my code keeps crashing?",
      "When should we launch the new app?",
      "Where can my kids play safely after school?",
      "Who should own the decision about the office move?",
      "I have a new idea for a community garden!",
      "Do I need a lawyer for a rental contract with a friend?",
      "Should an AI be allowed to refuse a user?",
      "why",
      "money",
      "Trust.",
    ];
    const minds: MindName[] = ["Solace", "Manus", "Ignith", "Firefly", "Pulse", "Relay"];
    for (const question of inputs) {
      const analysis = analyzeQuestion(question);
      const prior: Thought[] = [];
      for (const mind of minds) {
        const thought = composeThought(mind, { question, analysis, memories: [MEMORY], priorThoughts: [...prior] });
        if (mind !== "Ignith") prior.push(thought);
        const text = thought.content;
        const where = `${mind} on ${JSON.stringify(question.slice(0, 40))}: ${text}`;
        expect(text.length, where).toBeGreaterThan(20);
        expect(text, where).not.toMatch(/undefined|null|NaN|\[object|\{|\}|<|>/);
        expect(text, where).not.toMatch(/ {2}| [,.;:!?]|\.\.|,,|''|""|\( ?\)/);
        expect(text, where).toMatch(/^[\p{Lu}'"“‘\p{S}]/u);
        expect(text, where).toMatch(/[.!?…]$/);
        expect(text, where).not.toMatch(/\b(a|an|the|of|to|about|for|with|and)\s+[.,;:!?]/i);
        expect(text, where).not.toMatch(/\ba (?!u[bcdfgklmnprstvz][aeiou]|one\b|euro|use)[aeiou]\w/i);
        expect(text, where).not.toMatch(/\b(\w+) \1\b/i);
        const count = sentences(text).length;
        if (CORE_MINDS.includes(mind as (typeof CORE_MINDS)[number])) {
          expect(count, where).toBeGreaterThanOrEqual(2);
          expect(count, where).toBeLessThanOrEqual(5);
        } else {
          expect(count, where).toBe(1);
        }
        expect(thought.glyph).toBe(MIND_GLYPHS[mind]);
        expect(thought.agent).toBe(mind);
      }
    }
  });

  it("streams the thought to onDelta in word chunks that add up to the content", async () => {
    const composer = createComposer();
    expect(composer.name).toBe("composer");
    const deltas: string[] = [];
    const thought = await composer.think("Manus", { question: LAPTOP, analysis: analyzeQuestion(LAPTOP), memories: [], priorThoughts: [] }, { onDelta: (d) => deltas.push(d) });
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(thought.content);
    expect(thought.fellBack).toBeUndefined();
  });
});
