/** What the chat screen's polled reads answer: glyph weights, the minds' safety, the recursive archive (client-safe). */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { historySchema } from "./history.schema";

export const glyphWeightSchema = z.object({ glyph: z.string(), usageCount: z.number(), totalResonance: z.number(), lastUsed: timestamp }).meta({ id: "GlyphWeight" });

export const safetyRecordSchema = z.object({
  agentName: z.string(),
  agentGlyph: z.string(),
  recordedAt: timestamp,
  cognitiveLoad: z.number(),
  safetyZone: z.enum(["safe_low", "dread_valley", "safe_high"]),
  alertLevel: z.enum(["normal", "caution", "critical"]),
  supportMechanisms: z.array(z.string()),
});

export const archiveStatsSchema = z.object({ totalEvents: z.number().int(), tagDistribution: z.record(z.string(), z.number()) });

export const archiveEventSchema = z.object({
  description: z.string(),
  timestamp,
  tags: z.array(z.string()),
  metadata: z.looseObject({ agentGlyph: z.string(), agentName: z.string(), cognitiveLoad: z.number(), safetyZone: z.string() }),
});

/** /api/glyphs/history: every glyph's uses per bucket, and one series per glyph for the range's most used. */
export const glyphHistorySchema = z.object({
  total: historySchema,
  glyphs: historySchema.describe("One series per glyph (label: the glyph), the range's most used first."),
});
