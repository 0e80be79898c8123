import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * The chat writes one memory a question, and each memory's insert into the two GIN indexes one entry
 * at a time (fastupdate off, 20261122T120000) cost ~0.6 ms of PostgreSQL's CPU: over a third of the
 * deliberation's save. A pending list of GIN's minimum size (64 kB, a few dozen memories) takes the
 * inserts cheaply and is merged into the index in bulk when full; a lookup scans at most those few
 * pages, not the 4 MB default list that made lookups 3-8 ms.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const index of ["alexandria_search_idx", "alexandria_trgm_idx"]) {
    await sql`alter index ${sql.id(index)} set (fastupdate = on, gin_pending_list_limit = 64)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ["alexandria_search_idx", "alexandria_trgm_idx"]) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`alter index ${sql.id(index)} reset (gin_pending_list_limit)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}
