import { sql } from "kysely";
import type { Executor } from "../../db/types";
import { CHAIN_MAX_PHASE, CHAIN_MIN_PHASE } from "../lib/chain";
import type { GlyphChain } from "../lib/chain.schema";
import { GLYPH_LIBRARY } from "../lib/glyphs";

export type { GlyphChain };

/** Phase 4 shows every glyph; a bound keeps the answer small however many the mesh has seen. */
const CHAIN_GLYPHS_MAX = 1000;

export async function chainGlyphs(db: Executor): Promise<string[]> {
  const library = GLYPH_LIBRARY.map((g) => g.symbol);
  const rows = await db
    .selectFrom("glyph_weights")
    .select("glyph")
    .where("glyph", "not in", library)
    .orderBy("first_used")
    .orderBy("glyph")
    .limit(CHAIN_GLYPHS_MAX - library.length)
    .execute();
  return [...library, ...rows.map((r) => r.glyph)];
}

async function readChain(db: Executor, walletId: string, currentPhase?: number): Promise<GlyphChain> {
  const [phaseRow, journey, glyphs] = await Promise.all([
    currentPhase === undefined
      ? db.selectFrom("glyph_chain_progress").select("current_phase").where("wallet_id", "=", walletId).executeTakeFirst()
      : Promise.resolve({ current_phase: currentPhase }),
    db.selectFrom("journey_progress").select("mesh_name").where("wallet_id", "=", walletId).executeTakeFirst(),
    chainGlyphs(db),
  ]);
  return { currentPhase: Number(phaseRow?.current_phase ?? CHAIN_MIN_PHASE), glyphs, silentName: journey?.mesh_name ?? null };
}

export async function getChain(db: Executor, walletId: string): Promise<GlyphChain> {
  return readChain(db, walletId);
}

/** Advances one phase, never past 4: one atomic upsert, so concurrent calls cannot overshoot. */
export async function progressChain(db: Executor, walletId: string): Promise<GlyphChain> {
  const row = await db
    .insertInto("glyph_chain_progress")
    .values({ wallet_id: walletId, current_phase: CHAIN_MIN_PHASE + 1 })
    .onConflict((oc) =>
      oc.column("wallet_id").doUpdateSet({
        current_phase: sql<number>`least(glyph_chain_progress.current_phase + 1, ${CHAIN_MAX_PHASE})`,
        updated_at: sql`now()`,
      }),
    )
    .returning("current_phase")
    .executeTakeFirstOrThrow();
  return readChain(db, walletId, Number(row.current_phase));
}

export async function resetChain(db: Executor, walletId: string): Promise<GlyphChain> {
  await db
    .insertInto("glyph_chain_progress")
    .values({ wallet_id: walletId, current_phase: CHAIN_MIN_PHASE })
    .onConflict((oc) => oc.column("wallet_id").doUpdateSet({ current_phase: CHAIN_MIN_PHASE, updated_at: sql`now()` }))
    .execute();
  return readChain(db, walletId, CHAIN_MIN_PHASE);
}
