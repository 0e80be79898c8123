import type { LoaderFunctionArgs } from "@remix-run/node";
import { listOnboardings } from "~/domain/merchant.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Onboardings, newest first: [{id, merchantNodeId, merchantName, agentId, agentType, valEarned, capacityGenerated, onboardedBy, timestamp}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 50);
  return json(await listOnboardings(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
