import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * History charts (issue 34) need three facts the tables did not keep with a time:
 *
 * - Glyph uses per hour. `glyph_weights` keeps running totals only, and four writers add to them
 *   (contributions, symbolic feedback, multicore broadcasts, the deliberations' save statement). A
 *   row trigger on glyph_weights books each increase of `usage_count` (and of `total_resonance`) in
 *   `glyph_usage_hourly` under the hour of the row's `last_used` (the writer's time), so every writer
 *   is covered without touching it. Rows are upserted in the order the writers take glyph_weights
 *   (by glyph), so concurrent writers cannot deadlock on them. One row per glyph and UTC hour used.
 * - Archive evictions. The archive deletes its least intense memories past capacity and kept no trace
 *   of them. A statement trigger on alexandria_memories counts each delete's rows into
 *   `alexandria_eviction_hours`, by the UTC hour of the eviction and the UTC hour the memory had been
 *   stored in (so "memories stored per hour" stays exact after the memory is gone). One row per pair
 *   of hours; the eviction's statement writes it once (one upsert per pair, in key order).
 * - Answer time. A turn's messages are written together by one statement (the same created_at), so
 *   the time a question took was nowhere. The visitor's message now carries `answer_ms` (from the
 *   question's arrival to the save), null on older turns. A partial index on the visitor messages'
 *   time (with answer_ms included) serves the per-hour counts and percentiles without a table scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table glyph_usage_hourly (
      hour timestamptz not null,
      glyph text not null,
      uses bigint not null,
      resonance double precision not null,
      primary key (hour, glyph)
    )`.execute(db);
  await sql`
    create function glyph_usage_hourly_book() returns trigger language plpgsql as $$
    declare
      d_uses bigint := new.usage_count - coalesce(case when tg_op = 'UPDATE' then old.usage_count end, 0);
      d_res double precision := new.total_resonance - coalesce(case when tg_op = 'UPDATE' then old.total_resonance end, 0);
    begin
      if d_uses <= 0 then return null; end if;
      insert into glyph_usage_hourly (hour, glyph, uses, resonance)
        values (date_bin('1 hour', new.last_used, 'epoch'::timestamptz), new.glyph, d_uses, d_res)
        on conflict (hour, glyph) do update set uses = glyph_usage_hourly.uses + excluded.uses, resonance = glyph_usage_hourly.resonance + excluded.resonance;
      return null;
    end $$`.execute(db);
  await sql`create trigger glyph_usage_hourly_book after insert or update of usage_count on glyph_weights for each row execute function glyph_usage_hourly_book()`.execute(db);

  await sql`
    create table alexandria_eviction_hours (
      hour timestamptz not null,
      stored_hour timestamptz not null,
      evicted bigint not null,
      primary key (hour, stored_hour)
    )`.execute(db);
  await sql`
    create function alexandria_eviction_book() returns trigger language plpgsql as $$
    begin
      insert into alexandria_eviction_hours (hour, stored_hour, evicted)
        select date_bin('1 hour', now(), 'epoch'::timestamptz), date_bin('1 hour', created_at, 'epoch'::timestamptz), count(*)
        from old_rows group by 2 order by 2
        on conflict (hour, stored_hour) do update set evicted = alexandria_eviction_hours.evicted + excluded.evicted;
      return null;
    end $$`.execute(db);
  await sql`create trigger alexandria_eviction_book after delete on alexandria_memories referencing old table as old_rows for each statement execute function alexandria_eviction_book()`.execute(db);

  await sql`alter table messages add column answer_ms integer`.execute(db);
  await sql`create index messages_visitor_time_idx on messages (created_at) include (answer_ms) where role = 'visitor'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists messages_visitor_time_idx`.execute(db);
  await sql`alter table messages drop column if exists answer_ms`.execute(db);
  await sql`drop trigger if exists alexandria_eviction_book on alexandria_memories`.execute(db);
  await sql`drop function if exists alexandria_eviction_book()`.execute(db);
  await sql`drop table if exists alexandria_eviction_hours`.execute(db);
  await sql`drop trigger if exists glyph_usage_hourly_book on glyph_weights`.execute(db);
  await sql`drop function if exists glyph_usage_hourly_book()`.execute(db);
  await sql`drop table if exists glyph_usage_hourly`.execute(db);
}
