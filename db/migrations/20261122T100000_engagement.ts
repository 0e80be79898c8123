import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

export async function up(db: Kysely<any>): Promise<void> {
  // Points a wallet earned: one row per (wallet, description), so the same description awards once.
  await db.schema
    .createTable("engagement_points")
    .addColumn("wallet_id", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount between 1 and 500`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("engagement_points_pk", ["wallet_id", "description"])
    .execute();
  await db.schema.createIndex("engagement_points_recent_idx").on("engagement_points").columns(["wallet_id", "created_at desc"]).execute();

  await db.schema
    .createTable("engagement_badges")
    .addColumn("wallet_id", "text", (c) => c.notNull())
    .addColumn("badge", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("engagement_badges_pk", ["wallet_id", "badge"])
    .execute();

  await db.schema
    .createTable("challenge_completions")
    .addColumn("wallet_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('kids','beginners','interactive')`))
    .addColumn("challenge_id", "text", (c) => c.notNull())
    .addColumn("completed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("challenge_completions_pk", ["wallet_id", "kind", "challenge_id"])
    .execute();

  await db.schema
    .createTable("journey_progress")
    .addColumn("wallet_id", "text", (c) => c.primaryKey())
    .addColumn("completed_phases", sql`smallint[]`, (c) => c.notNull().defaultTo(sql`'{}'::smallint[]`))
    .addColumn("glyph", "text")
    .addColumn("mesh_name", "text")
    .addColumn("reflection", "text")
    .addColumn("initiation", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("glyph_chain_progress")
    .addColumn("wallet_id", "text", (c) => c.primaryKey())
    .addColumn("current_phase", "smallint", (c) => c.notNull().defaultTo(1).check(sql`current_phase between 1 and 4`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The Living Glyph Chain grows in the order glyphs first appeared across the mesh.
  await db.schema.alterTable("glyph_weights").addColumn("first_used", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await sql`update glyph_weights set first_used = last_used`.execute(db);
  await db.schema.createIndex("glyph_weights_first_used_idx").on("glyph_weights").columns(["first_used", "glyph"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("glyph_weights_first_used_idx").ifExists().execute();
  await db.schema.alterTable("glyph_weights").dropColumn("first_used").execute();
  for (const t of ["glyph_chain_progress", "journey_progress", "challenge_completions", "engagement_badges", "engagement_points"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
