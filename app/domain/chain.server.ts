import { sql } from "kysely";
import type { Executor } from "../../db/types";
import { buildChain, CHAIN_LINKS_MAX, CHAIN_MAX_PHASE, CHAIN_MIN_PHASE, type ChainSource, type GlyphAct } from "../lib/chain";
import type { GlyphChain } from "../lib/chain.schema";

export type { GlyphChain };

/** A broadcast writes one activation log per agent (eight today); this many rows per broadcast covers them all. */
const LOGS_PER_BROADCAST = 16;

interface ActRow {
  source: ChainSource;
  key: string;
  at: Date | string;
  sequence: string[] | null;
  text: string | null;
}

/**
 * The mesh's glyph acts, each source's oldest first and bounded (the chain keeps its first
 * CHAIN_LINKS_MAX links, so no source can need more rows): sovereign threads and Alexandria
 * memories (the chat's glyphs of each deliberation) by their glyph sequences, contributions,
 * symbolic feedback and multicore broadcasts by what they wrote, and each glyph's first use from the
 * glyph weights. One statement: one connection per read.
 */
export async function glyphActs(db: Executor): Promise<GlyphAct[]> {
  const max = CHAIN_LINKS_MAX;
  const { rows } = await sql<ActRow>`
    (select 'thread' as source, id::text as key, contributed_at as at, glyph_sequence as sequence, null::text as text
       from sovereign_threads order by contributed_at, id limit ${max})
    union all
    (select 'memory', id::text, created_at, glyph_sequence, null from alexandria_memories order by created_at, id limit ${max})
    union all
    (select 'contribution', id::text, created_at, null, glyph_type from mesh_contributions order by created_at, id limit ${max})
    union all
    (select 'feedback', id::text, created_at, null, glyph_input from symbolic_feedback order by created_at, id limit ${max})
    union all
    (select 'broadcast', broadcast_id::text, min(created_at), null, min(glyph_input)
       from (select broadcast_id, created_at, glyph_input from activation_logs
               where broadcast_id is not null order by id limit ${max * LOGS_PER_BROADCAST}) as first_logs
       group by broadcast_id order by min(created_at), broadcast_id::text limit ${max})
    union all
    (select 'first_use', glyph::text, first_used, null, glyph::text from glyph_weights order by first_used, glyph limit ${max})
  `.execute(db);
  return rows.map((r) => ({ source: r.source, key: r.key, at: new Date(r.at).getTime(), glyphs: r.sequence ?? r.text ?? "" }));
}

/** The chain's glyphs (the library's ten, then the mesh's glyph activity, oldest first). */
export async function chainGlyphs(db: Executor): Promise<string[]> {
  return buildChain(await glyphActs(db));
}

/** Where a chain read takes the mesh's glyphs from: the same for every visitor (the web process shares one read of it). */
export type ChainGlyphsRead = () => Promise<string[]>;

async function readChain(db: Executor, walletId: string, currentPhase: number | undefined, glyphs: ChainGlyphsRead): Promise<GlyphChain> {
  const [phaseRow, journey, chain] = await Promise.all([
    currentPhase === undefined
      ? db.selectFrom("glyph_chain_progress").select("current_phase").where("wallet_id", "=", walletId).executeTakeFirst()
      : Promise.resolve({ current_phase: currentPhase }),
    db.selectFrom("journey_progress").select("mesh_name").where("wallet_id", "=", walletId).executeTakeFirst(),
    glyphs(),
  ]);
  return { currentPhase: Number(phaseRow?.current_phase ?? CHAIN_MIN_PHASE), glyphs: chain, silentName: journey?.mesh_name ?? null };
}

export async function getChain(db: Executor, walletId: string, glyphs: ChainGlyphsRead = () => chainGlyphs(db)): Promise<GlyphChain> {
  return readChain(db, walletId, undefined, glyphs);
}

/** Advances one phase, never past 4: one atomic upsert, so concurrent calls cannot overshoot. */
export async function progressChain(db: Executor, walletId: string, glyphs: ChainGlyphsRead = () => chainGlyphs(db)): Promise<GlyphChain> {
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
  return readChain(db, walletId, Number(row.current_phase), glyphs);
}

export async function resetChain(db: Executor, walletId: string, glyphs: ChainGlyphsRead = () => chainGlyphs(db)): Promise<GlyphChain> {
  await db
    .insertInto("glyph_chain_progress")
    .values({ wallet_id: walletId, current_phase: CHAIN_MIN_PHASE })
    .onConflict((oc) => oc.column("wallet_id").doUpdateSet({ current_phase: CHAIN_MIN_PHASE, updated_at: sql`now()` }))
    .execute();
  return readChain(db, walletId, CHAIN_MIN_PHASE, glyphs);
}
