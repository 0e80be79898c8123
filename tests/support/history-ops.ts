import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";

/**
 * A deterministic 33-day history for the operations screens' charts (issue 34), ending at `now`:
 * velocity cycles (some never completed), throttle changes (two at one instant: the later id wins),
 * harmony scans (completed with a score, failed, still queued) and reflections (the oldest without
 * an emergence score, as recorded before scores were kept). Rows start before the 30-day range so a
 * level carries in from before it. One statement per table (generate_series).
 */
export async function generateOpsHistory(db: Kysely<Database>, now: number): Promise<void> {
  const end = new Date(now);
  // A cycle every 5 h 10 min; every 7th never completes; each takes 0–49 minutes.
  await sql`
    insert into velocity_cycles (job_id, cycle_number, phase, cycle_time_hours, nodes_deployed, sovereign_flag, started_at, completed_at)
    select 'hist-cycle-' || n, 100000 + n, case when n % 7 = 3 then 'deployment' else 'complete' end, 5, n % 4, true,
           ${end}::timestamptz - interval '33 days' + n * interval '310 minutes',
           case when n % 7 = 3 then null else ${end}::timestamptz - interval '33 days' + n * interval '310 minutes' + ((n * 13) % 50) * interval '1 minute' end
    from generate_series(0, 152) n
    where ${end}::timestamptz - interval '33 days' + n * interval '310 minutes' < ${end}::timestamptz - interval '1 hour'`.execute(db);
  // A throttle change every 7 h 23 min, factors in a fixed shuffle; one extra change at the same instant as the 40th.
  await sql`
    insert into throttle_changes (source, cpu, throttle_factor, previous_factor, created_at)
    select 'web-' || (n % 2), (n * 17) % 100, (array[1, 0.75, 0.5, 0.25])[1 + (n * 3) % 4], 1,
           ${end}::timestamptz - interval '33 days' + n * interval '443 minutes'
    from generate_series(0, 106) n
    where ${end}::timestamptz - interval '33 days' + n * interval '443 minutes' < ${end}::timestamptz`.execute(db);
  await sql`
    insert into throttle_changes (source, cpu, throttle_factor, previous_factor, created_at)
    values ('web-tie', 99, 0.25, 1, ${end}::timestamptz - interval '33 days' + 40 * interval '443 minutes')`.execute(db);
  // A scan every 3 h 20 min: every 5th fails, every 11th is still queued; a completed scan's score 0.000–0.996.
  await sql`
    insert into harmony_scans (status, overall_score, recommendations, requested_by, created_at, started_at, completed_at)
    select case when n % 11 = 4 then 'queued' when n % 5 = 2 then 'failed' else 'completed' end,
           case when n % 11 = 4 or n % 5 = 2 then null else ((n * 37) % 250) * 0.004 end,
           '[]'::jsonb, 'history generator',
           ${end}::timestamptz - interval '33 days' + n * interval '200 minutes',
           case when n % 11 = 4 then null else ${end}::timestamptz - interval '33 days' + n * interval '200 minutes' end,
           case when n % 11 = 4 then null else ${end}::timestamptz - interval '33 days' + n * interval '200 minutes' + ((n * 7) % 30) * interval '1 second' end
    from generate_series(0, 240) n
    where ${end}::timestamptz - interval '33 days' + n * interval '200 minutes' < ${end}::timestamptz - interval '1 minute'`.execute(db);
  // A reflection every 4 h 50 min; the first 20 (older than the range) and every 9th carry no score.
  await sql`
    insert into mesh_reflections (job_id, reflection_type, triggered_by, emergence_score, created_at)
    select 'hist-reflect-' || n, 'autonomous', 'history generator',
           case when n < 20 or n % 9 = 5 then null else ((n * 53) % 1000) * 0.001 end,
           ${end}::timestamptz - interval '33 days' + n * interval '290 minutes'
    from generate_series(0, 163) n
    where ${end}::timestamptz - interval '33 days' + n * interval '290 minutes' < ${end}::timestamptz`.execute(db);
}
