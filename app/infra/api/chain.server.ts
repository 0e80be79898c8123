/** The living glyph chain endpoints (spec §3, §9): the visitor's chain and its four phases. */
import { getChain, progressChain, resetChain } from "../../domain/chain.server";
import { glyphChainSchema } from "../../lib/chain.schema";
import { endpoint } from "../endpoint.server";

export const chainEndpoints = [
  endpoint({
    method: "get",
    path: "/api/living-glyph-chain",
    summary: "The visitor's chain.",
    tag: "chain",
    response: glyphChainSchema,
    handler: async ({ services, visitorId }) => getChain(services.db, visitorId),
  }),
  // The writes take no body: one sent anyway is ignored.
  endpoint({
    method: "post",
    path: "/api/living-glyph-chain/progress",
    summary: "Advances the visitor's chain one phase (never past 4).",
    tag: "chain",
    response: glyphChainSchema,
    handler: async ({ services, visitorId }) => progressChain(services.db, visitorId),
  }),
  endpoint({
    method: "post",
    path: "/api/living-glyph-chain/reset",
    summary: "Takes the visitor's chain back to phase 1.",
    tag: "chain",
    response: glyphChainSchema,
    handler: async ({ services, visitorId }) => resetChain(services.db, visitorId),
  }),
];
