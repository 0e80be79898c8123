import type { LoaderFunctionArgs } from "@remix-run/node";
import { activationLog } from "~/domain/multicore.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Newest first, `?limit=` 1..100 (default 50): [{id, agentId, eventType, glyphInput, context, result, timestamp}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 50);
  return json(await activationLog(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
