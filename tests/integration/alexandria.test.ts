import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_CAPACITY, insertMemory, recallArchive, recallArchiveJson, recallPlan, type NewMemory } from "../../app/domain/alexandria.server";
import { testDb } from "./helpers/db";
import { Jar } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

const MEMORY_KEYS = ["glyphSequence", "id", "intensity", "message", "pattern", "resonanceTags", "sourceType", "timestamp"];

interface Memory {
  id: string;
  pattern: string;
  message: string;
  sourceType: string;
  timestamp: string;
  glyphSequence: string[];
  intensity: number;
  resonanceTags: string[];
}

/** A made-up word no other test writes: letters only, so stemming and trigrams treat it as one word. */
function distinctiveWord(prefix: string): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  return prefix + Array.from(randomBytes(5), (b) => letters[b % letters.length]).join("");
}

async function getJson<T>(jar: Jar, path: string): Promise<{ status: number; body: T }> {
  const res = await jar.fetch(path);
  return { status: res.status, body: (await res.json()) as T };
}

describe("Alexandria API (shared server)", () => {
  const db = testDb();
  const jar = new Jar();
  // "vellichor…" is in the pattern (spelling-matchable); "harbour…" only in the message (meaning-matchable).
  const patternWord = distinctiveWord("vellichor");
  const messageWord = distinctiveWord("harbour");
  const ids: Record<"palace" | "trinity", string> = { palace: "", trinity: "" };

  beforeAll(async () => {
    ids.palace = await insertMemory(db, {
      pattern: `${patternWord} lantern vigil`,
      message: `The night keepers of the ${messageWord} kept one lantern lit for every ship still at sea, and wrote down each name that came home.`,
      sourceType: "mind_palace",
      glyphSequence: ["∞", "⊙"],
      intensity: 0.74,
      resonanceTags: ["vigil", "keepers"],
    });
    ids.trinity = await insertMemory(db, {
      pattern: `${patternWord} tide council`,
      message: `Three minds weighed whether the ${messageWord} should close during storms; Solace asked after the fishers, Manus costed the delay.`,
      sourceType: "trinity_mesh",
      glyphSequence: ["⟁", "△"],
      intensity: 0.42,
      resonanceTags: ["storms", "harbour"],
    });
  });

  afterAll(async () => {
    await db.deleteFrom("alexandria_memories").where("id", "in", [ids.palace, ids.trinity]).execute();
    await db.destroy();
  });

  it("recalls a memory by a word of its message, in the spec's memory shape", async () => {
    const { status, body } = await getJson<Memory[]>(jar, `/api/alexandria/recall?pattern=${messageWord}&limit=100`);
    expect(status).toBe(200);
    const found = body.find((m) => m.id === ids.palace);
    expect(found).toBeDefined();
    expect(Object.keys(found!).sort()).toEqual(MEMORY_KEYS);
    expect(found).toMatchObject({
      pattern: `${patternWord} lantern vigil`,
      sourceType: "mind_palace",
      glyphSequence: ["∞", "⊙"],
      intensity: 0.74,
      resonanceTags: ["vigil", "keepers"],
    });
    expect(new Date(found!.timestamp).toISOString()).toBe(found!.timestamp);
    expect(body.map((m) => m.id)).toContain(ids.trinity);
  });

  it("recalls by a near-miss spelling of the pattern", async () => {
    // Drop one letter from the middle of the distinctive word: no full-text match, only trigram similarity.
    const misspelled = patternWord.slice(0, 4) + patternWord.slice(5);
    const { status, body } = await getJson<Memory[]>(jar, `/api/alexandria/recall?pattern=${encodeURIComponent(misspelled)}`);
    expect(status).toBe(200);
    expect(body.map((m) => m.id)).toEqual(expect.arrayContaining([ids.palace, ids.trinity]));
    // The closest first: scores put both near-misses above anything unrelated.
    expect(body.slice(0, 2).map((m) => m.id).sort()).toEqual([ids.palace, ids.trinity].sort());
  });

  it("filters by source, with and without a pattern", async () => {
    const palace = await getJson<Memory[]>(jar, `/api/alexandria/source/mind_palace?pattern=${messageWord}&limit=100`);
    expect(palace.status).toBe(200);
    expect(palace.body.map((m) => m.id)).toContain(ids.palace);
    expect(palace.body.map((m) => m.id)).not.toContain(ids.trinity);
    expect(palace.body.every((m) => m.sourceType === "mind_palace")).toBe(true);

    const trinity = await getJson<Memory[]>(jar, `/api/alexandria/source/trinity_mesh?pattern=${encodeURIComponent(`  ${patternWord} `)}`);
    expect(trinity.body.map((m) => m.id)).toEqual([ids.trinity]);

    // Without a pattern (or a blank one): that source's newest first.
    for (const path of ["/api/alexandria/source/mind_palace?limit=5", "/api/alexandria/source/mind_palace?limit=5&pattern=%20"]) {
      const newest = await getJson<Memory[]>(jar, path);
      expect(newest.status).toBe(200);
      expect(newest.body.length).toBeGreaterThan(0);
      expect(newest.body.length).toBeLessThanOrEqual(5);
      expect(newest.body.every((m) => m.sourceType === "mind_palace")).toBe(true);
      const times = newest.body.map((m) => Date.parse(m.timestamp));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });

  it("lists the archive newest first with the limit clamped to 1..100", async () => {
    const three = await getJson<Memory[]>(jar, "/api/alexandria/archive?limit=3");
    expect(three.status).toBe(200);
    expect(three.body).toHaveLength(3);
    const times = three.body.map((m) => Date.parse(m.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(three.body[0]).sort()).toEqual(MEMORY_KEYS);

    // Other suites write memories concurrently: the count only grows while this runs.
    const { n } = await db.selectFrom("alexandria_memories").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
    for (const limit of ["5000", "abc", ""]) {
      const all = await getJson<Memory[]>(jar, `/api/alexandria/archive?limit=${limit}`);
      expect(all.body.length).toBeGreaterThanOrEqual(Math.min(100, Number(n)));
      expect(all.body.length).toBeLessThanOrEqual(100);
    }
    expect((await getJson<Memory[]>(jar, "/api/alexandria/archive?limit=0")).body).toHaveLength(1);
  });

  it("answers 400 for an unknown source type", async () => {
    const { status, body } = await getJson<{ error: { code: string; message: string } }>(jar, "/api/alexandria/source/dream_journal");
    expect(status).toBe(400);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toContain('Unknown source type "dream_journal"');
    expect(body.error.message).toContain("trinity_mesh, safety_protocol or mind_palace");
  });

  it.each([["pattern=%20%20%20"], ["pattern="], [""], ["limit=10"]])("answers 400 for an empty or missing pattern (%s)", async (query) => {
    const { status, body } = await getJson<{ error: { code: string; message: string; issues: { path: string }[] } }>(jar, `/api/alexandria/recall?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toMatch(/^Enter a symbolic pattern to recall/);
    expect(body.error.issues[0].path).toBe("pattern");
  });

  it("answers 400 for a pattern over 200 characters, and [] for one without a searchable word", async () => {
    expect((await jar.fetch(`/api/alexandria/recall?pattern=${"a".repeat(201)}`)).status).toBe(400);
    const symbols = await getJson<Memory[]>(jar, `/api/alexandria/recall?pattern=${encodeURIComponent("?! …")}`);
    expect(symbols).toEqual({ status: 200, body: [] });
  });

  it("renders the screen without JavaScript: tab and applied term from the URL", async () => {
    const res = await jar.fetch(`/alexandria?source=mind_palace&q=${messageWord}`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`${patternWord} lantern vigil`);
    expect(html).not.toContain(`${patternWord} tide council`);
    expect(html).toContain('placeholder="Search symbolic patterns..."');
    const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/alexandria"');
    expect(html).toMatch(/<input[^>]*type="hidden"[^>]*name="source"[^>]*value="mind_palace"/);
  });
});

describe("Alexandria recall serialized by PostgreSQL", () => {
  it("answers exactly the document the parsed rows give (keys, order, timestamps, numbers)", async () => {
    const db = testDb();
    try {
      for (const [pattern, source] of [["lantern", undefined], ["lanturn mesh", undefined], ["neighbourhod mesh", undefined], ["◊ ∞", undefined], ["care", "mind_palace"], ["qqqqzzzz", undefined]] as const) {
        // One snapshot, so memories other suites add in between cannot differ between the two reads.
        const [parsed, text] = await db
          .transaction()
          .setIsolationLevel("repeatable read")
          .execute(async (trx) => [await recallArchive(trx, pattern, 100, source), await recallArchiveJson(trx, pattern, 100, source)] as const);
        expect(JSON.parse(text), pattern).toEqual(parsed);
      }
    } finally {
      await db.destroy();
    }
  });
});

describe("Alexandria capacity (private server and database)", () => {
  let server: TestServer;
  let db: ReturnType<typeof testDb>;

  beforeAll(async () => {
    server = await startServer({ env: { SEED: "0", EMBEDDED_WORKER: "0" } });
    db = testDb(server.databaseUrl);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  const base = Date.parse("2026-01-01T00:00:00Z");
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  const memory = (n: number, intensity: number, minutes: number): NewMemory & { createdAt: Date } => ({
    pattern: `capacity probe ${n}`,
    message: `Probe memory number ${n} written to fill the archive to its capacity.`,
    sourceType: (["trinity_mesh", "safety_protocol", "mind_palace"] as const)[n % 3],
    glyphSequence: ["∞"],
    intensity,
    resonanceTags: ["probe"],
    createdAt: at(minutes),
  });

  async function patterns(): Promise<Set<string>> {
    return new Set((await db.selectFrom("alexandria_memories").select("pattern").execute()).map((r) => r.pattern));
  }

  it("evicts the lowest-intensity, oldest memory at 1,001 and keeps ≥ 0.8 longest", async () => {
    // 1,000 memories. #0 is the oldest of all and intense (0.95); #1 and #2 share the lowest
    // intensity (0.1), #1 being older; everything else sits at 0.5.
    const rows = Array.from({ length: ARCHIVE_CAPACITY }, (_, n) => memory(n, n === 0 ? 0.95 : n === 1 || n === 2 ? 0.1 : 0.5, n === 0 ? 0 : n === 1 ? 10 : n === 2 ? 500 : 20 + n));
    for (let i = 0; i < rows.length; i += 100) {
      await db
        .insertInto("alexandria_memories")
        .values(
          rows.slice(i, i + 100).map((m) => ({
            pattern: m.pattern,
            message: m.message,
            source_type: m.sourceType,
            glyph_sequence: m.glyphSequence,
            intensity: m.intensity,
            resonance_tags: m.resonanceTags,
            search_text: `${m.pattern} ${m.resonanceTags.join(" ")} ${m.message}`,
            search_key: `${m.pattern} ${m.resonanceTags.join(" ")}`,
            created_at: m.createdAt,
          })),
        )
        .execute();
    }
    expect((await patterns()).size).toBe(ARCHIVE_CAPACITY);

    // The 1,001st memory, through the domain's insert (the chat's write path).
    await insertMemory(db, memory(1000, 0.6, 2000));
    let kept = await patterns();
    expect(kept.size).toBe(ARCHIVE_CAPACITY);
    expect(kept.has("capacity probe 1")).toBe(false); // lowest intensity, older of the two
    expect(kept.has("capacity probe 2")).toBe(true); // same intensity, newer
    expect(kept.has("capacity probe 0")).toBe(true); // the oldest of all, but intense
    expect(kept.has("capacity probe 1000")).toBe(true);

    // ≥ 0.8 is kept while anything below 0.8 is left: make everything 0.9 but the newest memory (0.79).
    await db.updateTable("alexandria_memories").set({ intensity: 0.9 }).where("pattern", "!=", "capacity probe 1000").execute();
    await db.updateTable("alexandria_memories").set({ intensity: 0.79 }).where("pattern", "=", "capacity probe 1000").execute();
    await insertMemory(db, memory(1001, 0.95, 2001));
    kept = await patterns();
    expect(kept.size).toBe(ARCHIVE_CAPACITY);
    expect(kept.has("capacity probe 1000")).toBe(false); // the newest, but the only one below 0.8
    expect(kept.has("capacity probe 0")).toBe(true);

    // Nothing below 0.8 left: now the oldest of the lowest (0.9) goes, i.e. #0.
    await insertMemory(db, memory(1002, 0.97, 2002));
    kept = await patterns();
    expect(kept.size).toBe(ARCHIVE_CAPACITY);
    expect(kept.has("capacity probe 0")).toBe(false);
    expect(kept.has("capacity probe 2")).toBe(true);
    expect(kept.has("capacity probe 1001")).toBe(true);
    expect(kept.has("capacity probe 1002")).toBe(true);
  });

  it("questions asked at capacity leave the archive at its capacity (evicted after each answer, one eviction at a time)", async () => {
    expect((await patterns()).size).toBe(ARCHIVE_CAPACITY);
    const asks = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const jar = new Jar(undefined, server.url);
        await jar.fetch("/");
        const client = await ChatClient.open(server.url, { Cookie: jar.header() });
        try {
          return await client.deliberation(`Should we keep the lantern craft of harbour town ${i} alive through long winters?`, 30_000);
        } finally {
          client.close();
        }
      }),
    );
    expect(asks.every((a) => a.thoughts.length >= 3)).toBe(true);
    // Each answer left a memory (1,006 in all), and the archive comes back to exactly its capacity.
    let size = 0;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      size = (await patterns()).size;
      if (size === ARCHIVE_CAPACITY) break;
    }
    // (Their own memories, less intense than the 0.9s left by the test above, are the ones that went.)
    expect(size).toBe(ARCHIVE_CAPACITY);
  });

  it("recalls from a full archive through the indexes, never a sequential scan", async () => {
    await sql`analyze alexandria_memories`.execute(db);
    for (const source of [undefined, "mind_palace"] as const) {
      const plan = (await recallPlan(db, "capacity probe", 100, source)).join("\n");
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toContain("Bitmap Index Scan on alexandria_search_idx");
      expect(plan).toContain("Bitmap Index Scan on alexandria_trgm_idx");
    }
    const res = await fetch(`${server.url}/api/alexandria/recall?pattern=${encodeURIComponent("probe number 512")}&limit=100`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Memory[];
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(100);
    const source = (await (await fetch(`${server.url}/api/alexandria/source/safety_protocol?pattern=probe&limit=7`)).json()) as Memory[];
    expect(source).toHaveLength(7);
    expect(source.every((m) => m.sourceType === "safety_protocol")).toBe(true);
  });
});
