/** The engagement endpoints (spec §2.7): the visitor's guest wallet, its points and badges. */
import { assignBadge, assignBadgeSchema, awardChallengePoints, awardPointsSchema, engagementStatus } from "../../domain/engagement.server";
import { badgeAssignedSchema, engagementStatusSchema, pointsAwardedSchema } from "../../lib/engagement.schema";
import { endpoint } from "../endpoint.server";
import { jsonError } from "../http.server";

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
    summary: "Awards a Learning Hub challenge's points to the visitor's wallet (once per description).",
    tag: "engagement",
    body: awardPointsSchema,
    example: { amount: 25, description: "Completed mesh challenge: Talk to a Mesh Friend" },
    response: pointsAwardedSchema,
    // Only "Completed mesh challenge: {title}" (kids) or "Completed mesh exploration: {title}" (beginners)
    // of a known challenge, with its own points; anything else is 400. A repeat answers awarded:false.
    handler: async ({ services, visitorId, body }) => {
      const result = await awardChallengePoints(services.db, visitorId, body);
      if (!result.ok) return jsonError("validation_failed", "The request is not valid.", { issues: [{ path: result.field, message: result.message }] });
      return { walletId: visitorId, awarded: result.awarded, points: result.points, amount: body.amount, description: body.description };
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
