import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it, inject } from "vitest";
import { balanceOf, burn, InsufficientFundsError, ledgerTotals, mint, post, walletAccount } from "../../app/domain/ledger.server";
import type { Database } from "../../db/types";

// Ten connections, so the postings below really run concurrently.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: inject("databaseUrl"), max: 10 }) }) });
afterAll(() => db.destroy());

const run = randomBytes(4).toString("hex");
const account = (i: number) => walletAccount(`val-ledger-${run}-${i}`);

describe("VAL ledger (double entry, real PostgreSQL)", () => {
  it("500 concurrent transfers and burns keep every balance ≥ 0 and the sum equal to minted − burned", async () => {
    const accounts = Array.from({ length: 10 }, (_, i) => account(i));
    for (const a of accounts) await mint(db, a, 100, "test float");
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    let burned = 0;
    let refused = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 500 }, (_, n) => {
        const from = accounts[Math.floor(random() * 10)]!;
        const amount = 1 + Math.floor(random() * 60);
        if (n % 10 === 9) {
          return burn(db, from, amount, "test burn").then((e) => {
            burned += e.amount;
            return e;
          });
        }
        let to = accounts[Math.floor(random() * 10)]!;
        if (to === from) to = accounts[(accounts.indexOf(from) + 1) % 10]!;
        return post(db, { from, to, amount, memo: "test trade" });
      }),
    );
    for (const r of results) {
      if (r.status === "rejected") {
        // The only acceptable refusal is "not enough VAL": no deadlock, no constraint violation.
        expect(r.reason).toBeInstanceOf(InsufficientFundsError);
        refused += 1;
      }
    }
    const balances = await Promise.all(accounts.map((a) => balanceOf(db, a)));
    expect(balances.every((b) => b >= 0 && Number.isInteger(b))).toBe(true);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(10 * 100 - burned);
    expect(refused).toBeLessThan(500);
    const totals = await ledgerTotals(db);
    expect(totals.drift).toBe(0);
    expect(totals.circulating).toBe(totals.minted - totals.burned);
  });

  it("refuses an overdraft and moves nothing", async () => {
    const [a, b] = [account(100), account(101)];
    await mint(db, a, 10, "float");
    await expect(post(db, { from: a, to: b, amount: 11 })).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(db, a)).toBe(10);
    expect(await balanceOf(db, b)).toBe(0);
  });

  it("writes an entry once per idempotency key (a retried job pays once)", async () => {
    const to = account(200);
    const key = `test-mint-${run}`;
    const first = await mint(db, to, 25, "retried job", key);
    const again = await mint(db, to, 25, "retried job", key);
    expect(first.posted).toBe(true);
    expect(again).toMatchObject({ posted: false, id: first.id });
    expect(await balanceOf(db, to)).toBe(25);
  });

  it.each([0, -5, 1.5, Number.NaN])("rejects the amount %s", async (amount) => {
    await expect(post(db, { from: account(300), to: account(301), amount })).rejects.toBeInstanceOf(RangeError);
  });
});
