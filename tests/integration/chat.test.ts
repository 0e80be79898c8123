import { describe, expect, it } from "vitest";
import { testDb } from "./helpers/db";
import { baseUrl, Jar } from "./helpers/http";
import { ChatClient } from "./helpers/ws";

async function visitor(): Promise<{ cookie: string; id: string }> {
  const jar = new Jar();
  await jar.fetch("/");
  const cookie = jar.header();
  const value = decodeURIComponent(cookie.split("tm_visitor=")[1].split(";")[0]).split(".")[0];
  const id = JSON.parse(Buffer.from(value, "base64").toString()) as string;
  return { cookie, id };
}

describe("Trinity chat over /ws", () => {
  it("answers with Solace, Manus and Ignith in order, then completes, and saves everything", async () => {
    const me = await visitor();
    const client = await ChatClient.open(baseUrl(), { Cookie: me.cookie });
    // a decision of the visitor's own: the three minds deliberate (a question outside what they know gets one line)
    const question = "Should our village share the well water equally during the long drought?";
    const { thoughts, complete } = await client.deliberation(question);
    client.close();

    expect(thoughts.slice(0, 3).map((t) => t.agent)).toEqual(["Solace", "Manus", "Ignith"]);
    for (const t of thoughts) {
      expect(t.content.length).toBeGreaterThan(40);
      expect(t.glyph).toBeTruthy();
    }
    expect(thoughts.map((t) => t.content).join(" ").toLowerCase()).toMatch(/water|drought|village/);
    expect(complete).toMatchObject({ memoriesRecalled: expect.any(Number), memoryPatterns: expect.any(Array) });

    const db = testDb();
    try {
      const conversation = await db.selectFrom("conversations").selectAll().where("visitor_id", "=", me.id).executeTakeFirstOrThrow();
      expect(conversation.title).toBe(question);
      const messages = await db.selectFrom("messages").select(["role", "agent", "content"]).where("conversation_id", "=", conversation.id).orderBy("id").execute();
      expect(messages[0]).toMatchObject({ role: "visitor", content: question });
      expect(messages.slice(1, 4).map((m) => m.agent)).toEqual(["Solace", "Manus", "Ignith"]);
      const memory = await db.selectFrom("alexandria_memories").selectAll().where("message", "like", `${question.slice(0, 40)}%`).executeTakeFirstOrThrow();
      expect(memory.source_type).toBe("trinity_mesh");
      expect(memory.intensity).toBeGreaterThan(0);
      expect(memory.resonance_tags.length).toBeGreaterThan(0);
      const safety = await db.selectFrom("agent_safety_records").select(["agent_name"]).where("conversation_id", "=", conversation.id).execute();
      expect(safety.map((s) => s.agent_name).sort()).toEqual(["Ignith", "Manus", "Solace"]);
    } finally {
      await db.destroy();
    }

    const current = await (await new Jar().fetch("/api/cognitive-safety/current")).json();
    for (const agent of ["Solace", "Manus", "Ignith"]) {
      expect(current[agent]).toMatchObject({ agentName: agent, agentGlyph: expect.any(String), safetyZone: expect.stringMatching(/^(safe_low|dread_valley|safe_high)$/), alertLevel: expect.stringMatching(/^(normal|caution|critical)$/) });
      expect(current[agent].cognitiveLoad).toBeGreaterThanOrEqual(0);
      expect(current[agent].cognitiveLoad).toBeLessThanOrEqual(1);
      expect(Array.isArray(current[agent].supportMechanisms)).toBe(true);
    }
    const weights = await (await new Jar().fetch("/api/glyph-weights?limit=15")).json();
    expect(weights.length).toBeGreaterThan(0);
    expect(weights.length).toBeLessThanOrEqual(15);
    const resonances = weights.map((w: { totalResonance: number }) => w.totalResonance);
    expect([...resonances].sort((a: number, b: number) => b - a)).toEqual(resonances);
    expect(weights.find((w: { glyph: string }) => w.glyph === "☉")).toMatchObject({ usageCount: expect.any(Number), lastUsed: expect.any(String) });
    const all = await (await new Jar().fetch("/api/glyph-weights/all")).json();
    expect(all.length).toBeGreaterThanOrEqual(weights.length);
    const archive = await (await new Jar().fetch("/api/recursive-archive/recent?limit=10")).json();
    const events = Object.values(archive.events) as { description: string; tags: string[]; metadata: Record<string, unknown>; timestamp: string }[];
    expect(events.length).toBeGreaterThan(0); // every agent's first zone is recorded
    expect(events[0].metadata).toMatchObject({ agentName: expect.any(String), agentGlyph: expect.any(String), cognitiveLoad: expect.any(Number), safetyZone: expect.any(String) });
    expect(archive.stats.totalEvents).toBeGreaterThanOrEqual(events.length);
    const stats = await (await new Jar().fetch("/api/recursive-archive/stats")).json();
    expect(stats.totalEvents).toBe(archive.stats.totalEvents);
    expect(Object.keys(stats.tagDistribution).length).toBeGreaterThan(0);
    // The asker's own list shows it (what a visitor writes is theirs: another visitor's list does not).
    const conversations = await (await fetch(`${baseUrl()}/api/conversations`, { headers: { Cookie: me.cookie } })).json();
    expect(conversations.some((c: { title: string; messageCount: number }) => c.title === question && c.messageCount >= 4)).toBe(true);
    const others = await (await new Jar().fetch("/api/conversations")).json();
    expect(others.some((c: { title: string }) => c.title === question)).toBe(false);
  });

  it("under load, every question has written all it writes by its swarm_complete (one save statement per question)", async () => {
    // 24 visitors asking two questions each at once: the save is one statement per question, so at
    // swarm_complete its conversation, messages, memory, safety records and glyph weights are all there, and concurrent saves neither deadlock nor lose each other's increments.
    const db = testDb();
    try {
      const weightBefore = await db.selectFrom("glyph_weights").select((eb) => eb.fn.sum<number>("usage_count").as("n")).executeTakeFirstOrThrow();
      const run = Math.random().toString(36).slice(2, 8);
      const visitors = await Promise.all(Array.from({ length: 24 }, () => visitor()));
      const outcomes = await Promise.all(
        visitors.map(async (me, v) => {
          const client = await ChatClient.open(baseUrl(), { Cookie: me.cookie });
          try {
            const saved: { conversationId: string; marker: string; thoughts: number; messages: number; memory: number; safety: number }[] = [];
            for (const turn of [1, 2]) {
              const marker = `lantern${run}v${v}t${turn}`;
              const { thoughts, complete } = await client.deliberation(`How should neighbours share ${marker} lanterns along the river path, turn ${turn}?`, 30_000);
              // Read the moment swarm_complete arrives: nothing may still be on its way.
              const [messages, memory, safety] = await Promise.all([
                db.selectFrom("messages").select("id").where("conversation_id", "=", complete.conversationId).execute(),
                db.selectFrom("alexandria_memories").select("id").where("message", "like", `%${marker}%`).execute(),
                db.selectFrom("agent_safety_records").select("agent_name").where("conversation_id", "=", complete.conversationId).execute(),
              ]);
              saved.push({ conversationId: complete.conversationId, marker, thoughts: thoughts.length, messages: messages.length, memory: memory.length, safety: safety.length });
            }
            return { visitor: me.id, saved };
          } finally {
            client.close();
          }
        }),
      );
      let thoughtsTotal = 0;
      for (const { visitor: id, saved } of outcomes) {
        // Both turns in the visitor's one conversation.
        expect(saved[0].conversationId).toBe(saved[1].conversationId);
        const conversation = await db.selectFrom("conversations").select(["visitor_id"]).where("id", "=", saved[0].conversationId).executeTakeFirstOrThrow();
        expect(conversation.visitor_id).toBe(id);
        for (const [i, s] of saved.entries()) {
          thoughtsTotal += s.thoughts;
          // The messages so far: each turn's question and its thoughts.
          expect(s.messages).toBe(saved.slice(0, i + 1).reduce((n, t) => n + 1 + t.thoughts, 0));
          expect(s.memory, s.marker).toBe(1);
          expect(s.safety).toBe(3 * (i + 1));
        }
      }
      // Every thought counted its mind's glyph in the weights (and the questions their own glyphs): no increment lost.
      const weightAfter = await db.selectFrom("glyph_weights").select((eb) => eb.fn.sum<number>("usage_count").as("n")).executeTakeFirstOrThrow();
      expect(Number(weightAfter.n) - Number(weightBefore.n)).toBeGreaterThanOrEqual(thoughtsTotal);
    } finally {
      await db.destroy();
    }
  });

  it("/swarm's shared panels (read through the read cache) show a deliberation as soon as it completes", async () => {
    const me = await visitor();
    const jar = new Jar();
    const page = async () => (await jar.fetch("/swarm", { headers: { Accept: "text/html", Cookie: me.cookie } })).text();
    // Every deliberation uses the minds' glyphs, which lead the glyph weights panel: its uses add up higher
    // (from none at all when this runs first).
    const uses = (html: string) => [...html.matchAll(/(\d+)(?:<!-- -->)?\s*(?:<!-- -->)?uses?\b/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    const before = uses(await page());
    const client = await ChatClient.open(baseUrl(), { Cookie: me.cookie });
    await client.deliberation("Should our harbour town pay someone to keep the lighthouse lit through winter?");
    client.close();
    // Within the cache's 250 ms: only the deliberation's announcement (tag chat) makes the page read anew.
    expect(uses(await page())).toBeGreaterThan(before);
  });

  it("recalls a memory for a question close to an earlier one", async () => {
    const client = await ChatClient.open(baseUrl());
    await client.deliberation("How do I keep my houseplants alive while I'm away for two weeks?");
    const second = await client.deliberation("How do I look after my houseplants when I go away on holiday?");
    client.close();
    expect(second.complete.memoriesRecalled).toBeGreaterThanOrEqual(1);
    expect(second.complete.memoryPatterns.join(" ")).toMatch(/houseplant|plant|away/);
  });

  it("two different questions get different thoughts from every mind", async () => {
    const client = await ChatClient.open(baseUrl());
    const a = await client.deliberation("Should I tell my best friend a painful truth about her business plan?");
    const b = await client.deliberation("How can I save money each month?");
    client.close();
    for (let i = 0; i < 3; i++) {
      expect(a.thoughts[i].agent).toBe(b.thoughts[i].agent);
      expect(a.thoughts[i].content).not.toBe(b.thoughts[i].content);
    }
  });

  it("refuses empty, overlong and concurrent questions with swarm_error, and stays up", async () => {
    const client = await ChatClient.open(baseUrl());
    client.ask("   ");
    expect((await client.next("swarm_error")).data.message).toBe("Please enter a question.");
    client.ask("x".repeat(4001));
    expect((await client.next("swarm_error")).data.message).toMatch(/4,000 characters/);
    client.ws.send(JSON.stringify({ type: "swarm_thinking", content: 42 }));
    expect((await client.next("swarm_error")).type).toBe("swarm_error");
    client.ws.send("{{{ not json");
    client.ask("What does the mesh remember about patience?");
    client.ask("And about courage?");
    expect((await client.next("swarm_error")).data.message).toMatch(/One question at a time/);
    await client.next("swarm_complete");
    client.ask("x".repeat(4000)); // exactly at the limit is accepted
    await client.next("swarm_complete");
    client.close();
    expect((await new Jar().fetch("/api/health")).status).toBe(200);
  });

  it("allows at most 10 questions a minute per visitor", async () => {
    const me = await visitor();
    const first = await ChatClient.open(baseUrl(), { Cookie: me.cookie });
    for (let i = 0; i < 5; i++) await first.deliberation(`Quick question number ${i} about rivers`);
    first.close();
    // A new socket is the same visitor: the limit follows the guest wallet, not the connection.
    const second = await ChatClient.open(baseUrl(), { Cookie: me.cookie });
    for (let i = 5; i < 10; i++) await second.deliberation(`Quick question number ${i} about rivers`);
    second.ask("One question too many?");
    expect((await second.next("swarm_error")).data.message).toMatch(/10 questions in the last minute/);
    second.close();
  });

  it("a socket that dies mid-deliberation loses nothing: the deliberation completes and is saved", async () => {
    const me = await visitor();
    const client = await ChatClient.open(baseUrl(), { Cookie: me.cookie });
    const question = "What would a fair rotation of night shifts look like for volunteer firefighters?";
    client.ask(question);
    client.ws.terminate();
    const db = testDb();
    try {
      const deadline = Date.now() + 15_000;
      let saved: { n: number } | undefined;
      while (Date.now() < deadline) {
        saved = await db
          .selectFrom("messages as m")
          .innerJoin("conversations as c", "c.id", "m.conversation_id")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("c.visitor_id", "=", me.id)
          .executeTakeFirst();
        if (Number(saved?.n) >= 4) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(Number(saved?.n)).toBeGreaterThanOrEqual(4);
    } finally {
      await db.destroy();
    }
  });
});
