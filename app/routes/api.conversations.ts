import type { LoaderFunctionArgs } from "@remix-run/node";
import { listConversations } from "~/domain/conversations.server";
import { getOperator } from "~/infra/auth-guard.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/**
 * The asking visitor's conversations, most recently active first (an operator's session or API
 * token: everyone's). Per viewer, so never from the shared read cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 50);
  const operator = (await getOperator(request, context)) !== null;
  const list = await listConversations(context.services.db, { visitorId: context.visitorId, operator }, limit);
  return json(list, { headers: { "Cache-Control": "private, no-store", Vary: "Cookie, Authorization" } });
}
