/** What the velocity endpoints answer (client-safe; the domain's types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { historySchema } from "./history.schema";
import { CYCLE_PHASES } from "./velocity";

export const cycleSummarySchema = z.object({ phase: z.enum(CYCLE_PHASES), cycleTimeHours: z.number() });
export type CycleSummary = z.infer<typeof cycleSummarySchema>;

export const engineStatusSchema = z
  .object({
    running: z.boolean(),
    cycleNumber: z.number().int(),
    sovereignFlag: z.boolean(),
    /** The cycle in progress, or the latest one while the engine runs; null otherwise. */
    currentCycle: cycleSummarySchema.nullable(),
    cycleTimeHours: z.number(),
    startedAt: timestamp.nullable(),
    startedBy: z.string().nullable(),
    stoppedAt: timestamp.nullable(),
    stoppedBy: z.string().nullable(),
  })
  .meta({ id: "EngineStatus" });
export type EngineStatus = z.infer<typeof engineStatusSchema>;

export const cycleEventSchema = z.object({
  id: z.number().int(),
  eventType: z.string(),
  nodeId: z.string().nullable(),
  success: z.boolean(),
  timestamp,
  details: z.record(z.string(), z.unknown()),
});
export type CycleEvent = z.infer<typeof cycleEventSchema>;

export const agentSovereigntySchema = z
  .object({ agentId: z.string(), agentName: z.string(), emoji: z.string(), sovereign: z.boolean(), consentReason: z.string().nullable(), lastConsentCheck: timestamp.nullable() })
  .meta({ id: "AgentSovereignty" });
export type AgentSovereignty = z.infer<typeof agentSovereigntySchema>;

export const sovereigntyChangeSchema = z.object({
  id: z.number().int(),
  agentId: z.string(),
  previousSovereign: z.boolean().nullable(),
  sovereign: z.boolean(),
  reason: z.string(),
  operator: z.string(),
  timestamp,
});
export type SovereigntyChange = z.infer<typeof sovereigntyChangeSchema>;

export const cycleSchema = z
  .object({
    id: z.string(),
    cycleNumber: z.number().int(),
    phase: z.enum(CYCLE_PHASES),
    cycleTimeHours: z.number(),
    nodesDeployed: z.number().int(),
    sovereignFlag: z.boolean().nullable(),
    startedAt: timestamp,
    completedAt: timestamp.nullable(),
  })
  .meta({ id: "VelocityCycle" });

/** /api/velocity/history: cycles completed per period and the throttle factor over the range. */
export const velocityHistorySchema = z.object({ cycles: historySchema, throttle: historySchema });
export type VelocityHistory = z.infer<typeof velocityHistorySchema>;
