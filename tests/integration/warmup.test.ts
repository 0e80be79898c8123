/**
 * The web process's warm-up deliberations (app/domain/trinity/warmup.server.ts): whole deliberations,
 * the database's reads and the save included, that leave nothing behind. On a seeded database of its
 * own (memories to recall, projects to echo in), compared table by table before and after.
 */
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/types";
import { seed } from "../../app/domain/seed.server";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { warmDeliberations, warmUpQuestions } from "../../app/domain/trinity/warmup.server";
import { privateDb } from "./helpers/db";

let own: Awaited<ReturnType<typeof privateDb>> | undefined;
let db: Kysely<Database>;

beforeAll(async () => {
  own = await privateDb("tm_warmup", { poolMax: 4, migrate: true });
  db = own.db;
  await seed(db);
});

afterAll(async () => {
  await own?.close();
});

/** Everything a deliberation writes, as one comparable document. */
async function state() {
  const { rows } = await sql<{ doc: unknown }>`
    select json_build_object(
      'conversations', (select count(*) from conversations),
      'messages', (select count(*) from messages),
      'memories', (select count(*) from alexandria_memories),
      'safetyRecords', (select count(*) from agent_safety_records),
      'archiveEvents', (select count(*) from recursive_archive_events),
      'echoes', (select count(*) from sovereign_echoes),
      'meshEvents', (select count(*) from mesh_events),
      'safetyCurrent', (select json_agg(c order by c.agent_name) from agent_safety_current c),
      'glyphWeights', (select json_agg(g order by g.glyph) from glyph_weights g),
      'rowTallies', (select json_agg(t order by t.table_name) from row_tallies t),
      'tagTallies', (select json_agg(t order by t.tag) from archive_tag_tallies t)
    ) as doc`.execute(db);
  return rows[0]!.doc;
}

const lastMessageId = async () => Number((await sql<{ n: string }>`select last_value as n from messages_id_seq`.execute(db)).rows[0]!.n);

describe("warm-up deliberations", () => {
  it("run whole deliberations, reads and save, and leave every table as it was", async () => {
    const before = await state();
    const messagesBefore = await lastMessageId();
    const questions = warmUpQuestions(24);
    const done = await warmDeliberations({ db, analyze: async (q) => analyzeQuestion(q) }, questions);
    expect(done).toBe(24);
    // The saves did write (a sequence is not rolled back: a visitor question and three or more
    // thoughts each), and all of it was undone.
    expect((await lastMessageId()) - messagesBefore).toBeGreaterThanOrEqual(24 * 4);
    expect(await state()).toEqual(before);
  });

  it("a failing deliberation fails the warm-up (the caller logs it and starts without) and still leaves nothing", async () => {
    const before = await state();
    const failing = async (q: string) => {
      if (q.startsWith("Which one")) throw new Error("analysis failed");
      return analyzeQuestion(q);
    };
    await expect(warmDeliberations({ db, analyze: failing }, warmUpQuestions(16))).rejects.toThrow("analysis failed");
    expect(await state()).toEqual(before);
  });
});
