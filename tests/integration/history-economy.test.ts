import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { economyHistory } from "~/domain/economy.server";
import { ledgerTotals } from "~/domain/ledger.server";
import { bucketStarts, HISTORY_RANGES, RANGE_BUCKETS, seriesPoints, type HistoryRange } from "~/lib/history";
import type { Database } from "../../db/types";
import { ECONOMY_HISTORY_NODES, generateEconomyHistory } from "../support/history-economy";
import { privateDb } from "./helpers/db";

/**
 * The economic dashboard's history (issue 34) against a generated 35-day economy: every series equals
 * a direct count over the raw rows, for each range.
 */

// Not on a bucket boundary, so the last bucket of each range is still filling.
const NOW = Date.parse("2026-06-20T10:37:00.000Z");

/** Per bucket `[t, t + step)` of the range: one number from the raw rows, read with one query over the bucket starts. */
async function perBucket(db: Kysely<Database>, range: HistoryRange, expression: (start: ReturnType<typeof sql.ref>, end: ReturnType<typeof sql.ref>) => ReturnType<typeof sql>) {
  const starts = bucketStarts(range, NOW).map((t) => new Date(t).toISOString());
  const step = sql.raw(`'${RANGE_BUCKETS[range].stepMs / 1000} seconds'::interval`);
  const { rows } = await sql<{ t: string; v: string }>`
    select (extract(epoch from b.t) * 1000)::bigint::text as t, (${expression(sql.ref("b.t"), sql.ref("b.e"))})::text as v
    from (select t, t + ${step} as e from unnest(${starts}::timestamptz[]) t) b
    order by b.t`.execute(db);
  return rows.map((r) => ({ t: Number(r.t), v: Number(r.v) }));
}

describe("economyHistory (a database of this file's own, a generated 35-day economy)", () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await privateDb("tm_hist_economy", { poolMax: 4, migrate: true }));
    await generateEconomyHistory(db, NOW);
  });
  afterAll(async () => {
    await close?.();
  });

  it("the generated ledger keeps its balances with its entries and holds mints, burns and transfers", async () => {
    const totals = await ledgerTotals(db);
    expect(totals.drift).toBe(0);
    expect(totals.minted).toBeGreaterThan(10_000);
    expect(totals.burned).toBeGreaterThan(300);
    const { rows } = await sql<{ kind: string; n: string }>`select kind, count(*)::text as n from val_entries group by kind order by kind`.execute(db);
    expect(rows.map((r) => r.kind)).toEqual(["burn", "mint", "transfer"]);
  });

  it.each(HISTORY_RANGES)("%s: VAL in circulation at the end of each bucket is every mint minus every burn before it", async (range) => {
    const history = await economyHistory(db, range, NOW);
    const expected = await perBucket(
      db,
      range,
      (_, end) => sql`(select coalesce(sum(case kind when 'mint' then amount when 'burn' then -amount else 0 end), 0) from val_entries where created_at < ${end})`,
    );
    expect(seriesPoints(history.circulation, 0)).toEqual(expected);
    expect(history.circulation).toMatchObject({ range, stepMs: RANGE_BUCKETS[range].stepMs, unit: "VAL" });
    expect(expected).toHaveLength(RANGE_BUCKETS[range].count);
    // The level before the range is well above 0 (the generated ledger starts 35 days back) and it grows.
    expect(expected[0]!.v).toBeGreaterThan(1000);
    expect(expected.at(-1)!.v).toBeGreaterThan(expected[0]!.v);
  });

  it.each(HISTORY_RANGES)("%s: VAL minted per bucket is the sum of the mint entries in it", async (range) => {
    const history = await economyHistory(db, range, NOW);
    const expected = await perBucket(db, range, (start, end) => sql`(select coalesce(sum(amount), 0) from val_entries where kind = 'mint' and created_at >= ${start} and created_at < ${end})`);
    expect(seriesPoints(history.minted, 0)).toEqual(expected);
    expect(history.minted.unit).toBe("VAL");
    expect(expected.filter((p) => p.v > 0).length).toBeGreaterThan(RANGE_BUCKETS[range].count / 2);
  });

  it.each(HISTORY_RANGES)("%s: resonance exchanges per bucket are the exchange rows in it", async (range) => {
    const history = await economyHistory(db, range, NOW);
    const expected = await perBucket(db, range, (start, end) => sql`(select count(*) from resonance_exchanges where created_at >= ${start} and created_at < ${end})`);
    expect(seriesPoints(history.exchanges, 0)).toEqual(expected);
    expect(history.exchanges.unit).toBe("exchanges");
    expect(new Set(expected.map((p) => p.v)).size).toBeGreaterThan(1);
  });

  it("the trust distribution counts every reputation in its band of 10 (100 in the last)", async () => {
    const { trust } = await economyHistory(db, "24h", NOW);
    const { rows } = await sql<{ band: number; n: string }>`
      select b.band, (select count(*) from node_reputations where trust_score >= b.band * 10 and (trust_score < b.band * 10 + 10 or (b.band = 9 and trust_score = 100)))::text as n
      from generate_series(0, 9) as b(band) order by b.band`.execute(db);
    expect(trust).toEqual({ unit: "nodes", bands: rows.map((r) => ({ label: `${r.band * 10}–${r.band * 10 + 10}`, v: Number(r.n) })) });
    expect(trust.bands.map((b) => b.v)).toEqual([2, 1, 0, 1, 0, 1, 0, 1, 0, 2]);
    expect(trust.bands.reduce((sum, b) => sum + b.v, 0)).toBe(ECONOMY_HISTORY_NODES);
  });
});
