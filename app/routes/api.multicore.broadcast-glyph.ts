import type { ActionFunctionArgs } from "@remix-run/node";
import { broadcastSchema } from "~/domain/multicore.server";
import { json, parseJson, postOnly } from "~/infra/http.server";
import { submitBroadcast } from "~/infra/mesh-writes.server";

/**
 * {glyph, context?} → every agent evaluates the glyph: {broadcastId, glyph, context, agents, resonance,
 * timestamp, results: [{logId, agentId, agentName, emoji, response, eventType, ritual, result}], ritualEvents}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const input = await parseJson(request, broadcastSchema);
  const outcome = await submitBroadcast(context.services, input);
  return json(outcome, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
