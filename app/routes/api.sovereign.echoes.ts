import type { LoaderFunctionArgs } from "@remix-run/node";
import { listEchoes } from "~/domain/lineage.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Echoes, newest first: [{id, projectId, echoType, message, glyphSignature, intensity, surfacedAt}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  return json(await listEchoes(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
