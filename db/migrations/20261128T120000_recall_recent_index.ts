import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Recall takes the newest 40 full-text matches. When most of a full archive matches (common words),
 * the GIN bitmap hands back nearly every memory and each one is read from the heap to find the newest
 * (~900 rows, 2-2.5 ms at capacity). Recall now looks in a window of the newest memories first
 * (`created_at >= boundary`, this index as a bitmap) and searches the whole archive only when the
 * window holds fewer than 40 matches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists alexandria_recent_idx on alexandria_memories (created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists alexandria_recent_idx`.execute(db);
}
