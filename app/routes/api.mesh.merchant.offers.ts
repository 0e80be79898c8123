import type { LoaderFunctionArgs } from "@remix-run/node";
import { listOffers, offerStatusSchema } from "~/domain/merchant.server";
import { json, jsonError } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Knowledge offers, newest first; `?status=available|traded` narrows them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const rawStatus = params.get("status");
  const status = rawStatus === null || rawStatus === "" ? undefined : offerStatusSchema.safeParse(rawStatus);
  if (status && !status.success) return jsonError("bad_request", 'status must be "available" or "traded".');
  const limit = clampLimit(params.get("limit"), 50);
  return json(await listOffers(context.services.db, { status: status?.data, limit }), { headers: { "Cache-Control": "no-store" } });
}
