import type { ReadTag } from "../lib/mesh-events";

/** What a cached read comes from (app/lib/mesh-events.ts); an event of its tag drops the tag's entries. */
export type { ReadTag };

interface Entry {
  expires: number;
  /** The read, serialized once. */
  value: Promise<string>;
  tag: ReadTag;
  /** The read parsed once, for `shared`. */
  shared?: Promise<unknown>;
}

/**
 * A short-lived, per-process cache of serialized JSON reads, tagged by the data they come from.
 * Many visitors polling the same screen share one database read per `ttlMs`; a write
 * invalidates its tag at once (locally, and on every other process through the mesh bus).
 */
export class ReadCache {
  private entries = new Map<string, Entry>();
  /** Goes up with every invalidation, of any tag: what the page cache (page-cache.server.ts) checks its pages against. */
  version = 0;

  async get(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<unknown>): Promise<string> {
    return this.entry(key, tag, ttlMs, load).value;
  }

  /** The live entry of `key`, or a new one loading (single flight: concurrent misses share one load). */
  private entry(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<unknown>): Entry {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit;
    const value = load().then((data) => JSON.stringify(data));
    const entry: Entry = { expires: now + ttlMs, value, tag };
    this.entries.set(key, entry);
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > 500) this.sweep(now);
    return entry;
  }

  /** `get` parsed back: a page's loader sharing a polled read (data that is JSON already: strings for times). */
  async read<T>(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<T>): Promise<T> {
    return JSON.parse(await this.get(key, tag, ttlMs, load)) as T;
  }

  /**
   * `read`, but one parsed object per entry, the same to every caller while the entry lives: for large
   * reads (a month of history) whose parse would cost every request, and whose object identity keys
   * work made from it once (the charts' markup, app/infra/prerender.server.ts). Callers must not change it.
   */
  async shared<T>(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const entry = this.entry(key, tag, ttlMs, load);
    entry.shared ??= entry.value.then((json) => JSON.parse(json) as unknown);
    return entry.shared as Promise<T>;
  }

  invalidate(tag: ReadTag): void {
    this.version += 1;
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}
