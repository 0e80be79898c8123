/** The throwaway PostgreSQL database and Redis key prefix of one benchmark run. */
import { Redis } from "ioredis";
import pg from "pg";

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432";
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const SAFE_DB_NAME = /^tm_bench_[a-z0-9]+$/;
const SAFE_PREFIX = /^tmbench[a-z0-9]+$/;

function serverUrl(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export function databaseUrl(name: string): string {
  return serverUrl(name);
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl("postgres"), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name: string): Promise<void> {
  if (!SAFE_DB_NAME.test(name)) throw new Error(`refusing to create database "${name}"`);
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
}

export async function dropDatabase(name: string): Promise<void> {
  if (!SAFE_DB_NAME.test(name)) throw new Error(`refusing to drop database "${name}"`);
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** SCAN + DEL every key under `<prefix>:`; answers how many were deleted. */
export async function deleteRedisKeys(prefix: string): Promise<number> {
  if (!SAFE_PREFIX.test(prefix)) throw new Error(`refusing to delete Redis keys for prefix "${prefix}"`);
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on("error", () => {});
  await redis.connect();
  let deleted = 0;
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 1000);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
  return deleted;
}
