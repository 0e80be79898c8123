import type { ReadTag } from "../lib/mesh-events";

/** What a cached read comes from (app/lib/mesh-events.ts); an event of its tag drops the tag's entries. */
export type { ReadTag };

/**
 * A short-lived, per-process cache of serialized JSON reads, tagged by the data they come from.
 * Many visitors polling the same screen share one database read per `ttlMs`; a write
 * invalidates its tag at once (locally, and on every other process through the mesh bus).
 */
export class ReadCache {
  private entries = new Map<string, { expires: number; value: Promise<string>; tag: ReadTag }>();
  /** Goes up with every invalidation, of any tag: what the page cache (page-cache.server.ts) checks its pages against. */
  version = 0;

  async get(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<unknown>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    // Single flight: concurrent misses share one load.
    const value = load().then((data) => JSON.stringify(data));
    this.entries.set(key, { expires: now + ttlMs, value, tag });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > 500) this.sweep(now);
    return value;
  }

  /** `get` parsed back: a page's loader sharing a polled read (data that is JSON already: strings for times). */
  async read<T>(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<T>): Promise<T> {
    return JSON.parse(await this.get(key, tag, ttlMs, load)) as T;
  }

  invalidate(tag: ReadTag): void {
    this.version += 1;
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}
