/** The health checks and who the caller is. (The document and the docs are still routes of their own.) */
import { z } from "zod";
import { chrysalisHealthSchema, healthSchema } from "../../lib/health.schema";
import { chrysalisHealth } from "../chrysalis.server";
import { endpoint } from "../endpoint.server";
import { getHealth } from "../health.server";
import { json } from "../http.server";

export const metaEndpoints = [
  endpoint({
    method: "get",
    path: "/api/health",
    summary: "Liveness of the database, Redis and the queues; 503 while the database is down.",
    tag: "meta",
    response: healthSchema,
    errors: [503],
    express: true,
    handler: async ({ services }) => {
      const health = await getHealth(services);
      return json(health, { status: health.db === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
    },
  }),
  // One probe of the database, Redis and the Python plane per 250 ms, however many consoles poll.
  endpoint({
    method: "get",
    path: "/api/chrysalis/health",
    summary: "Health of the TypeScript and Python planes.",
    tag: "chrysalis",
    response: chrysalisHealthSchema,
    cached: "chrysalis",
    express: true,
    handler: ({ services }) => chrysalisHealth(services),
  }),
  endpoint({
    method: "get",
    path: "/api/operator/me",
    summary: "Who the caller is (checks an API token).",
    tag: "meta",
    access: "operator",
    response: z.object({ id: z.string(), email: z.string() }),
    handler: async ({ operator }) => ({ id: operator!.id, email: operator!.email }),
  }),
];
