import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * The recursive archive's stats (its total and how often each tag occurs) were a count and an
 * `unnest(tags) … group by tag` over every event on each read of the /swarm panel, and the archive
 * grows with every deliberation that changes a mind's zone. Now triggers keep them: the total in
 * `row_tallies`, each tag's count in `archive_tag_tallies`. The deliberations' save statement is the
 * one writer of the archive; a statement-level trigger adds up its new rows once and upserts the
 * tags in name order (the statement's other shared rows, the glyph weights and the minds' current
 * records, are taken in name order too), so concurrent saves lock them in one order and cannot
 * deadlock. A statement that writes no event takes no lock. Deletes subtract, a truncate resets.
 * The table is locked while the tallies start from its contents.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("archive_tag_tallies")
    .addColumn("tag", "text", (c) => c.primaryKey())
    .addColumn("total", "bigint", (c) => c.notNull())
    .execute();
  await sql`lock table recursive_archive_events in share row exclusive mode`.execute(db);
  await sql`insert into row_tallies (table_name, total) select 'recursive_archive_events', count(*) from recursive_archive_events`.execute(db);
  await sql`
    insert into archive_tag_tallies (tag, total)
    select tag, count(*) from recursive_archive_events, unnest(tags) as tag group by tag`.execute(db);
  await sql`
    create function archive_tally_insert() returns trigger language plpgsql as $$
    declare n bigint;
    begin
      select count(*) into n from new_rows;
      if n = 0 then return null; end if;
      insert into archive_tag_tallies (tag, total)
        select tag, count(*) from new_rows, unnest(new_rows.tags) as tag group by tag order by tag
        on conflict (tag) do update set total = archive_tag_tallies.total + excluded.total;
      update row_tallies set total = total + n where table_name = tg_table_name;
      return null;
    end $$`.execute(db);
  await sql`
    create function archive_tally_delete() returns trigger language plpgsql as $$
    declare n bigint;
    begin
      select count(*) into n from old_rows;
      if n = 0 then return null; end if;
      update archive_tag_tallies t set total = t.total - d.n
        from (select tag, count(*) as n from old_rows, unnest(old_rows.tags) as tag group by tag) d
        where t.tag = d.tag;
      update row_tallies set total = total - n where table_name = tg_table_name;
      return null;
    end $$`.execute(db);
  await sql`
    create function archive_tally_reset() returns trigger language plpgsql as $$
    begin
      delete from archive_tag_tallies;
      update row_tallies set total = 0 where table_name = tg_table_name;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger recursive_archive_tally_insert after insert on recursive_archive_events
    referencing new table as new_rows for each statement execute function archive_tally_insert()`.execute(db);
  await sql`
    create trigger recursive_archive_tally_delete after delete on recursive_archive_events
    referencing old table as old_rows for each statement execute function archive_tally_delete()`.execute(db);
  await sql`
    create trigger recursive_archive_tally_reset after truncate on recursive_archive_events
    for each statement execute function archive_tally_reset()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["recursive_archive_tally_reset", "recursive_archive_tally_delete", "recursive_archive_tally_insert"]) {
    await sql`drop trigger if exists ${sql.raw(t)} on recursive_archive_events`.execute(db);
  }
  for (const f of ["archive_tally_reset", "archive_tally_delete", "archive_tally_insert"]) {
    await sql`drop function if exists ${sql.raw(f)}()`.execute(db);
  }
  await sql`delete from row_tallies where table_name = 'recursive_archive_events'`.execute(db);
  await db.schema.dropTable("archive_tag_tallies").ifExists().execute();
}
