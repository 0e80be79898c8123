/**
 * Named statements (db/prepared.ts): on a pool createDb made, executePrepared runs a statement as a
 * named one, prepared once per connection and then only bound; the same rows as an ordinary
 * statement; inside a transaction an ordinary statement. On a database of its own, one connection,
 * so pg_prepared_statements (per session) shows what that connection holds.
 */
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executePrepared } from "../../db/prepared";
import type { Database } from "../../db/types";
import { privateDb } from "./helpers/db";

let own: Awaited<ReturnType<typeof privateDb>> | undefined;
let db: Kysely<Database>;

beforeAll(async () => {
  own = await privateDb("tm_prepared", { poolMax: 1 });
  db = own.db;
});

afterAll(async () => {
  await own?.close();
});

const prepared = async () =>
  (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(db)).rows;

const square = (n: number, variant = "") => sql<{ n: number; label: string }>`select ${n}::int * ${n}::int as n, ${"row" + variant}::text as label`;

describe("named statements", () => {
  it("prepares a statement once per connection and gives the rows an ordinary statement gives", async () => {
    const before = await prepared();
    const first = await executePrepared(db, "tm_test_square", square(3));
    const second = await executePrepared(db, "tm_test_square", square(4));
    expect(first.rows).toEqual((await square(3).execute(db)).rows);
    expect(second.rows).toEqual([{ n: 16, label: "row" }]);
    const added = (await prepared()).filter((p) => !before.some((b) => b.name === p.name));
    expect(added).toHaveLength(1);
    expect(added[0].name).toMatch(/^tm_test_square_[0-9a-z]+$/);
    expect(added[0].statement).toContain("as label");
  });

  it("names two texts under one name apart", async () => {
    const before = await prepared();
    await executePrepared(db, "tm_test_variant", sql`select ${1}::int as a`);
    await executePrepared(db, "tm_test_variant", sql`select ${1}::int as b`);
    const added = (await prepared()).filter((p) => !before.some((b) => b.name === p.name));
    expect(added.map((p) => p.name.replace(/_[0-9a-z]+$/, ""))).toEqual(["tm_test_variant", "tm_test_variant"]);
    expect(new Set(added.map((p) => p.name)).size).toBe(2);
  });

  it("runs an ordinary statement inside a transaction", async () => {
    const before = await prepared();
    const rows = await db.transaction().execute(async (tx) => (await executePrepared(tx, "tm_test_in_tx", square(5))).rows);
    expect(rows).toEqual([{ n: 25, label: "row" }]);
    expect((await prepared()).map((p) => p.name)).toEqual(before.map((p) => p.name));
  });
});
