import type { ActionFunctionArgs } from "@remix-run/node";
import { announceMarketChange, createOffer, offerSchema } from "~/domain/merchant.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, parseJson, postOnly } from "~/infra/http.server";

/**
 * Operators put a merchant node's knowledge on the marketplace: {merchantNodeId, glyphType,
 * knowledgeCargo, valPrice (whole VAL ≥ 1, default 1), resonanceTags (list or comma-separated)} → 201 the offer.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const input = await parseJson(request, offerSchema);
  const result = await createOffer(context.services.db, input, operator);
  if (result.outcome === "merchant_not_found") return jsonError("not_found", result.message);
  if (result.outcome === "not_a_merchant") return jsonError("bad_request", result.message);
  await announceMarketChange(context.services, "knowledge_offer", { id: result.offer.id, merchantNodeId: result.offer.merchantNodeId });
  return json(result.offer, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
