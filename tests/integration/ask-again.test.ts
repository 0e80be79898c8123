import { describe, expect, it } from "vitest";
import { testDb } from "./helpers/db";
import { baseUrl, form, Jar } from "./helpers/http";
import { ChatClient } from "./helpers/ws";

/**
 * Issue 33: a question whose connection dropped before its answer arrived (a web process killed, a
 * network blip) is sent again by the page with the same ask id, on a new connection, maybe to
 * another process. It is answered once: the saved turn is sent again, nothing is saved or published twice.
 */

async function visitorCookie(): Promise<string> {
  const jar = new Jar();
  await jar.fetch("/");
  return jar.header();
}

const askId = () => `it-${crypto.randomUUID()}`;

async function savedTurns(conversationId: string) {
  const db = testDb();
  try {
    const visitor = await db.selectFrom("messages").select(["content", "ask_id"]).where("conversation_id", "=", conversationId).where("role", "=", "visitor").execute();
    const agents = await db.selectFrom("messages").select("content").where("conversation_id", "=", conversationId).where("role", "=", "agent").orderBy("id").execute();
    return { questions: visitor, answers: agents.map((m) => m.content) };
  } finally {
    await db.destroy();
  }
}

async function memoriesOf(question: string): Promise<number> {
  const db = testDb();
  try {
    const rows = await db.selectFrom("alexandria_memories").select("id").where("message", "like", `${question.slice(0, 40)}%`).execute();
    return rows.length;
  } finally {
    await db.destroy();
  }
}

describe("a question sent again with its ask id", () => {
  it("after its answer was saved: the saved answer, the same conversation, one turn and one memory", async () => {
    const cookie = await visitorCookie();
    const id = askId();
    const question = "How should our allotment group share the watering rota over the summer holidays?";
    const first = await ChatClient.open(baseUrl(), { Cookie: cookie });
    const asked = await first.deliberation(question, 20_000, { askId: id });
    first.close();
    expect(asked.thoughts.length).toBeGreaterThanOrEqual(1);

    // The page's connection dropped before swarm_complete reached it: it asks again, on a new socket.
    const again = await ChatClient.open(baseUrl(), { Cookie: cookie });
    const replayed = await again.deliberation(question, 20_000, { askId: id });
    again.close();

    expect(replayed.complete.conversationId).toBe(asked.complete.conversationId);
    expect(replayed.thoughts.map((t) => [t.agent, t.content])).toEqual(asked.thoughts.map((t) => [t.agent, t.content]));
    expect(replayed.complete.memoriesRecalled).toBe(asked.complete.memoriesRecalled);
    const turns = await savedTurns(asked.complete.conversationId);
    expect(turns.questions).toHaveLength(1);
    expect(turns.answers).toEqual(asked.thoughts.map((t) => t.content));
    expect(await memoriesOf(question)).toBe(1);

    // The id names the question: sent again even with other words, the saved answer comes back, not a new deliberation.
    const reworded = await ChatClient.open(baseUrl(), { Cookie: cookie });
    const same = await reworded.deliberation("And what about the watering rota in the autumn term?", 20_000, { askId: id });
    reworded.close();
    expect(same.thoughts.map((t) => t.content)).toEqual(asked.thoughts.map((t) => t.content));
    expect((await savedTurns(asked.complete.conversationId)).questions).toHaveLength(1);
  });

  it("on two connections at once (the first process still answering): both complete on one saved turn", async () => {
    const cookie = await visitorCookie();
    const id = askId();
    const question = "Which evening suits a neighbourhood repair cafe better, Tuesday or Thursday?";
    const [a, b] = await Promise.all([ChatClient.open(baseUrl(), { Cookie: cookie }), ChatClient.open(baseUrl(), { Cookie: cookie })]);
    const [one, two] = await Promise.all([a.deliberation(question, 20_000, { askId: id }), b.deliberation(question, 20_000, { askId: id })]);
    a.close();
    b.close();
    expect(two.complete.conversationId).toBe(one.complete.conversationId);
    const turns = await savedTurns(one.complete.conversationId);
    expect(turns.questions).toHaveLength(1);
    expect(await memoriesOf(question)).toBe(1);
  });

  it("is the visitor's own: another visitor sending the same ask id gets an answer of their own, not the first visitor's", async () => {
    const id = askId();
    const mine = await ChatClient.open(baseUrl(), { Cookie: await visitorCookie() });
    const asked = await mine.deliberation("How do I keep a balcony herb garden alive through a heatwave?", 20_000, { askId: id });
    mine.close();
    const theirs = await ChatClient.open(baseUrl(), { Cookie: await visitorCookie() });
    const other = await theirs.deliberation("What should a first-time volunteer bring to a beach clean-up?", 20_000, { askId: id });
    theirs.close();
    expect(other.complete.conversationId).not.toBe(asked.complete.conversationId);
    expect((await savedTurns(other.complete.conversationId)).questions.map((q) => q.content)).toEqual(["What should a first-time volunteer bring to a beach clean-up?"]);
  });

  it("from the no-JS form: the page's ask id posted twice (a double click, a resubmission) is answered once, and the next page has a new one", async () => {
    const jar = new Jar();
    const askIdOf = async () => /name="askId" value="([A-Za-z0-9_-]+)"/.exec(await (await jar.fetch("/swarm", { headers: { Accept: "text/html" } })).text())?.[1];
    const id = await askIdOf();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const question = "How do we share one lawnmower fairly between six houses on our street?";
    const post = () => jar.fetch("/swarm", { method: "POST", redirect: "manual", ...form({ question, askId: id! }) });
    const first = await post();
    const second = await post();
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    const conversationId = /[?&]c=([0-9a-f-]{36})/.exec(first.headers.get("location") ?? "")![1]!;
    expect((await savedTurns(conversationId)).questions).toHaveLength(1);
    expect(await memoriesOf(question)).toBe(1);
    expect(await askIdOf()).not.toBe(id);
  });

  it("counts against the visitor's chat limit like a question: resending a saved ask id reads nothing past the limit", async () => {
    const client = await ChatClient.open(baseUrl(), { Cookie: await visitorCookie() });
    const id = askId();
    const question = "What should a new allotment holder plant first in early spring?";
    try {
      const asked = await client.deliberation(question, 20_000, { askId: id });
      // Nine resends make ten questions this minute (CHAT_QUESTIONS_PER_MIN, 10): each gets the saved answer.
      for (const n of Array.from({ length: 9 }, (_, i) => i + 2)) {
        const again = await client.deliberation(question, 20_000, { askId: id });
        expect({ n, conversationId: again.complete.conversationId }).toEqual({ n, conversationId: asked.complete.conversationId });
      }
      client.ask(question, { askId: id });
      expect((await client.next("swarm_error")).data.message).toMatch(/You have asked 10 questions in the last minute/);
    } finally {
      client.close();
    }
  });

  it("refuses an ask id that is not 16 to 64 letters, digits, '-' or '_' with a clear error", async () => {
    const client = await ChatClient.open(baseUrl(), { Cookie: await visitorCookie() });
    client.ask("Is this saved?", { askId: "short" });
    const error = await client.next("swarm_error");
    client.close();
    expect(error.data.message).toMatch(/askId/);
  });
});
