import { sql, type Kysely } from "kysely";
import { rollUpMeshEvents } from "~/domain/mesh.server";
import type { Database } from "../../db/types";

export interface MeshHistoryOptions {
  /** The present of the history: its last hour is the one before `now`'s hour. */
  now: number;
  days?: number;
  /** The nodes that beat (they must exist in mesh_nodes for the uptime strips to show them). */
  nodeIds: readonly string[];
  /** Verified heartbeats a node sends in an hour it is up (120 at the real 30 s interval). */
  beatsPerHour?: number;
  /** Node i is down in every hour h where (h + i) % downEvery == 0 (h: hours since the epoch): each misses some hours, not the same ones. */
  downEvery?: number;
  /** Also one `resonance_exchange` (no node) every this many hours, so typed reads have something else to skip. */
  otherEveryHours?: number;
  /** Roll up what the retention job would (events before `now`'s day minus keepDays); null: keep all raw. */
  keepDays?: number | null;
}

/**
 * A deterministic history of mesh events in one statement per kind (~1M rows in under a minute):
 * heartbeats of every node for `days` days up to `now`'s hour, some hours down per node, and
 * other events; then the roll-up of the days beyond the window, as the maintenance job does.
 * Returns how many events were written and how many were rolled up.
 */
export async function generateMeshHistory(
  db: Kysely<Database>,
  options: MeshHistoryOptions
): Promise<{ written: number; rolledUp: number }> {
  const {
    now,
    nodeIds,
    days = 30,
    beatsPerHour = 4,
    downEvery = 7,
    otherEveryHours = 5,
    keepDays = 14,
  } = options;
  const lastHour = Math.floor(now / 3_600_000) * 3_600_000 - 3_600_000;
  const firstHour = lastHour - (days * 24 - 1) * 3_600_000;
  const from = new Date(firstHour);
  const to = new Date(lastHour);
  // The rows skip the tally's per-row trigger (replica mode: a million updates of one row in one
  // transaction take hours, each walking the versions before it); the tally moves once instead.
  const written = await db.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    const beats = await sql<{ n: string }>`
      with inserted as (
        insert into mesh_events (event_type, node_id, summary, payload, created_at)
        select 'heartbeat', n.id, n.id || ' heartbeat verified', '{"generated":true}'::jsonb,
               h + make_interval(secs => b * (3600.0 / ${beatsPerHour}))
        from unnest(${sql.val(nodeIds)}::text[]) with ordinality as n(id, i),
             generate_series(${from}::timestamptz, ${to}::timestamptz, interval '1 hour') h,
             generate_series(0, ${beatsPerHour - 1}) b
        where ((extract(epoch from h)::bigint / 3600) + n.i) % ${downEvery} <> 0
        returning 1
      ) select count(*)::text as n from inserted`.execute(tx);
    const others = await sql<{ n: string }>`
      with inserted as (
        insert into mesh_events (event_type, node_id, summary, payload, created_at)
        select 'resonance_exchange', null, 'generated exchange', '{"generated":true}'::jsonb, h + interval '17 minutes'
        from generate_series(${from}::timestamptz, ${to}::timestamptz, interval '1 hour') h
        where (extract(epoch from h)::bigint / 3600) % ${otherEveryHours} = 0
        returning 1
      ) select count(*)::text as n from inserted`.execute(tx);
    const n = Number(beats.rows[0]!.n) + Number(others.rows[0]!.n);
    await sql`update row_tallies set total = total + ${n} where table_name = 'mesh_events'`.execute(
      tx
    );
    return n;
  });
  const rolledUp =
    keepDays === null ? 0 : await rollUpMeshEvents(db, { keepDays, now });
  return { written, rolledUp };
}
