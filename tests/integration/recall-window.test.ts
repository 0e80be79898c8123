/**
 * Recall's window of recent memories (app/domain/alexandria.server.ts): the newest full-text matches
 * are looked for first among the newest ~RECENT_WINDOW memories, and the whole archive is searched only
 * when the window holds too few. The answer must be the one the whole-archive search gives, whatever
 * the matches' density; on a database of its own, so the window's boundary is these memories'.
 */
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/types";
import { insertMemory, recallArchive, recallMemories, recallPlan, recentWindowStart, RECENT_WINDOW } from "../../app/domain/alexandria.server";
import { privateDb } from "./helpers/db";

let own: Awaited<ReturnType<typeof privateDb>> | undefined;
let db: Kysely<Database>;
const MEMORIES = 3 * RECENT_WINDOW;

beforeAll(async () => {
  own = await privateDb("tm_recall_window", { poolMax: 3, migrate: true });
  db = own.db;
  const start = Date.parse("2026-11-01T00:00:00Z");
  for (let i = 0; i < MEMORIES; i++) {
    // Dense: "harbour" is in 3 memories of 4. Sparse: "lighthouse" in 1 of 40, the oldest only "beacon".
    const words = [i % 4 !== 0 ? "harbour" : "orchard", i % 40 === 0 ? "lighthouse" : "meadow", i < 20 ? "beacon" : "river"];
    await insertMemory(db, {
      pattern: `${words.join(" ")} ${i}`,
      message: `A memory about the ${words.join(" and the ")}, number ${i}.`,
      sourceType: i % 3 === 0 ? "safety_protocol" : "trinity_mesh",
      glyphSequence: ["☉"],
      intensity: 0.3 + (i % 7) / 10,
      resonanceTags: [words[0]!],
      createdAt: new Date(start + i * 60_000),
    });
  }
  // The boundary is read in the background; wait for the first read.
  for (const deadline = Date.now() + 5000; recentWindowStart(db) === null && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
});

afterAll(async () => {
  await own?.close();
});

/** The same recall with no window: inside a transaction the whole archive is searched. */
const whole = <T>(work: (tx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work);

describe("recall's window of recent memories", () => {
  it("starts at about the RECENT_WINDOW-th newest memory", async () => {
    const start = recentWindowStart(db);
    expect(start).not.toBeNull();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from alexandria_memories where created_at >= ${start}::timestamptz`.execute(db);
    expect(rows[0]!.n).toBe(RECENT_WINDOW);
  });

  it("answers exactly as the whole-archive search, for dense, sparse and absent matches, with and without a source", async () => {
    const terms = ["harbour", "harbour meadow", "lighthouse", "beacon", "orchard lighthouse", "lanturn", "nothing-like-it"];
    for (const term of terms) {
      expect(await recallMemories(db, term, 12)).toEqual(await whole((tx) => recallMemories(tx, term, 12)));
      expect(await recallArchive(db, term, 100)).toEqual(await whole((tx) => recallArchive(tx, term, 100)));
      expect(await recallArchive(db, term, 7, "safety_protocol")).toEqual(await whole((tx) => recallArchive(tx, term, 7, "safety_protocol")));
    }
    // The dense term's answer is the newest matches (what the window gives), the sparse ones reach back past it.
    const beacon = await recallArchive(db, "beacon", 100);
    expect(beacon).toHaveLength(20);
  });

  it("reads a dense term's matches in the window only; a sparse term falls back to the whole archive", async () => {
    const dense = (await recallPlan(db, "harbour", 12, undefined, true)).join("\n");
    expect(dense).toContain("Bitmap Index Scan on alexandria_recent_idx");
    // The whole-archive branch is gated off: its scan never runs.
    expect(dense).toMatch(/Bitmap Heap Scan on alexandria_memories\s+\([^)]*\)\s+\(never executed\)/);
    const sparse = (await recallPlan(db, "beacon", 12, undefined, true)).join("\n");
    expect(sparse).not.toMatch(/Bitmap Heap Scan on alexandria_memories\s+\([^)]*\)\s+\(never executed\)/);
  });
});
