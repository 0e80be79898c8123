/** The broadcast input schema (server side), apart from ./multicore so the browser bundle never pulls zod in. */
import { z } from "zod";
import { BROADCAST_CONTEXT_MAX, BROADCAST_GLYPH_MAX } from "./multicore";

const GLYPH_REQUIRED = "Enter a glyph to broadcast.";

/** POST /api/multicore/broadcast-glyph and the screen's form: glyph trimmed 1..32, optional context ≤ 500 (empty = none). */
export const broadcastSchema = z.object({
  glyph: z
    .string({ error: GLYPH_REQUIRED })
    .trim()
    .min(1, { error: GLYPH_REQUIRED })
    .max(BROADCAST_GLYPH_MAX, { error: `A glyph is at most ${BROADCAST_GLYPH_MAX} characters.` }),
  context: z
    .string({ error: "Context must be text." })
    .trim()
    .max(BROADCAST_CONTEXT_MAX, { error: `Context is at most ${BROADCAST_CONTEXT_MAX} characters.` })
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type BroadcastInput = z.infer<typeof broadcastSchema>;
