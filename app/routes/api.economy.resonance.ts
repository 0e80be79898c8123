import type { LoaderFunctionArgs } from "@remix-run/node";
import { listExchanges } from "~/domain/economy.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** {exchanges: [{id, fromNodeId, toNodeId, resonanceScore, valMinted, createdAt}]}, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  const exchanges = await listExchanges(context.services.db, limit);
  return json({ exchanges }, { headers: { "Cache-Control": "no-store" } });
}
