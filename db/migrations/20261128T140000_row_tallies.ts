import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * The mesh's "Total Events" was `count(*)` over mesh_events on every status read: the demo nodes'
 * heartbeats alone add ~40,000 rows a day, and at a month's worth (1.2 M rows) that count took 180 ms
 * on the 2-core machine, for a read the dashboards poll. Now the table's row count is kept in
 * `row_tallies` by triggers, exact and read in O(1):
 * - an insert or a delete moves the tally when its transaction commits (a deferred constraint
 *   trigger), so the tally's row is locked only for the commit itself: a transaction that writes an
 *   event (a heartbeat, a resonance exchange) and then other rows never holds it while it waits
 *   for those, and no two transactions can wait on each other through it;
 * - a truncate sets it to 0.
 * The table is locked while the tally starts from its count, so no row is missed or counted twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("row_tallies")
    .addColumn("table_name", "text", (c) => c.primaryKey())
    .addColumn("total", "bigint", (c) => c.notNull())
    .execute();
  await sql`
    create function row_tally_move() returns trigger language plpgsql as $$
    begin
      update row_tallies set total = total + (case when tg_op = 'DELETE' then -1 else 1 end) where table_name = tg_table_name;
      return null;
    end $$`.execute(db);
  await sql`
    create function row_tally_reset() returns trigger language plpgsql as $$
    begin
      update row_tallies set total = 0 where table_name = tg_table_name;
      return null;
    end $$`.execute(db);
  await sql`lock table mesh_events in share row exclusive mode`.execute(db);
  await sql`insert into row_tallies (table_name, total) select 'mesh_events', count(*) from mesh_events`.execute(db);
  await sql`
    create constraint trigger mesh_events_tally after insert or delete on mesh_events
    deferrable initially deferred for each row execute function row_tally_move()`.execute(db);
  await sql`create trigger mesh_events_tally_reset after truncate on mesh_events for each statement execute function row_tally_reset()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists mesh_events_tally_reset on mesh_events`.execute(db);
  await sql`drop trigger if exists mesh_events_tally on mesh_events`.execute(db);
  await sql`drop function if exists row_tally_reset()`.execute(db);
  await sql`drop function if exists row_tally_move()`.execute(db);
  await db.schema.dropTable("row_tallies").ifExists().execute();
}
