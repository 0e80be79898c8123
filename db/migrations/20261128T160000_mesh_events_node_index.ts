import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Mesh events by node, newest first. The reflection job opens each node's first transition with
 * that node's last event before its window; without this index that read scanned every older event
 * of the table (the demo nodes' heartbeats alone add ~40,000 rows a day), and deleting a node (the
 * foreign key's `on delete set null`) did too. With it, one index probe per node.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists mesh_events_node_idx on mesh_events (node_id, id desc) where node_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists mesh_events_node_idx`.execute(db);
}
