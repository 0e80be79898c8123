import type { ActionFunctionArgs } from "@remix-run/node";
import { tradeSchema } from "~/domain/merchant.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, parseJson, postOnly } from "~/infra/http.server";
import { tradeMarketOffer } from "~/infra/operator-writes.server";

/**
 * An operator trades an offer on behalf of a buyer node: {buyerNodeId} → 200 {offer, balances}.
 * 404 unknown offer or buyer, 400 a node buying its own merchant's offer, 409 already traded or
 * not enough VAL (the offer then stays available).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const { buyerNodeId } = await parseJson(request, tradeSchema);
  const result = await tradeMarketOffer(context.services, params.id ?? "", buyerNodeId, operator);
  switch (result.outcome) {
    case "offer_not_found":
    case "buyer_not_found":
      return jsonError("not_found", result.message);
    case "own_offer":
      return jsonError("bad_request", result.message);
    case "already_traded":
    case "insufficient_funds":
      return jsonError("conflict", result.message);
  }
  return json({ offer: result.offer, balances: result.balances }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
