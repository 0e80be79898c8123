import type { ActionFunctionArgs } from "@remix-run/node";
import { offerSchema } from "~/domain/merchant.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, parseJson, postOnly } from "~/infra/http.server";
import { createMarketOffer } from "~/infra/operator-writes.server";

/**
 * Operators put a merchant node's knowledge on the marketplace: {merchantNodeId, glyphType,
 * knowledgeCargo, valPrice (whole VAL ≥ 1, default 1), resonanceTags (list or comma-separated)} → 201 the offer.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const input = await parseJson(request, offerSchema);
  const result = await createMarketOffer(context.services, input, operator);
  if (result.outcome === "merchant_not_found") return jsonError("not_found", result.message);
  if (result.outcome === "not_a_merchant") return jsonError("bad_request", result.message);
  return json(result.offer, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
