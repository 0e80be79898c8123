/**
 * Conversations as threads, and privacy ("what a visitor writes is theirs"): turns of one
 * conversation, the history the next turn is thought with, who may read, list and export a
 * conversation, and what a private conversation leaves behind (nothing of its questions' text).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import { priorTurns } from "../../app/domain/conversations.server";
import { readReflectionWindow } from "../../app/domain/evolution.server";
import { deliberate } from "../../app/domain/trinity.server";
import { createComposer } from "../../app/domain/trinity/composer.server";
import type { MindContext, MindProvider } from "../../app/domain/trinity/types";
import { testDb } from "./helpers/db";
import { baseUrl, Jar, signIn } from "./helpers/http";
import { REDIS_URL } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

const db = testDb();
afterAll(() => db.destroy());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A visitor: a jar holding their signed cookie and a socket opened with it. */
async function visitor(): Promise<{ jar: Jar; chat: ChatClient }> {
  const jar = new Jar();
  await jar.fetch("/");
  return { jar, chat: await ChatClient.open(baseUrl(), { Cookie: jar.header() }) };
}

/** A word no other test writes, so finding it anywhere means this test's question left it there. */
function marker(prefix: string): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

async function busEventsText(): Promise<string[]> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const rows = await redis.xrevrange(`${inject("redisPrefix")}:mesh:events`, "+", "-", "COUNT", 2000);
    return rows.map(([, fields]) => fields[fields.indexOf("e") + 1]);
  } finally {
    redis.disconnect();
  }
}

