import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meshStatus } from "../../app/domain/mesh.server";
import { ARCHIVE_STATS_TAGS, archiveStats } from "../../app/domain/recursive-archive.server";
import type { Database } from "../../db/types";
import { privateDb } from "./helpers/db";

// The mesh's "Total Events" comes from a tally the triggers keep (migration row_tallies), not from a
// count of the whole table; these check it stays exact whatever the writers do, on a database of its own.
let db: Kysely<Database>;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await privateDb("tm_tally", { poolMax: 10, migrate: true }));
  await sql`create table tally_test_rows (id int primary key, n int not null)`.execute(db);
  await sql`insert into tally_test_rows select g, 0 from generate_series(1, 3) g`.execute(db);
});
afterAll(() => close());

const tally = async () => Number((await db.selectFrom("row_tallies").select("total").where("table_name", "=", "mesh_events").executeTakeFirstOrThrow()).total);
const counted = async () => Number((await sql<{ n: string }>`select count(*) as n from mesh_events`.execute(db)).rows[0]!.n);
const event = (summary: string) => ({ event_type: "tally_test", node_id: null, summary, payload: JSON.stringify({}) });

describe("the mesh events tally", () => {
  it("starts from the table's count", async () => {
    expect(await tally()).toBe(await counted());
  });

  it("stays equal to the count through concurrent inserts, deletes and rolled-back transactions", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          const rows = await tx.insertInto("mesh_events").values(Array.from({ length: 1 + (i % 3) }, (_, k) => event(`write ${i}.${k}`))).returning("id").execute();
          if (i % 4 === 1) await tx.deleteFrom("mesh_events").where("id", "=", rows[0]!.id).execute();
          if (i % 5 === 2) throw new Error("rolled back on purpose");
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected").every((r) => String((r as PromiseRejectedResult).reason).includes("on purpose"))).toBe(true);
    expect(await counted()).toBeGreaterThan(0);
    expect(await tally()).toBe(await counted());
  });

  it("never makes two writers wait on each other: an event before or after another row, in any order", async () => {
    // Half write an event and then a shared row, half the row and then an event. Had the tally's row
    // been locked at the insert (until commit), these would deadlock; it is locked only at commit.
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          const bump = () => sql`update tally_test_rows set n = n + 1 where id = ${1 + (i % 3)}`.execute(tx);
          if (i % 2 === 0) {
            await tx.insertInto("mesh_events").values(event(`event first ${i}`)).execute();
            await sql`select pg_sleep(0.005)`.execute(tx);
            await bump();
          } else {
            await bump();
            await sql`select pg_sleep(0.005)`.execute(tx);
            await tx.insertInto("mesh_events").values(event(`row first ${i}`)).execute();
          }
        }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(await tally()).toBe(await counted());
  });

  it("is what the mesh status reports, and a truncate sets it to 0", async () => {
    expect((await meshStatus(db)).totalEvents).toBe(await counted());
    await sql`truncate mesh_events`.execute(db);
    expect(await tally()).toBe(0);
    await db.insertInto("mesh_events").values(event("after the truncate")).execute();
    expect(await tally()).toBe(1);
    expect((await meshStatus(db)).totalEvents).toBe(1);
  });
});

describe("the recursive archive's tallies", () => {
  /** The stats as the archive's rows say, counted whole (what the tallies replace). */
  async function countedStats() {
    const total = Number((await sql<{ n: string }>`select count(*) as n from recursive_archive_events`.execute(db)).rows[0]!.n);
    const { rows } = await sql<{ tag: string; n: string }>`
      select tag, count(*) as n from recursive_archive_events, unnest(tags) as tag
      group by tag order by count(*) desc, tag asc limit ${ARCHIVE_STATS_TAGS}`.execute(db);
    return { totalEvents: total, tagDistribution: Object.fromEntries(rows.map((r) => [r.tag, Number(r.n)])) };
  }
  const TAGS = ["clarity_peak", "zone_change", "solace", "manus", "ignith", "alert_caution", "drought", "lisbon"];

  it("match a whole count through concurrent saves (events written by a data-modifying CTE, as the save does), a save with none, and deletes", async () => {
    expect(await archiveStats(db)).toEqual(await countedStats());
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const results = await Promise.allSettled(
      Array.from({ length: 80 }, (_, i) => {
        // Each event's tags in its own order, overlapping the others'.
        const events = Array.from({ length: i % 7 === 0 ? 0 : 1 + (i % 4) }, (_, k) => ({
          description: `event ${i}.${k}`,
          tags: [...new Set(Array.from({ length: 2 + Math.floor(random() * 4) }, () => TAGS[Math.floor(random() * TAGS.length)]!))],
        }));
        return sql`
          with e as (select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(description text, tags text[])),
          archive as (insert into recursive_archive_events (description, tags) select description, tags from e returning id)
          select count(*) from archive`.execute(db);
      }),
    );
    expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    await sql`delete from recursive_archive_events where description like 'event 1_.%'`.execute(db);
    const stats = await archiveStats(db);
    expect(stats.totalEvents).toBeGreaterThan(50);
    expect(stats).toEqual(await countedStats());
  });

  it("are reset by a truncate", async () => {
    await sql`truncate recursive_archive_events`.execute(db);
    expect(await archiveStats(db)).toEqual({ totalEvents: 0, tagDistribution: {} });
    await sql`insert into recursive_archive_events (description, tags) values ('after', '{solace,zone_change}')`.execute(db);
    expect(await archiveStats(db)).toEqual({ totalEvents: 1, tagDistribution: { solace: 1, zone_change: 1 } });
  });
});
