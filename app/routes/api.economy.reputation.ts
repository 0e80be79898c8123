import type { LoaderFunctionArgs } from "@remix-run/node";
import { listReputations } from "~/domain/economy.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** {reputations: [{nodeId, nodeName, trustScore, serviceHistory, successfulTrades, violations}]}, highest trust first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  const reputations = await listReputations(context.services.db, limit);
  return json({ reputations }, { headers: { "Cache-Control": "no-store" } });
}
