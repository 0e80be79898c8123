import type { LoaderFunctionArgs } from "@remix-run/node";
import { listMemories } from "~/domain/alexandria.server";
import { json } from "~/infra/http.server";
import { ARCHIVE_FETCH_LIMIT } from "~/lib/alexandria";
import { clampLimit } from "~/lib/limits";

/** GET /api/alexandria/archive?limit=100 — every source, newest first (limit 1..100, default 100). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), ARCHIVE_FETCH_LIMIT, ARCHIVE_FETCH_LIMIT);
  return json(await listMemories(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
