import { Redis, type RedisOptions } from "ioredis";
import { withTimeout } from "../lib/timeout";
import { errorFields, log } from "../lib/log.server";

export type RedisRole = "commands" | "subscriber" | "worker";

/** Set when the start found no Redis and nothing to start one with, and said so once (local-redis.server.ts). */
let missing = false;

/** From here on, this process's Redis connection errors are expected: logged at debug, not warn. */
export function markRedisMissing(): void {
  missing = true;
}

/**
 * A logger for one source's Redis trouble (a client's connection errors, a queue's worker, events the
 * bus dropped): a warn line at most once per 10 s while Redis is down (clients retry every 2 s, seven
 * workers each, the pulse every 5 s), and only debug lines when the start already said there is no Redis.
 */
export function redisTroubleLog(message: string, fields: Record<string, unknown> = {}): (detail?: Error | Record<string, unknown>) => void {
  let lastLogged = 0;
  return (detail) => {
    const line = { ...fields, ...(detail instanceof Error ? errorFields(detail) : detail) };
    const now = Date.now();
    if (missing || now - lastLogged <= 10_000) return log.debug(message, line);
    lastLogged = now;
    log.warn(message, line);
  };
}

/**
 * Commands fail fast while Redis is down (no offline queue, one retry) so a request never hangs;
 * the connection itself keeps reconnecting in the background and recovers by itself.
 * Workers follow BullMQ's rule: maxRetriesPerRequest null.
 */
export function createRedis(url: string, role: RedisRole): Redis {
  const options: RedisOptions = {
    lazyConnect: false,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    enableOfflineQueue: role !== "commands",
    maxRetriesPerRequest: role === "commands" ? 1 : null,
    connectionName: `trinity-mesh:${role}`,
  };
  const client = new Redis(url, options);
  client.on("error", redisTroubleLog("redis connection error", { role }));
  client.on("ready", () => log.debug("redis ready", { role }));
  return client;
}

export function isReady(client: Redis): boolean {
  return client.status === "ready";
}

/**
 * Resolves true once the client is connected and ready, false after `timeoutMs` (Redis down or slow to
 * answer): the start waits on it so that a server that says it is listening answers health "ok" at once.
 */
export function whenReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (isReady(client)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off("ready", onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on("ready", onReady);
  });
}

/** PING with a time limit: answers false instead of waiting on a dead server. */
export async function pingRedis(client: Redis, timeoutMs = 500): Promise<boolean> {
  if (!isReady(client)) return false;
  try {
    return (await withTimeout(client.ping(), timeoutMs, "redis ping timed out")) === "PONG";
  } catch {
    return false;
  }
}
