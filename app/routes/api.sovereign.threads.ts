import type { LoaderFunctionArgs } from "@remix-run/node";
import { listThreads } from "~/domain/lineage.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Threads, newest first: [{id, projectId, threadTitle, content, contributedAt, intensity, glyphSequence}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  return json(await listThreads(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
