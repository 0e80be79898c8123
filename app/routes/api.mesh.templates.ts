import type { LoaderFunctionArgs } from "@remix-run/node";
import { listEmergentTemplates, referenceTemplates } from "~/domain/evolution.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** {reference: the 29 node types, emergent: emergent templates, most recently seen first}. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  const emergent = await listEmergentTemplates(context.services.db, limit);
  return json({ reference: referenceTemplates(), emergent }, { headers: { "Cache-Control": "no-store" } });
}
