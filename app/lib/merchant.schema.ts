/** What the merchant marketplace endpoints answer (client-safe; the domain's offer and onboarding types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { AGENT_TYPES, OFFER_STATUSES } from "./merchant";

export const knowledgeOfferSchema = z
  .object({
    id: z.string(),
    merchantNodeId: z.string(),
    merchantName: z.string(),
    glyphType: z.string(),
    knowledgeCargo: z.string(),
    valPrice: z.number().int(),
    resonanceTags: z.array(z.string()),
    status: z.enum(OFFER_STATUSES),
    createdBy: z.string(),
    createdAt: timestamp,
    buyerNodeId: z.string().nullable(),
    buyerName: z.string().nullable(),
    tradedBy: z.string().nullable(),
    tradedAt: timestamp.nullable(),
  })
  .meta({ id: "KnowledgeOffer" });
export type KnowledgeOffer = z.infer<typeof knowledgeOfferSchema>;

export const onboardingSchema = z
  .object({
    id: z.string(),
    merchantNodeId: z.string(),
    merchantName: z.string(),
    agentId: z.string(),
    agentType: z.enum(AGENT_TYPES),
    valEarned: z.number().int(),
    capacityGenerated: z.number(),
    onboardedBy: z.string(),
    timestamp,
  })
  .meta({ id: "Onboarding" });
export type OnboardingRecord = z.infer<typeof onboardingSchema>;

export const tradeResultSchema = z.object({ offer: knowledgeOfferSchema, balances: z.record(z.string(), z.unknown()) });
export const onboardResultSchema = z.looseObject({ message: z.string(), valEarned: z.number().int(), onboarding: onboardingSchema });
