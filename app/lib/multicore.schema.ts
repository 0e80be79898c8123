/** The broadcast input schema (server side), apart from ./multicore so the browser bundle never pulls zod in. */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { BROADCAST_RULES as R } from "./multicore";

/** POST /api/multicore/broadcast-glyph and the screen's form: glyph trimmed 1..32, optional context ≤ 500 (empty = none). */
export const broadcastSchema = z.object({
  glyph: z
    .string({ error: R.glyph.required })
    .trim()
    .min(1, { error: R.glyph.required })
    .max(R.glyph.maxLength, { error: R.glyph.tooLong }),
  context: z
    .string({ error: "Context must be text." })
    .trim()
    .max(R.context.maxLength, { error: R.context.tooLong })
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type BroadcastInput = z.infer<typeof broadcastSchema>;

// What the multicore endpoints answer (./multicore infers its agent and activation log types from these).

export const multicoreAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  status: z.string(),
  heritage: z.string(),
  purpose: z.string(),
  glyphAffinity: z.array(z.string()),
  capabilities: z.array(z.string()),
  version: z.string(),
  lastActive: timestamp.nullable(),
});
export type MulticoreAgent = z.infer<typeof multicoreAgentSchema>;

/** An activation log entry as the API and the screen show it. */
export const activationEntrySchema = z.object({
  id: z.number().int(),
  agentId: z.string(),
  eventType: z.string(),
  glyphInput: z.string(),
  context: z.string().nullable(),
  result: z.string(),
  timestamp,
});
export type ActivationLogEntry = z.infer<typeof activationEntrySchema>;

export const broadcastResultSchema = z.looseObject({ broadcastId: z.string(), glyph: z.string(), results: z.array(z.unknown()) });
