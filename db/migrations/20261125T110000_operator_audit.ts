import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * The operator audit log (issue 17 item 6): one row per operator action (who, when, what, on which
 * target, with which result), read newest first and filtered by action, actor, result and time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("operator_audit")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("actor_kind", "text", (c) => c.notNull().check(sql`actor_kind in ('session', 'token')`))
    .addColumn("actor_id", "text", (c) => c.notNull())
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("operator_id", "uuid", (c) => c.references("operators.id").onDelete("set null"))
    .addColumn("operator_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text")
    .addColumn("detail", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("result", "text", (c) => c.notNull().check(sql`result in ('ok', 'refused', 'failed')`))
    .addColumn("message", "text")
    .execute();
  await db.schema.createIndex("operator_audit_at_idx").on("operator_audit").columns(["at desc", "id desc"]).execute();
  await db.schema.createIndex("operator_audit_action_at_idx").on("operator_audit").columns(["action", "at desc"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("operator_audit").ifExists().execute();
}
