/** What the engagement endpoints answer (client-safe; the domain's wallet types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const historyEntrySchema = z.object({
  kind: z.enum(["points", "badge"]),
  description: z.string(),
  amount: z.number().int().nullable(),
  badge: z.string().nullable(),
  at: timestamp,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The visitor's guest wallet. */
export const engagementStatusSchema = z.object({
  walletId: z.string(),
  points: z.number().int(),
  badges: z.array(z.string()),
  history: z.array(historyEntrySchema),
});
export type EngagementStatus = z.infer<typeof engagementStatusSchema>;

export const pointsAwardedSchema = z.looseObject({ walletId: z.string(), amount: z.number().int(), description: z.string() });
export const badgeAssignedSchema = z.looseObject({ walletId: z.string(), badge: z.string() });
