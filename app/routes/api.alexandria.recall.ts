import type { LoaderFunctionArgs } from "@remix-run/node";
import { recallArchiveJson, recallPatternSchema } from "~/domain/alexandria.server";
import { jsonError, jsonText, zodIssues } from "~/infra/http.server";
import { ARCHIVE_FETCH_LIMIT } from "~/lib/alexandria";
import { clampLimit } from "~/lib/limits";

/** GET /api/alexandria/recall?pattern=…&limit=100 — the closest memories of every source first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const pattern = recallPatternSchema.safeParse(params.get("pattern") ?? undefined);
  if (!pattern.success) {
    const issues = zodIssues(pattern.error).map((i) => ({ ...i, path: "pattern" }));
    return jsonError("validation_failed", issues[0].message, { issues });
  }
  const limit = clampLimit(params.get("limit"), ARCHIVE_FETCH_LIMIT, ARCHIVE_FETCH_LIMIT);
  return jsonText(await recallArchiveJson(context.services.recallDb, pattern.data, limit), { headers: { "Cache-Control": "no-store" } });
}
