/** The merchant marketplace endpoints (spec §5, §8): knowledge offers, trades, and onboarding through Merchant nodes. */
import { z } from "zod";
import { listOffers, listOnboardings, offerSchema, offerStatusSchema, onboardSchema, tradeSchema } from "../../domain/merchant.server";
import { OFFER_STATUSES } from "../../lib/merchant";
import { knowledgeOfferSchema, onboardingSchema, onboardResultSchema, tradeResultSchema } from "../../lib/merchant.schema";
import { endpoint } from "../endpoint.server";
import { jsonError } from "../http.server";
import { createMarketOffer, onboardMerchantAgent, tradeMarketOffer } from "../operator-writes.server";
import { limitQuery, pathParam } from "./params.server";

/**
 * `?status=`: read as any text and checked by the handler, so that a wrong value keeps its own
 * message (400 bad_request) rather than the generic validation answer; documented as the enum.
 */
const offerStatusQuery = z.string().optional().openapi({ type: "string", enum: [...OFFER_STATUSES] });

export const marketEndpoints = [
  endpoint({
    method: "get",
    path: "/api/mesh/merchant/offers",
    summary: "Knowledge offers, newest first.",
    tag: "market",
    query: z.object({ status: offerStatusQuery, limit: limitQuery(50).shape.limit }),
    response: knowledgeOfferSchema.array(),
    handler: async ({ services, query }) => {
      const status = query.status === undefined || query.status === "" ? undefined : offerStatusSchema.safeParse(query.status);
      if (status && !status.success) return jsonError("bad_request", 'status must be "available" or "traded".');
      return listOffers(services.db, { status: status?.data, limit: query.limit });
    },
  }),
  endpoint({
    method: "get",
    path: "/api/mesh/merchant/onboarding-history",
    summary: "Onboardings, newest first.",
    tag: "market",
    query: limitQuery(50),
    response: onboardingSchema.array(),
    handler: async ({ services, query }) => listOnboardings(services.db, query.limit),
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/merchant/offer",
    summary: "Operators put a merchant node's knowledge on the marketplace.",
    tag: "market",
    access: "operator",
    body: offerSchema,
    example: { merchantNodeId: "node-merchant-lyon", glyphType: "◊", knowledgeCargo: "A primer on settlement.", valPrice: 3, resonanceTags: ["ledger"] },
    status: 201,
    response: knowledgeOfferSchema,
    errors: [404],
    handler: async ({ services, body, operator }) => {
      const result = await createMarketOffer(services, body, operator!);
      if (result.outcome === "merchant_not_found") return jsonError("not_found", result.message);
      if (result.outcome === "not_a_merchant") return jsonError("bad_request", result.message);
      return result.offer;
    },
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/merchant/offers/{id}/trade",
    summary: "An operator trades an offer on behalf of a buyer node.",
    tag: "market",
    access: "operator",
    params: pathParam("id", "00000000-0000-4000-8000-000000000000", "A knowledge offer id."),
    body: tradeSchema,
    example: { buyerNodeId: "node-standard-austin" },
    response: tradeResultSchema,
    errors: [404, 409],
    // 404 unknown offer or buyer, 400 a node buying its own merchant's offer, 409 already traded or
    // not enough VAL (the offer then stays available).
    handler: async ({ services, params, body, operator }) => {
      const result = await tradeMarketOffer(services, params.id, body.buyerNodeId, operator!);
      switch (result.outcome) {
        case "offer_not_found":
        case "buyer_not_found":
          return jsonError("not_found", result.message);
        case "own_offer":
          return jsonError("bad_request", result.message);
        case "already_traded":
        case "insufficient_funds":
          return jsonError("conflict", result.message);
      }
      return { offer: result.offer, balances: result.balances };
    },
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/merchant/onboard",
    summary: "Operators onboard an agent through a Merchant node.",
    tag: "market",
    access: "operator",
    body: onboardSchema,
    example: { merchantNodeId: "node-merchant-lyon", agentId: "agent-fuzz", agentType: "user", initialProofOfThought: "I count twice." },
    status: 201,
    response: onboardResultSchema,
    errors: [404, 409],
    // 404 unknown merchant, 400 not an active Merchant node, 409 agent already onboarded.
    handler: async ({ services, body, operator }) => {
      const result = await onboardMerchantAgent(services, body, operator!);
      switch (result.outcome) {
        case "merchant_not_found":
          return jsonError("not_found", result.message);
        case "not_a_merchant":
          return jsonError("bad_request", result.message);
        case "duplicate":
          return jsonError("conflict", result.message);
      }
      const { outcome: _outcome, ...answer } = result;
      return answer;
    },
  }),
];
