import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * An economy that moves (issue 17, item 3). Leases know who pays (`payer_account`, a ledger
 * account; `system:mint` when the mesh itself commissions the work), what opened them and how they
 * were settled; custodian events may be about something other than a node (an agent's
 * sovereignty: `subject`); reputations remember the last accepted heartbeat (for its regularity)
 * and count refused signatures.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("capacity_leases")
    .addColumn("payer_account", "text", (c) => c.notNull().defaultTo("system:mint"))
    .addColumn("source", "text", (c) => c.notNull().defaultTo("seed"))
    .addColumn("source_ref", "text")
    .addColumn("settled_at", "timestamptz")
    .addColumn("val_settled", "integer", (c) => c.check(sql`val_settled >= 0`))
    .execute();

  await db.schema.alterTable("custodian_events").alterColumn("node_id", (c) => c.dropNotNull()).execute();
  await db.schema.alterTable("custodian_events").addColumn("subject", "text").execute();
  await db.schema.alterTable("custodian_events").addCheckConstraint("custodian_events_about_something", sql`node_id is not null or subject is not null`).execute();

  await db.schema
    .alterTable("node_reputations")
    .addColumn("last_heartbeat_at", "timestamptz")
    .addColumn("heartbeats", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("refused_signatures", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("node_reputations").dropColumn("refused_signatures").dropColumn("heartbeats").dropColumn("last_heartbeat_at").execute();
  await db.deleteFrom("custodian_events").where("node_id", "is", null).execute();
  await db.schema.alterTable("custodian_events").dropConstraint("custodian_events_about_something").execute();
  await db.schema.alterTable("custodian_events").dropColumn("subject").execute();
  await db.schema.alterTable("custodian_events").alterColumn("node_id", (c) => c.setNotNull()).execute();
  await db.schema
    .alterTable("capacity_leases")
    .dropColumn("val_settled")
    .dropColumn("settled_at")
    .dropColumn("source_ref")
    .dropColumn("source")
    .dropColumn("payer_account")
    .execute();
}
