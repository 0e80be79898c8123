import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { createDb, dropDatabase, ensureDatabase } from "../../../db/client";
import { migrateToLatest } from "../../../db/migrate";
import type { Database } from "../../../db/types";
import { PG_BASE, uniqueName } from "./server";

/** A direct connection to the shared test server's database, to arrange and check state. */
export function testDb(url: string = inject("databaseUrl")): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
}

/**
 * A database of the test file's own, opened the way the app opens it (createDb: named statements,
 * connection-loss errors), migrated when asked; `close` closes the pool and drops the database.
 */
export async function privateDb(prefix: string, options: { poolMax: number; migrate?: boolean }): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  const url = `${PG_BASE}/${uniqueName(prefix)}`;
  await ensureDatabase(url);
  const handle = await createDb({ databaseUrl: url, pgliteDir: "", poolMax: options.poolMax });
  if (options.migrate) await migrateToLatest(handle.db);
  return {
    db: handle.db,
    async close() {
      await handle.close();
      await dropDatabase(url);
    },
  };
}
