import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Demo nodes on the real protocol (issue 17 item 2): a node the worker simulates is marked, so
 * the screens and /api/mesh/nodes can say so. Its secret is stored like any node's (sealed
 * glyphseed + fingerprint); only the flag is new. The status check also admits "revoked" (a
 * node whose secret an operator revoked), which the one status rule already reports.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mesh_nodes").addColumn("demo", "boolean", (c) => c.notNull().defaultTo(false)).execute();
  await sql`alter table mesh_nodes drop constraint if exists mesh_nodes_status_check`.execute(db);
  await sql`alter table mesh_nodes add constraint mesh_nodes_status_check check (status in ('active','inactive','pending','rejected','revoked'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table mesh_nodes drop constraint if exists mesh_nodes_status_check`.execute(db);
  await sql`alter table mesh_nodes add constraint mesh_nodes_status_check check (status in ('active','inactive','pending','rejected'))`.execute(db);
  await db.schema.alterTable("mesh_nodes").dropColumn("demo").execute();
}
