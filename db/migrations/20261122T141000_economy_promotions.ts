import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * The economic dashboard (reputation, leases, resonance exchanges, custodian events) and promotions.
 * VAL amounts are whole numbers; a resonance exchange's minted VAL is paid through the ledger
 * (val_entries, idempotency key from the exchange id) in the transaction that records it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("node_reputations")
    .addColumn("node_id", "text", (c) => c.primaryKey().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("trust_score", "double precision", (c) => c.notNull().check(sql`trust_score >= 0 and trust_score <= 100`))
    .addColumn("service_history", "integer", (c) => c.notNull().defaultTo(0).check(sql`service_history >= 0`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("node_reputations_trust_idx").on("node_reputations").columns(["trust_score desc", "node_id"]).execute();

  await db.schema
    .createTable("capacity_leases")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn("node_id", "text", (c) => c.notNull().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("lease_type", "text", (c) => c.notNull().check(sql`lease_type in ('memory','compute','bandwidth')`))
    .addColumn("amount", "double precision", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("quality_score", "double precision", (c) => c.notNull().check(sql`quality_score >= 0 and quality_score <= 1`))
    .addColumn("val_price_per_hour", "integer", (c) => c.notNull().check(sql`val_price_per_hour >= 0`))
    .addColumn("duration_seconds", "integer", (c) => c.notNull().check(sql`duration_seconds > 0`))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active").check(sql`status in ('active','completed','cancelled')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("capacity_leases_status_idx").on("capacity_leases").columns(["status", "created_at desc"]).execute();

  await db.schema
    .createTable("resonance_exchanges")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn("from_node_id", "text", (c) => c.notNull().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("to_node_id", "text", (c) => c.notNull().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("resonance_score", "double precision", (c) => c.notNull().check(sql`resonance_score >= 0 and resonance_score <= 1`))
    .addColumn("val_minted", "integer", (c) => c.notNull().check(sql`val_minted >= 0 and val_minted <= 10`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("resonance_exchanges_two_nodes", sql`from_node_id <> to_node_id`)
    .execute();
  await db.schema.createIndex("resonance_exchanges_recent_idx").on("resonance_exchanges").columns(["created_at desc", "id desc"]).execute();
  await db.schema.createIndex("resonance_exchanges_from_idx").on("resonance_exchanges").columns(["from_node_id", "created_at"]).execute();
  await db.schema.createIndex("resonance_exchanges_to_idx").on("resonance_exchanges").columns(["to_node_id", "created_at"]).execute();

  await db.schema
    .createTable("custodian_events")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn("severity", "text", (c) => c.notNull().check(sql`severity in ('critical','warning','info')`))
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("node_id", "text", (c) => c.notNull().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("action_taken", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("custodian_events_recent_idx").on("custodian_events").columns(["created_at desc", "id desc"]).execute();
  await db.schema.createIndex("custodian_events_node_idx").on("custodian_events").columns(["node_id", "severity"]).execute();

  await db.schema
    .createTable("node_promotions")
    .addColumn("id", "text", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn("node_id", "text", (c) => c.notNull().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(sql`status in ('pending','approved','rejected')`))
    .addColumn("proposed_role", "text", (c) => c.notNull())
    .addColumn("activity_score", "integer", (c) => c.notNull().check(sql`activity_score >= 0 and activity_score <= 100`))
    .addColumn("connected_nodes", "integer", (c) => c.notNull().check(sql`connected_nodes >= 0`))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("reviewed_by", "text")
    .addColumn("reviewed_at", "timestamptz")
    .addColumn("review_notes", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("node_promotions_reviewed", sql`(status = 'pending') = (reviewed_at is null)`)
    .execute();
  // At most one pending promotion per node: proposing again is a no-op.
  await sql`create unique index node_promotions_one_pending on node_promotions (node_id) where status = 'pending'`.execute(db);
  await db.schema.createIndex("node_promotions_recent_idx").on("node_promotions").columns(["created_at desc", "id desc"]).execute();
  await db.schema.createIndex("node_promotions_node_idx").on("node_promotions").columns(["node_id", "status", "proposed_role"]).execute();

  // The role an approved promotion grants; one per node (a later approval replaces it).
  await db.schema
    .createTable("node_roles")
    .addColumn("node_id", "text", (c) => c.primaryKey().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("promotion_id", "text", (c) => c.notNull().references("node_promotions.id"))
    .addColumn("granted_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("node_roles").ifExists().execute();
  await db.schema.dropTable("node_promotions").ifExists().execute();
  await db.schema.dropTable("custodian_events").ifExists().execute();
  await db.schema.dropTable("resonance_exchanges").ifExists().execute();
  await db.schema.dropTable("capacity_leases").ifExists().execute();
  await db.schema.dropTable("node_reputations").ifExists().execute();
}
