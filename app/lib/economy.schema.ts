/** What the economy endpoints answer (client-safe; the screen's view types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const custodianEventSchema = z.object({
  id: z.string(),
  severity: z.string(),
  eventType: z.string(),
  nodeId: z.string(),
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
  duration: z.number(),
  status: z.string(),
  createdAt: timestamp,
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
