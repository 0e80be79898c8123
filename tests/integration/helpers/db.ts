import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "../../../db/types";

/** A direct connection to the shared test server's database, to arrange and check state. */
export function testDb(url: string = inject("databaseUrl")): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
}
