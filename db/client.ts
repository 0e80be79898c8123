import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { allowPreparedStatements } from "./prepared";
import type { Database } from "./types";

export type DbKind = "postgres" | "pglite";

export interface DbHandle {
  db: Kysely<Database>;
  /** The pg pool under `db` (PostgreSQL only), for what Kysely does not expose (named statements). */
  pool?: pg.Pool;
  kind: DbKind;
  /** Where the data lives, without credentials: host/database or the PGlite folder. */
  location: string;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  pgliteDir: string;
  poolMax?: number;
  /** libpq startup options (`-c name=value …`) for every connection of the pool. */
  sessionOptions?: string;
  /** Names the pool in pg_stat_activity. */
  applicationName?: string;
  /** The longest one statement may run (15 s unless given; a bulk data generator may need more). */
  statementTimeoutMs?: number;
}

/**
 * The database could not be reached, or the connection a statement ran on was lost (a restart,
 * pg_terminate_backend, a network cut). pg reports those as plain Errors without a code; the pool
 * below turns them into this class at the source, so callers recognise them with `instanceof`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    // The cause's own words (connect ECONNREFUSED…) for logs and the migrator; API clients get a general sentence.
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * Failures to connect, and failures of statements on a client whose connection has since errored or
 * ended, become DatabaseUnavailableError. pg errors the statements of a dead connection on the next
 * tick after emitting the client's 'error'/'end', so the flag is set before they reject.
 */
function markConnectionLoss(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void) => {
    if (callback) return connect((error, client, done) => callback(error ? new DatabaseUnavailableError(error) : error, client, done));
    return connect()!.catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
  }) as typeof pool.connect;
  pool.on("connect", (client) => {
    let lost = false;
    // Also keeps a connection dropped while checked out from crashing the process (see createDb).
    client.on("error", () => (lost = true));
    client.on("end", () => (lost = true));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const mapped = (error: Error) => (lost && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error);
    client.query = ((...args: unknown[]) => {
      const last = args[args.length - 1];
      if (typeof last === "function") args[args.length - 1] = (error: Error | null, result?: unknown) => (last as QueryCallback)(error && mapped(error), result);
      const result = query(...args);
      return result instanceof Promise
        ? result.catch((error: Error) => {
            throw mapped(error);
          })
        : result;
    }) as typeof client.query;
  });
}

/** Strips the password from a connection string before it is logged. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

/** Creates the database named in the URL when it does not exist yet (a fresh machine, a test run). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (!name) return;
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch {
    return; // no maintenance database reachable: the real connection will report the problem
  }
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    // 42P04: created concurrently by another process. Anything else surfaces on connect.
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  } finally {
    await client.end();
  }
}

/** One pool per process: PostgreSQL when a URL is given, embedded PGlite otherwise. */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      application_name: options.applicationName ?? "trinity-mesh",
      ...(options.sessionOptions ? { options: options.sessionOptions } : {}),
    });
    // A connection dropped by the server (restart, pg_terminate_backend) must not crash the process.
    // The pool listens for that only while a client is idle; a client checked out between two
    // statements (a transaction, a request holding it) emits 'error' itself, and with no listener
    // Node throws it. The statement in progress fails on its own; the pool drops the dead client
    // when it is released (it is no longer queryable) and opens a new one on demand.
    pool.on("error", () => {});
    markConnectionLoss(pool);
    // Hot statements run as named ones through the pool (db/prepared.ts).
    const db = allowPreparedStatements(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool);
    return { db, pool, kind: "postgres", location: describeUrl(options.databaseUrl), close: () => db.destroy() };
  }
  const dir = path.resolve(options.pgliteDir);
  mkdirSync(dir, { recursive: true });
  const [{ PGlite }, { KyselyPGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("kysely-pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const { dialect } = new KyselyPGlite(client);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: "pglite",
    location: dir,
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
