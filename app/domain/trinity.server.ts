import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/types";
import { toIso } from "../lib/time";

type Db = Kysely<Database> | Transaction<Database>;

export interface ConversationSummary {
  id: string;
  title: string;
  protocol: string;
  createdAt: string;
  messageCount: number;
}

/** Newest first, with the number of messages in each. Visitor ids stay private. */
export async function listConversations(db: Db, limit: number): Promise<ConversationSummary[]> {
  const rows = await db
    .selectFrom("conversations as c")
    .select((eb) => [
      "c.id",
      "c.title",
      "c.protocol",
      "c.created_at",
      eb.selectFrom("messages as m").select(sql<number>`count(*)::int`.as("n")).whereRef("m.conversation_id", "=", "c.id").as("message_count"),
    ])
    .orderBy("c.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    protocol: r.protocol,
    createdAt: toIso(r.created_at)!,
    messageCount: Number(r.message_count ?? 0),
  }));
}
