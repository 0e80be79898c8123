import type { LoaderFunctionArgs } from "@remix-run/node";
import { listMemories, recallArchiveJson, sourceTypeSchema } from "~/domain/alexandria.server";
import { json, jsonError, jsonText, zodIssues } from "~/infra/http.server";
import { ARCHIVE_FETCH_LIMIT, normalizeRecallTerm, RECALL_TERM_MAX } from "~/lib/alexandria";
import { clampLimit } from "~/lib/limits";

/**
 * GET /api/alexandria/source/{trinity_mesh|safety_protocol|mind_palace}?limit=100[&pattern=…]
 * One source's memories: newest first, or the closest first when a (non-blank) pattern is given.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const source = sourceTypeSchema.safeParse(params.sourceType);
  if (!source.success) {
    const issues = zodIssues(source.error).map((i) => ({ ...i, path: "sourceType" }));
    return jsonError("validation_failed", issues[0].message, { issues });
  }
  const search = new URL(request.url).searchParams;
  const raw = search.get("pattern");
  if (raw !== null && raw.trim().length > RECALL_TERM_MAX) {
    const message = `A recall pattern has at most ${RECALL_TERM_MAX} characters.`;
    return jsonError("validation_failed", message, { issues: [{ path: "pattern", message }] });
  }
  const pattern = normalizeRecallTerm(raw);
  const limit = clampLimit(search.get("limit"), ARCHIVE_FETCH_LIMIT, ARCHIVE_FETCH_LIMIT);
  const { db } = context.services;
  const headers = { "Cache-Control": "no-store" };
  if (pattern) return jsonText(await recallArchiveJson(context.services.recallDb, pattern, limit, source.data), { headers });
  return json(await listMemories(db, limit, source.data), { headers });
}
