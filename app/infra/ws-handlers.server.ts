import { z } from "zod";
import type { Services } from "./services.server";
import type { WsRouter } from "./ws.server";

const pingSchema = z.object({ type: z.literal("ping"), nonce: z.string().max(64).optional() });

/**
 * The one place where features register their WebSocket message handlers on /ws.
 * `ping` lets a client check the connection and measure its round trip.
 */
export function registerWsHandlers(router: WsRouter, services: Services): void {
  router.register("ping", pingSchema, (message, client) => {
    client.send({ type: "pong", data: { nonce: message.nonce ?? null, serverTime: new Date().toISOString(), version: services.version } });
  });
}
