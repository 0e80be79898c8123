import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Observer deploys to code-hosting repositories (DESIGN §10): a cascade run and one row per node,
 * so the `deploy` job records each node's outcome once and a retried job resumes where it stopped.
 * Glyphseeds are never stored here: only their sha256 fingerprints.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("deploy_cascades")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("owner", "text", (c) => c.notNull().check(sql`length(owner) between 1 and 39`))
    .addColumn("repo", "text", (c) => c.notNull().check(sql`length(repo) between 1 and 100`))
    // The branch the workflows deploy on pushes to (the repository's default branch, read by the job).
    .addColumn("branch", "text")
    .addColumn("hub_url", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued").check(sql`status in ('queued','running','completed','failed')`))
    .addColumn("total_nodes", "integer", (c) => c.notNull().check(sql`total_nodes between 1 and 100`))
    .addColumn("requested_by", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("started_at", "timestamptz")
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("deploy_cascades_created_idx").on("deploy_cascades").columns(["created_at desc"]).execute();

  await db.schema
    .createTable("deploy_cascade_nodes")
    .addColumn("cascade_id", "uuid", (c) => c.notNull().references("deploy_cascades.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 0`))
    .addColumn("node_name", "text", (c) => c.notNull().check(sql`length(node_name) between 1 and 60`))
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("tags", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("glyphseed_fingerprint", "text", (c) => c.notNull().check(sql`glyphseed_fingerprint ~ '^[0-9a-f]{64}$'`))
    .addColumn("workflow_file", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending").check(sql`status in ('pending','deployed','failed')`))
    .addColumn("error", "text")
    .addColumn("commit_sha", "text")
    .addColumn("finished_at", "timestamptz")
    .addPrimaryKeyConstraint("deploy_cascade_nodes_pk", ["cascade_id", "position"])
    .addUniqueConstraint("deploy_cascade_nodes_file_uq", ["cascade_id", "workflow_file"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("deploy_cascade_nodes").ifExists().execute();
  await db.schema.dropTable("deploy_cascades").ifExists().execute();
}
