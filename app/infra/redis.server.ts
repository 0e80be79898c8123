import { Redis, type RedisOptions } from "ioredis";
import { withTimeout } from "../lib/timeout";
import { log } from "../lib/log.server";

export type RedisRole = "commands" | "subscriber" | "worker";

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
  let lastLogged = 0;
  client.on("error", (error: Error) => {
    const now = Date.now();
    if (now - lastLogged > 10_000) {
      lastLogged = now;
      log.warn("redis connection error", { role, error: error.message });
    }
  });
  client.on("ready", () => log.debug("redis ready", { role }));
  return client;
}

export function isReady(client: Redis): boolean {
  return client.status === "ready";
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
