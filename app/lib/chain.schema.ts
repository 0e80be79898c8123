/**
 * What the living glyph chain endpoints answer (client-safe; the domain's GlyphChain is inferred from it).
 * `glyphs` is the chain itself: the ten library glyphs, then one link per glyph of the mesh's glyph
 * activity, oldest first (app/lib/chain.ts, buildChain); glyphs repeat.
 */
import { z } from "zod";

export const glyphChainSchema = z.object({ currentPhase: z.number().int().min(1).max(4), glyphs: z.array(z.string()), silentName: z.string().nullable() }).meta({ id: "GlyphChain" });
export type GlyphChain = z.infer<typeof glyphChainSchema>;
