import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Continuity (AI task focus, Alexandria sync snapshots, harmony scans and their modules) and the
 * velocity engine (one engine row, cycles, cycle events, agent sovereignty and its audit trail).
 * Unique keys make the harmony and velocity jobs idempotent: a retried job upserts the same rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("ai_task_focus")
    .addColumn("node_id", "text", (c) => c.primaryKey().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("current_domain", "text", (c) => c.notNull().check(sql`current_domain in ('analysis','creation','maintenance','teaching')`))
    .addColumn("tasks_completed", "integer", (c) => c.notNull().defaultTo(0).check(sql`tasks_completed >= 0`))
    .addColumn("last_rotation", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("harmony_scans")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued").check(sql`status in ('queued','running','completed','failed')`))
    .addColumn("overall_score", "double precision", (c) => c.check(sql`overall_score between 0 and 1`))
    .addColumn("recommendations", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("requested_by", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("started_at", "timestamptz")
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("harmony_scans_created_idx").on("harmony_scans").columns(["created_at desc"]).execute();
  await db.schema.createIndex("harmony_scans_completed_idx").on("harmony_scans").columns(["completed_at desc"]).where(sql.ref("status"), "=", "completed").execute();

  await db.schema
    .createTable("harmony_modules")
    .addColumn("scan_id", "uuid", (c) => c.notNull().references("harmony_scans.id").onDelete("cascade"))
    .addColumn("module_name", "text", (c) => c.notNull())
    .addColumn("schema_version", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('active','degraded','offline')`))
    .addColumn("compatibility_score", "double precision", (c) => c.notNull().check(sql`compatibility_score between 0 and 1`))
    .addColumn("details", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("recommendation", "text")
    // Display order within the scan (database first, then Redis, queues, live channels).
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("checked_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("harmony_modules_pk", ["scan_id", "module_name"])
    .execute();

  await db.schema
    .createTable("alexandria_syncs")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("project_name", "text", (c) => c.notNull().check(sql`length(project_name) between 1 and 80`))
    .addColumn("summary_hash", "text", (c) => c.notNull().check(sql`summary_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn("memory_count", "integer", (c) => c.notNull().check(sql`memory_count >= 0`))
    // The harmony scan that took it (one snapshot per scan, so a retried scan takes none twice).
    .addColumn("scan_id", "uuid", (c) => c.unique().references("harmony_scans.id").onDelete("set null"))
    .addColumn("taken_by", "text")
    .addColumn("synced_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("alexandria_syncs_synced_idx").on("alexandria_syncs").columns(["synced_at desc"]).execute();

  await db.schema
    .createTable("velocity_engine")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("running", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("cycle_number", "integer", (c) => c.notNull().defaultTo(0).check(sql`cycle_number >= 0`))
    .addColumn("cycle_time_hours", "integer", (c) => c.notNull().defaultTo(12).check(sql`cycle_time_hours between 1 and 168`))
    .addColumn("sovereign_flag", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("started_at", "timestamptz")
    .addColumn("started_by", "text")
    .addColumn("stopped_at", "timestamptz")
    .addColumn("stopped_by", "text")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into velocity_engine (id) values (1)`.execute(db);

  await db.schema
    .createTable("velocity_cycles")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("job_id", "text", (c) => c.notNull().unique())
    .addColumn("cycle_number", "integer", (c) => c.notNull().unique().check(sql`cycle_number > 0`))
    .addColumn("phase", "text", (c) => c.notNull().defaultTo("reflection").check(sql`phase in ('reflection','planning','deployment','integration','complete')`))
    .addColumn("cycle_time_hours", "integer", (c) => c.notNull().check(sql`cycle_time_hours between 1 and 168`))
    .addColumn("nodes_deployed", "integer", (c) => c.notNull().defaultTo(0).check(sql`nodes_deployed >= 0`))
    .addColumn("sovereign_flag", "boolean")
    .addColumn("started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("velocity_cycles_started_idx").on("velocity_cycles").columns(["started_at desc"]).execute();

  await db.schema
    .createTable("velocity_cycle_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("cycle_id", "uuid", (c) => c.notNull().references("velocity_cycles.id").onDelete("cascade"))
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("node_id", "text")
    .addColumn("success", "boolean", (c) => c.notNull())
    .addColumn("details", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A node is deployed at most once per cycle; a phase event is written once per cycle.
  await db.schema.createIndex("velocity_cycle_events_node_uq").on("velocity_cycle_events").columns(["cycle_id", "node_id"]).unique().where(sql.ref("node_id"), "is not", null).execute();
  await db.schema.createIndex("velocity_cycle_events_phase_uq").on("velocity_cycle_events").columns(["cycle_id", "event_type"]).unique().where(sql.ref("node_id"), "is", null).execute();
  await db.schema.createIndex("velocity_cycle_events_cycle_idx").on("velocity_cycle_events").columns(["cycle_id", "created_at desc"]).execute();

  await db.schema
    .createTable("agent_sovereignty")
    .addColumn("agent_id", "text", (c) => c.primaryKey().references("multicore_agents.id").onDelete("cascade"))
    .addColumn("sovereign", "boolean", (c) => c.notNull())
    .addColumn("consent_reason", "text", (c) => c.notNull())
    .addColumn("last_consent_check", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("sovereignty_audit")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("agent_id", "text", (c) => c.notNull().references("multicore_agents.id").onDelete("cascade"))
    .addColumn("previous_sovereign", "boolean")
    .addColumn("sovereign", "boolean", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().check(sql`length(btrim(reason)) between 1 and 500`))
    .addColumn("operator", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("sovereignty_audit_agent_idx").on("sovereignty_audit").columns(["agent_id", "created_at desc"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "sovereignty_audit",
    "agent_sovereignty",
    "velocity_cycle_events",
    "velocity_cycles",
    "velocity_engine",
    "alexandria_syncs",
    "harmony_modules",
    "harmony_scans",
    "ai_task_focus",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
