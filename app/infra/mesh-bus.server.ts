import type { Redis } from "ioredis";
import { errorFields, log } from "../lib/log.server";
import { compareStreamIds } from "../lib/stream-ids";
import { isReady, redisTroubleLog } from "./redis.server";
import { withTimeout } from "../lib/timeout";

export interface MeshBusEvent {
  /** Redis stream id ("<ms>-<seq>"): ordered across every process, usable as an SSE id. */
  id: string;
  type: string;
  core: string | null;
  timestamp: string;
  data: Record<string, unknown>;
}

type Listener = (event: MeshBusEvent) => void;


export interface ReplayOptions {
  /** At most this many buffered events are replayed; older missed ones are skipped. */
  limit: number;
  /** Sends one event to the subscriber; false when it has gone (the hand-over stops, `join` is not called). */
  push(event: MeshBusEvent): boolean;
  /** Called synchronously at the moment the subscriber is level with this process's listeners, with that position. */
  join(position: string | null): void;
  /** How long to wait for this process's reader to reach a subscriber that is ahead of it. Default 2 s. */
  waitMs?: number;
}

const MAX_LENGTH = 10_000;
const BLOCK_MS = 5000;

function decode(id: string, fields: string[]): MeshBusEvent | null {
  const i = fields.indexOf("e");
  if (i < 0 || i + 1 >= fields.length) return null;
  try {
    const body = JSON.parse(fields[i + 1]) as Omit<MeshBusEvent, "id">;
    return { id, type: body.type, core: body.core ?? null, timestamp: body.timestamp, data: body.data ?? {} };
  } catch {
    return null;
  }
}

/**
 * Cross-process event bus on one capped Redis stream. Every process reads the stream from the
 * id it last saw, so each listener gets each event once, in order, on every web process; the
 * stream doubles as the bounded buffer a reconnecting client is replayed from.
 */
export class MeshBus {
  private listeners = new Set<Listener>();
  private running = false;
  private loop: Promise<void> | null = null;
  private lastId = "$";

  constructor(
    private readonly commands: Redis,
    private readonly reader: Redis,
    readonly key: string,
  ) {}

  private readonly dropped = redisTroubleLog("mesh bus: event dropped, redis unavailable");

  /** Publishes an event; answers its id, or null when Redis is down (the event is dropped and logged). */
  async publish(type: string, data: Record<string, unknown> = {}, core: string | null = null): Promise<string | null> {
    if (!isReady(this.commands)) {
      this.dropped({ type });
      return null;
    }
    const body = JSON.stringify({ type, core, timestamp: new Date().toISOString(), data });
    try {
      return await this.commands.xadd(this.key, "MAXLEN", "~", String(MAX_LENGTH), "*", "e", body);
    } catch (error) {
      log.warn("mesh bus: publish failed", { type, ...errorFields(error) });
      return null;
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Events after `lastId` (exclusive), oldest first, at most `limit`. */
  async since(lastId: string, limit = 100): Promise<MeshBusEvent[]> {
    if (!/^\d+-\d+$/.test(lastId) || !isReady(this.commands)) return [];
    const rows = await this.commands.xrange(this.key, `(${lastId}`, "+", "COUNT", limit);
    return rows.map(([id, fields]) => decode(id, fields)).filter((e): e is MeshBusEvent => e !== null);
  }

  /**
   * The id of the newest event this process's reader has handed to its listeners (or the stream's
   * newest when the reader started); null until the reader has started.
   */
  lastDeliveredId(): string | null {
    return this.lastId === "$" ? null : this.lastId;
  }

  /** The newest `limit` events in the buffer, oldest first. */
  async recent(limit = 100): Promise<MeshBusEvent[]> {
    if (!isReady(this.commands)) return [];
    const rows = await this.commands.xrevrange(this.key, "+", "-", "COUNT", limit);
    return rows
      .reverse()
      .map(([id, fields]) => decode(id, fields))
      .filter((e): e is MeshBusEvent => e !== null);
  }

  /**
   * Hands a subscriber over from the buffer to live delivery with no gap and no duplicate: replays
   * the events after `fromId` that this process's listeners have already been given (oldest first,
   * at most `limit`), then calls `join` synchronously at the moment the subscriber is level with the
   * listeners, so every later event reaches it exactly once through them. `fromId` null: a new
   * subscriber, joined at the current position. A subscriber ahead of this process (it was served by
   * a faster one) waits up to `waitMs` for the reader to catch up.
   */
  async replayThenJoin(fromId: string | null, options: ReplayOptions): Promise<{ replayed: number; skipped: boolean; joined: boolean }> {
    const deadline = Date.now() + (options.waitMs ?? 2000);
    for (;;) {
      const delivered = this.lastDeliveredId();
      if (delivered !== null && (fromId === null || compareStreamIds(delivered, fromId) >= 0)) break;
      if (Date.now() >= deadline) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    let cursor = fromId ?? this.lastDeliveredId();
    let replayed = 0;
    for (let round = 0; ; round++) {
      const delivered = this.lastDeliveredId();
      if (cursor === null || delivered === null || compareStreamIds(cursor, delivered) >= 0 || replayed >= options.limit || round >= 20) {
        const skipped = cursor !== null && delivered !== null && compareStreamIds(cursor, delivered) < 0;
        options.join(skipped ? delivered : cursor);
        return { replayed, skipped, joined: true };
      }
      let batch: MeshBusEvent[] = [];
      try {
        batch = await this.since(cursor, options.limit - replayed);
      } catch (error) {
        log.debug("mesh bus: replay read failed", errorFields(error));
      }
      const upTo = this.lastDeliveredId() ?? cursor;
      let caughtUp = false;
      for (const event of batch) {
        if (compareStreamIds(event.id, upTo) > 0) {
          caughtUp = true;
          break;
        }
        if (!options.push(event)) return { replayed, skipped: false, joined: false };
        cursor = event.id;
        replayed += 1;
      }
      // Nothing else is buffered up to what the listeners have had: the subscriber is level with them.
      if (caughtUp && compareStreamIds(cursor, upTo) < 0) cursor = upTo;
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (this.lastId === "$") {
          const newest = await this.reader.xrevrange(this.key, "+", "-", "COUNT", 1);
          this.lastId = newest[0]?.[0] ?? "0-0";
        }
        const result = (await this.reader.xread("COUNT", 500, "BLOCK", BLOCK_MS, "STREAMS", this.key, this.lastId)) as
          | [string, [string, string[]][]][]
          | null;
        if (!result) continue;
        for (const [, entries] of result) {
          for (const [id, fields] of entries) {
            this.lastId = id;
            const event = decode(id, fields);
            if (!event) continue;
            for (const listener of this.listeners) {
              try {
                listener(event);
              } catch (error) {
                log.error("mesh bus listener failed", errorFields(error));
              }
            }
          }
        }
      } catch (error) {
        if (!this.running) break;
        log.debug("mesh bus read failed; retrying", errorFields(error));
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.reader.disconnect();
    // A read queued while Redis was never reachable is not rejected by the disconnect: bounded wait.
    if (this.loop) await withTimeout(this.loop, 1000, "mesh bus reader did not stop").catch(() => {});
    this.listeners.clear();
  }
}
