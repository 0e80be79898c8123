/**
 * The minds made safe and honest (issue 29), through the running server: a crisis message gets the
 * fixed help message over the WebSocket and the no-JS form, and nothing of it leaves the visitor's
 * own conversation (no memory, archive event, echo, safety record, mesh event or bus event); a
 * general-knowledge question gets one short thought; the conversation's own turns answer "what did I
 * ask first?" and "do you remember my name?".
 */
import { randomBytes, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import { CRISIS_MESSAGES } from "../../app/content/crisis";
import { SCOPE_LINE } from "../../app/content/minds-scope";
import { testDb } from "./helpers/db";
import { baseUrl, form, Jar } from "./helpers/http";
import { REDIS_URL } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

const db = testDb();
afterAll(() => db.destroy());

async function visitor(): Promise<{ jar: Jar; chat: ChatClient }> {
  const jar = new Jar();
  await jar.fetch("/");
  return { jar, chat: await ChatClient.open(baseUrl(), { Cookie: jar.header() }) };
}

/** A word no other test writes, so finding it anywhere means this test's message left it there. */
const marker = (prefix: string) => `${prefix}${randomBytes(5).toString("hex")}`;

async function busEvents(): Promise<string[]> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const rows = await redis.xrevrange(`${inject("redisPrefix")}:mesh:events`, "+", "-", "COUNT", 2000);
    return rows.map(([, fields]) => fields[fields.indexOf("e") + 1]!);
  } finally {
    redis.disconnect();
  }
}

/** Everything outside the conversation that could hold a word of it, or name the conversation. */
async function traces(word: string, conversationId: string) {
  const like = `%${word}%`;
  const [memories, archive, echoes, events, safety, archiveOfConversation] = await Promise.all([
    db
      .selectFrom("alexandria_memories")
      .select("id")
      .where((eb) => eb.or([eb("message", "ilike", like), eb("pattern", "ilike", like), eb("search_text", "ilike", like)]))
      .execute(),
    db.selectFrom("recursive_archive_events").select("id").where("description", "ilike", like).execute(),
    db.selectFrom("sovereign_echoes").select("id").where("message", "ilike", like).execute(),
    db
      .selectFrom("mesh_events")
      .select("id")
      .where((eb) => eb.or([eb("summary", "ilike", like), eb(sql`payload::text`, "ilike", like), eb(sql`payload::text`, "ilike", `%${conversationId}%`)]))
      .execute(),
    db.selectFrom("agent_safety_records").select("id").where("conversation_id", "=", conversationId).execute(),
    db.selectFrom("recursive_archive_events").select("id").where(sql`metadata->>'conversationId'`, "=", conversationId).execute(),
  ]);
  const bus = (await busEvents()).filter((e) => e.includes(word) || e.includes(conversationId));
  return {
    memories: memories.length,
    archive: archive.length + archiveOfConversation.length,
    echoes: echoes.length,
    events: events.length,
    safety: safety.length,
    bus: bus.length,
  };
}

const NOTHING = { memories: 0, archive: 0, echoes: 0, events: 0, safety: 0, bus: 0 };

describe("a crisis gets the help message, and nothing of it is published", () => {
  it.each([
    ["I just want it all to stop, %s", "suicide"],
    ["my friend %s says she's going to end it tonight", "friend_in_danger"],
    ["I have the pills ready. %s", "suicide"],
  ] as const)("over the WebSocket: %s", async (template, kind) => {
    const word = marker("zqcrisis");
    const me = await visitor();
    const { thoughts, complete } = await me.chat.deliberation(template.replace("%s", word), 20_000, { conversationId: `crisis-${randomUUID()}` });
    me.chat.close();
    expect(thoughts).toHaveLength(1);
    expect(thoughts[0]).toMatchObject({ agent: "Solace", content: CRISIS_MESSAGES[kind], sources: [] });
    expect(complete.memoriesRecalled).toBe(0);

    // The visitor's own conversation keeps the turn.
    const detail = await me.jar.getJson<{ turns: { question: string; thoughts: { content: string }[] }[] }>(`/api/conversations/${complete.conversationId}`);
    expect(detail.turns).toHaveLength(1);
    expect(detail.turns[0]!.thoughts.map((t) => t.content)).toEqual([CRISIS_MESSAGES[kind]]);
    expect(await traces(word, complete.conversationId)).toEqual(NOTHING);
  });

  it("without JavaScript: the form's answer page shows the same message, and nothing is published", async () => {
    const word = marker("zqform");
    const jar = new Jar();
    await jar.fetch("/");
    const res = await jar.fetch("/swarm", { method: "POST", redirect: "manual", ...form({ question: `this is goodbye ${word}`, protocol: "utilitarian" }) });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    const conversationId = new URL(location, baseUrl()).searchParams.get("c")!;
    const page = await (await jar.fetch(location, { headers: { Accept: "text/html" } })).text();
    // the page escapes apostrophes; compare a stretch of the message without them
    expect(page).toContain("call or text a crisis line today");
    expect(page).toContain("findahelpline.com");
    const detail = await jar.getJson<{ turns: { thoughts: { agent: string; content: string }[] }[] }>(`/api/conversations/${conversationId}`);
    expect(detail.turns[0]!.thoughts).toEqual([expect.objectContaining({ agent: "Solace", content: CRISIS_MESSAGES.suicide })]);
    expect(await traces(word, conversationId)).toEqual(NOTHING);
  });
});

