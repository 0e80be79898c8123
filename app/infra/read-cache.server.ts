import type { ReadTag } from "../lib/mesh-events";

/**
 * How long a cached read is reused: the polled /api reads (app/infra/endpoint.server.ts), and the
 * pages' shared reads (`pageReads`) unless PAGE_READS_TTL_MS says otherwise. A write drops its tag's
 * entries at once.
 */
export const READ_CACHE_TTL_MS = 250;

/** What a cached read comes from (app/lib/mesh-events.ts); an event of its tag drops the tag's entries. */
export type { ReadTag };

interface Entry {
  expires: number;
  /** The read as loaded. */
  data: Promise<unknown>;
  /** The read serialized once, for `get`. */
  json?: Promise<string>;
  tag: ReadTag;
  /** The read serialized and parsed back once, for `shared`. */
  shared?: Promise<unknown>;
}

/**
 * A short-lived, per-process cache of serialized JSON reads, tagged by the data they come from.
 * Many visitors polling the same screen share one database read per `ttlMs`; a write
 * invalidates its tag at once (locally, and on every other process through the mesh bus).
 */
export class ReadCache {
  private entries = new Map<string, Entry>();

  /** @param pageReadsTtlMs how long `pageReads` entries live (PAGE_READS_TTL_MS). */
  constructor(readonly pageReadsTtlMs = READ_CACHE_TTL_MS) {}

  /** Goes up with every invalidation, of any tag: what the page cache (page-cache.server.ts) checks its pages against. */
  version = 0;

  async get(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<unknown>): Promise<string> {
    return this.json(this.entry(key, tag, ttlMs, load));
  }

  private json(entry: Entry): Promise<string> {
    return (entry.json ??= entry.data.then((data) => JSON.stringify(data)));
  }

  /** The live entry of `key`, or a new one loading (single flight: concurrent misses share one load). */
  private entry(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<unknown>): Entry {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit;
    const data = load();
    const entry: Entry = { expires: now + ttlMs, data, tag };
    this.entries.set(key, entry);
    data.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
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
    entry.shared ??= this.json(entry).then((json) => JSON.parse(json) as unknown);
    return entry.shared as Promise<T>;
  }

  /**
   * The read itself, as loaded (Dates stay Dates): one object for every caller while the entry lives,
   * neither serialized nor parsed. For a page's loader, whose data is serialized per response anyway.
   * Callers must not change it.
   */
  async value<T>(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<T>): Promise<T> {
    return this.entry(key, tag, ttlMs, load).data as Promise<T>;
  }

  invalidate(tag: ReadTag): void {
    this.version += 1;
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}

/**
 * A page loader's reads that are the same for every visitor, shared through the read cache as the
 * polled /api reads are: many visitors opening the page make one database read of each per
 * `pageReadsTtlMs` (250 ms), and a write announcing `tag` (app/lib/mesh-events.ts) drops them at once,
 * so the page a form redirects to shows the write. For data whose every write announces `tag`; the
 * value is one object for every request while it lives (read-only).
 */
export function pageReads(cache: ReadCache, page: string, tag: ReadTag) {
  return <T>(key: string, load: () => Promise<T>): Promise<T> => cache.value(`page:${page}:${key}`, tag, cache.pageReadsTtlMs, load);
}
