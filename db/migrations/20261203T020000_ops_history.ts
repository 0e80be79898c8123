import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * The history of the operations screens (issue 34):
 * - `throttle_changes`: each web process's pulse-equilibrium throttle factor as it changes (and once
 *   when the process starts). The `throttle_change` event on the mesh bus lives only in a capped Redis
 *   stream, so /velocity's throttle chart needs a record of its own; a factor moves with hysteresis,
 *   so the table grows by a few rows a day.
 * - `mesh_reflections.emergence_score`: the emergence score as it stood when the reflection was
 *   recorded. The score is computed from the patterns' latest frequencies (overwritten by each
 *   reflection), so its past cannot be derived afterwards; null on reflections recorded before this.
 * - velocity_cycles by completion time, for the cycles-per-period chart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table throttle_changes (
      id bigserial primary key,
      source text not null,
      cpu real not null,
      throttle_factor real not null,
      previous_factor real not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index throttle_changes_created_idx on throttle_changes (created_at, id)`.execute(db);
  await sql`alter table mesh_reflections add column emergence_score double precision`.execute(db);
  await sql`create index velocity_cycles_completed_idx on velocity_cycles (completed_at) where completed_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists velocity_cycles_completed_idx`.execute(db);
  await sql`alter table mesh_reflections drop column if exists emergence_score`.execute(db);
  await sql`drop table if exists throttle_changes`.execute(db);
}
