/** The operator home's reads. */
import { cachedHistory } from "../history-cache.server";
import { operatorHistorySchema } from "../../lib/operator-history.schema";
import { endpoint } from "../endpoint.server";
import { rangeQuery } from "./params.server";


export const operatorEndpoints = [
  // Polled every 10 s by the operator home's charts; a 5 s cache shared with its loader.
  endpoint({
    method: "get",
    path: "/api/operator/history",
    summary: "Questions answered and their p50/p99 answer time, jobs completed and failed, per bucket of a range.",
    tag: "operator",
    access: "operator",
    query: rangeQuery,
    response: operatorHistorySchema,
    handler: ({ services, query }) => cachedHistory(services, "operator", query.range),
  }),
];
