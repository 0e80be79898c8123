import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Nodes that can come alive (issue 17, item 4): a deployed node's secret is issued once.
 * - mesh_nodes: "revoked" is a stored status (a decommissioned node); when its secret was last
 *   rotated or revoked, and when it was decommissioned.
 * - manifest_nodes: the secret a manifest cascade issued, sealed until the operator reveals it
 *   once (then cleared: it cannot be fetched again).
 * - deploy_cascade_nodes: a code-hosting cascade's glyphseed, sealed only until the job has stored
 *   it as the repository's Actions secret (then cleared), and when that happened.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mesh_nodes drop constraint if exists mesh_nodes_status_check`.execute(db);
  await sql`alter table mesh_nodes add constraint mesh_nodes_status_check check (status in ('active','inactive','pending','rejected','revoked'))`.execute(db);
  await db.schema
    .alterTable("mesh_nodes")
    .addColumn("secret_rotated_at", "timestamptz")
    .addColumn("secret_revoked_at", "timestamptz")
    .addColumn("decommissioned_at", "timestamptz")
    .execute();

  await db.schema.alterTable("manifest_nodes").addColumn("issued_secret_sealed", "text").addColumn("secret_revealed_at", "timestamptz").execute();

  await db.schema.alterTable("deploy_cascade_nodes").addColumn("glyphseed_sealed", "text").addColumn("secret_stored_at", "timestamptz").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("deploy_cascade_nodes").dropColumn("secret_stored_at").dropColumn("glyphseed_sealed").execute();
  await db.schema.alterTable("manifest_nodes").dropColumn("secret_revealed_at").dropColumn("issued_secret_sealed").execute();
  await db.schema.alterTable("mesh_nodes").dropColumn("decommissioned_at").dropColumn("secret_revoked_at").dropColumn("secret_rotated_at").execute();
  await sql`alter table mesh_nodes drop constraint if exists mesh_nodes_status_check`.execute(db);
  await sql`alter table mesh_nodes add constraint mesh_nodes_status_check check (status in ('active','inactive','pending','rejected'))`.execute(db);
}
