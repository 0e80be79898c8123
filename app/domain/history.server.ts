/**
 * The mesh's history (issue 34): time series read from what is already recorded, one bucket per
 * hour, 6 hours or UTC day of a range (app/lib/history.ts). Recent ranges count raw rows (`date_bin`
 * over an indexed time column); the 30-day range of mesh events adds the daily roll-ups
 * (mesh_event_daily) for the days the retention job has already rolled up, so a chart reads the same
 * before and after a roll-up.
 *
 * The building blocks are here (`countPerBucket`, `meshEventsPerBucket`); each screen's series are
 * read by one function in its own area's domain file or below, and cached by the route's caller.
 */
import { sql, type RawBuilder } from "kysely";
import type { Executor } from "../../db/types";
import { bucketStarts, carryForward, fillBuckets, rangeWindow, RANGE_BUCKETS, toHistory, type History, type HistoryPoint, type HistoryRange } from "../lib/history";
import { EXPECTED_HEARTBEAT_MS } from "../lib/economy-rules";

const DAY_MS = 86_400_000;

/** `date_bin`'s stride for a range's step, aligned to the Unix epoch (so to the UTC hour and day). */
const stride = (stepMs: number) => sql.raw(`'${stepMs / 1000} seconds'::interval`);

/** A bucket start as epoch milliseconds (a string from pg: bigint), read back as a number. */
const bucketMs = (expression: RawBuilder<unknown>) => sql<string>`(extract(epoch from ${expression}) * 1000)::bigint`;

export interface BucketQuery {
  /** The table (a trusted name from this file's callers, never input). */
  table: string;
  /** Its time column. */
  column: string;
  /** Extra conditions (`and …`), or none. */
  where?: RawBuilder<unknown>;
  /** What each bucket adds up: `count(*)` unless told (`sum(amount)`, `count(distinct node_id)`). */
  value?: RawBuilder<unknown>;
}

/**
 * One value per bucket of `range` at `now` from the rows of a table whose time column falls in the
 * bucket: a count unless `value` says otherwise; a bucket with no rows is 0.
 */
export async function countPerBucket(db: Executor, query: BucketQuery, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  const { from, to, stepMs } = rangeWindow(range, now);
  const column = sql.ref(query.column);
  const bin = sql`date_bin(${stride(stepMs)}, ${column}, 'epoch'::timestamptz)`;
  const { rows } = await sql<{ t: string; v: string | null }>`
    select ${bucketMs(bin)} as t, (${query.value ?? sql`count(*)`})::float8 as v
    from ${sql.table(query.table)}
    where ${column} >= ${new Date(from)} and ${column} < ${new Date(to)} ${query.where ?? sql``}
    group by 1`.execute(db);
  return fillBuckets(
    bucketStarts(range, now),
    rows.map((r) => [Number(r.t), Number(r.v ?? 0)] as const),
  );
}

export interface LevelQuery extends BucketQuery {
  /** The value a row records (`throttle_factor`, `emergence_score`); rows whose value is null must be left out by `where`. */
  value: RawBuilder<unknown>;
  /** Orders rows of one instant (a trusted column name, `id` unless told): the later row wins. */
  tieBreak?: string;
}

/**
 * A level (a factor, a score: not a count) per bucket: the value of the last row in each bucket; a
 * bucket without rows keeps the level before it (`carryForward`), and the range starts from the last
 * row before it (`initial` when there is none).
 */
export async function levelPerBucket(db: Executor, query: LevelQuery, range: HistoryRange, now: number, initial: number): Promise<HistoryPoint[]> {
  const { from, to, stepMs } = rangeWindow(range, now);
  const column = sql.ref(query.column);
  const tie = sql.ref(query.tieBreak ?? "id");
  const bin = sql`date_bin(${stride(stepMs)}, ${column}, 'epoch'::timestamptz)`;
  const where = query.where ?? sql``;
  const [inRange, before] = await Promise.all([
    sql<{ t: string; v: number }>`
      select distinct on (${bin}) ${bucketMs(bin)} as t, (${query.value})::float8 as v
      from ${sql.table(query.table)}
      where ${column} >= ${new Date(from)} and ${column} < ${new Date(to)} ${where}
      order by ${bin}, ${column} desc, ${tie} desc`.execute(db),
    sql<{ v: number }>`
      select (${query.value})::float8 as v from ${sql.table(query.table)}
      where ${column} < ${new Date(from)} ${where}
      order by ${column} desc, ${tie} desc limit 1`.execute(db),
  ]);
  const points = fillBuckets(
    bucketStarts(range, now),
    inRange.rows.map((r) => [Number(r.t), Number(r.v)] as const),
    Number.NaN,
  );
  return carryForward(points, before.rows[0] ? Number(before.rows[0].v) : initial);
}

/**
 * Mesh events of the given types per bucket (all types when `types` is empty). For daily buckets the
 * days before the retention window come from the roll-ups: each day is its rolled-up count plus its
 * raw events, as `meshEventCountsByDay` reads it.
 */
