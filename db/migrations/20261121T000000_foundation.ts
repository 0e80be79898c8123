import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("operators")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("operator_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("operator_id", "uuid", (c) => c.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("operator_sessions_expires_idx").on("operator_sessions").column("expires_at").execute();

  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("operator_id", "uuid", (c) => c.notNull().references("operators.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("token_prefix", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("mesh_nodes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("node_type", "text", (c) =>
      c.notNull().check(sql`node_type in ('Capacity','Merchant','Vault','Catalyst','Observer','Standard')`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('active','inactive','pending','rejected')`),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("location", "text")
    .addColumn("personality", "text")
    .addColumn("glyph_profile", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("val_balance", "bigint", (c) => c.notNull().defaultTo(0).check(sql`val_balance >= 0`))
    .addColumn("version", "text")
    .addColumn("last_heartbeat", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("mesh_nodes_type_idx").on("mesh_nodes").columns(["node_type", "created_at"]).execute();

  await db.schema
    .createTable("mesh_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("node_id", "text", (c) => c.references("mesh_nodes.id").onDelete("set null"))
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("mesh_events_created_idx").on("mesh_events").columns(["created_at desc", "id desc"]).execute();

  await db.schema
    .createTable("conversations")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("protocol", "text", (c) => c.notNull().defaultTo("utilitarian"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("conversations_created_idx").on("conversations").column("created_at desc").execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("conversation_id", "uuid", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('visitor','agent')`))
    .addColumn("agent", "text")
    .addColumn("glyph", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("messages_conversation_idx").on("messages").columns(["conversation_id", "id"]).execute();

  await db.schema
    .createTable("glyph_weights")
    .addColumn("glyph", "text", (c) => c.primaryKey())
    .addColumn("usage_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_resonance", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("last_used", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("glyph_weights_resonance_idx").on("glyph_weights").column("total_resonance desc").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["glyph_weights", "messages", "conversations", "mesh_events", "mesh_nodes", "api_tokens", "operator_sessions", "operators"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
