/** What the promotions endpoints answer (client-safe; the domain's types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const promotionSchema = z
  .object({
    id: z.string(),
    nodeId: z.string(),
    nodeName: z.string().nullable(),
    status: z.enum(["pending", "approved", "rejected"]),
    proposedRole: z.string(),
    activityScore: z.number(),
    connectedNodes: z.number().int(),
    reason: z.string(),
    reviewedBy: z.string().nullable(),
    reviewedAt: timestamp.nullable(),
    reviewNotes: z.string().nullable(),
    timestamp,
  })
  .meta({ id: "Promotion" });
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({ promotions: z.array(promotionSchema) });
