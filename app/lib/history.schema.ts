/** What the history endpoints answer and take (client-safe): the chart data shape of app/lib/history.ts. */
import { z } from "zod";
import { HISTORY_RANGES } from "./history";

const bucketsStart = z.number().int().describe("The first bucket's start, ms since the epoch (UTC-aligned); bucket i starts at start + i × stepMs.");
const bucketValues = z.array(z.number()).describe("One value per bucket, oldest first.");
export const historySchema = z.object({
  range: z.enum(HISTORY_RANGES),
  start: bucketsStart,
  stepMs: z.number().int(),
  unit: z.string(),
  series: z.array(z.object({ label: z.string(), values: bucketValues })),
});


/** /api/mesh/history: active nodes over the range, each node's heartbeats per hour over 24 hours. */
export const meshHistorySchema = z.object({
  activeNodes: historySchema,
  uptime: z.object({
    start: bucketsStart,
    stepMs: z.number().int(),
    full: z.number().describe("Heartbeats in an hour at the expected interval (a fully-up hour)."),
    nodes: z.array(z.object({ nodeId: z.string(), name: z.string(), values: bucketValues })),
  }),
});
