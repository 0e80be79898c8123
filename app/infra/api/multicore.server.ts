/** The multicore endpoints (spec §2.11): the agents, their activation log, and glyph broadcasts. */
import { activationLog, listAgents } from "../../domain/multicore.server";
import { activationEntrySchema, broadcastResultSchema, broadcastSchema, multicoreAgentSchema } from "../../lib/multicore.schema";
import { endpoint } from "../endpoint.server";
import { submitBroadcast } from "../mesh-writes.server";
import { limitQuery } from "./params.server";

export const multicoreEndpoints = [
  endpoint({
    method: "get",
    path: "/api/multicore/agents",
    summary: "The multicore agents.",
    tag: "multicore",
    response: multicoreAgentSchema.array(),
    handler: async ({ services }) => listAgents(services.db),
  }),
  endpoint({
    method: "get",
    path: "/api/multicore/activation-log",
    summary: "Agent activations, newest first.",
    tag: "multicore",
    query: limitQuery(50),
    response: activationEntrySchema.array(),
    handler: async ({ services, query }) => activationLog(services.db, query.limit),
  }),
  endpoint({
    method: "post",
    path: "/api/multicore/broadcast-glyph",
    summary: "Every agent evaluates a glyph.",
    tag: "multicore",
    body: broadcastSchema,
    example: { glyph: "✦", context: "a spark" },
    response: broadcastResultSchema,
    // {broadcastId, glyph, context, agents, resonance, timestamp, results: [{logId, agentId, agentName, emoji, response, eventType, ritual, result}], ritualEvents}
    handler: async ({ services, body }) => submitBroadcast(services, body),
  }),
];
