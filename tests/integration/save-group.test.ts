/**
 * The deliberation's save as a group commit (app/domain/trinity/save.server.ts): saves that arrive
 * together are written by one statement, and still each one resolves only once all of it is
 * committed, the shared rows (each mind's current record, the glyph weights) come out as if the
 * saves had run one by one, and a save whose conversation is gone fails alone. On a database of its
 * own, so the shared rows hold exactly what these saves wrote.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/types";
import { ARCHIVE_CAPACITY, VACUUM_AFTER_EVICTIONS } from "../../app/domain/alexandria.server";
import { saveDeliberation, type DeliberationWrites } from "../../app/domain/trinity/save.server";
import { privateDb } from "./helpers/db";

let own: Awaited<ReturnType<typeof privateDb>> | undefined;
let db: Kysely<Database>;

beforeAll(async () => {
  own = await privateDb("tm_save", { poolMax: 6, migrate: true });
  db = own.db;
});

afterAll(async () => {
  await own?.close();
});

const MINDS = [
  ["Solace", "☉"],
  ["Manus", "⚒"],
  ["Ignith", "🜂"],
] as const;

/** One deliberation's writes; `n` makes its text and loads its own. */
function writes(n: number, conversationId: string | null = null): DeliberationWrites {
  const question = `How should the harbour share its cranes, question ${n}?`;
  return {
    turn: {
      conversationId,
      visitorId: `val-save-${n}`,
      clientKey: `save-${randomUUID()}`,
      protocol: "utilitarian",
      private: false,
      question,
      frame: { shape: "open", subject: "the harbour's cranes", options: [] },
      thoughts: MINDS.map(([agent, glyph]) => ({ agent, glyph, content: `${agent} on question ${n}`, sources: [] })),
      recalled: { count: 0, patterns: [] },
    },
    archiveEvents: [{ description: `Solace moved on question ${n}`, tags: ["safe_low"], metadata: { agentName: "Solace", agentGlyph: "☉", cognitiveLoad: 0.2, safetyZone: "safe_low", alertLevel: "normal" } }],
    memory: { pattern: `harbour cranes ${n}`, message: question, sourceType: "trinity_mesh", glyphSequence: ["☉"], intensity: 0.5, resonanceTags: ["harbour"] },
    echoes: null,
    safety: MINDS.map(([agentName, agentGlyph], i) => ({
      agentName,
      agentGlyph,
      cognitiveLoad: ((n * 7 + i) % 100) / 100,
      safetyZone: "safe_low" as const,
      alertLevel: "normal" as const,
      supportMechanisms: [],
    })),
    glyphs: [...MINDS.map(([, glyph]) => ({ glyph, resonance: 0.25 })), { glyph: "⚡", resonance: 0.5 }],
    now: new Date(),
  };
}

