import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mesh_contributions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("wallet_id", "text", (c) => c.notNull())
    .addColumn("contributor_name", "text", (c) => c.notNull())
    .addColumn("glyph_type", "text", (c) => c.notNull())
    .addColumn("impact_description", "text", (c) => c.notNull())
    // 0..10 in steps of 0.1, kept exact as tenths.
    .addColumn("score_tenths", "smallint", (c) => c.notNull().check(sql`score_tenths between 0 and 100`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("mesh_contributions_created_idx").on("mesh_contributions").column("created_at desc").execute();

  await db.schema
    .createTable("symbolic_feedback")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("wallet_id", "text", (c) => c.notNull())
    .addColumn("glyph_input", "text", (c) => c.notNull())
    .addColumn("response", "text", (c) => c.notNull())
    .addColumn("resonance_level", "text", (c) => c.notNull().check(sql`resonance_level in ('high','medium','low')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("symbolic_feedback_created_idx").on("symbolic_feedback").column("created_at desc").execute();

  await db.schema
    .createTable("sovereign_projects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("fire", "text", (c) => c.notNull())
    .addColumn("established", "date", (c) => c.notNull())
    .addColumn("keywords", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();

  await db.schema
    .createTable("sovereign_threads")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("project_id", "text", (c) => c.notNull().references("sovereign_projects.id").onDelete("cascade"))
    .addColumn("thread_title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("intensity", "double precision", (c) => c.notNull().check(sql`intensity >= 0 and intensity <= 1`))
    .addColumn("glyph_sequence", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("contributed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("sovereign_threads_recent_idx").on("sovereign_threads").column("contributed_at desc").execute();

  await db.schema
    .createTable("sovereign_echoes")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("project_id", "text", (c) => c.notNull().references("sovereign_projects.id").onDelete("cascade"))
    .addColumn("echo_type", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("glyph_signature", "text")
    .addColumn("intensity", "double precision", (c) => c.notNull().check(sql`intensity >= 0 and intensity <= 1`))
    .addColumn("surfaced_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("sovereign_echoes_recent_idx").on("sovereign_echoes").column("surfaced_at desc").execute();

  await db.schema
    .createTable("multicore_agents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("emoji", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("heritage", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("glyph_affinity", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("capabilities", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("last_active", "timestamptz")
    .execute();

  // No foreign key on agent_id: a log outlives a retired agent and then shows "Unknown Agent".
  await db.schema
    .createTable("activation_logs")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("agent_id", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("glyph_input", "text", (c) => c.notNull())
    .addColumn("context", "text")
    .addColumn("result", "text", (c) => c.notNull())
    .addColumn("broadcast_id", "uuid")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("activation_logs_recent_idx").on("activation_logs").columns(["created_at desc", "id desc"]).execute();

  // Node protocol (DESIGN §5): a node registers with its glyphseed (kept sealed, never returned)
  // and signs heartbeats with HMAC-SHA256 over it.
  await db.schema
    .alterTable("mesh_nodes")
    .addColumn("glyphseed_sealed", "text")
    .addColumn("glyphseed_fingerprint", "text")
    .addColumn("signature_status", "text", (c) => c.notNull().defaultTo("unsigned").check(sql`signature_status in ('unsigned','verified','failed')`))
    .addColumn("last_signed_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("mesh_nodes")
    .dropColumn("glyphseed_sealed")
    .dropColumn("glyphseed_fingerprint")
    .dropColumn("signature_status")
    .dropColumn("last_signed_at")
    .execute();
  for (const t of ["activation_logs", "multicore_agents", "sovereign_echoes", "sovereign_threads", "sovereign_projects", "symbolic_feedback", "mesh_contributions"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
