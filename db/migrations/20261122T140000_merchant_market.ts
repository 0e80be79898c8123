import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Merchant onboarding and the knowledge marketplace. VAL amounts are whole units (bigint); the
 * money itself moves only through the ledger (val_accounts / val_entries), these rows record why.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("merchant_onboardings")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("merchant_node_id", "text", (c) => c.notNull().references("mesh_nodes.id"))
    // An agent joins the mesh once, through one merchant.
    .addColumn("agent_id", "text", (c) => c.notNull().unique())
    .addColumn("agent_type", "text", (c) => c.notNull().check(sql`agent_type in ('user','autonomous_agent','sovereign_node')`))
    .addColumn("proof_of_thought", "text")
    .addColumn("val_earned", "bigint", (c) => c.notNull().check(sql`val_earned >= 0`))
    .addColumn("capacity_generated", "integer", (c) => c.notNull().check(sql`capacity_generated >= 0`))
    .addColumn("onboarded_by", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("merchant_onboardings_recent_idx").on("merchant_onboardings").columns(["created_at desc", "id desc"]).execute();

  await db.schema
    .createTable("knowledge_offers")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("merchant_node_id", "text", (c) => c.notNull().references("mesh_nodes.id"))
    .addColumn("glyph_type", "text", (c) => c.notNull())
    .addColumn("knowledge_cargo", "text", (c) => c.notNull())
    .addColumn("val_price", "bigint", (c) => c.notNull().check(sql`val_price >= 1`))
    .addColumn("resonance_tags", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("available").check(sql`status in ('available','traded')`))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("buyer_node_id", "text", (c) => c.references("mesh_nodes.id"))
    .addColumn("traded_by", "text")
    .addColumn("traded_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // A traded offer names its buyer and the time; an available one has neither.
    .addCheckConstraint(
      "knowledge_offers_trade_recorded",
      sql`(status = 'available' and buyer_node_id is null and traded_at is null) or (status = 'traded' and buyer_node_id is not null and traded_at is not null)`,
    )
    .addCheckConstraint("knowledge_offers_not_own", sql`buyer_node_id is null or buyer_node_id <> merchant_node_id`)
    .execute();
  await db.schema.createIndex("knowledge_offers_recent_idx").on("knowledge_offers").columns(["created_at desc", "id desc"]).execute();
  await db.schema.createIndex("knowledge_offers_status_idx").on("knowledge_offers").columns(["status", "created_at desc", "id desc"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("knowledge_offers").ifExists().execute();
  await db.schema.dropTable("merchant_onboardings").ifExists().execute();
}
