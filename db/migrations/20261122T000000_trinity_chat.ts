import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema.alterTable("conversations").addColumn("client_key", "text").execute();
  await db.schema.createIndex("conversations_visitor_key_idx").on("conversations").columns(["visitor_id", "client_key"]).execute();

  await db.schema
    .createTable("agent_safety_records")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("agent_name", "text", (c) => c.notNull())
    .addColumn("agent_glyph", "text", (c) => c.notNull())
    .addColumn("cognitive_load", "double precision", (c) => c.notNull().check(sql`cognitive_load >= 0 and cognitive_load <= 1`))
    .addColumn("safety_zone", "text", (c) => c.notNull().check(sql`safety_zone in ('safe_low','dread_valley','safe_high')`))
    .addColumn("alert_level", "text", (c) => c.notNull().check(sql`alert_level in ('normal','caution','critical')`))
    .addColumn("support_mechanisms", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("conversation_id", "uuid", (c) => c.references("conversations.id").onDelete("set null"))
    .addColumn("recorded_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("agent_safety_agent_idx").on("agent_safety_records").columns(["agent_name", "recorded_at desc", "id desc"]).execute();

  // Each agent's latest record, kept in step with the history in the same transaction: the monitor
  // polls it every 2 s and every deliberation reads it, so it must not scan the history.
  await db.schema
    .createTable("agent_safety_current")
    .addColumn("agent_name", "text", (c) => c.primaryKey())
    .addColumn("record_id", "bigint", (c) => c.notNull().references("agent_safety_records.id").onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("recursive_archive_events")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("tags", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("metadata", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("recursive_archive_created_idx").on("recursive_archive_events").column("created_at desc").execute();

  await db.schema
    .createTable("alexandria_memories")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("pattern", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("source_type", "text", (c) => c.notNull().check(sql`source_type in ('trinity_mesh','safety_protocol','mind_palace')`))
    .addColumn("glyph_sequence", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("intensity", "double precision", (c) => c.notNull().check(sql`intensity >= 0 and intensity <= 1`))
    .addColumn("resonance_tags", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    // Written by the app. search_text (pattern, tags, the start of the message) feeds the full-text
    // vector; search_key (pattern and tags, short) the trigram index, so spelling matches stay cheap.
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("search_key", "text", (c) => c.notNull())
    .addColumn("search_vector", sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english', search_text)`).stored())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index alexandria_search_idx on alexandria_memories using gin (search_vector)`.execute(db);
  await sql`create index alexandria_trgm_idx on alexandria_memories using gin (search_key gin_trgm_ops)`.execute(db);
  await db.schema.createIndex("alexandria_source_idx").on("alexandria_memories").columns(["source_type", "created_at desc"]).execute();
  await db.schema.createIndex("alexandria_eviction_idx").on("alexandria_memories").columns(["intensity", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("alexandria_memories").ifExists().execute();
  await db.schema.dropTable("recursive_archive_events").ifExists().execute();
  await db.schema.dropTable("agent_safety_current").ifExists().execute();
  await db.schema.dropTable("agent_safety_records").ifExists().execute();
  await db.schema.dropIndex("conversations_visitor_key_idx").ifExists().execute();
  await db.schema.alterTable("conversations").dropColumn("client_key").execute();
}
