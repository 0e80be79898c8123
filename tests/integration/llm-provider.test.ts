import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { composeThought, createComposer } from "../../app/domain/trinity/composer.server";
import { createLlmProvider, createMindProvider } from "../../app/domain/trinity/llm.server";
import { warmSafetyGate } from "../../app/domain/trinity/safety-gate.server";
import { warmKnowledge } from "../../app/domain/knowledge.server";
import { CORE_MINDS, type MindContext, type RecalledMemory, type Thought } from "../../app/domain/trinity/types";
import { formatLine, log } from "../../app/lib/log.server";
import { fakeReply, startFakeOpenAI, type FakeOpenAI } from "./helpers/fake-openai";

const QUESTION = "How should our small team decide who gets the new laptop budget?";
const API_KEY = "sk-test-trinity-0123456789";
const MEMORY: RecalledMemory = {
  id: "mem-1",
  pattern: "listening before answering",
  message: "The mesh learned that a team decides better when the quietest voice speaks first.",
  sourceType: "trinity_mesh",
  glyphSequence: ["⟁"],
  intensity: 0.7,
  resonanceTags: ["team"],
  score: 0.4,
};

function context(priorThoughts: Thought[] = [], question = QUESTION): MindContext {
  return { question, analysis: analyzeQuestion(question), memories: [MEMORY], priorThoughts };
}

function provider(fake: { url: string }, overrides: { timeoutMs?: number; firstTokenTimeoutMs?: number } = {}) {
  return createLlmProvider({ baseUrl: fake.url, model: "fake-mini", apiKey: API_KEY, timeoutMs: 3000, firstTokenTimeoutMs: 2000, ...overrides }, createComposer());
}

