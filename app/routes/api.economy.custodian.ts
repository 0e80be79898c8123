import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCustodianEvents } from "~/domain/economy.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** {events: [{id, severity, eventType, nodeId, actionTaken, timestamp}]}, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  const events = await listCustodianEvents(context.services.db, limit);
  return json({ events }, { headers: { "Cache-Control": "no-store" } });
}