describe("a conversation is a thread of turns", () => {
  it("two questions in one conversation are two turns of it, in order, with each thought and its sources", async () => {
    const me = await visitor();
    const key = `thread-${randomUUID()}`;
    const first = await me.chat.deliberation("How should a neighbourhood tool library decide who borrows the one pressure washer?", 20_000, { conversationId: key });
    expect(first.complete.conversationId).toMatch(UUID);
    expect(first.complete.private).toBe(false);
    expect(first.thoughts.length).toBeGreaterThanOrEqual(3);
    for (const t of first.thoughts) expect(Array.isArray(t.sources)).toBe(true);
    // The next frame may name the thread by the id swarm_complete gave.
    const second = await me.chat.deliberation("What should happen when it comes back broken?", 20_000, { conversationId: first.complete.conversationId });
    me.chat.close();
    expect(second.complete.conversationId).toBe(first.complete.conversationId);

    const detail = await me.jar.getJson<{
      id: string;
      title: string;
      private: boolean;
      updatedAt: string;
      createdAt: string;
      turns: { question: string; askedAt: string; thoughts: { agent: string; glyph: string; content: string; sources: unknown[] }[] }[];
    }>(`/api/conversations/${first.complete.conversationId}`);
    expect(detail).toMatchObject({ id: first.complete.conversationId, title: "How should a neighbourhood tool library decide who borrows the one pressure washer?", private: false });
    expect(detail.turns.map((t) => t.question)).toEqual([
      "How should a neighbourhood tool library decide who borrows the one pressure washer?",
      "What should happen when it comes back broken?",
    ]);
    expect(detail.turns[0].thoughts.map((t) => t.agent)).toEqual(first.thoughts.map((t) => t.agent));
    expect(detail.turns[1].thoughts.map((t) => t.content)).toEqual(second.thoughts.map((t) => t.content));
    for (const turn of detail.turns) for (const t of turn.thoughts) expect(Array.isArray(t.sources)).toBe(true);
    expect(Date.parse(detail.updatedAt)).toBeGreaterThanOrEqual(Date.parse(detail.turns[1].askedAt));

    const list = await me.jar.getJson<{ id: string; turnCount: number; messageCount: number; private: boolean; updatedAt: string }[]>("/api/conversations");
    const mine = list.find((c) => c.id === first.complete.conversationId);
    expect(mine).toMatchObject({ turnCount: 2, messageCount: 2 + first.thoughts.length + second.thoughts.length, private: false });

    // The same client key (without the id) continues the same thread too.
    const again = await ChatClient.open(baseUrl(), { Cookie: me.jar.header() });
    const third = await again.deliberation("Who pays for the repair?", 20_000, { conversationId: key });
    again.close();
    expect(third.complete.conversationId).toBe(first.complete.conversationId);
  });

  it("the second turn's minds think with the first turn as history; each question's frame is saved with it", async () => {
    const composer = createComposer();
    const seen: MindContext[] = [];
    const minds: MindProvider = {
      name: "recording",
      think(mind, context, options) {
        seen.push(context);
        return composer.think(mind, context, options);
      },
    };
    const input = { visitorId: `val-${randomBytes(12).toString("hex")}`, clientKey: `history-${randomUUID()}`, protocol: "utilitarian" };
    const first = await deliberate({ db, minds }, { ...input, question: "Should our choir rehearse on Tuesdays or on Thursdays?" });
    expect(seen.every((c) => (c.history ?? []).length === 0)).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const c of seen) expect(c).toMatchObject({ frame: expect.objectContaining({ retrievalQuery: expect.any(String) }), knowledge: expect.any(Array) });
    seen.length = 0;
    const second = await deliberate({ db, minds }, { ...input, question: "Which day would the altos prefer?" });
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.private).toBe(false);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    const ignith = first.thoughts.find((t) => t.agent === "Ignith")!.content;
    for (const c of seen) {
      expect(c.history).toEqual([
        expect.objectContaining({ question: "Should our choir rehearse on Tuesdays or on Thursdays?", answer: ignith, shape: expect.any(String), options: expect.any(Array) }),
      ]);
    }

    // The saved frame of each visitor message is what the next turn's history is read from.
    const rows = await db.selectFrom("messages").select(["role", "frame", "sources"]).where("conversation_id", "=", first.conversationId).orderBy("id").execute();
    const questions = rows.filter((r) => r.role === "visitor");
    expect(questions).toHaveLength(2);
    for (const q of questions) {
      expect(q.frame).toEqual({
        shape: expect.any(String),
        subject: expect.toSatisfy((s: unknown) => s === null || typeof s === "string"),
        options: expect.any(Array),
        guide: expect.toSatisfy((g: unknown) => g === null || typeof g === "string"),
        recalled: { count: expect.any(Number), patterns: expect.any(Array) },
      });
    }
    const agentRows = rows.filter((r) => r.role === "agent");
    expect(agentRows.length).toBeGreaterThanOrEqual(6);
    for (const a of agentRows) expect(Array.isArray(a.sources)).toBe(true);
    const history = await priorTurns(db, first.conversationId);
    expect(history.map((t) => t.question)).toEqual(["Should our choir rehearse on Tuesdays or on Thursdays?", "Which day would the altos prefer?"]);
    expect(history[1].answer).toBe(second.thoughts.find((t) => t.agent === "Ignith")!.content);
    expect((await priorTurns(db, first.conversationId, 1)).map((t) => t.question)).toEqual(["Which day would the altos prefer?"]);
    expect(await priorTurns(db, "not-a-uuid")).toEqual([]);
  });

  const OFFICE = "We are choosing between Lisbon and Berlin for our new office.";
  it("a follow-up is answered about the earlier turn's options, and only in that conversation", async () => {
    const me = await visitor();
    // Private, so no memory of the first turn can carry the cities into the other conversation: only history can.
    const thread = `office-${randomUUID()}`;
    await me.chat.deliberation(OFFICE, 20_000, { conversationId: thread, private: true });
    const followUp = await me.chat.deliberation("Which one is cheaper for a team of ten?", 20_000, { conversationId: thread });
    const elsewhere = await me.chat.deliberation("Which one is cheaper for a team of ten?", 20_000, { conversationId: `other-${randomUUID()}` });
    me.chat.close();
    expect(followUp.complete.conversationId).not.toBe(elsewhere.complete.conversationId);
    const named = followUp.thoughts.map((t) => t.content).join(" ");
    expect(named).toMatch(/Lisbon/);
    expect(named).toMatch(/Berlin/);
    const fresh = elsewhere.thoughts.map((t) => t.content).join(" ");
    expect(fresh).not.toMatch(/Lisbon|Berlin/);
  });
});

