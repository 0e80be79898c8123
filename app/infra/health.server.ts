import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { sql } from "kysely";
import { pingRedis } from "./redis.server";
import { scheduleOverdue } from "../lib/health";
import type { DeepHealth, QueueHealth, ScheduleHealth } from "../lib/health.schema";
import { QUEUE_NAMES, scheduleField, scheduleLastRunKey } from "../lib/queues";
import { withTimeout } from "../lib/timeout";
import type { Services } from "./services.server";

export interface Health {
  status: "ok" | "degraded" | "down";
  db: "ok" | "down";
  redis: "ok" | "down";
  queues: Record<string, Record<string, number>> | "unavailable";
  version: string;
  uptimeSeconds: number;
  deep?: DeepHealth;
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

const HOUR_MS = 3_600_000;

/** One queue's counts, lag and last hour's failures: a handful of Redis reads (on the connection the queues share). */
async function queueHealth(queue: Queue, client: Redis, now: number): Promise<QueueHealth> {
  const [counts, failedLastHour, oldestId] = await Promise.all([
    queue.getJobCounts("waiting", "active", "delayed", "failed"),
    // The failed set is scored by the time each job failed.
    client.zcount(queue.keys.failed, now - HOUR_MS, "+inf"),
    // New jobs are pushed on the left of the wait list: the oldest waiting one is the last.
    client.lindex(queue.keys.wait, -1),
  ]);
  let oldestWaiting: QueueHealth["oldestWaiting"] = null;
  let lagMs = 0;
  if (oldestId) {
    const [name, timestamp] = await client.hmget(queue.toKey(oldestId), "name", "timestamp");
    const at = Number(timestamp);
    if (Number.isFinite(at) && at > 0) {
      oldestWaiting = { id: oldestId, name: name ?? "", enqueuedAt: new Date(at).toISOString() };
      lagMs = Math.max(0, now - at);
    }
  }
  return {
    waiting: counts.waiting ?? 0,
    active: counts.active ?? 0,
    delayed: counts.delayed ?? 0,
    failed: counts.failed ?? 0,
    failedLastHour,
    lagMs,
    oldestWaiting,
  };
}

/** Every repeatable schedule of every queue (the pulse's included) with its last completed run. */
async function scheduleHealth(services: Services, now: number): Promise<{ schedules: ScheduleHealth[]; problems: string[] }> {
  const [perQueue, lastRuns] = await Promise.all([
    Promise.all(QUEUE_NAMES.map(async (name) => ({ name, schedulers: await services.queues[name].getJobSchedulers(0, -1, true) }))),
    services.redis.hgetall(scheduleLastRunKey(services.env.REDIS_PREFIX)),
  ]);
  const problems: string[] = [];
  const schedules = perQueue.flatMap(({ name, schedulers }) =>
    schedulers.map((s) => {
      const id = s.id ?? s.key;
      const lastRun = Number(lastRuns[scheduleField(name, id)]);
      const timing = { everyMs: s.every ? Number(s.every) : null, lastRunAt: Number.isFinite(lastRun) && lastRun > 0 ? lastRun : null, next: s.next ? Number(s.next) : null };
      const overdue = scheduleOverdue(`${name}:${id}`, timing, now);
      if (overdue) problems.push(overdue);
      return {
        queue: name,
        id,
        name: s.name,
        everyMs: timing.everyMs,
        pattern: s.pattern ?? null,
        nextRunAt: timing.next ? new Date(timing.next).toISOString() : null,
        lastRunAt: timing.lastRunAt ? new Date(timing.lastRunAt).toISOString() : null,
        overdue: overdue !== null,
      };
    }),
  );
  return { schedules, problems };
}

/**
 * `/api/health?deep=1` (operators): the cheap check plus, per queue, its counts, lag (the oldest
 * waiting job's age) and failures of the last hour, and every repeatable schedule with its last
 * completed run. `problems` lists why it answers 503: the database or Redis down, a schedule that
 * has not completed a run for three of its periods (app/lib/health.ts).
 */
export async function getDeepHealth(services: Services): Promise<Health & { deep: DeepHealth }> {
  const health = await getHealth(services);
  const now = Date.now();
  const problems: string[] = [];
  if (health.db === "down") problems.push("The database is unreachable.");
  let queues: DeepHealth["queues"] = {};
  let schedules: ScheduleHealth[] = [];
  if (health.redis === "down") {
    problems.push("Redis is unreachable: the queues and schedules cannot be read, and no job runs.");
  } else {
    try {
      const [perQueue, found] = await withTimeout(
        Promise.all([Promise.all(QUEUE_NAMES.map(async (name) => [name, await queueHealth(services.queues[name], services.redis, now)] as const)), scheduleHealth(services, now)]),
        3000,
        "reading the queues timed out",
      );
      queues = Object.fromEntries(perQueue);
      schedules = found.schedules;
      problems.push(...found.problems);
    } catch (error) {
      problems.push(`The queues could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { ...health, deep: { checkedAt: new Date(now).toISOString(), problems, queues, schedules } };
}
