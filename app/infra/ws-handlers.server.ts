import { z } from "zod";
import { deliberate, swarmThinkingSchema } from "../domain/trinity.server";
import { errorFields, log } from "./log.server";
import { limitWait } from "./rate-limit.server";
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

  // The Trinity chat: one question at a time per socket, CHAT_QUESTIONS_PER_MIN per visitor.
  router.register("swarm_thinking", swarmThinkingSchema, async (message, client) => {
    if (client.state.get("thinking")) {
      client.send({ type: "swarm_error", data: { message: "The mesh is still answering your last question. One question at a time, please." } });
      return;
    }
    // Claimed before any await, so a second frame arriving meanwhile is refused.
    client.state.set("thinking", true);
    const wait = await limitWait(services.limiters.chat, client.visitorId);
    if (wait > 0) {
      client.state.delete("thinking");
      client.send({
        type: "swarm_error",
        data: { message: `You have asked ${services.env.CHAT_QUESTIONS_PER_MIN} questions in the last minute. Please wait ${wait} second${wait === 1 ? "" : "s"}.` },
      });
      return;
    }
    try {
      const streaming = services.minds.name !== "composer";
      const result = await services.deliberations.run(() => deliberate(
        { db: services.db, minds: services.minds, bus: services.bus, cache: services.cache },
        { visitorId: client.visitorId, clientKey: message.conversationId, question: message.content, protocol: message.protocol },
        {
          onThought: (t) => client.send({ type: "swarm_thought", data: { agent: t.agent, glyph: t.glyph, content: t.content } }),
          onDelta: streaming ? (agent, text) => client.send({ type: "swarm_thought_delta", data: { agent, text } }) : undefined,
        },
      ));
      client.send({ type: "swarm_complete", data: { memoriesRecalled: result.memoriesRecalled, memoryPatterns: result.memoryPatterns } });
    } catch (error) {
      log.error("deliberation failed", errorFields(error));
      client.send({ type: "swarm_error", data: { message: "The mesh could not finish this deliberation. Please try again." } });
    } finally {
      client.state.delete("thinking");
    }
  });
}
