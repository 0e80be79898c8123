import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConversation } from "~/domain/conversations.server";
import { getOperator } from "~/infra/auth-guard.server";
import { json, jsonError } from "~/infra/http.server";

/** One of the visitor's conversations with its turns (operators: anyone's); 404 for anyone else's, unknown ids and non-uuids. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const operator = (await getOperator(request, context)) !== null;
  const detail = await getConversation(context.services.db, params.id ?? "", { visitorId: context.visitorId, operator });
  if (!detail) return jsonError("not_found", "There is no conversation of yours with this id.");
  return json(detail, { headers: { "Cache-Control": "private, no-store", Vary: "Cookie, Authorization" } });
}
