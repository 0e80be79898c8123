/** The living glyph chain endpoints (spec §3, §9): the visitor's chain and its four phases. */
import { chainGlyphs, getChain, progressChain, resetChain, type ChainGlyphsRead } from "../../domain/chain.server";
import { glyphChainSchema } from "../../lib/chain.schema";
import { endpoint } from "../endpoint.server";
import type { Services } from "../services.server";

/**
 * How long one read of the mesh's glyph chain is reused. A chat write drops it at once (below); a row
 * written without an announcement shows within this.
 */
export const CHAIN_GLYPHS_TTL_MS = 5_000;

/**
 * The mesh's glyph chain through this process's read cache: one read of up to six thousand rows (and
 * their glyphs split out) serves every visitor's chain for a few seconds, dropped at once by a chat
 * write (memories, contributions, feedback, broadcasts and glyph weights all announce `chat`).
 */
export function sharedChainGlyphs(services: Pick<Services, "cache" | "db">): ChainGlyphsRead {
  return () => services.cache.read("chain:glyphs", "chat", CHAIN_GLYPHS_TTL_MS, () => chainGlyphs(services.db));
}

export const chainEndpoints = [
  endpoint({
    method: "get",
    path: "/api/living-glyph-chain",
    summary: "The visitor's chain.",
    tag: "chain",
    response: glyphChainSchema,
    handler: async ({ services, visitorId }) => getChain(services.db, visitorId, sharedChainGlyphs(services)),
  }),
  // The writes take no body: one sent anyway is ignored.
  endpoint({
    method: "post",
    path: "/api/living-glyph-chain/progress",
    summary: "Advances the visitor's chain one phase (never past 4).",
    tag: "chain",
    response: glyphChainSchema,
    handler: async ({ services, visitorId }) => progressChain(services.db, visitorId, sharedChainGlyphs(services)),
  }),
  endpoint({
    method: "post",
    path: "/api/living-glyph-chain/reset",
    summary: "Takes the visitor's chain back to phase 1.",
    tag: "chain",
    response: glyphChainSchema,
    handler: async ({ services, visitorId }) => resetChain(services.db, visitorId, sharedChainGlyphs(services)),
  }),
];
