/** The promotions endpoints (spec "Promotion Dashboard"): lists, the propose job, reviews. */
import { listPromotions, reviewPromotionSchema } from "../../domain/promotions.server";
import { queuedSchema } from "../../lib/api.schema";
import { promotionListSchema, promotionSchema } from "../../lib/promotions.schema";
import { endpoint } from "../endpoint.server";
import { proposePromotionsNow, reviewPromotionAudited } from "../operator-actions.server";
import { limitQuery, pathParam } from "./params.server";
import { jsonError, or503 } from "../http.server";

export const promotionEndpoints = [
  endpoint({
    method: "get",
    path: "/api/promotions",
    summary: "Every promotion, newest first.",
    tag: "promotions",
    query: limitQuery(100),
    response: promotionListSchema,
    handler: async ({ services, query }) => ({ promotions: await listPromotions(services.db, { limit: query.limit }) }),
  }),
  endpoint({
    method: "get",
    path: "/api/promotions/pending",
    summary: "Promotions waiting for review, newest first.",
    tag: "promotions",
    query: limitQuery(100),
    response: promotionListSchema,
    handler: async ({ services, query }) => ({ promotions: await listPromotions(services.db, { limit: query.limit, status: "pending" }) }),
  }),
  endpoint({
    method: "post",
    path: "/api/promotions/propose",
    summary: "Operators run the propose-promotions job now.",
    tag: "promotions",
    access: "operator",
    status: 202,
    response: queuedSchema,
    errors: [503],
    // It also runs every 10 minutes; one run per minute at most (the job id names the minute).
    handler: async ({ services, operator }) => or503(proposePromotionsNow(services, operator!)),
  }),
  endpoint({
    method: "post",
    path: "/api/promotions/{id}/review",
    summary: "Operators approve or reject a pending promotion.",
    tag: "promotions",
    access: "operator",
    params: pathParam("id", "seed-promotion-reykjavik", "A promotion id."),
    body: reviewPromotionSchema,
    example: { approved: true, reviewNotes: "Steady for a week." },
    response: promotionSchema,
    errors: [404, 409],
    handler: async ({ services, params, body, operator }) => {
      const result = await reviewPromotionAudited(services, operator!, params.id.slice(0, 100), body);
      if (result.outcome === "not_found") return jsonError("not_found", "There is no promotion with this id.");
      if (result.outcome === "not_pending") return jsonError("conflict", `This promotion is already ${result.status}; only pending promotions can be reviewed.`);
      return result.promotion;
    },
  }),
];