export async function meshEventsPerBucket(db: Executor, types: readonly string[], range: HistoryRange, now: number, nodeId?: string): Promise<HistoryPoint[]> {
  const typeFilter = types.length ? sql`and event_type in (${sql.join(types)})` : sql``;
  const nodeFilter = nodeId === undefined ? sql`` : sql`and node_id = ${nodeId}`;
  const raw = await countPerBucket(db, { table: "mesh_events", column: "created_at", where: sql`${typeFilter} ${nodeFilter}` }, range, now);
  if (RANGE_BUCKETS[range].stepMs < DAY_MS) return raw;
  const { from, to } = rangeWindow(range, now);
  const { rows } = await sql<{ t: string; v: string }>`
    select ${bucketMs(sql`day::timestamp at time zone 'UTC'`)} as t, sum(count)::float8 as v
    from mesh_event_daily
    where day >= ${new Date(from).toISOString().slice(0, 10)}::date and day < ${new Date(to).toISOString().slice(0, 10)}::date ${typeFilter} ${nodeFilter}
    group by 1`.execute(db);
  const rolled = new Map(rows.map((r) => [Number(r.t), Number(r.v)]));
  return raw.map((p) => ({ t: p.t, v: p.v + (rolled.get(p.t) ?? 0) }));
}

/**
 * Active nodes per bucket: the nodes that sent at least one verified heartbeat in it. Days before
 * the retention window count the nodes whose rolled-up heartbeats that day are more than none.
 */
export async function activeNodesPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  const raw = await countPerBucket(db, { table: "mesh_events", column: "created_at", where: sql`and event_type = 'heartbeat'`, value: sql`count(distinct node_id)` }, range, now);
  if (RANGE_BUCKETS[range].stepMs < DAY_MS) return raw;
  const { from, to } = rangeWindow(range, now);
  // A day partly rolled up (the job runs hourly, in batches) has nodes in both tables: count each once.
  const { rows } = await sql<{ t: string; v: string }>`
    select ${bucketMs(sql`day::timestamp at time zone 'UTC'`)} as t, count(distinct node_id)::float8 as v from (
      select day, node_id from mesh_event_daily
      where event_type = 'heartbeat' and node_id is not null
        and day >= ${new Date(from).toISOString().slice(0, 10)}::date and day < ${new Date(to).toISOString().slice(0, 10)}::date
      union
      select (created_at at time zone 'UTC')::date, node_id from mesh_events
      where event_type = 'heartbeat' and created_at >= ${new Date(from)} and created_at < ${new Date(to)}
    ) d group by 1`.execute(db);
  return fillBuckets(
    bucketStarts(range, now),
    rows.map((r) => [Number(r.t), Number(r.v)] as const),
  );
}

/** The heartbeats a node sends in an hour at the expected interval (30 s: 120): an hour with that many is fully up. */
export const HEARTBEATS_PER_HOUR = 3_600_000 / EXPECTED_HEARTBEAT_MS;

export interface NodeUptime {
  nodeId: string;
  name: string;
  /** Verified heartbeats per hour over the last 24 hours, oldest first (the strip's buckets). */
  values: number[];
}

/** Each node's verified heartbeats per hour over the last 24 hours (decommissioned nodes left out), by name. */
export async function nodeUptimeStrips(db: Executor, now: number): Promise<NodeUptime[]> {
  const range: HistoryRange = "24h";
  const { from, to } = rangeWindow(range, now);
  const starts = bucketStarts(range, now);
  const [nodes, counts] = await Promise.all([
    db.selectFrom("mesh_nodes").select(["id", "name"]).where("decommissioned_at", "is", null).orderBy("name").orderBy("id").execute(),
    sql<{ node_id: string; t: string; v: string }>`
      select node_id, ${bucketMs(sql`date_bin('3600 seconds'::interval, created_at, 'epoch'::timestamptz)`)} as t, count(*)::float8 as v
      from mesh_events
      where event_type = 'heartbeat' and node_id is not null and created_at >= ${new Date(from)} and created_at < ${new Date(to)}
      group by 1, 2`.execute(db),
  ]);
  const byNode = new Map<string, [number, number][]>();
  for (const r of counts.rows) {
    const list = byNode.get(r.node_id) ?? [];
    list.push([Number(r.t), Number(r.v)]);
    byNode.set(r.node_id, list);
  }
  return nodes.map((n) => ({ nodeId: n.id, name: n.name, values: fillBuckets(starts, byNode.get(n.id) ?? []).map((p) => p.v) }));
}

export interface MeshHistory {
  /** Nodes with a verified heartbeat per bucket. */
  activeNodes: History;
  /** Each node's heartbeats per hour over the last 24 hours. */
  uptime: { start: number; stepMs: number; full: number; nodes: NodeUptime[] };
}

/** The VALOIR Mesh screen's history: active nodes over the range, and the 24-hour uptime strip of every node. */
export async function meshHistory(db: Executor, range: HistoryRange, now: number): Promise<MeshHistory> {
  const [active, nodes] = await Promise.all([activeNodesPerBucket(db, range, now), nodeUptimeStrips(db, now)]);
  return {
    activeNodes: toHistory(range, now, "nodes", { "Active nodes": active }),
    uptime: { start: bucketStarts("24h", now)[0]!, stepMs: RANGE_BUCKETS["24h"].stepMs, full: HEARTBEATS_PER_HOUR, nodes },
  };
}
