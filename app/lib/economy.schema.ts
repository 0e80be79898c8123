/** What the economy endpoints answer (client-safe; the screen's view types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { historySchema } from "./history.schema";

export const custodianEventSchema = z.object({
  id: z.string(),
  severity: z.string(),
  eventType: z.string(),
  /** Null when the event is about something other than a node (see subject). */
  nodeId: z.string().nullable(),
  /** What the event is about when it is not a node, e.g. "agent:firefly"; null otherwise. */
  subject: z.string().nullable(),
  actionTaken: z.string().nullable(),
  timestamp,
});
export type CustodianEventView = z.infer<typeof custodianEventSchema>;

export const leaseSchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  leaseType: z.string(),
  amount: z.number(),
  qualityScore: z.number(),
  valPrice: z.number(),
  /** The whole term, in seconds. */
  duration: z.number(),
  /** Seconds left now (opened + duration − now, derived at read time); 0 once it has run out. */
  remainingSeconds: z.number().int(),
  /** active, expired (its time is up, not settled yet), completed (settled) or cancelled (the payer could not pay). */
  status: z.string(),
  /** The ledger account that pays at settlement ("system:mint": the mesh commissioned the work). */
  payer: z.string(),
  /** What opened it: seed, velocity_cycle, knowledge_trade. */
  source: z.string(),
  /** VAL paid when it was settled; null until then. */
  valSettled: z.number().int().nullable(),
  createdAt: timestamp,
  expiresAt: timestamp,
});
export type LeaseView = z.infer<typeof leaseSchema>;

export const reputationSchema = z.object({
  nodeId: z.string(),
  nodeName: z.string().nullable(),
  trustScore: z.number(),
  serviceHistory: z.number().int(),
  successfulTrades: z.number().int(),
  violations: z.number().int(),
});
export type ReputationView = z.infer<typeof reputationSchema>;

export const exchangeSchema = z.object({
  id: z.string(),
  fromNodeId: z.string(),
  toNodeId: z.string(),
  resonanceScore: z.number(),
  valMinted: z.number().int(),
  createdAt: timestamp,
});
export type ExchangeView = z.infer<typeof exchangeSchema>;

export const custodianListSchema = z.object({ events: z.array(custodianEventSchema) });
export const leaseListSchema = z.object({ leases: z.array(leaseSchema) });
export const reputationListSchema = z.object({ reputations: z.array(reputationSchema) });
export const exchangeListSchema = z.object({ exchanges: z.array(exchangeSchema) });

/** /api/economy/history: VAL in circulation, VAL minted and resonance exchanges over a range; the trust distribution now. */
export const economyHistorySchema = z.object({
  circulation: historySchema.describe("VAL in circulation (minted − burned) at the end of each bucket."),
  minted: historySchema.describe("VAL minted per bucket."),
  exchanges: historySchema.describe("Resonance exchanges per bucket."),
  trust: z.object({
    unit: z.string(),
    bands: z.array(z.object({ label: z.string().describe("A band of trust scores, e.g. 40–50 (the last, 90–100, holds 100)."), v: z.number().int() })),
  }),
});
