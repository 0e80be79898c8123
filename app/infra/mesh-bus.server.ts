import type { Redis } from "ioredis";
import { errorFields, log } from "./log.server";
import { isReady } from "./redis.server";

export interface MeshBusEvent {
  /** Redis stream id ("<ms>-<seq>"): ordered across every process, usable as an SSE id. */
  id: string;
  type: string;
  core: string | null;
  timestamp: string;
  data: Record<string, unknown>;
}

type Listener = (event: MeshBusEvent) => void;

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

  /** Publishes an event; answers its id, or null when Redis is down (the event is dropped and logged). */
  async publish(type: string, data: Record<string, unknown> = {}, core: string | null = null): Promise<string | null> {
    if (!isReady(this.commands)) {
      log.warn("mesh bus: event dropped, redis unavailable", { type });
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
    await this.loop?.catch(() => {});
    this.listeners.clear();
  }
}
