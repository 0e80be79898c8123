import { sql } from "kysely";
import { pingRedis } from "./redis.server";
import { withTimeout } from "../lib/timeout";
import type { Services } from "./services.server";

export interface Health {
  status: "ok" | "degraded" | "down";
  db: "ok" | "down";
  redis: "ok" | "down";
  queues: Record<string, Record<string, number>> | "unavailable";
  version: string;
  uptimeSeconds: number;
}

async function pingDb(services: Services, timeoutMs = 2000): Promise<boolean> {
  try {
    await withTimeout(sql`select 1`.execute(services.db), timeoutMs, "database ping timed out");
    return true;
  } catch {
    return false;
  }
}

/** ok: everything up; degraded: Redis down (pages and reads still work); down: the database is unreachable. */
export async function getHealth(services: Services): Promise<Health> {
  const [dbOk, redisOk] = await Promise.all([pingDb(services), pingRedis(services.redis)]);
  const counts = redisOk ? await services.jobs.counts() : null;
  return {
    status: !dbOk ? "down" : redisOk ? "ok" : "degraded",
    db: dbOk ? "ok" : "down",
    redis: redisOk ? "ok" : "down",
    queues: counts ?? "unavailable",
    version: services.version,
    uptimeSeconds: Math.floor((Date.now() - services.startedAt) / 1000),
  };
}
