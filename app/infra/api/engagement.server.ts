/** The engagement endpoints (spec §2.7): the visitor's guest wallet, its points and badges. */
import { assignBadge, assignBadgeSchema, awardPoints, awardPointsSchema, engagementStatus } from "../../domain/engagement.server";
import { badgeAssignedSchema, engagementStatusSchema, pointsAwardedSchema } from "../../lib/engagement.schema";
import { endpoint } from "../endpoint.server";

export const engagementEndpoints = [
  endpoint({
    method: "get",
    path: "/api/engagement/status",
    summary: "The visitor's guest wallet.",
    tag: "engagement",
    response: engagementStatusSchema,
    handler: async ({ services, visitorId }) => engagementStatus(services.db, visitorId),
  }),
  endpoint({
    method: "post",
    path: "/api/engagement/award-points",
    summary: "Awards points to the visitor's wallet (once per description).",
    tag: "engagement",
    body: awardPointsSchema,
    example: { amount: 5, description: "Read the operator guide" },
    response: pointsAwardedSchema,
    // The same description awards once: a repeat answers awarded:false.
    handler: async ({ services, visitorId, body }) => {
      const result = await awardPoints(services.db, visitorId, body);
      return { walletId: visitorId, ...result, amount: body.amount, description: body.description };
    },
  }),
  endpoint({
    method: "post",
    path: "/api/engagement/assign-badge",
    summary: "Gives the visitor's wallet a badge, once.",
    tag: "engagement",
    body: assignBadgeSchema,
    example: { badge: "explorer", description: "Visited every screen" },
    response: badgeAssignedSchema,
    // A repeat answers assigned:false.
    handler: async ({ services, visitorId, body }) => {
      const result = await assignBadge(services.db, visitorId, body);
      return { walletId: visitorId, badge: body.badge, ...result };
    },
  }),
];
