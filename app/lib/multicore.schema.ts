/** The broadcast input schema (server side), apart from ./multicore so the browser bundle never pulls zod in. */
import { z } from "zod";
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
