/** What the entropy endpoints answer (client-safe; app/lib/entropy.ts infers its figures' types from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const entropyFiguresSchema = z.object({
  /** Glyphs in the alphabet (used or not). */
  glyphCount: z.number().int(),
  /** Total usages. */
  samples: z.number().int(),
  /** Shannon entropy in bits. */
  entropy: z.number(),
  /** Entropy divided by the largest possible, log2(glyphCount); 0..1. */
  normalizedEntropy: z.number(),
  /** 1 − normalisedEntropy; 0 when there is nothing to measure. */
  redundancy: z.number(),
});

export const coreEntropySchema = entropyFiguresSchema.extend({ core: z.number().int(), glyphs: z.array(z.string()), aboveThreshold: z.boolean() });

export const entropySummarySchema = entropyFiguresSchema.extend({
  cores: z.array(coreEntropySchema),
  coreCount: z.number().int(),
  redundancyThreshold: z.number(),
  aboveThreshold: z.boolean(),
  computedAt: timestamp,
});

export const entropyAlertSchema = z.object({
  scope: z.enum(["core", "glyph_set"]),
  core: z.number().int().nullable(),
  redundancy: z.number(),
  threshold: z.number(),
  severity: z.enum(["warning", "critical"]),
  message: z.string(),
});

export const entropyAlertsSchema = z.object({ threshold: z.number(), alerts: z.array(entropyAlertSchema), computedAt: timestamp });
