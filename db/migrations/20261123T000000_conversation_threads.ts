import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Conversations as threads (issue: "what a visitor writes is theirs"): a private flag, the time of
 * the last turn (a visitor's list is ordered by it), each thought's sources and each question's
 * frame (shape, subject, options), so the next turn's history needs no re-analysis.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("conversations")
    .addColumn("private", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Existing threads: their last message's time (or their start).
  await sql`update conversations c set updated_at = coalesce((select max(m.created_at) from messages m where m.conversation_id = c.id), c.created_at)`.execute(db);
  await db.schema.createIndex("conversations_visitor_updated_idx").on("conversations").columns(["visitor_id", "updated_at desc"]).execute();

  await db.schema.alterTable("messages").addColumn("sources", "jsonb").addColumn("frame", "jsonb").execute();
  // messages(conversation_id, id) already exists (messages_conversation_idx, foundation).
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("messages").dropColumn("frame").dropColumn("sources").execute();
  await db.schema.dropIndex("conversations_visitor_updated_idx").ifExists().execute();
  await db.schema.alterTable("conversations").dropColumn("updated_at").dropColumn("private").execute();
}
