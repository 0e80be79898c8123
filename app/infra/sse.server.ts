import { createChannel, createResponse, type Channel, type Session } from "better-sse";
import { errorFields, log } from "../lib/log.server";
import { jsonError } from "./http.server";
import { isStreamId } from "../lib/stream-ids";
import type { MeshBus, MeshBusEvent } from "./mesh-bus.server";

export interface StreamHooks {
  /**
   * The first messages of a subscriber (a greeting, a snapshot), sent before any mesh event. `position`
   * is the bus id they should carry, so the browser's Last-Event-ID always names a bus event;
   * `resumedFrom` is the id a reconnecting client sent, null for a new one.
   */
  greet?(send: (payload: unknown, id: string) => boolean, position: string, resumedFrom: string | null): void;
  /** Called once the subscriber receives live events (e.g. to start its own heartbeat). */
  joined?(session: Session, send: (payload: unknown, id: string) => boolean): void;
  /** Work to finish before the greeting (a snapshot read): runs while nothing is being sent. */
  prepare?(): Promise<void>;
}

/** How long a client refused for holding too many streams is told to wait (a slot frees when one closes). */
const CONNECTION_CAP_RETRY_SECONDS = 5;

/** Missed events a reconnecting client is replayed at most (older ones are skipped). */
const REPLAY_LIMIT = 500;

/**
 * One better-sse channel per process, fed by the Redis mesh bus: whichever web process an event
 * was published on, every subscriber on every process receives it once.
 */
export class SseHub {
  readonly channel: Channel = createChannel();
  private unsubscribe: () => void;
  /** Open streams per client address, in this process (SSE_CONNECTIONS_PER_ADDRESS). */
  private perAddress = new Map<string, number>();

  constructor(
    private readonly bus: MeshBus,
    private readonly maxPerAddress = Infinity,
  ) {
    this.unsubscribe = bus.subscribe((event) => {
      this.channel.broadcast(event, "message", { eventId: event.id });
    });
  }

  /**
   * A streaming Response for a resource route. A reconnecting client (Last-Event-ID header, or
   * `?lastEventId=` for a page resuming from server-rendered events) is replayed what it missed from
   * the bus's bounded buffer and handed over to live delivery with no gap and no duplicate
   * (`MeshBus.replayThenJoin`). A client that leaves mid-way is simply dropped: `closed` aborts when its
   * connection closes (the load context's `closed`, not `request.signal`: see context.server.ts).
   */
  stream(request: Request, closed: AbortSignal, hooks: StreamHooks = {}, address?: string): Response {
    // One address holds at most maxPerAddress streams: past it a 429 before any stream is opened.
    if (address !== undefined && !this.admit(address, closed)) {
      return jsonError("rate_limited", `Your address already has ${this.maxPerAddress} open event streams. Close one and try again.`, {
        headers: { "Retry-After": String(CONNECTION_CAP_RETRY_SECONDS) },
      });
    }
    const requested = (request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId") ?? "").trim();
    const from = isStreamId(requested) ? requested : null;
    // better-sse would read Last-Event-ID itself; the replay is done here, once.
    const headers = new Headers(request.headers);
    headers.delete("Last-Event-ID");
    const plain = new Request(request.url, { method: "GET", headers, signal: closed });
    // better-sse keeps `plain` with the session, so its signal lives as long as the session does.
    return createResponse(plain, { keepAlive: 15_000, retry: 3000 }, async (session) => {
      const send = (payload: unknown, id: string): boolean => {
        if (!session.isConnected) return false;
        try {
          session.push(payload, "message", id);
          return true;
        } catch {
          return false;
        }
      };
      try {
        await hooks.prepare?.();
        if (from) hooks.greet?.(send, from, from);
        await this.bus.replayThenJoin(from, {
          limit: REPLAY_LIMIT,
          push: (event: MeshBusEvent) => send(event, event.id),
          join: (position) => {
            if (!session.isConnected) return;
            if (!from) hooks.greet?.(send, position ?? "", null);
            // Registered synchronously with the replay's last check: no event falls between the two.
            this.channel.register(session);
            hooks.joined?.(session, send);
          },
        });
      } catch (error) {
        log.warn("sse: opening a subscriber failed", errorFields(error));
      }
    });
  }

  /** Takes a slot of the address's cap unless it is full; the slot is freed when the connection closes. */
  private admit(address: string, closed: AbortSignal): boolean {
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.maxPerAddress) return false;
    if (closed.aborted) return true;
    this.perAddress.set(address, held + 1);
    closed.addEventListener(
      "abort",
      () => {
        const n = (this.perAddress.get(address) ?? 1) - 1;
        if (n > 0) this.perAddress.set(address, n);
        else this.perAddress.delete(address);
      },
      { once: true },
    );
    return true;
  }

  subscribers(): number {
    return this.channel.sessionCount;
  }

  close(): void {
    this.unsubscribe();
    for (const session of this.channel.activeSessions) this.channel.deregister(session);
  }
}
