import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Data lifecycle (issue 33): the demo heartbeats alone add ~40,000 mesh_events rows a day. Raw
 * events older than the retention window (MESH_EVENTS_RETENTION_DAYS) are rolled up into daily
 * counts per UTC day, node and event type, then deleted, by the maintenance queue's
 * `roll-up-mesh-events` job. A null node_id is an event no node sent (an operator's or the
 * economy's); `nulls not distinct` makes it one row per day and type all the same, so the roll-up's
 * upsert finds it.
 *
 * The mesh's "Total Events" reads the raw table's tally (row_tallies); the events rolled up are
 * tallied too, under 'mesh_event_daily' (the sum of its counts), so the total stays every event
 * the mesh ever recorded.
 *
 * Conversations may be kept for CONVERSATIONS_RETENTION_DAYS after their last turn. No index on
 * conversations.updated_at for it: every question bumps that column, and an index on it would make
 * that update non-HOT (tests/integration/save-group.test.ts); the hourly prune scans instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mesh_event_daily (
      day date not null,
      node_id text,
      event_type text not null,
      count bigint not null check (count > 0),
      constraint mesh_event_daily_key unique nulls not distinct (day, node_id, event_type)
    )`.execute(db);
  await sql`insert into row_tallies (table_name, total) values ('mesh_event_daily', 0) on conflict (table_name) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from row_tallies where table_name = 'mesh_event_daily'`.execute(db);
  await db.schema.dropTable("mesh_event_daily").ifExists().execute();
}
