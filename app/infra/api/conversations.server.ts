/**
 * A visitor's Trinity conversations: what a visitor writes is theirs. Each answers the visitor's own
 * (an operator's token or session: anyone's), so never from a shared cache: `private, no-store`.
 */
import { z } from "zod";
import { getConversation, listConversations } from "../../domain/conversations.server";
import { conversationExportName, conversationMarkdown } from "../../lib/conversation-markdown";
import { conversationDetailSchema, conversationSummarySchema } from "../../lib/conversations.schema";
import { getOperator } from "../auth-guard.server";
import { endpoint } from "../endpoint.server";
import { json, jsonError } from "../http.server";
import { limitQuery, pathParam } from "./params.server";

const PER_VIEWER = { "Cache-Control": "private, no-store", Vary: "Cookie, Authorization" };
const conversationId = pathParam("id", "00000000-0000-4000-8000-000000000000", "A conversation id (uuid), as swarm_complete names it.");
const NOT_YOURS = "There is no conversation of yours with this id.";

export const conversationEndpoints = [
  endpoint({
    method: "get",
    path: "/api/conversations",
    summary: "The caller's own Trinity conversations, most recently active first (an operator's token or session: everyone's).",
    tag: "chat",
    query: limitQuery(50),
    response: z.array(conversationSummarySchema),
    handler: async ({ request, context, services, query, visitorId }) => {
      const operator = (await getOperator(request, context)) !== null;
      return json(await listConversations(services.db, { visitorId, operator }, query.limit), { headers: PER_VIEWER });
    },
  }),
  endpoint({
    method: "get",
    path: "/api/conversations/{id}",
    summary: "One of the caller's conversations with its turns, oldest first (operators: anyone's); 404 for anyone else's.",
    tag: "chat",
    params: conversationId,
    response: conversationDetailSchema,
    errors: [404],
    handler: async ({ request, context, services, params, visitorId }) => {
      const operator = (await getOperator(request, context)) !== null;
      const detail = await getConversation(services.db, params.id, { visitorId, operator });
      if (!detail) return jsonError("not_found", NOT_YOURS);
      return json(detail, { headers: PER_VIEWER });
    },
  }),
  endpoint({
    method: "get",
    path: "/api/conversations/{id}/export",
    summary: "The conversation as a Markdown download (same rule as GET /api/conversations/{id}).",
    tag: "chat",
    params: conversationId,
    response: z.string(),
    contentType: "text/markdown",
    errors: [404],
    handler: async ({ request, context, services, params, visitorId }) => {
      const operator = (await getOperator(request, context)) !== null;
      const detail = await getConversation(services.db, params.id, { visitorId, operator });
      if (!detail) return jsonError("not_found", NOT_YOURS);
      return new Response(conversationMarkdown(detail, { origin: new URL(request.url).origin }), {
        headers: { "Content-Type": "text/markdown; charset=utf-8", "Content-Disposition": `attachment; filename="${conversationExportName(detail)}"`, ...PER_VIEWER },
      });
    },
  }),
];
