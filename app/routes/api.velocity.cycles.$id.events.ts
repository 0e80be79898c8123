import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCycleEvents } from "~/domain/velocity.server";
import { json, jsonError } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** A cycle's events, newest first: [{id, eventType, nodeId, success, timestamp, details}]; 404 for an unknown cycle. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  const events = await listCycleEvents(context.services.db, params.id ?? "", limit);
  if (!events) return jsonError("not_found", "There is no cycle with this id.");
  return json(events, { headers: { "Cache-Control": "no-store" } });
}