describe("the mesh's own knowledge over /ws", () => {
  it("a question about the mesh is answered with the fact and sources whose links answer 200", async () => {
    const me = await visitor();
    const { thoughts } = await me.chat.deliberation("How many phases does the Mesh Journey have?", 20_000, { conversationId: `facts-${randomUUID()}` });
    me.chat.close();
    expect(thoughts.map((t) => t.content).join(" ")).toMatch(/\b9 phases\b/);
    const sources = thoughts.flatMap((t) => t.sources as { title: string; href: string }[]);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.some((s) => s.href.startsWith("/journey"))).toBe(true);
    for (const href of new Set(sources.map((s) => s.href.split("#")[0]))) {
      const res = await me.jar.fetch(href);
      expect(res.status, href).toBe(200);
    }
  });

  it("an everyday choice gets no invented facts: no sources, both options named, a pick only when a cue decides", async () => {
    const me = await visitor();
    const thread = `choice-${randomUUID()}`;
    const { thoughts } = await me.chat.deliberation("Should I take the train or fly to Vienna for a conference?", 20_000, { conversationId: thread });
    // Nothing decides yet: Ignith alone asks what would, with no sources.
    expect(thoughts.map((t) => ({ agent: t.agent, sources: t.sources }))).toEqual([{ agent: "Ignith", sources: [] }]);
    const ignith = thoughts.find((t) => t.agent === "Ignith")!.content;
    expect(ignith).toMatch(/train/i);
    expect(ignith).toMatch(/fly/i);
    expect(ignith).not.toMatch(/I recommend/);
    expect(ignith).toMatch(/How long is the rail journey door to door\?/);
    // the cue, given in the next turn, decides and is named
    const cued = await me.chat.deliberation("It's about 4 hours by rail.", 20_000, { conversationId: thread });
    me.chat.close();
    expect(cued.thoughts.find((t) => t.agent === "Ignith")!.content).toMatch(/I recommend taking the train, because a journey of about 4 hours/);
  });
});

describe("a turn's recall", () => {
  it("is saved with the turn, so the page can show the Alexandria Resonance card after a reload or a no-JS post", async () => {
    const me = await visitor();
    const thread = `recall-${randomUUID()}`;
    await me.chat.deliberation("How do I keep my houseplants alive while I'm away?", 20_000, { conversationId: thread });
    const second = await me.chat.deliberation("How should I water my houseplants before I go away on holiday?", 20_000, { conversationId: thread });
    me.chat.close();
    expect(second.complete.memoriesRecalled).toBeGreaterThanOrEqual(1);
    const detail = await (await me.jar.fetch(`/api/conversations/${second.complete.conversationId}`)).json();
    const last = detail.turns.at(-1);
    expect(last.memoriesRecalled).toBe(second.complete.memoriesRecalled);
    expect(last.memoryPatterns).toEqual(second.complete.memoryPatterns);
  });
});

