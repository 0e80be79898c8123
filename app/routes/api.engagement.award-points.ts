import type { ActionFunctionArgs } from "@remix-run/node";
import { awardPoints, awardPointsSchema } from "~/domain/engagement.server";
import { json, parseJson, postOnly } from "~/infra/http.server";

/** Awards points to the visitor's wallet; the same description awards once (a repeat answers awarded:false). */
export async function action({ request, context }: ActionFunctionArgs) {
  const award = await parseJson(request, awardPointsSchema);
  const result = await awardPoints(context.services.db, context.visitorId, award);
  return json({ walletId: context.visitorId, ...result, amount: award.amount, description: award.description }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