describe("LLM mind provider against a local OpenAI-compatible server", () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI("ok");
    // as the server does at start: the fallback composer's safety gate is ready before the first timed question
    warmSafetyGate();
    warmKnowledge();
  });
  afterAll(async () => {
    await fake.close();
  });

  it("streams the model's answer to onDelta and returns it, not falling back", async () => {
    fake.setMode("ok");
    fake.requests.length = 0;
    const llm = provider(fake);
    expect(llm.name).toBe("llm:fake-mini");
    const deltas: string[] = [];
    const thought = await llm.think("Solace", context(), { onDelta: (d) => deltas.push(d) });
    expect(thought).toEqual({ agent: "Solace", glyph: "☉", content: fakeReply("Solace", QUESTION), fellBack: false });
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join("")).toBe(thought.content);

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0];
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.body?.model).toBe("fake-mini");
    expect(req.body?.stream).toBe(true);
    expect(req.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(req.mind).toBe("Solace");
    expect(req.systemPrompt).toMatch(/who is affected/);
    expect(req.systemPrompt).toMatch(/2 to 5 sentences/);
    expect(req.userPrompt).toContain(QUESTION);
    expect(req.userPrompt).toContain("'listening before answering'");
  });

  it("gives each mind its own system prompt, and Ignith hears what Solace and Manus said", async () => {
    fake.setMode("ok");
    fake.requests.length = 0;
    const llm = provider(fake);
    const prior: Thought[] = [];
    for (const mind of CORE_MINDS) {
      const thought = await llm.think(mind, context([...prior]));
      expect(thought.fellBack).toBe(false);
      expect(thought.content).toContain(mind);
      prior.push(thought);
    }
    expect(fake.requests.map((r) => r.mind)).toEqual(["Solace", "Manus", "Ignith"]);
    expect(fake.requests[1].systemPrompt).toMatch(/concrete steps/);
    expect(fake.requests[2].systemPrompt).toMatch(/one recommendation/);
    const ignith = fake.requests[2].userPrompt;
    expect(ignith).toContain(`Solace said: ${prior[0].content}`);
    expect(ignith).toContain(`Manus said: ${prior[1].content}`);
    expect(fake.requests[0].userPrompt).not.toContain("said:");
  });

  it("falls back to the composer with a timeout note when the model hangs, within the configured timeout", async () => {
    fake.setMode("hang");
    const llm = provider(fake, { timeoutMs: 500, firstTokenTimeoutMs: 400 });
    const deltas: string[] = [];
    const started = Date.now();
    const thought = await llm.think("Manus", context(), { onDelta: (d) => deltas.push(d) });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(2000);
    expect(thought.fellBack).toBe(true);
    expect(thought.agent).toBe("Manus");
    expect(thought.glyph).toBe("⚛");
    expect(thought.content.startsWith("(The external model did not answer in time, so the built-in composer speaks.) ")).toBe(true);
    expect(thought.content).toContain(composeThought("Manus", context()).content);
    expect(deltas.join("")).toBe(thought.content);
  });

  it("enforces the first-token timeout, and waits for a slow first token when allowed", async () => {
    const slow = await startFakeOpenAI("slow-first-token", { slowFirstTokenMs: 900 });
    try {
      const impatient = provider(slow, { timeoutMs: 5000, firstTokenTimeoutMs: 300 });
      const started = Date.now();
      const fellBack = await impatient.think("Solace", context());
      expect(Date.now() - started).toBeLessThan(1500);
      expect(fellBack.fellBack).toBe(true);
      expect(fellBack.content).toMatch(/^\(The external model did not answer in time/);

      const patient = provider(slow, { timeoutMs: 5000, firstTokenTimeoutMs: 3000 });
      const answered = await patient.think("Solace", context());
      expect(answered.fellBack).toBe(false);
      expect(answered.content).toBe(fakeReply("Solace", QUESTION));
    } finally {
      await slow.close();
    }
  });

  it("falls back with an error note on HTTP 500, without retrying and without logging the key", async () => {
    fake.setMode("error500");
    fake.requests.length = 0;
    const written: string[] = [];
    // The log's lines as written (pino writes to the file descriptor itself, so they are taken from the logger).
    const spy = vi.spyOn(log, "warn").mockImplementation((msg: string, fields?: Record<string, unknown>) => {
      written.push(formatLine("warn", msg, fields));
    });
    let thought: Thought;
    try {
      thought = await provider(fake).think("Ignith", context());
    } finally {
      spy.mockRestore();
    }
    expect(thought.fellBack).toBe(true);
    expect(thought.content).toMatch(/^\(The external model returned an error \(HTTP 500\), so the built-in composer speaks\.\) \S/);
    expect(thought.content).not.toMatch(/did not answer in time/);
    expect(fake.requests).toHaveLength(1);
    const logs = written.join("");
    expect(logs).toContain("trinity llm failed");
    expect(logs).toContain('"kind":"http"');
    expect(logs).not.toContain(API_KEY);
  });

  it("falls back when the model streams nothing", async () => {
    fake.setMode("empty");
    const thought = await provider(fake).think("Solace", context());
    expect(thought.fellBack).toBe(true);
    expect(thought.content).toMatch(/^\(The external model returned an empty answer, so the built-in composer speaks\.\) \S/);
  });

  it("falls back when the server refuses the connection", async () => {
    const gone = await startFakeOpenAI("ok");
    await gone.close();
    const thought = await provider(gone).think("Solace", context());
    expect(thought.fellBack).toBe(true);
    expect(thought.content).toMatch(/^\(The external model could not be reached, so the built-in composer speaks\.\) \S/);
    expect(thought.content).toContain(composeThought("Solace", context()).content);
  });

  it("stops waiting when the caller aborts", async () => {
    fake.setMode("hang");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    const thought = await provider(fake, { timeoutMs: 5000, firstTokenTimeoutMs: 5000 }).think("Manus", context(), { signal: controller.signal });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(thought.fellBack).toBe(true);
    expect(thought.content).toMatch(/^\(The request to the external model was cancelled/);
  });
});

describe("createMindProvider", () => {
  it("uses the composer without LLM_BASE_URL and the LLM (default model gpt-4o-mini) with it", () => {
    expect(createMindProvider({}).name).toBe("composer");
    expect(createMindProvider({ LLM_BASE_URL: "" }).name).toBe("composer");
    expect(createMindProvider({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" }).name).toBe("llm:gpt-4o-mini");
    expect(createMindProvider({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3.2", LLM_TIMEOUT_MS: 5000 }).name).toBe("llm:llama3.2");
  });

  it("falls back to the composer through the env-built provider too", async () => {
    const fake = await startFakeOpenAI("error500");
    try {
      const minds = createMindProvider({ LLM_BASE_URL: fake.url, LLM_MODEL: "fake-env", LLM_API_KEY: API_KEY, LLM_TIMEOUT_MS: 2000 });
      const thought = await minds.think("Solace", context());
      expect(thought.fellBack).toBe(true);
      expect(fake.requests[0].body?.model).toBe("fake-env");
      expect(fake.requests[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
    } finally {
      await fake.close();
    }
  });
});
