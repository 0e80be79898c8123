/** What the history endpoints answer and take (client-safe): the chart data shape of app/lib/history.ts. */
import { z } from "zod";
import { HISTORY_RANGES } from "./history";

export const historyPointSchema = z.object({ t: z.number().int().describe("The bucket's start, ms since the epoch (UTC-aligned)."), v: z.number() });
export const historySchema = z.object({
  range: z.enum(HISTORY_RANGES),
  stepMs: z.number().int(),
  unit: z.string(),
  series: z.array(z.object({ label: z.string(), points: z.array(historyPointSchema) })),
});


/** /api/mesh/history: active nodes over the range, each node's heartbeats per hour over 24 hours. */
export const meshHistorySchema = z.object({
  activeNodes: historySchema,
  uptime: z.object({
    stepMs: z.number().int(),
    full: z.number().describe("Heartbeats in an hour at the expected interval (a fully-up hour)."),
    nodes: z.array(z.object({ nodeId: z.string(), name: z.string(), points: z.array(historyPointSchema) })),
  }),
});
