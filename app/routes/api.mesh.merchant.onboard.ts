import type { ActionFunctionArgs } from "@remix-run/node";
import { onboardSchema } from "~/domain/merchant.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, parseJson, postOnly } from "~/infra/http.server";
import { onboardMerchantAgent } from "~/infra/operator-writes.server";

/**
 * Operators onboard an agent through an active Merchant node: {merchantNodeId, agentId, agentType?,
 * initialProofOfThought?} → 201 {message, valEarned, capacityGenerated, onboarding, merchantBalance}.
 * 404 unknown merchant, 400 not an active Merchant node, 409 agent already onboarded.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const input = await parseJson(request, onboardSchema);
  const result = await onboardMerchantAgent(context.services, input, operator);
  switch (result.outcome) {
    case "merchant_not_found":
      return jsonError("not_found", result.message);
    case "not_a_merchant":
      return jsonError("bad_request", result.message);
    case "duplicate":
      return jsonError("conflict", result.message);
  }
  const { outcome: _outcome, ...body } = result;
  return json(body, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
