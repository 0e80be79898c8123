import type { ActionFunctionArgs } from "@remix-run/node";
import { reviewPromotionAndAnnounce, reviewPromotionSchema } from "~/domain/promotions.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, parseJson, postOnly } from "~/infra/http.server";

/** Operators approve or reject a pending promotion: {approved, reviewNotes?}; 404 unknown, 409 when it is not pending. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const input = await parseJson(request, reviewPromotionSchema);
  const result = await reviewPromotionAndAnnounce(context.services, params.id ?? "", input, operator);
  if (result.outcome === "not_found") return jsonError("not_found", "There is no promotion with this id.");
  if (result.outcome === "not_pending") return jsonError("conflict", `This promotion is already ${result.status}; only pending promotions can be reviewed.`);
  return json(result.promotion, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
