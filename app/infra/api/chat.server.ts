/** The chat screen's polled reads: glyph weights, the minds' cognitive safety, the recursive archive. */
import { z } from "zod";
import { listGlyphWeights } from "../../domain/glyphs.server";
import { archiveStats, recentArchiveEvents } from "../../domain/recursive-archive.server";
import { currentSafety } from "../../domain/safety.server";
import { archiveEventSchema, archiveStatsSchema, glyphHistorySchema, glyphWeightSchema, safetyRecordSchema } from "../../lib/chat.schema";
import { endpoint } from "../endpoint.server";
import { cachedHistory } from "../history-cache.server";
import { limitQuery, rangeQuery } from "./params.server";

const weights = (path: string, summary: string, fallback: number) =>
  endpoint({
    method: "get",
    path,
    summary,
    tag: "chat",
    query: limitQuery(fallback),
    response: z.array(glyphWeightSchema),
    cached: "chat",
    express: true,
    handler: ({ services, query }) => listGlyphWeights(services.db, query.limit),
  });

export const chatEndpoints = [
  weights("/api/glyphweights", "Glyph weights (legacy path).", 100),
  weights("/api/glyph-weights", "The heaviest glyphs.", 10),
  endpoint({
    method: "get",
    path: "/api/glyph-weights/all",
    summary: "Every glyph weight.",
    tag: "chat",
    response: z.array(glyphWeightSchema),
    cached: "chat",
    express: true,
    handler: ({ services }) => listGlyphWeights(services.db, 1000),
  }),
  // Read by /glyph-heatmap's charts with its 5 s poll; a 5 s cache shared with the page's loader.
  endpoint({
    method: "get",
    path: "/api/glyphs/history",
    summary: "Glyph uses per bucket of a range: all glyphs together, and each of the range's 20 most used.",
    tag: "chat",
    query: rangeQuery,
    response: glyphHistorySchema,
    handler: ({ services, query }) => cachedHistory(services, "glyphs", query.range),
  }),
  endpoint({
    method: "get",
    path: "/api/cognitive-safety/current",
    summary: "Each mind's latest cognitive-safety record, by agent.",
    tag: "chat",
    response: z.record(z.string(), safetyRecordSchema),
    cached: "chat",
    express: true,
    handler: ({ services }) => currentSafety(services.db),
  }),
  endpoint({
    method: "get",
    path: "/api/recursive-archive/recent",
    summary: "The recursive archive's newest events (by id) and its statistics.",
    tag: "chat",
    query: limitQuery(10),
    response: z.object({ events: z.record(z.string(), archiveEventSchema), stats: archiveStatsSchema }),
    cached: "chat",
    express: true,
    handler: async ({ services, query }) => {
      const [events, stats] = await Promise.all([recentArchiveEvents(services.db, query.limit), archiveStats(services.db)]);
      return { events, stats };
    },
  }),
  endpoint({
    method: "get",
    path: "/api/recursive-archive/stats",
    summary: "The recursive archive's statistics.",
    tag: "chat",
    response: archiveStatsSchema,
    cached: "chat",
    express: true,
    handler: ({ services }) => archiveStats(services.db),
  }),
];
