import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Every question updates its conversation (`updated_at`) and the weights of the glyphs it used
 * (`total_resonance`). Both columns were indexed, so no update could be HOT: each wrote a new row
 * version plus an entry in every index of the table, and left the old ones for vacuum (13 glyph rows
 * had 8,315 dead versions after 6,000 questions). Without those two indexes the updates are HOT:
 * the new version goes on the same page, no index changes, and the page prunes its dead versions when
 * read. The visitor's conversation list finds their rows through (visitor_id, client_key) and sorts
 * them; the glyph table (one row per glyph) is sorted whole. Conversations leave a fifth of each page
 * free for those updates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists glyph_weights_resonance_idx`.execute(db);
  await sql`drop index if exists conversations_visitor_updated_idx`.execute(db);
  await sql`alter table conversations set (fillfactor = 80)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table conversations reset (fillfactor)`.execute(db);
  await sql`create index if not exists conversations_visitor_updated_idx on conversations (visitor_id, updated_at desc)`.execute(db);
  await sql`create index if not exists glyph_weights_resonance_idx on glyph_weights (total_resonance desc)`.execute(db);
}
