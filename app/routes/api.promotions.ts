import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPromotions } from "~/domain/promotions.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** {promotions: [...]}: every promotion, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  const promotions = await listPromotions(context.services.db, { limit });
  return json({ promotions }, { headers: { "Cache-Control": "no-store" } });
}
