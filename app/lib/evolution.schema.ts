/** What the mesh evolution endpoints answer (client-safe; the domain's types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { historySchema } from "./history.schema";

const strings = z.array(z.string());

export const patternSchema = z.object({
  id: z.string(),
  signature: z.string(),
  patternType: z.enum(["event_sequence", "glyph_cooccurrence"]),
  description: z.string(),
  isNovel: z.boolean(),
  impact: z.number(),
  frequency: z.number().int(),
  participantTypes: strings,
  glyphSignature: z.string(),
  firstSeenAt: timestamp,
  lastSeenAt: timestamp,
});
export type Pattern = z.infer<typeof patternSchema>;

export const patternListsSchema = z.object({ all: z.array(patternSchema), novel: z.array(patternSchema) });

export const reflectionSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  reflectionType: z.enum(["autonomous", "focused"]),
  query: z.string().nullable(),
  timestamp,
  templatesDiscovered: z.number().int(),
  capabilitiesFound: strings,
  triggered_by: z.string(),
  eventsRead: z.number().int(),
  messagesRead: z.number().int(),
  patternsSeen: z.number().int(),
  novelPatterns: z.number().int(),
  /** A focused reflection's answer to its question; null for autonomous reflections. */
  answer: z.string().nullable(),
});
export type Reflection = z.infer<typeof reflectionSchema>;

export const referenceTemplateSchema = z.object({ typeName: z.string(), summary: z.string(), capabilities: strings, glyphProfile: strings });
export type ReferenceTemplate = z.infer<typeof referenceTemplateSchema>;

export const emergentTemplateSchema = z
  .object({
    id: z.string(),
    typeName: z.string(),
    status: z.enum(["active", "candidate"]),
    confidence: z.number(),
    occurrenceCount: z.number().int(),
    capabilities: strings,
    firstSeenAt: timestamp,
    lastSeenAt: timestamp,
    approvedBy: z.string().nullable(),
    approvedAt: timestamp.nullable(),
  })
  .meta({ id: "EmergentTemplate" });
export type EmergentTemplate = z.infer<typeof emergentTemplateSchema>;

export const templatesSchema = z.object({ reference: z.array(referenceTemplateSchema), emergent: z.array(emergentTemplateSchema) });

export const evolutionMetricsSchema = z.object({
  emergenceScore: z.number().min(0).max(1),
  referenceTemplates: z.number().int(),
  emergentTemplates: z.number().int(),
  activeTemplates: z.number().int(),
  candidateTemplates: z.number().int(),
  totalPatterns: z.number().int(),
  novelPatterns: z.number().int(),
  /** Sightings (frequency) of all patterns and of the novel ones: the emergence score's first part. */
  totalFrequency: z.number().int(),
  novelFrequency: z.number().int(),
  reflections: z.number().int(),
  lastReflectionAt: timestamp.nullable(),
});

/** /api/mesh/evolution/history: the emergence score and the reflections per period over the range. */
export const evolutionHistorySchema = z.object({ emergence: historySchema, reflections: historySchema });
export type EvolutionHistory = z.infer<typeof evolutionHistorySchema>;
