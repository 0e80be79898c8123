import type { ActionFunctionArgs } from "@remix-run/node";
import { assignBadge, assignBadgeSchema } from "~/domain/engagement.server";
import { json, parseJson, postOnly } from "~/infra/http.server";

/** Gives the visitor's wallet a badge, once (a repeat answers assigned:false). */
export async function action({ request, context }: ActionFunctionArgs) {
  const badge = await parseJson(request, assignBadgeSchema);
  const result = await assignBadge(context.services.db, context.visitorId, badge);
  return json({ walletId: context.visitorId, badge: badge.badge, ...result }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
