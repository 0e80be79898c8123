import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Echo Manifests and their cascades. A manifest is uploaded pending with one row per declared
 * node; deploying it (the `manifest` job) registers each node in the mesh once: the unique
 * (manifest_id, node_name) key and the node's status make a retried job skip finished nodes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("manifests")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("cascade_id", "text", (c) => c.notNull().unique())
    .addColumn("manifest_type", "text", (c) => c.notNull())
    .addColumn("manifest_version", "text", (c) => c.notNull())
    .addColumn("root_repo", "text")
    .addColumn("manifest_data", "jsonb", (c) => c.notNull())
    .addColumn("node_count", "integer", (c) => c.notNull().check(sql`node_count >= 1`))
    .addColumn("deployed_nodes", "integer", (c) => c.notNull().defaultTo(0).check(sql`deployed_nodes >= 0`))
    .addColumn("failed_nodes", "integer", (c) => c.notNull().defaultTo(0).check(sql`failed_nodes >= 0`))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending','processing','deploying','deployed','partial','failed')`),
    )
    .addColumn("current_phase", "text", (c) =>
      c
        .notNull()
        .defaultTo("uploaded")
        .check(sql`current_phase in ('uploaded','queued','validating','registering','symbolic_sync','resonance_verification','complete')`),
    )
    .addColumn("symbolic_sync", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("resonance_verified", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("failure_reason", "text")
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .addColumn("deployed_by", "text")
    .addColumn("uploaded_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("deploy_requested_at", "timestamptz")
    .addColumn("completed_at", "timestamptz")
    .addCheckConstraint("manifests_counts_bounded", sql`deployed_nodes + failed_nodes <= node_count`)
    .execute();
  await db.schema.createIndex("manifests_recent_idx").on("manifests").columns(["uploaded_at desc", "id desc"]).execute();

  await db.schema
    .createTable("manifest_nodes")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("manifest_id", "uuid", (c) => c.notNull().references("manifests.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position >= 0`))
    .addColumn("node_name", "text", (c) => c.notNull())
    .addColumn("node_type", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("declared_status", "text")
    .addColumn("access", "text")
    .addColumn("update_path", "text")
    .addColumn("node_status", "text", (c) => c.notNull().defaultTo("pending").check(sql`node_status in ('pending','deployed','failed')`))
    .addColumn("mesh_node_id", "text", (c) => c.references("mesh_nodes.id").onDelete("set null"))
    .addColumn("failure_reason", "text")
    .addColumn("finished_at", "timestamptz")
    // One result per node of a manifest: a retried deploy finds the finished ones and skips them.
    .addUniqueConstraint("manifest_nodes_manifest_name_key", ["manifest_id", "node_name"])
    .addUniqueConstraint("manifest_nodes_manifest_position_key", ["manifest_id", "position"])
    .addCheckConstraint(
      "manifest_nodes_result_recorded",
      sql`(node_status = 'pending' and finished_at is null) or (node_status = 'deployed' and finished_at is not null) or (node_status = 'failed' and failure_reason is not null and finished_at is not null)`,
    )
    .execute();
  // A mesh node is registered by at most one manifest node.
  await db.schema.createIndex("manifest_nodes_mesh_node_key").on("manifest_nodes").column("mesh_node_id").unique().where(sql.ref("mesh_node_id"), "is not", null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("manifest_nodes").ifExists().execute();
  await db.schema.dropTable("manifests").ifExists().execute();
}
