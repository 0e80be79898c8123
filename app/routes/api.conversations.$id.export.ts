import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConversation } from "~/domain/conversations.server";
import { getOperator } from "~/infra/auth-guard.server";
import { jsonError } from "~/infra/http.server";
import { conversationExportName, conversationMarkdown } from "~/lib/conversation-markdown";

/** The conversation as a Markdown download (same rule as GET /api/conversations/:id: the visitor's own, operators any). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const operator = (await getOperator(request, context)) !== null;
  const detail = await getConversation(context.services.db, params.id ?? "", { visitorId: context.visitorId, operator });
  if (!detail) return jsonError("not_found", "There is no conversation of yours with this id.");
  return new Response(conversationMarkdown(detail, { origin: new URL(request.url).origin }), {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": `attachment; filename="${conversationExportName(detail)}"`,
      "Cache-Control": "private, no-store",
      Vary: "Cookie, Authorization",
    },
  });
}
