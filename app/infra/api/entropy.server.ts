/** The entropy endpoints (spec §2.6): Shannon entropy of glyph usage over the mesh and its 8 cores. */
import { readEntropyAlerts, readEntropySummary } from "../../domain/entropy.server";
import { entropyAlertsSchema, entropySummarySchema } from "../../lib/entropy.schema";
import { endpoint } from "../endpoint.server";

export const entropyEndpoints = [
  endpoint({
    method: "get",
    path: "/api/entropy/summary",
    summary: "Shannon entropy of glyph usage over the mesh and its cores.",
    tag: "entropy",
    response: entropySummarySchema,
    handler: async ({ services }) => readEntropySummary(services.db),
  }),
  endpoint({
    method: "get",
    path: "/api/entropy/alerts",
    summary: "Cores (and the glyph set) above the redundancy threshold.",
    tag: "entropy",
    response: entropyAlertsSchema,
    handler: async ({ services }) => readEntropyAlerts(services.db),
  }),
];