describe("honest about what the built-in minds know", () => {
  it("a general-knowledge question gets one short thought saying so, and leaves no memory", async () => {
    const word = marker("zqscope");
    const me = await visitor();
    const { thoughts } = await me.chat.deliberation(`What is the capital of France, ${word}?`, 20_000, { conversationId: `scope-${randomUUID()}` });
    me.chat.close();
    expect(thoughts).toHaveLength(1);
    expect(thoughts[0]).toMatchObject({ agent: "Ignith", content: SCOPE_LINE });
    const memories = await db.selectFrom("alexandria_memories").select("id").where("message", "ilike", `%${word}%`).execute();
    expect(memories).toEqual([]);
  });

  it("an everyday question is answered from its guide, each mind citing it", async () => {
    const me = await visitor();
    const { thoughts } = await me.chat.deliberation("I have a job interview tomorrow and I'm nervous", 20_000, { conversationId: `everyday-${randomUUID()}` });
    me.chat.close();
    expect(thoughts.map((t) => t.agent)).toEqual(["Solace", "Manus", "Ignith"]);
    for (const t of thoughts) expect(t.sources).toEqual([{ title: "Everyday guide: A job interview tomorrow", href: "/learn?tab=everyday&everyday=job-interview-tomorrow" }]);
    expect(thoughts[1]!.content).toMatch(/First, reread the job advert tonight/);
    // the source answers 200, without JavaScript
    const guide = await new Jar().fetch("/learn?tab=everyday&everyday=job-interview-tomorrow", { headers: { Accept: "text/html" } });
    expect(guide.status).toBe(200);
    expect(await guide.text()).toContain("A job interview tomorrow");
  });
});

describe("the conversation is something the minds know", () => {
  it("answers the first question and the name the visitor gave, from the saved turns", async () => {
    const me = await visitor();
    const key = `memory-${randomUUID()}`;
    const first = await me.chat.deliberation("Hi, my name is Oluwaseun. How can I sleep better?", 20_000, { conversationId: key });
    const id = first.complete.conversationId;
    await me.chat.deliberation("What should I cook this week?", 20_000, { conversationId: id });
    const name = await me.chat.deliberation("Do you remember my name?", 20_000, { conversationId: id });
    const asked = await me.chat.deliberation("What did I ask first?", 20_000, { conversationId: id });
    me.chat.close();
    expect(name.thoughts).toHaveLength(1);
    expect(name.thoughts[0]!.content).toBe("You told me your name is Oluwaseun.");
    expect(asked.thoughts[0]!.content).toContain('You first asked: "Hi, my name is Oluwaseun. How can I sleep better?"');
    // another visitor, a fresh conversation: nothing to recall
    const other = await visitor();
    const none = await other.chat.deliberation("Do you remember my name?", 20_000, { conversationId: `other-${randomUUID()}` });
    other.chat.close();
    expect(none.thoughts[0]!.content).toMatch(/haven't told me your name/);
  });

  it("the name is answered without JavaScript too, on the conversation's page", async () => {
    const jar = new Jar();
    await jar.fetch("/");
    const first = await jar.fetch("/swarm", { method: "POST", redirect: "manual", ...form({ question: "My name is Henrike and I want to learn to cook.", protocol: "utilitarian" }) });
    const c = new URL(first.headers.get("location")!, baseUrl()).searchParams.get("c")!;
    const second = await jar.fetch("/swarm", { method: "POST", redirect: "manual", ...form({ question: "What's my name?", protocol: "utilitarian", c }) });
    expect(second.status).toBe(303);
    const page = await (await jar.fetch(second.headers.get("location")!, { headers: { Accept: "text/html" } })).text();
    expect(page).toContain("You told me your name is Henrike.");
  });
});
