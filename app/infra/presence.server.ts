import { hostname } from "node:os";
import type { Redis } from "ioredis";
import { PRESENCE_REFRESH_MS, PRESENCE_TTL_SECONDS, type PresenceReport } from "../lib/continuity";
import { errorFields, log } from "../lib/log.server";
import { isReady } from "./redis.server";
import type { Services } from "./services.server";

/**
 * Presence of this web process for the harmony scan (which may run in a worker process): every
 * few seconds it writes its open WebSocket and SSE client counts to Redis under a key with a TTL,
 * so a process that dies disappears by itself. Started once per web process:
 * `startPresence(services, { wsClients: ws.clients })` in server.ts. A harmony scan request calls
 * `ensurePresence(services)` to publish fresh counts just before the scan reads them.
 */
export interface PresenceOptions {
  /** Open WebSocket clients of this process (the ws server handle's `clients`). */
  wsClients?: () => number;
}

export function presencePattern(prefix: string): string {
  return `${prefix}:presence:web:*`;
}

class PresencePublisher {
  readonly source = `${hostname()}:${process.pid}`;
  private timer: NodeJS.Timeout | null = null;
  private wsClients: (() => number) | null = null;

  constructor(private readonly services: Services) {}

  get key(): string {
    return `${this.services.env.REDIS_PREFIX}:presence:web:${this.source}`;
  }

  setWsSource(source: (() => number) | undefined) {
    if (source) this.wsClients = source;
  }

  report(): PresenceReport {
    let ws: number | null = null;
    try {
      ws = this.wsClients ? this.wsClients() : null;
    } catch {
      ws = null;
    }
    return { source: this.source, version: this.services.version, wsClients: ws, sseClients: this.services.sse.subscribers(), at: new Date().toISOString() };
  }

  /** Writes the report now; false while Redis is down (the next tick tries again). */
  async publish(): Promise<boolean> {
    const redis = this.services.redis;
    if (!isReady(redis)) return false;
    try {
      await redis.set(this.key, JSON.stringify(this.report()), "EX", PRESENCE_TTL_SECONDS);
      return true;
    } catch (error) {
      log.debug("presence: publish failed", errorFields(error));
      return false;
    }
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.publish(), PRESENCE_REFRESH_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (isReady(this.services.redis)) await this.services.redis.del(this.key).catch(() => 0);
  }
}

const publishers = new WeakMap<Services, PresencePublisher>();

function publisherFor(services: Services): PresencePublisher {
  let p = publishers.get(services);
  if (!p) {
    p = new PresencePublisher(services);
    publishers.set(services, p);
  }
  return p;
}

/** Starts (once) this web process's presence reports; a later call may add the WebSocket count. */
export function startPresence(services: Services, options: PresenceOptions = {}): { stop(): Promise<void>; publish(): Promise<boolean> } {
  const p = publisherFor(services);
  p.setWsSource(options.wsClients);
  p.start();
  void p.publish();
  return { stop: () => p.stop(), publish: () => p.publish() };
}

/** Makes sure this process reports, and publishes at once (before a harmony scan reads the reports). */
export async function ensurePresence(services: Services): Promise<void> {
  const p = publisherFor(services);
  p.start();
  await p.publish();
}

/** Every live web process's report (expired ones are gone with their TTL). */
export async function readPresence(redis: Redis, prefix: string): Promise<PresenceReport[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await redis.scan(cursor, "MATCH", presencePattern(prefix), "COUNT", 100);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== "0" && keys.length < 1000);
  if (!keys.length) return [];
  const values = await redis.mget(...keys);
  const reports: PresenceReport[] = [];
  for (const v of values) {
    if (!v) continue;
    try {
      const r = JSON.parse(v) as PresenceReport;
      if (typeof r.source === "string" && typeof r.sseClients === "number") reports.push({ ...r, wsClients: typeof r.wsClients === "number" ? r.wsClients : null });
    } catch {
      // a malformed report is ignored
    }
  }
  return reports.sort((a, b) => a.source.localeCompare(b.source));
}
