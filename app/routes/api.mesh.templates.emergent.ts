import type { LoaderFunctionArgs } from "@remix-run/node";
import { listEmergentTemplates } from "~/domain/evolution.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Emergent templates, most recently seen first: [{id, typeName, status, confidence, occurrenceCount, capabilities, …}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  return json(await listEmergentTemplates(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
