import { createChannel, createResponse, type Channel, type Session } from "better-sse";
import type { MeshBus, MeshBusEvent } from "./mesh-bus.server";

/**
 * One better-sse channel per process, fed by the Redis mesh bus: whichever web process an event
 * was published on, every subscriber on every process receives it once.
 */
export class SseHub {
  readonly channel: Channel = createChannel();
  private unsubscribe: () => void;

  constructor(private readonly bus: MeshBus) {
    this.unsubscribe = bus.subscribe((event) => {
      this.channel.broadcast(event, "message", { eventId: event.id });
    });
  }

  /**
   * A streaming Response for a resource route: replays what a reconnecting client missed
   * (Last-Event-ID, from the bus's bounded buffer), calls `onOpen`, then joins the channel.
   */
  stream(request: Request, onOpen?: (session: Session) => void | Promise<void>): Response {
    return createResponse(request, { keepAlive: 15_000, retry: 3000 }, async (session) => {
      const lastId = request.headers.get("Last-Event-ID") ?? session.lastId;
      if (lastId) {
        const missed: MeshBusEvent[] = await this.bus.since(lastId, 1000);
        for (const event of missed) session.push(event, "message", event.id);
      }
      await onOpen?.(session);
      this.channel.register(session);
    });
  }

  subscribers(): number {
    return this.channel.sessionCount;
  }

  close(): void {
    this.unsubscribe();
    for (const session of this.channel.activeSessions) this.channel.deregister(session);
  }
}
