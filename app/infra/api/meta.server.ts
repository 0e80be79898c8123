/** The API's own description, the product's documents, the ritual stream, the health checks and who the caller is. */
import { z } from "zod";
import { DOC_NAMES, loadDoc } from "../../domain/docs.server";
import { openApiDocSchema } from "../../lib/api.schema";
import { ritualMessageSchema } from "../../lib/ritual.schema";
import { chrysalisHealthSchema, healthSchema } from "../../lib/health.schema";
import { chrysalisHealth } from "../chrysalis.server";
import { endpoint } from "../endpoint.server";
import { getOperator } from "../auth-guard.server";
import { getDeepHealth, getHealth } from "../health.server";
import { json, jsonError } from "../http.server";
import { ritualStream } from "../ritual-stream.server";
import { pathParam } from "./params.server";

export const metaEndpoints = [
  endpoint({
    method: "get",
    path: "/api/openapi.json",
    summary: "This document (OpenAPI 3.1).",
    tag: "meta",
    response: openApiDocSchema,
    // Generated once per process from these declarations (imported when first asked: the document imports this list).
    handler: async () => {
      const { openApiJson } = await import("../openapi.server");
      return new Response(openApiJson(), { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" } });
    },
  }),
  endpoint({
    method: "get",
    path: "/api/docs/{name}",
    summary: "A product document as HTML (or markdown with ?format=md or Accept: text/markdown).",
    tag: "meta",
    params: pathParam("name", "operator-guide", "license, notice, trademark, deployment-guide or operator-guide."),
    // Any other ?format= is the HTML page, as before; documented as the one value that changes it.
    query: z.object({ format: z.string().optional().openapi({ type: "string", enum: ["md"] }) }),
    response: z.string(),
    contentType: "text/html",
    errors: [404],
    handler: async ({ request, params, query }) => {
      const doc = await loadDoc(params.name);
      if (!doc) return jsonError("not_found", `No document named "${params.name.slice(0, 80)}". Documents: ${DOC_NAMES.join(", ")}.`);
      const markdown = query.format === "md" || (request.headers.get("Accept") ?? "").includes("text/markdown");
      return new Response(markdown ? doc.markdown : doc.html, {
        headers: { "Content-Type": markdown ? "text/markdown; charset=utf-8" : "text/html; charset=utf-8", "Cache-Control": "public, max-age=300", Vary: "Accept" },
      });
    },
  }),
  endpoint({
    method: "get",
    path: "/api/ritual/stream",
    summary: "Server-sent events of the ritual plane ({type, core, timestamp, data}; `connected`, `mesh_snapshot`, then live events, `heartbeat` every 15 s).",
    tag: "mesh",
    response: ritualMessageSchema,
    contentType: "text/event-stream",
    // (429 past SSE_CONNECTIONS_PER_ADDRESS open streams, as every operation may answer)
    handler: async ({ request, context, services }) => ritualStream(request, services, context.closed, context.clientIp),
  }),
  endpoint({
    method: "get",
    path: "/api/health",
    summary:
      "Liveness of the database, Redis and the queues; 503 (with Retry-After) while the database is down. With deep=1 (operators: session or API token; a visitor gets 401): per queue its counts, lag and failures of the last hour, and every repeatable schedule's last run; 503 with the reasons in deep.problems when a dependency is down or a schedule has not run for three of its periods.",
    tag: "meta",
    query: z.object({ deep: z.enum(["0", "1"]).optional().meta({ description: "1: the deep check (operators only)." }) }),
    response: healthSchema,
    errors: [503],
    express: true,
    handler: async ({ request, context, services, query }) => {
      if (query.deep === "1") {
        // The cheap check stays free of the session lookup; only the deep one asks who is calling.
        if (!(await getOperator(request, context))) return jsonError("unauthorized", "The deep health check is for operators: sign in or send an API token.");
        const health = await getDeepHealth(services);
        const ok = health.deep.problems.length === 0;
        return json(health, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store", ...(ok ? {} : { "Retry-After": "30" }) } });
      }
      const health = await getHealth(services);
      const ok = health.db === "ok";
      return json(health, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store", ...(ok ? {} : { "Retry-After": "5" }) } });
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
    response: z.object({ id: z.string(), email: z.string(), handle: z.string() }),
    handler: async ({ operator }) => ({ id: operator!.id, email: operator!.email, handle: operator!.handle }),
  }),
];
