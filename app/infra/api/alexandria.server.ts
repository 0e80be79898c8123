/** The Alexandria endpoints (spec "Alexandria Archive"): the archive, recall by pattern, one source's memories. */
import { z } from "zod";
import { listMemories, recallArchiveJson, recallPatternSchema } from "../../domain/alexandria.server";
import { ARCHIVE_FETCH_LIMIT, normalizeRecallTerm, RECALL_TERM_MAX } from "../../lib/alexandria";
import { archiveHistorySchema, archiveMemoryListSchema, sourceTypeSchema } from "../../lib/alexandria.schema";
import { endpoint, firstIssueError } from "../endpoint.server";
import { cachedHistory } from "../history-cache.server";
import { jsonText } from "../http.server";
import { limitQuery, rangeQuery } from "./params.server";

const NO_STORE = { "Cache-Control": "no-store" };
const limit = limitQuery(ARCHIVE_FETCH_LIMIT, ARCHIVE_FETCH_LIMIT).shape.limit;

export const alexandriaEndpoints = [
  endpoint({
    method: "get",
    path: "/api/alexandria/archive",
    summary: "Every source's memories, newest first.",
    tag: "alexandria",
    query: limitQuery(ARCHIVE_FETCH_LIMIT, ARCHIVE_FETCH_LIMIT),
    response: archiveMemoryListSchema,
    handler: async ({ services, query }) => listMemories(services.db, query.limit),
  }),
  endpoint({
    method: "get",
    path: "/api/alexandria/recall",
    summary: "The memories closest to a pattern first.",
    tag: "alexandria",
    query: z.object({ pattern: recallPatternSchema.meta({ example: "listening" }), limit }),
    // A missing, empty or long pattern is refused in the pattern schema's own words.
    invalid: firstIssueError,
    response: archiveMemoryListSchema,
    // PostgreSQL serializes the answer (recallArchiveJson): sent as it is.
    handler: async ({ services, query }) => jsonText(await recallArchiveJson(services.recallDb, query.pattern, query.limit), { headers: NO_STORE }),
  }),
  endpoint({
    method: "get",
    path: "/api/alexandria/source/{sourceType}",
    summary: "One source's memories (closest first with a pattern).",
    tag: "alexandria",
    params: z.object({ sourceType: sourceTypeSchema.meta({ example: "mind_palace" }) }),
    // A blank pattern means none; only its trimmed length counts against the limit.
    query: z.object({ pattern: z.string().trim().max(RECALL_TERM_MAX, `A recall pattern has at most ${RECALL_TERM_MAX} characters.`).optional(), limit }),
    // An unknown source or a long pattern is refused with its own message.
    invalid: firstIssueError,
    response: archiveMemoryListSchema,
    handler: async ({ services, params, query }) => {
      const pattern = normalizeRecallTerm(query.pattern);
      if (pattern) return jsonText(await recallArchiveJson(services.recallDb, pattern, query.limit, params.sourceType), { headers: NO_STORE });
      return listMemories(services.db, query.limit, params.sourceType);
    },
  }),
  // Read by /alexandria's charts every 10 s; a 5 s cache shared with the page's loader (deliberations' memories announce "chat").
  endpoint({
    method: "get",
    path: "/api/alexandria/history",
    summary: "Memories stored and memories evicted per bucket of a range.",
    tag: "alexandria",
    query: rangeQuery,
    response: archiveHistorySchema,
    handler: ({ services, query }) => cachedHistory(services, "alexandria", query.range),
  }),
];
