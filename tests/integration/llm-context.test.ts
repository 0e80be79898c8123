import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { createComposer } from "../../app/domain/trinity/composer.server";
import { createLlmProvider } from "../../app/domain/trinity/llm.server";
import type { KnowledgePassage, MindContext, MindProvider, PriorTurn } from "../../app/domain/trinity/types";
import { startFakeOpenAI, type FakeOpenAI } from "./helpers/fake-openai";

const HISTORY: PriorTurn[] = [
  {
    question: "Should our book club meet in Lisbon or Berlin this spring?",
    answer: "Solace weighs who can travel and Manus counts the tickets; I recommend Lisbon, because most of you already live nearby.",
    subject: "Lisbon and Berlin",
    options: ["Lisbon", "Berlin"],
    shape: "choice",
  },
  {
    question: "How long would the trip take by train?",
    answer: "About a day and a half to Lisbon by train, and a night train gets most of you to Berlin.",
    subject: "the train trip",
    options: [],
    shape: "howto",
  },
];

const KNOWLEDGE: KnowledgePassage[] = [
  {
    id: "economy:val",
    kind: "economy",
    title: "VAL tokens",
    text: "VAL is the mesh's token: contributions earn VAL and the ledger records every transfer.",
    href: "/economy",
    score: 0.92,
  },
  {
    id: "guide:journey",
    kind: "guide",
    title: "The Mesh Journey",
    text: "The Mesh Journey walks a newcomer through the minds, the glyphs and the archive in seven steps.",
    href: "/learn?tab=journey",
    score: 0.61,
  },
];

const QUESTION = "Which one is cheaper?";

function context(overrides: Partial<MindContext> = {}): MindContext {
  return {
    question: QUESTION,
    analysis: analyzeQuestion(QUESTION),
    memories: [],
    priorThoughts: [],
    history: HISTORY,
    frame: { shape: "choice", subject: "Lisbon and Berlin", options: ["Lisbon", "Berlin"], followsUp: true, retrievalQuery: `${QUESTION} Lisbon Berlin` },
    knowledge: KNOWLEDGE,
    ...overrides,
  };
}

function provider(fake: { url: string }, fallback: MindProvider = createComposer()) {
  return createLlmProvider({ baseUrl: fake.url, model: "fake-mini", timeoutMs: 3000, firstTokenTimeoutMs: 2000 }, fallback);
}

describe("LLM minds with the conversation and the mesh's knowledge", () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI("ok");
  });
  afterAll(async () => {
    await fake.close();
  });

  it("sends the earlier turns as user/assistant messages in order, then the question with numbered sources", async () => {
    fake.setMode("ok");
    fake.setReply(null);
    fake.requests.length = 0;
    const thought = await provider(fake).think("Manus", context());
    expect(thought.fellBack).toBe(false);

    expect(fake.requests).toHaveLength(1);
    const messages = fake.requests[0].body?.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user", "assistant", "user"]);
    expect(messages[1].content).toBe(HISTORY[0].question);
    expect(messages[2].content).toBe(HISTORY[0].answer);
    expect(messages[3].content).toBe(HISTORY[1].question);
    expect(messages[4].content).toBe(HISTORY[1].answer);

    const last = messages[5].content;
    expect(last.startsWith(`Question: ${QUESTION}`)).toBe(true);
    expect(last).toContain("[1] VAL tokens (/economy): VAL is the mesh's token");
    expect(last).toContain("[2] The Mesh Journey (/learn?tab=journey): The Mesh Journey walks");
    expect(last).toContain("The options: Lisbon; Berlin.");
    expect(last).toContain("follows up on the earlier turn about: Lisbon and Berlin");

    const system = fake.requests[0].systemPrompt;
    expect(system).toMatch(/only from those sources or the recalled memories/);
    expect(system).toMatch(/as \[1\] or \[2\]/);
    expect(system).toMatch(/say plainly that you do not know rather than invent/);
    expect(system).toMatch(/for each option, give its cost .* and its first step/);
    // the model's own answer cited nothing: no sources
    expect(thought.sources).toBeUndefined();
  });

  it("a reply citing [1] yields that passage as the thought's source, and only it", async () => {
    fake.setMode("ok");
    fake.setReply("Lisbon is cheaper for most of you, and the trip can be paid in VAL tokens [1]. The Mesh Journey is not needed here.");
    fake.requests.length = 0;
    try {
      const deltas: string[] = [];
      const thought = await provider(fake).think("Ignith", context(), { onDelta: (d) => deltas.push(d) });
      expect(thought.fellBack).toBe(false);
      expect(deltas.join("")).toBe(thought.content);
      expect(thought.sources).toEqual([{ title: "VAL tokens", href: "/economy" }]);
      expect(fake.requests[0].systemPrompt).toMatch(/recommending exactly one of them/);

      fake.setReply("Both are covered [2][1], and [7] is not a source.");
      const both = await provider(fake).think("Solace", context());
      expect(both.sources).toEqual([
        { title: "The Mesh Journey", href: "/learn?tab=journey" },
        { title: "VAL tokens", href: "/economy" },
      ]);
      expect(fake.requests[1].systemPrompt).toMatch(/who it affects/);
    } finally {
      fake.setReply(null);
    }
  });

  it("without knowledge, tells the model to say it does not know rather than invent mesh facts, and keeps the old shape", async () => {
    fake.setMode("ok");
    fake.requests.length = 0;
    const thought = await provider(fake).think("Solace", context({ history: [], knowledge: [], frame: undefined, question: "What is VAL?" }));
    expect(thought.sources).toBeUndefined();
    const messages = fake.requests[0].body?.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(fake.requests[0].systemPrompt).toMatch(/No passage of the Trinity Mesh's own knowledge was found/);
    expect(fake.requests[0].systemPrompt).not.toMatch(/for each option/);
    expect(messages[1].content).not.toContain("Sources from the mesh's knowledge");
  });

  it("falls back to the composer keeping the composer's own sources", async () => {
    fake.setMode("error500");
    const composer = createComposer();
    const fallback: MindProvider = {
      name: "composer",
      async think(mind, ctx) {
        const t = await composer.think(mind, ctx);
        return { ...t, sources: [{ title: "The Mesh Journey", href: "/learn?tab=journey" }] };
      },
    };
    const thought = await provider(fake, fallback).think("Manus", context());
    expect(thought.fellBack).toBe(true);
    expect(thought.content).toMatch(/^\(The external model returned an error \(HTTP 500\)/);
    expect(thought.sources).toEqual([{ title: "The Mesh Journey", href: "/learn?tab=journey" }]);
    fake.setMode("ok");
  });
});
