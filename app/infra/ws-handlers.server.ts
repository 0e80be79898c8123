import { z } from "zod";
import { swarmThinkingSchema } from "../domain/trinity.server";
import { isUnavailable, RETRY_AFTER_SECONDS, unavailableMessage } from "./api-errors.server";
import { askTrinity, DELIBERATION_FAILED } from "./chat.server";
import { errorFields, log } from "../lib/log.server";
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
  }, { whileDraining: true });

  // The Trinity chat: one question at a time per socket, CHAT_QUESTIONS_PER_MIN per visitor and CHAT_QUESTIONS_PER_MIN_PER_ADDRESS per address.
  router.register("swarm_thinking", swarmThinkingSchema, async (message, client) => {
    if (client.state.get("thinking")) {
      client.send({ type: "swarm_error", data: { message: "The mesh is still answering your last question. One question at a time, please." } });
      return;
    }
    // Claimed before any await, so a second frame arriving meanwhile is refused.
    client.state.set("thinking", true);
    try {
      const streaming = services.minds.name !== "composer";
      const outcome = await askTrinity(
        services,
        { visitorId: client.visitorId, clientIp: client.ip, clientKey: message.conversationId, question: message.content, protocol: message.protocol, private: message.private, askId: message.askId },
        {
          onThought: (t) => client.send({ type: "swarm_thought", data: { agent: t.agent, glyph: t.glyph, content: t.content, sources: t.sources ?? [] } }),
          onDelta: streaming ? (agent, text) => client.send({ type: "swarm_thought_delta", data: { agent, text } }) : undefined,
        },
      );
      if (outcome.status === "limited") {
        client.send({ type: "swarm_error", data: { message: outcome.message } });
        return;
      }
      // Answered now, or earlier (the same ask id sent again after a dropped connection): complete either way.
      const { memoriesRecalled, memoryPatterns, conversationId } = outcome.result;
      // conversationId: the thread to continue (send it back as the next frame's conversationId); private: whether it is private.
      client.send({ type: "swarm_complete", data: { memoriesRecalled, memoryPatterns, conversationId, private: outcome.result.private } });
    } catch (error) {
      // A lost database or Redis: the socket stays open and the visitor is told to retry, as a page would get a 503.
      if (isUnavailable(error)) {
        log.warn("deliberation: a service is unavailable", errorFields(error));
        client.send({ type: "swarm_error", data: { message: unavailableMessage(error), retryAfterSeconds: RETRY_AFTER_SECONDS } });
        return;
      }
      log.error("deliberation failed", errorFields(error));
      client.send({ type: "swarm_error", data: { message: DELIBERATION_FAILED } });
    } finally {
      client.state.delete("thinking");
    }
  });
}
