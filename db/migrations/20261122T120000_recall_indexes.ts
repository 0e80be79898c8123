import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Recall reads alexandria_memories through its two GIN indexes. With GIN's pending list on
 * (fastupdate), freshly written memories sit in an unsorted list that every lookup scans until the
 * next vacuum: on a newly filled archive full-text lookups took 3-8 ms instead of ~1 ms. The chat
 * writes one memory per question, so lookups matter more than insert speed here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of ["alexandria_search_idx", "alexandria_trgm_idx"]) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ["alexandria_search_idx", "alexandria_trgm_idx"]) {
    await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
  }
}
