import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Mesh evolution (patterns, emergent templates, reflections) and the autonomous mesh (version
 * registry, cascades and their per-node results). The reference templates are code (the 29 node
 * types); the registry holds one row per type.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Patterns mined by the reflection job: one row per signature; a re-run updates it.
  await db.schema
    .createTable("mesh_patterns")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("signature", "text", (c) => c.notNull().unique())
    .addColumn("pattern_type", "text", (c) => c.notNull().check(sql`pattern_type in ('event_sequence','glyph_cooccurrence')`))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("is_novel", "boolean", (c) => c.notNull())
    .addColumn("impact", "real", (c) => c.notNull().check(sql`impact >= 0 and impact <= 1`))
    .addColumn("frequency", "integer", (c) => c.notNull().check(sql`frequency >= 1`))
    .addColumn("participant_types", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("glyph_signature", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("first_job_id", "text", (c) => c.notNull())
    .addColumn("last_job_id", "text", (c) => c.notNull())
    .addColumn("first_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("mesh_patterns_last_seen_idx").on("mesh_patterns").columns(["last_seen_at desc", "id"]).execute();

  // Emergent templates: candidates found by reflections, made active by an operator.
  await db.schema
    .createTable("emergent_templates")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("signature", "text", (c) => c.notNull().unique())
    .addColumn("type_name", "text", (c) => c.notNull())
    .addColumn("capabilities", sql`text[]`, (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("candidate").check(sql`status in ('candidate','active')`))
    .addColumn("confidence", "real", (c) => c.notNull().check(sql`confidence >= 0 and confidence <= 1`))
    .addColumn("occurrence_count", "integer", (c) => c.notNull().check(sql`occurrence_count >= 0`))
    .addColumn("first_job_id", "text", (c) => c.notNull())
    .addColumn("approved_by", "text")
    .addColumn("approved_at", "timestamptz")
    .addColumn("first_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("emergent_templates_approval", sql`(status = 'active') = (approved_at is not null)`)
    .execute();
  await db.schema.createIndex("emergent_templates_seen_idx").on("emergent_templates").columns(["last_seen_at desc", "id"]).execute();

  // One reflection per job (a retried job records it once).
  await db.schema
    .createTable("mesh_reflections")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("job_id", "text", (c) => c.notNull().unique())
    .addColumn("reflection_type", "text", (c) => c.notNull().check(sql`reflection_type in ('autonomous','focused')`))
    .addColumn("query", "text")
    .addColumn("triggered_by", "text", (c) => c.notNull())
    .addColumn("events_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("messages_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("patterns_seen", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("novel_patterns", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("templates_discovered", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("capabilities_found", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("mesh_reflections_created_idx").on("mesh_reflections").columns(["created_at desc", "id"]).execute();

  // The version registry: one row per node type (the 29, seeded).
  await db.schema
    .createTable("version_registry")
    .addColumn("node_type", "text", (c) => c.primaryKey())
    .addColumn("current_version", "text", (c) => c.notNull())
    .addColumn("previous_version", "text")
    .addColumn("auto_update_enabled", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Version cascades and what each did to each node.
  await db.schema
    .createTable("version_deployments")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("node_type", "text", (c) => c.notNull().references("version_registry.node_type"))
    .addColumn("target_version", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued").check(sql`status in ('queued','running','completed','partial','failed')`))
    .addColumn("target_nodes", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("successful_updates", "integer", (c) => c.notNull().defaultTo(0).check(sql`successful_updates >= 0`))
    .addColumn("failed_updates", "integer", (c) => c.notNull().defaultTo(0).check(sql`failed_updates >= 0`))
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0).check(sql`progress between 0 and 100`))
    .addColumn("requested_by", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("started_at", "timestamptz")
    .addColumn("finished_at", "timestamptz")
    .execute();
  await db.schema.createIndex("version_deployments_created_idx").on("version_deployments").columns(["created_at desc", "id"]).execute();
  // At most one cascade in flight per node type.
  await sql`create unique index version_deployments_one_active on version_deployments (node_type) where status in ('queued','running')`.execute(db);

  await db.schema
    .createTable("version_deployment_results")
    .addColumn("deployment_id", "uuid", (c) => c.notNull().references("version_deployments.id").onDelete("cascade"))
    .addColumn("node_id", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull().check(sql`outcome in ('updated','failed')`))
    .addColumn("reason", "text")
    .addColumn("from_version", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("version_deployment_results_pk", ["deployment_id", "node_id"])
    .execute();

  // The version a cascade told each node to run (no row: the registry's current version for its type).
  await db.schema
    .createTable("node_version_targets")
    .addColumn("node_id", "text", (c) => c.primaryKey().references("mesh_nodes.id").onDelete("cascade"))
    .addColumn("expected_version", "text", (c) => c.notNull())
    .addColumn("deployment_id", "uuid", (c) => c.notNull().references("version_deployments.id"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("node_version_targets").ifExists().execute();
  await db.schema.dropTable("version_deployment_results").ifExists().execute();
  await db.schema.dropTable("version_deployments").ifExists().execute();
  await db.schema.dropTable("version_registry").ifExists().execute();
  await db.schema.dropTable("mesh_reflections").ifExists().execute();
  await db.schema.dropTable("emergent_templates").ifExists().execute();
  await db.schema.dropTable("mesh_patterns").ifExists().execute();
}
