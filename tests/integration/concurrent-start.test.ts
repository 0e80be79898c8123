import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase, ensureDatabase } from "../../db/client";
import { migrations } from "../../db/migrations/index";
import { SEED_EVENTS, SEED_NODES } from "../../app/domain/seed.server";
import { SEED_MEMORIES } from "../../app/domain/seeds/alexandria";
import { foundingKey } from "../../app/domain/seeds/market";
import { ensureOperator } from "../../app/domain/auth.server";
import { privateDb, testDb } from "./helpers/db";
import { deleteRedisPrefix, PG_BASE, startServer, uniqueName, type TestServer } from "./helpers/server";

/**
 * Three web processes started at once on one empty database (a deployment scaled to three, or a
 * rolling start): each migrates, seeds and creates the operator from OPERATOR_EMAIL, and all of
 * that must happen once, not once per process, with every process up and serving.
 */
const OPERATOR = { email: "starter@trinity.test", password: "correct horse battery staple" };
const databaseUrl = `${PG_BASE}/${uniqueName("tm_it_start")}`;
const redisPrefix = uniqueName("tmit-start").replace(/_/g, "-");
let servers: TestServer[] = [];
/** Sorts by a string key in code-point order (the database's collation may order hyphens and underscores otherwise). */
const byKey =
  <T,>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
const started: PromiseSettledResult<TestServer>[] = [];

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  // No awaits between the three spawns but the free-port lookups: they load the build side by side
  // and reach the migrations within milliseconds of one another.
  // The embedded workers start after the database is prepared and are not what this is about: off, so
  // three processes start sooner on a small machine.
  const env = { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, EMBEDDED_WORKER: "0" };
  started.push(...(await Promise.allSettled([1, 2, 3].map(() => startServer({ databaseUrl, redisPrefix, env })))));
  servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await deleteRedisPrefix(redisPrefix).catch(() => {});
  await dropDatabase(databaseUrl).catch(() => {});
});

describe("three web processes starting at once on an empty database", () => {
  it("all three start and answer", async () => {
    // A process that failed (a unique violation from a second seed or operator insert) names its error here.
    expect(started.map((s) => (s.status === "fulfilled" ? "started" : String(s.reason).slice(0, 2000)))).toEqual(["started", "started", "started"]);
    const health = await Promise.all(servers.map(async (s) => (await fetch(`${s.url}/api/health`)).status));
    expect(health).toEqual([200, 200, 200]);
  });

  it("applied each migration exactly once", async () => {
    const db = testDb(databaseUrl);
    try {
      const rows = await db
        .selectFrom(sql.table("kysely_migration").as("m"))
        .select([sql<string>`m.name`.as("name"), sql<number>`count(*)::int`.as("n")])
        .groupBy(sql`m.name`)
        .execute();
      expect(rows.sort(byKey((r) => r.name))).toEqual(Object.keys(migrations).sort().map((name) => ({ name, n: 1 })));
    } finally {
      await db.destroy();
    }
  });

  it("seeded once: nodes, founding events, founding balances and memories at the seed's count", async () => {
    const db = testDb(databaseUrl);
    try {
      const nodes = await db.selectFrom("mesh_nodes").select("id").where("id", "in", SEED_NODES.map((n) => n.id)).execute();
      expect(nodes.map((n) => n.id).sort()).toEqual(SEED_NODES.map((n) => n.id).sort());

      const events = await db.selectFrom("mesh_events").select("summary").where(sql`payload->>'seed'`, "=", "founding").execute();
      expect(events.map((e) => e.summary).sort()).toEqual(SEED_EVENTS.map((e) => e.summary).sort());

      // Each founding balance minted once: a node's ledger balance is its seeded balance, not 2× or 3×.
      const mints = await db
        .selectFrom("val_entries")
        .select(["to_account", "amount", "idempotency_key"])
        .where("idempotency_key", "in", SEED_NODES.map((n) => foundingKey(n.id)))
        .execute();
      expect(mints.map((m) => [m.idempotency_key, Number(m.amount)]).sort(byKey((m) => String(m[0])))).toEqual(
        SEED_NODES.map((n) => [foundingKey(n.id), n.val_balance]).sort(byKey((m) => String(m[0]))),
      );

      const memories = await db
        .selectFrom("alexandria_memories")
        .select(["pattern", sql<number>`count(*)::int`.as("n")])
        .where("pattern", "in", SEED_MEMORIES.map((m) => m.pattern))
        .groupBy("pattern")
        .execute();
      expect(memories.sort(byKey((m) => m.pattern))).toEqual([...new Set(SEED_MEMORIES.map((m) => m.pattern))].sort().map((pattern) => ({ pattern, n: 1 })));
    } finally {
      await db.destroy();
    }
  });

  it("created the operator from OPERATOR_EMAIL once", async () => {
    const db = testDb(databaseUrl);
    try {
      const operators = await db.selectFrom("operators").select("email").execute();
      expect(operators).toEqual([{ email: OPERATOR.email }]);
    } finally {
      await db.destroy();
    }
  });
});

describe("ensureOperator from several processes at once", () => {
  // The three processes above reach the operator one after another more often than not (the seed's
  // lock spaces them out): here five callers on five connections start together, as the processes
  // would with SEED=0 or a quick seed, so all five read "no such operator" before any inserts.
  it("creates the operator once; the others find it", async () => {
    const { db, close } = await privateDb("tm_it_operator", { poolMax: 5, migrate: true });
    try {
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => ensureOperator(db, OPERATOR)));
      const outcomes = results.map((r) => (r.status === "fulfilled" ? JSON.stringify(r.value) : String(r.reason)));
      expect(outcomes.sort()).toEqual(['{"created":false}', '{"created":false}', '{"created":false}', '{"created":false}', '{"created":true}']);
      expect(await db.selectFrom("operators").select("email").execute()).toEqual([{ email: OPERATOR.email }]);
    } finally {
      await close();
    }
  });
});
