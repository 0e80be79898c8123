import { describe, expect, it } from "vitest";
import { analyzeQuestion, multicoreMindsFor } from "../../app/domain/trinity/analysis.server";
import { composeThought, createComposer, MEMORY_MIN_SCORE } from "../../app/domain/trinity/composer.server";
import { CORE_MINDS, MIND_GLYPHS, type MindName, type RecalledMemory, type Thought } from "../../app/domain/trinity/types";
import { HIGH_RESONANCE_GLYPHS } from "../../app/lib/glyphs";
import { CRISIS_MESSAGES } from "../../app/content/crisis";
import { EVERYDAY_SCOPE_LINE, MODEL_DOCS_HREF, MODEL_DOCS_TITLE, SCOPE_LINE } from "../../app/content/minds-scope";
import { planAnswer, type Plan } from "../../app/domain/trinity/plan.server";

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

/** The voices the plan gives a question, each composed as the chat composes it. */
function plannedVoices(question: string): Thought[] {
  const analysis = analyzeQuestion(question);
  const plan = planAnswer(question, analysis);
  const out: Thought[] = [];
  for (const mind of plan.voices) out.push(composeThought(mind, { question, analysis, memories: [], priorThoughts: [...out], plan }));
  return out;
}

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
  it("answers each kind of question with its own voices", () => {
    const crisis = plannedVoices("I have the pills ready");
    expect(crisis.map((t) => t.agent)).toEqual(["Solace"]);
    expect(crisis[0]!.content).toBe(CRISIS_MESSAGES.suicide);

    const scope = plannedVoices("What is the capital of France?");
    expect(scope.map((t) => t.agent)).toEqual(["Ignith"]);
    expect(scope[0]!.content).toBe(SCOPE_LINE);
    expect(scope[0]!.sources).toEqual([{ title: MODEL_DOCS_TITLE, href: MODEL_DOCS_HREF }]);

    // a visitor's own situation no guide covers: plainly no guide, in the visitor's words, and where the guides are
    const noGuide = plannedVoices("My sister keeps posting photos of my kids online");
    expect(noGuide.map((t) => t.agent)).toEqual(["Ignith"]);
    expect(noGuide[0]!.content).toBe(EVERYDAY_SCOPE_LINE);
    expect(noGuide[0]!.sources?.[0]).toEqual({ title: "Everyday guides", href: "/learn?tab=everyday" });

    const everyday = plannedVoices("I have a job interview tomorrow and I'm nervous");
    expect(everyday.map((t) => t.agent)).toEqual(CORE_MINDS);
    for (const t of everyday) expect(t.sources).toEqual([{ title: "Everyday guide: A job interview tomorrow", href: "/learn?tab=everyday&everyday=job-interview-tomorrow" }]);
    const [solace, manus, ignith] = everyday.map((t) => t.content);
    expect(manus).toMatch(/^[^.]+\. First, reread the job advert tonight/);
    expect(ignith).toMatch(/My recommendation:/);
    expect(new Set([solace, manus, ignith]).size).toBe(3);
    for (const t of everyday) expect(t.glyph).toBe(MIND_GLYPHS[t.agent]);
  });

  it("lets the multicore agents introduce themselves when asked who they are, and speak elsewhere only where their line fits", () => {
    const intro = plannedVoices("Who are Firefly, Pulse and Relay?");
    expect(intro.map((t) => t.agent)).toEqual(["Firefly", "Pulse", "Relay", "Ignith"]);
    expect(intro[0]!.content).toMatch(/^I'm Firefly, one of the multicore agents: I join when a question touches ✦ Spark/);
    expect(intro[3]!.content).toMatch(/Multicore badge/);
    // a grief question that touches ✦ or ☉ gets no "try the boldest cheap idea"
    expect(plannedVoices("My grandmother died last month and I can't stop crying").map((t) => t.agent)).not.toContain("Firefly");
  });

  it("answers different questions differently, for every mind", () => {
    const pairs = [
      ["How can I save money each month?", "How do I pay off my credit card debt?"],
      ["Should I learn Spanish or Japanese? I travel to Mexico a lot.", "Should we get a cat or a dog? We have small kids."],
      ["How do I tell my manager I am burning out?", "How do I ask my boss for a pay rise?"],
    ];
    for (const [a, b] of pairs) {
      const da = deliberate(a!);
      const db = deliberate(b!);
      for (const mind of CORE_MINDS) expect(da[mind].content).not.toBe(db[mind].content);
    }
  });

  it("is deterministic: the same question and memories give exactly the same text", () => {
    for (const q of [LAPTOP, STUDIO, "??", "How do I stop procrastinating?"]) {
      const first = deliberate(q, [MEMORY]);
      const second = deliberate(q, [structuredClone(MEMORY)]);
      for (const mind of CORE_MINDS) expect(second[mind].content).toBe(first[mind].content);
    }
  });

  it("tells a recalled memory as the mesh's lesson: never the question it came from, never cut off", () => {
    const question = "What does the Threshold glyph mean?";
    const memory: RecalledMemory = {
      ...MEMORY,
      pattern: "threshold · glyph · edge",
      message: "What does the Threshold glyph mean for my sister's wedding plans? — A threshold asks what line you will not cross. The rest of the answer went on at length.",
      score: 0.5,
    };
    const { Solace } = deliberate(question, [memory]);
    expect(Solace.content).toContain("a threshold asks what line you will not cross.");
    expect(Solace.content).not.toContain("sister's wedding");
    expect(Solace.content).not.toMatch(/…/);
    const weak = deliberate(question, [{ ...memory, score: MEMORY_MIN_SCORE / 10 }]);
    expect(weak.Solace.content).not.toContain("line you will not cross");
  });

  it("keeps grammar clean across assorted inputs (no undefined, no empty slots, whole sentences)", () => {
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
      "iPhone or Android?",
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
        expect(text, where).toMatch(/^[\p{Lu}'"“‘\p{S}¿¡]/u);
        expect(text, where).toMatch(/[.!?)]$/);
        expect(text, where).not.toMatch(/\p{L}…/u);
        expect(text, where).not.toMatch(/\b(a|an|the|of|to|about|for|with|and)\s+[.,;:!?]/i);
        expect(text, where).not.toMatch(/\ba (?!u[bcdfgklmnprstvz][aeiou]|one\b|euro|use)[aeiou]\w/i);
        expect(text, where).not.toMatch(/\b(\w+) \1\b/i);
        expect(text, where).not.toMatch(/\bIPhone\b|\bI weighs\b|an ordinary Tuesday|the one you named first/);
        expect(sentences(text).length, where).toBeLessThanOrEqual(7);
        if (!CORE_MINDS.includes(mind as (typeof CORE_MINDS)[number])) expect(sentences(text).length, where).toBe(1);
        expect(thought.glyph).toBe(MIND_GLYPHS[mind]);
        expect(thought.agent).toBe(mind);
      }
    }
  });

  it("fails loudly: composeThought throws, and the provider reports the failure with the question id and answers plainly", async () => {
    const question = "How do I save money?";
    const analysis = analyzeQuestion(question);
    // a plan whose guide is missing: the composer cannot write the everyday answer
    const broken = { ...planAnswer(question, analysis), route: { kind: "everyday", guide: undefined, personal: false } } as unknown as Plan;
    const context = { question, questionId: "q-123", analysis, memories: [], priorThoughts: [], plan: broken };
    expect(() => composeThought("Manus", context)).toThrow();
    const reported: { mind: string; questionId: string | null }[] = [];
    const composer = createComposer({ onError: (_error, info) => reported.push(info) });
    const thought = await composer.think("Manus", context);
    expect(reported).toEqual([{ mind: "Manus", questionId: "q-123" }]);
    expect(thought.content).toMatch(/concrete step/);
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
