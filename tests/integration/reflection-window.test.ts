/**
 * The reflection job's window (app/domain/evolution.server.ts, readReflectionWindow): the window's
 * mesh events, each preceded by its node's last event before the window. That earlier event is read
 * per node through mesh_events_node_idx, so its cost does not grow with the mesh's history; on a
 * database of its own, so the events are these alone.
 */
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/types";
import { priorEventsQuery, readReflectionWindow } from "../../app/domain/evolution.server";
import { REFLECTION_WINDOW_DAYS } from "../../app/lib/evolution";
import { privateDb } from "./helpers/db";

let own: Awaited<ReturnType<typeof privateDb>> | undefined;
let db: Kysely<Database>;
const NOW = new Date("2026-11-28T12:00:00Z");
const DAY = 24 * 3600_000;
const OLD = new Date(NOW.getTime() - (REFLECTION_WINDOW_DAYS + 5) * DAY);
const RECENT = new Date(NOW.getTime() - DAY);
const NODES = ["rw-alpha", "rw-beta", "rw-gamma", "rw-delta"] as const;
/** Heartbeats before the window: alpha, beta, gamma and seven more nodes (a small mesh's month or two). */
const OTHERS = Array.from({ length: 7 }, (_, i) => `rw-other-${i}`);
const HISTORY = 120_000;

async function event(nodeId: string | null, summary: string, at: Date): Promise<number> {
  const row = await db.insertInto("mesh_events").values({ event_type: "node_heartbeat", node_id: nodeId, summary, payload: JSON.stringify({}), created_at: at }).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  own = await privateDb("tm_reflection_window", { poolMax: 3, migrate: true });
  db = own.db;
  await db
    .insertInto("mesh_nodes")
    .values([...NODES, ...OTHERS].map((id, i) => ({ id, node_type: i % 2 ? "Capacity" : "Observer", status: "active", name: `Node ${id}`, glyph_profile: JSON.stringify({}), val_balance: 0 })))
    .execute();
  // A long history before the window: heartbeats of ten nodes (not delta's), and some events of no node.
  const beating = ["rw-alpha", "rw-beta", "rw-gamma", ...OTHERS];
  // The event tally's per-row trigger would make this bulk insert take minutes; it is not what is tested here.
  await sql`alter table mesh_events disable trigger user`.execute(db);
  await sql`
    insert into mesh_events (event_type, node_id, summary, payload, created_at)
    select 'node_heartbeat', case when g % 11 = 0 then null else (${beating}::text[])[1 + g % ${beating.length}] end,
           'old heartbeat ' || g, '{}'::jsonb, ${OLD}::timestamptz - make_interval(secs => ${HISTORY} - g)
    from generate_series(1, ${HISTORY}) g`.execute(db);
  await sql`alter table mesh_events enable trigger user`.execute(db);
  await sql`analyze mesh_events`.execute(db);
});

afterAll(async () => {
  await own?.close();
});

describe("the reflection window", () => {
  it("opens each node of the window with that node's last event before it, and only those nodes", async () => {
    const alphaLast = await event("rw-alpha", "alpha's last before the window", OLD);
    const betaLast = await event("rw-beta", "beta's last before the window", OLD);
    const alphaNew = await event("rw-alpha", "alpha in the window", RECENT);
    await event(null, "an event of no node in the window", RECENT);
    const betaNew = await event("rw-beta", "beta in the window", RECENT);
    const deltaNew = await event("rw-delta", "delta's first event ever", RECENT);

    const window = await readReflectionWindow(db, NOW);
    expect(window.events.map((e) => e.summary)).toEqual(["alpha in the window", "an event of no node in the window", "beta in the window", "delta's first event ever"]);
    // gamma has no event in the window, delta none before it: neither gets an opening event.
    expect(window.sequenceEvents.slice(0, 2)).toEqual([
      { id: alphaLast, eventType: "node_heartbeat", nodeId: "rw-alpha", nodeType: "Observer", summary: "alpha's last before the window" },
      { id: betaLast, eventType: "node_heartbeat", nodeId: "rw-beta", nodeType: "Capacity", summary: "beta's last before the window" },
    ]);
    expect(window.sequenceEvents.slice(2).map((e) => e.id)).toEqual([alphaNew, window.events[1]!.id, betaNew, deltaNew]);

    // The same answer as a scan of the whole history (the read it replaced), for every node.
    const first = window.events[0]!.id;
    const { rows: scanned } = await sql<{ id: string; node_id: string }>`
      select distinct on (node_id) id, node_id from mesh_events
      where node_id = any(${[...NODES]}::text[]) and id < ${first} order by node_id, id desc`.execute(db);
    const { rows: probed } = await priorEventsQuery(NODES, first).execute(db);
    expect(probed.map((r) => [r.node_id, Number(r.id)]).sort()).toEqual(scanned.map((r) => [r.node_id, Number(r.id)]).sort());
    expect(probed.map((r) => r.node_id).sort()).toEqual(["rw-alpha", "rw-beta", "rw-gamma"]);
  });

  it("reads each node's earlier event through the node index, never scanning the history, even for a node without one", async () => {
    // delta has no event before the window: walking the primary key backwards would read all of them.
    const { rows } = await sql<{ "QUERY PLAN": string }>`explain (analyze, timing off, costs off) ${priorEventsQuery(NODES, Number.MAX_SAFE_INTEGER)}`.execute(db);
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(plan).toContain("Index Scan using mesh_events_node_idx on mesh_events");
    expect(plan).not.toMatch(/Scan Backward using mesh_events_pkey|Seq Scan on mesh_events|Rows Removed by Filter/);
  });
});
