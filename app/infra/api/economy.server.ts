/** The economy endpoints (spec "Economic Mesh Dashboard"): custodian events, leases, reputations, resonance exchanges. */
import { z } from "zod";
import { listCustodianEvents, listExchanges, listLeases, listReputations } from "../../domain/economy.server";
import { custodianListSchema, economyHistorySchema, exchangeListSchema, leaseListSchema, reputationListSchema } from "../../lib/economy.schema";
import { endpoint, firstIssueError } from "../endpoint.server";
import { cachedHistory } from "../history-cache.server";
import { limitQuery, rangeQuery } from "./params.server";

const LEASE_STATUSES = ["active", "completed", "cancelled"] as const;
const STATUS_MESSAGE = `status must be one of ${LEASE_STATUSES.join(", ")}.`;

export const economyEndpoints = [
  endpoint({
    method: "get",
    path: "/api/economy/custodian",
    summary: "Custodian events, newest first.",
    tag: "economy",
    query: limitQuery(100),
    response: custodianListSchema,
    handler: async ({ services, query }) => ({ events: await listCustodianEvents(services.db, query.limit) }),
  }),
  endpoint({
    method: "get",
    path: "/api/economy/leases",
    summary: "Capacity leases, newest first.",
    tag: "economy",
    query: z.object({ limit: limitQuery(100).shape.limit, status: z.enum(LEASE_STATUSES, { error: STATUS_MESSAGE }).optional() }),
    // An unknown status is refused with its own message (the status issue's).
    invalid: firstIssueError,
    response: leaseListSchema,
    handler: async ({ services, query }) => ({ leases: await listLeases(services.db, { limit: query.limit, status: query.status }) }),
  }),
  endpoint({
    method: "get",
    path: "/api/economy/reputation",
    summary: "Node reputations, highest trust first.",
    tag: "economy",
    query: limitQuery(100),
    response: reputationListSchema,
    handler: async ({ services, query }) => ({ reputations: await listReputations(services.db, query.limit) }),
  }),
  endpoint({
    method: "get",
    path: "/api/economy/resonance",
    summary: "Resonance exchanges, newest first.",
    tag: "economy",
    query: limitQuery(100),
    response: exchangeListSchema,
    handler: async ({ services, query }) => ({ exchanges: await listExchanges(services.db, query.limit) }),
  }),
  // The dashboard's charts; a 5 s cache shared with /economic-dashboard's loader, dropped by the economy's
  // announcements (tag "mesh": resonance exchanges, settled leases, trades, onboarding).
  endpoint({
    method: "get",
    path: "/api/economy/history",
    summary: "VAL in circulation, VAL minted and resonance exchanges over a range; nodes per trust band now.",
    tag: "economy",
    query: rangeQuery,
    response: economyHistorySchema,
    handler: ({ services, query }) => cachedHistory(services, "economy", query.range),
  }),
];
