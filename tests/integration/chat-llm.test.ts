import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeReply, startFakeOpenAI, type FakeOpenAI } from "./helpers/fake-openai";
import { startServer, type TestServer } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

describe("Trinity chat with an OpenAI-compatible model (a local fake speaking the real protocol)", () => {
  let fake: FakeOpenAI;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeOpenAI("ok");
    server = await startServer({
      env: { LLM_BASE_URL: fake.url, LLM_MODEL: "mesh-test-model", LLM_API_KEY: "sk-fake-key-123", LLM_TIMEOUT_MS: "1500", EMBEDDED_WORKER: "0" },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("streams the model's words as deltas and sends its thoughts in order", async () => {
    fake.setMode("ok");
    const client = await ChatClient.open(server.url);
    const question = "How do we welcome a new neighbour to the allotment?";
    client.ask(question);
    const delta = await client.next("swarm_thought_delta");
    expect(delta.data.agent).toBe("Solace");
    const thoughts = [];
    for (;;) {
      const m = await client.next(["swarm_thought", "swarm_complete"]);
      if (m.type === "swarm_complete") break;
      thoughts.push(m.data);
    }
    client.close();
    expect(thoughts.slice(0, 3).map((t) => t.agent)).toEqual(["Solace", "Manus", "Ignith"]);
    expect(thoughts[0].content).toBe(fakeReply("Solace", question));
    const seen = fake.requests.filter((r) => r.body?.model === "mesh-test-model");
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen[0].headers.authorization).toBe("Bearer sk-fake-key-123");
    expect(server.logs()).not.toContain("sk-fake-key-123");
  });

  it.each([
    ["hang", "did not answer in time"],
    ["error500", "returned an error"],
  ] as const)("a model that %s falls back to the composer and says so", async (mode, note) => {
    fake.setMode(mode);
    const client = await ChatClient.open(server.url);
    const { thoughts, complete } = await client.deliberation("What should a river cleanup crew do first?", 30_000);
    client.close();
    expect(thoughts.slice(0, 3).map((t) => t.agent)).toEqual(["Solace", "Manus", "Ignith"]);
    for (const t of thoughts.slice(0, 3)) {
      expect(t.content).toContain(note);
      expect(t.content.length).toBeGreaterThan(note.length + 40); // the composer's thought follows the note
    }
    expect(complete.memoriesRecalled).toBeGreaterThanOrEqual(0);
  });
});