describe("what a visitor writes is theirs", () => {
  it("another visitor can neither read, list nor export a conversation, nor join it by its id; an operator sees all", async () => {
    const owner = await visitor();
    const { complete } = await owner.chat.deliberation("How do we split the allotment's water bill between twelve plots?", 20_000, { conversationId: `mine-${randomUUID()}` });
    owner.chat.close();
    const id = complete.conversationId;
    expect(id).toMatch(UUID);

    const own = await owner.jar.fetch(`/api/conversations/${id}/export`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="trinity-conversation-\d{4}-\d{2}-\d{2}\.md"$/);
    const md = await own.text();
    expect(md).toContain("# How do we split the allotment's water bill between twelve plots?");
    expect(md).toContain("> How do we split the allotment's water bill between twelve plots?");
    expect(md).toMatch(/### .*Solace/);

    const stranger = await visitor();
    for (const path of [`/api/conversations/${id}`, `/api/conversations/${id}/export`]) {
      const res = await stranger.jar.fetch(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect((await res.json()).error.code).toBe("not_found");
    }
    for (const path of ["/api/conversations/not-a-uuid", `/api/conversations/${randomUUID()}`, "/api/conversations/not-a-uuid/export"]) {
      expect((await owner.jar.fetch(path)).status, path).toBe(404);
    }
    const strangers = await stranger.jar.getJson<{ id: string }[]>("/api/conversations");
    expect(strangers.map((c) => c.id)).not.toContain(id);
    const anonymous = await new Jar().getJson<{ id: string }[]>("/api/conversations");
    expect(anonymous.map((c) => c.id)).not.toContain(id);

    // Naming someone else's conversation by its id starts the stranger's own thread instead.
    const joined = await stranger.chat.deliberation("What did they say about the water bill?", 20_000, { conversationId: id });
    stranger.chat.close();
    expect(joined.complete.conversationId).not.toBe(id);
    const ownerView = await owner.jar.getJson<{ turns: unknown[] }>(`/api/conversations/${id}`);
    expect(ownerView.turns).toHaveLength(1);
    const strangersNow = await stranger.jar.getJson<{ id: string }[]>("/api/conversations");
    expect(strangersNow.map((c) => c.id)).toEqual([joined.complete.conversationId]);

    const operator = await signIn();
    const all = await operator.getJson<{ id: string }[]>("/api/conversations?limit=100");
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([id, joined.complete.conversationId]));
    expect((await operator.fetch(`/api/conversations/${id}`)).status).toBe(200);
    expect(JSON.stringify(all)).not.toMatch(/val-[0-9a-f]/);
  });

  it("a private conversation leaves no question text outside itself; a public one leaves its memory", async () => {
    const secret = marker("zyqprivate");
    const open = marker("zyqpublic");
    // "drought" resonates with a sovereign project's themes, so a public question surfaces a lineage echo quoting it.
    const privateQuestion = `Our village co-op farm is failing in the drought and ${secret} keeps the accounts: should we sell the land?`;
    const publicQuestion = `Our village co-op farm is failing in the drought and ${open} keeps the accounts: should we sell the land?`;
    const me = await visitor();
    const hidden = await me.chat.deliberation(privateQuestion, 20_000, { conversationId: `secret-${randomUUID()}`, private: true });
    // A later turn of a private conversation stays private, even without the flag.
    const hiddenAgain = await me.chat.deliberation(`And what would ${secret} say about the drought?`, 20_000, { conversationId: hidden.complete.conversationId });
    const shown = await me.chat.deliberation(publicQuestion, 20_000, { conversationId: `public-${randomUUID()}` });
    me.chat.close();
    expect(hidden.complete).toMatchObject({ private: true, conversationId: expect.stringMatching(UUID) });
    expect(hiddenAgain.complete).toMatchObject({ private: true, conversationId: hidden.complete.conversationId });
    expect(shown.complete.private).toBe(false);

    // The conversation itself keeps it, for its visitor.
    const detail = await me.jar.getJson<{ private: boolean; turns: { question: string }[] }>(`/api/conversations/${hidden.complete.conversationId}`);
    expect(detail.private).toBe(true);
    expect(detail.turns[0].question).toBe(privateQuestion);
    expect((await me.jar.getJson<{ id: string; private: boolean }[]>("/api/conversations")).find((c) => c.id === hidden.complete.conversationId)?.private).toBe(true);

    const like = (word: string) => `%${word}%`;
    const leaks = async (word: string) => {
      const [memories, archive, echoes, events] = await Promise.all([
        db
          .selectFrom("alexandria_memories")
          .select("id")
          .where((eb) => eb.or([eb("message", "ilike", like(word)), eb("pattern", "ilike", like(word)), eb("search_text", "ilike", like(word)), eb(sql`array_to_string(resonance_tags, ' ')`, "ilike", like(word))]))
          .execute(),
        db
          .selectFrom("recursive_archive_events")
          .select("id")
          .where((eb) => eb.or([eb("description", "ilike", like(word)), eb(sql`array_to_string(tags, ' ')`, "ilike", like(word))]))
          .execute(),
        db.selectFrom("sovereign_echoes").select("id").where("message", "ilike", like(word)).execute(),
        db
          .selectFrom("mesh_events")
          .select("id")
          .where((eb) => eb.or([eb("summary", "ilike", like(word)), eb(sql`payload::text`, "ilike", like(word))]))
          .execute(),
      ]);
      const bus = (await busEventsText()).filter((e) => e.toLowerCase().includes(word.toLowerCase()));
      const mined = (await readReflectionWindow(db)).messages.filter((m) => m.content.includes(word));
      return { memories: memories.length, archive: archive.length, echoes: echoes.length, events: events.length, bus: bus.length, mined: mined.length };
    };
    expect(await leaks(secret)).toEqual({ memories: 0, archive: 0, echoes: 0, events: 0, bus: 0, mined: 0 });
    const shownLeaks = await leaks(open);
    expect(shownLeaks.memories).toBe(1);
    expect(shownLeaks.echoes).toBeGreaterThanOrEqual(1);
    expect(shownLeaks.mined).toBeGreaterThanOrEqual(1);

    // The private deliberation still counted: its safety records are kept (beside the conversation), but it
    // leaves no public archive event (issue 30: its loads and its conversation's id would be public).
    const safety = await db.selectFrom("agent_safety_records").select("agent_name").where("conversation_id", "=", hidden.complete.conversationId).execute();
    expect(safety.length).toBeGreaterThanOrEqual(6);
    const events = await db
      .selectFrom("recursive_archive_events")
      .select(["description", "tags"])
      .where(sql`metadata->>'conversationId'`, "=", hidden.complete.conversationId)
      .execute();
    expect(events).toEqual([]);
    const published = (await busEventsText()).map((e) => JSON.parse(e) as { type: string; data: Record<string, unknown> });
    // A private deliberation is announced as a count only (issue 30): nothing published names its conversation.
    expect(published.filter((e) => JSON.stringify(e).includes(hidden.complete.conversationId))).toEqual([]);
    expect(published.some((e) => e.type === "trinity_deliberation" && JSON.stringify(e.data) === JSON.stringify({ private: true }))).toBe(true);
  });

  it("a personal question in a public conversation leaves nothing in the public archive (issue 31)", async () => {
    const name = marker("zyqmother");
    const personal = `My elderly mother ${name} keeps falling at home and I'm scared. How do I help her?`;
    const me = await visitor();
    const turn = await me.chat.deliberation(personal, 20_000, { conversationId: `family-${randomUUID()}` });
    me.chat.close();
    expect(turn.complete.private).toBe(false);
    // Answered and kept in the visitor's conversation…
    const detail = await me.jar.getJson<{ turns: { question: string }[] }>(`/api/conversations/${turn.complete.conversationId}`);
    expect(detail.turns[0].question).toBe(personal);
    // …but not in the archive every visitor reads, nor in its safety notes, echoes or events.
    const like = `%${name}%`;
    const [memories, archive, echoes, events] = await Promise.all([
      db.selectFrom("alexandria_memories").select("id").where((eb) => eb.or([eb("message", "ilike", like), eb("search_text", "ilike", like)])).execute(),
      db.selectFrom("recursive_archive_events").select("id").where("description", "ilike", like).execute(),
      db.selectFrom("sovereign_echoes").select("id").where("message", "ilike", like).execute(),
      db.selectFrom("mesh_events").select("id").where((eb) => eb.or([eb("summary", "ilike", like), eb(sql`payload::text`, "ilike", like)])).execute(),
    ]);
    expect({ memories: memories.length, archive: archive.length, echoes: echoes.length, events: events.length }).toEqual({ memories: 0, archive: 0, echoes: 0, events: 0 });
    const [recalled, archived] = await Promise.all([new Jar().getJson<unknown>(`/api/alexandria/recall?pattern=${name}`), new Jar().getJson<unknown>("/api/alexandria/archive")]);
    expect(JSON.stringify([recalled, archived])).not.toContain(name);
    // The page says so under the question (with and without JavaScript: the thread is server-rendered).
    const page = await (await me.jar.fetch(`/swarm?c=${turn.complete.conversationId}`, { headers: { Accept: "text/html" } })).text();
    expect(page).toContain("so it stayed out of the public archive");
  });

  it("a question about a group's plan in a public conversation still feeds the archive, with no personal note", async () => {
    const name = marker("zyqchoir");
    const me = await visitor();
    const turn = await me.chat.deliberation(`Should our choir ${name} rehearse on Tuesdays or on Thursdays?`, 20_000, { conversationId: `choir-${randomUUID()}` });
    me.chat.close();
    const memories = await db.selectFrom("alexandria_memories").select("id").where("message", "ilike", `%${name}%`).execute();
    expect(memories).toHaveLength(1);
    const page = await (await me.jar.fetch(`/swarm?c=${turn.complete.conversationId}`, { headers: { Accept: "text/html" } })).text();
    expect(page).toContain(name);
    expect(page).not.toContain("so it stayed out of the public archive");
  });
});