describe("a deliberation's save", () => {
  it("saves arriving together resolve once all of each is committed; the shared rows as if they ran one by one", async () => {
    const count = 40;
    const ids = await Promise.all(Array.from({ length: count }, (_, n) => saveDeliberation(db, writes(n))));
    expect(new Set(ids).size).toBe(count);

    const conversations = await db.selectFrom("conversations").select(["id", "title"]).where("id", "in", ids).execute();
    expect(conversations).toHaveLength(count);
    for (const [n, id] of ids.entries()) {
      const messages = await db.selectFrom("messages").select(["role", "agent", "content"]).where("conversation_id", "=", id).orderBy("id").execute();
      expect(messages.map((m) => m.agent)).toEqual([null, "Solace", "Manus", "Ignith"]);
      expect(messages[0]!.content).toBe(`How should the harbour share its cranes, question ${n}?`);
      const safety = await db.selectFrom("agent_safety_records").select(["agent_name", "cognitive_load"]).where("conversation_id", "=", id).execute();
      expect(safety.map((s) => s.agent_name).sort()).toEqual(["Ignith", "Manus", "Solace"]);
    }
    const memories = await db.selectFrom("alexandria_memories").select("pattern").where("pattern", "like", "harbour cranes %").execute();
    expect(memories).toHaveLength(count);
    const events = await db.selectFrom("recursive_archive_events").select("metadata").execute();
    expect(events.map((e) => (e.metadata as { conversationId: string }).conversationId).sort()).toEqual([...ids].sort());

    // Every increment counted once: each save used each mind's glyph once and ⚡ once.
    const weights = await db.selectFrom("glyph_weights").select(["glyph", "usage_count", "total_resonance"]).execute();
    const byGlyph = Object.fromEntries(weights.map((w) => [w.glyph, w]));
    for (const [, glyph] of MINDS) {
      expect(byGlyph[glyph]).toMatchObject({ usage_count: count });
      expect(Number(byGlyph[glyph]!.total_resonance)).toBeCloseTo(count * 0.25, 6);
    }
    expect(byGlyph["⚡"]).toMatchObject({ usage_count: count });
    expect(Number(byGlyph["⚡"]!.total_resonance)).toBeCloseTo(count * 0.5, 6);

    // Each mind's current record is its newest one: the record of the save that arrived last.
    const current = await db
      .selectFrom("agent_safety_current")
      .innerJoin("agent_safety_records", "agent_safety_records.id", "agent_safety_current.record_id")
      .select(["agent_safety_current.agent_name", "agent_safety_records.conversation_id", "agent_safety_records.id"])
      .execute();
    expect(current).toHaveLength(3);
    for (const c of current) {
      const newest = await db.selectFrom("agent_safety_records").select((eb) => eb.fn.max("id").as("id")).where("agent_name", "=", c.agent_name).executeTakeFirstOrThrow();
      expect(String(c.id)).toBe(String(newest.id));
      expect(c.conversation_id).toBe(ids[count - 1]);
    }
  });

  it("a save whose conversation is gone fails alone; the others of its group are saved", async () => {
    const missing = randomUUID();
    const [before] = await Promise.all([db.selectFrom("glyph_weights").select(["glyph", "usage_count"]).where("glyph", "=", "⚡").executeTakeFirstOrThrow()]);
    const outcomes = await Promise.allSettled([saveDeliberation(db, writes(100)), saveDeliberation(db, writes(101, missing)), saveDeliberation(db, writes(102))]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toContain(`conversation ${missing} is gone`);
    const after = await db.selectFrom("glyph_weights").select(["usage_count"]).where("glyph", "=", "⚡").executeTakeFirstOrThrow();
    // Only the two saved deliberations counted.
    expect(after.usage_count - before.usage_count).toBe(2);
    const orphan = await db.selectFrom("messages").select("id").where("content", "=", "How should the harbour share its cranes, question 101?").execute();
    expect(orphan).toHaveLength(0);
    // A save that continues an existing conversation adds its turn there, in the same group as others.
    const first = (outcomes[0] as PromiseFulfilledResult<string>).value;
    const [again] = await Promise.all([saveDeliberation(db, writes(103, first)), saveDeliberation(db, writes(104))]);
    expect(again).toBe(first);
    const turns = await db.selectFrom("messages").select("id").where("conversation_id", "=", first).where("role", "=", "visitor").execute();
    expect(turns).toHaveLength(2);
  });

  it("a group that fails as a whole is written again one by one: a bad save fails alone", async () => {
    const bad = writes(200);
    // A cognitive load PostgreSQL refuses (NaN is not valid JSON, so it arrives as null in a not-null column).
    bad.safety[0]!.cognitiveLoad = Number.NaN;
    const outcomes = await Promise.allSettled([saveDeliberation(db, writes(201)), saveDeliberation(db, bad), saveDeliberation(db, writes(202))]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const saved = await db.selectFrom("messages").select("content").where("content", "in", ["How should the harbour share its cranes, question 201?", "How should the harbour share its cranes, question 202?", "How should the harbour share its cranes, question 200?"]).execute();
    expect(saved.map((m) => m.content).sort()).toEqual(["How should the harbour share its cranes, question 201?", "How should the harbour share its cranes, question 202?"]);
  });

  it("past the archive's capacity the evictor also vacuums the archive, so dead memories do not pile up", async () => {
    // Fill the archive past its capacity by VACUUM_AFTER_EVICTIONS - 1 (directly, no eviction), then one save.
    const archiveSize = async () => Number((await sql<{ n: number }>`select count(*)::int as n from alexandria_memories`.execute(db)).rows[0]!.n);
    const present = await archiveSize();
    const extra = ARCHIVE_CAPACITY + VACUUM_AFTER_EVICTIONS - 1 - present;
    await sql`insert into alexandria_memories (pattern, message, source_type, intensity, search_text, search_key)
      select 'filler ' || i, 'filler memory ' || i, 'trinity_mesh', 0.1, 'filler ' || i, 'filler ' || i from generate_series(1, ${extra}) as i`.execute(db);
    const vacuums = async () => {
      await sql`select pg_stat_clear_snapshot()`.execute(db);
      const { rows } = await sql<{ n: string }>`select vacuum_count as n from pg_stat_user_tables where relname = 'alexandria_memories'`.execute(db);
      return Number(rows[0]!.n);
    };
    const before = await vacuums();
    await saveDeliberation(db, writes(300));
    let size = 0;
    let after = before;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      size = await archiveSize();
      after = await vacuums();
      if (size === ARCHIVE_CAPACITY && after > before) break;
    }
    expect(size).toBe(ARCHIVE_CAPACITY);
    expect(after).toBe(before + 1);
    expect(await db.selectFrom("alexandria_memories").select("id").where("pattern", "=", "harbour cranes 300").execute()).toHaveLength(1);
  });

  it("a save inside a caller's transaction leaves the eviction to the next save outside one", async () => {
    // The archive is at its capacity (the test before); one more memory, saved inside a transaction.
    const archiveSize = async (on: Kysely<Database> = db) => Number((await sql<{ n: number }>`select count(*)::int as n from alexandria_memories`.execute(on)).rows[0]!.n);
    expect(await archiveSize()).toBe(ARCHIVE_CAPACITY);
    await db.transaction().execute(async (tx) => {
      await saveDeliberation(tx, writes(310));
      // An eviction started from here would run inside this transaction, on its connection, meanwhile.
      await new Promise((r) => setTimeout(r, 300));
      expect(await archiveSize(tx)).toBe(ARCHIVE_CAPACITY + 1);
    });
    expect(await archiveSize()).toBe(ARCHIVE_CAPACITY + 1);
    await saveDeliberation(db, writes(311));
    let size = 0;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      size = await archiveSize();
      if (size === ARCHIVE_CAPACITY) break;
    }
    expect(size).toBe(ARCHIVE_CAPACITY);
  });

  it("the per-question updates of conversations and glyph weights are HOT: none of the columns they write is indexed", async () => {
    // A HOT update writes no index entries and its old version is pruned with the page, without vacuum.
    const { rows: indexed } = await sql<{ table: string; column: string }>`
      select t.relname as table, a.attname as column from pg_index i
      join pg_class t on t.oid = i.indrelid
      join pg_attribute a on a.attrelid = t.oid and a.attnum = any(i.indkey)
      where t.relname in ('conversations', 'glyph_weights')`.execute(db);
    const written = { conversations: ["updated_at", "private"], glyph_weights: ["usage_count", "total_resonance", "last_used"] };
    for (const r of indexed) expect(written[r.table as keyof typeof written]).not.toContain(r.column);
    // And PostgreSQL does make them HOT (the connection's own not yet reported counts, before and after).
    const id = await saveDeliberation(db, writes(301));
    const hot = await db.transaction().execute(async (tx) => {
      const counts = async () =>
        (
          await sql<{ conversations: string; glyphs: string }>`
            select pg_stat_get_xact_tuples_hot_updated('conversations'::regclass) as conversations,
              pg_stat_get_xact_tuples_hot_updated('glyph_weights'::regclass) as glyphs`.execute(tx)
        ).rows[0]!;
      const before = await counts();
      await sql`update conversations set updated_at = now(), private = private or false where id = ${id}`.execute(tx);
      await sql`update glyph_weights set usage_count = usage_count + 1, total_resonance = total_resonance + 0.25, last_used = now() where glyph = '⚡'`.execute(tx);
      const after = await counts();
      return { conversations: Number(after.conversations) - Number(before.conversations), glyphs: Number(after.glyphs) - Number(before.glyphs) };
    });
    expect(hot).toEqual({ conversations: 1, glyphs: 1 });
  });
});
