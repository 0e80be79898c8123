import type { ReadTag } from "../lib/mesh-events";
import type { Services } from "./services.server";

/**
 * How long a history read is reused. Longer than a polled read's 250 ms: a history counts up to a
 * month of rows, and its buckets move by the hour. Writes still drop it at once through their
 * announcement (the read cache's tag); heartbeats, which announce nothing, show within this.
 */
export const HISTORY_CACHE_TTL_MS = 5_000;

/**
 * A screen's history from this process's read cache, shared by its loader and its /api read (key: screen
 * and range): one object for every request while it is cached, so its charts' markup is made once
 * (app/infra/prerender.server.ts). Read-only.
 */
export function cachedHistory<T>(services: Pick<Services, "cache">, key: string, tag: ReadTag, load: () => Promise<T>): Promise<T> {
  return services.cache.shared(`history:${key}`, tag, HISTORY_CACHE_TTL_MS, load);
}
