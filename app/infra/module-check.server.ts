import { sql } from "kysely";
import { migrations } from "../../db/migrations/index";
import { QUEUE_NAMES } from "../lib/queues";
import { judgeDatabase, judgeMigrations, judgeQueue, judgeRedis, judgeSse, judgeWebSocket, type ModuleVerdict, type PresenceReport, type QueueFacts } from "../lib/continuity";
import { withTimeout } from "../lib/timeout";
import { getHealth } from "./health.server";
import { readPresence } from "./presence.server";
import type { Services } from "./services.server";

/** The harmony scan's probe of the real modules (the verdicts' rules are app/lib/continuity.ts). */

async function timed<T>(work: () => Promise<T>): Promise<{ value: T | null; ms: number }> {
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: Math.round(performance.now() - started) };
  } catch {
    return { value: null, ms: Math.round(performance.now() - started) };
  }
}

/**
 * Checks the real modules: the database (health check's query, server version), the migrations
 * applied against those this code knows, Redis (health check's PING, server version), each BullMQ
 * queue (workers attached, completed and failed counts), and the web processes' WebSocket and SSE
 * servers through their presence reports in Redis.
 */
export async function checkModules(services: Services): Promise<ModuleVerdict[]> {
  const started = performance.now();
  const health = await getHealth(services);
  const healthMs = Math.round(performance.now() - started);
  const dbOk = health.db === "ok";
  const redisOk = health.redis === "ok";

  const [pgVersion, applied, redisInfo] = await Promise.all([
    dbOk ? timed(() => withTimeout(sql<{ server_version: string }>`show server_version`.execute(services.db), 2000, "version query timed out")) : Promise.resolve({ value: null, ms: 0 }),
    dbOk ? timed(() => withTimeout(sql<{ name: string }>`select name from kysely_migration`.execute(services.db), 2000, "migration query timed out")) : Promise.resolve({ value: null, ms: 0 }),
    redisOk ? timed(() => withTimeout(services.redis.info("server"), 1000, "redis info timed out")) : Promise.resolve({ value: null, ms: 0 }),
  ]);

  const verdicts: ModuleVerdict[] = [];
  verdicts.push(judgeDatabase({ ok: dbOk, latencyMs: healthMs, version: pgVersion.value?.rows[0]?.server_version ?? null }));
  verdicts.push(judgeMigrations({ applied: applied.value ? applied.value.rows.map((r) => r.name) : null, known: Object.keys(migrations) }));
  const redisVersion = redisInfo.value ? (/redis_version:(\S+)/.exec(redisInfo.value)?.[1] ?? null) : null;
  verdicts.push(judgeRedis({ ok: redisOk, latencyMs: healthMs, version: redisVersion }));

  const queueFacts = await Promise.all(
    QUEUE_NAMES.map(async (name): Promise<QueueFacts> => {
      if (!redisOk) return { queue: name, reachable: false, workers: 0, completed: 0, failed: 0, waiting: 0, version: null };
      const queue = services.queues[name];
      try {
        const [workers, counts, version] = await withTimeout(
          Promise.all([queue.getWorkersCount(), queue.getJobCounts("completed", "failed", "waiting"), queue.getVersion()]),
          2000,
          "queue check timed out",
        );
        return { queue: name, reachable: true, workers, completed: counts.completed ?? 0, failed: counts.failed ?? 0, waiting: counts.waiting ?? 0, version };
      } catch {
        return { queue: name, reachable: false, workers: 0, completed: 0, failed: 0, waiting: 0, version: null };
      }
    }),
  );
  verdicts.push(...queueFacts.map(judgeQueue));

  let presence: PresenceReport[] = [];
  if (redisOk) {
    presence = (await timed(() => withTimeout(readPresence(services.redis, services.env.REDIS_PREFIX), 2000, "presence read timed out"))).value ?? [];
  }
  verdicts.push(judgeWebSocket(presence), judgeSse(presence));
  return verdicts;
}
