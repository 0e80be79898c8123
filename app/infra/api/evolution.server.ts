/** The mesh evolution endpoints (spec "Mesh Evolution"): patterns, reflections, reference and emergent templates. */
import { z } from "zod";
import { evolutionMetrics, listEmergentTemplates, listPatterns, listReflections, referenceTemplates, reflectionRequestSchema } from "../../domain/evolution.server";
import { queuedSchema } from "../../lib/api.schema";
import { emergentTemplateSchema, evolutionHistorySchema, evolutionMetricsSchema, patternListsSchema, referenceTemplateSchema, reflectionSchema, templatesSchema } from "../../lib/evolution.schema";
import { endpoint } from "../endpoint.server";
import { json, jsonError, or503 } from "../http.server";
import { requestReflectionAudited } from "../operator-actions.server";
import { approveEmergentTemplate } from "../operator-writes.server";
import { limitQuery, pathParam, rangeQuery } from "./params.server";
import { cachedHistory } from "../history-cache.server";

export const evolutionEndpoints = [
  // Polled by /mesh-evolution.
  endpoint({
    method: "get",
    path: "/api/mesh/evolution/metrics",
    summary: "Emergence score and template/pattern counts.",
    tag: "evolution",
    response: evolutionMetricsSchema,
    cached: "evolution",
    express: true,
    handler: ({ services }) => evolutionMetrics(services.db),
  }),
  // Read by /mesh-evolution's charts with its 10 s metrics poll; a 5 s cache shared with the page's loader.
  endpoint({
    method: "get",
    path: "/api/mesh/evolution/history",
    summary: "The emergence score and the reflections per period over a range.",
    tag: "evolution",
    query: rangeQuery,
    response: evolutionHistorySchema,
    handler: ({ services, query }) => cachedHistory(services, "evolution", query.range),
  }),
  endpoint({
    method: "get",
    path: "/api/mesh/patterns",
    summary: "Patterns, most recently seen first (all and novel).",
    tag: "evolution",
    query: limitQuery(100),
    response: patternListsSchema,
    handler: async ({ services, query }) => listPatterns(services.db, query.limit),
  }),
  endpoint({
    method: "get",
    path: "/api/mesh/reflections",
    summary: "Reflections, newest first.",
    tag: "evolution",
    query: limitQuery(50),
    response: z.array(reflectionSchema),
    handler: async ({ services, query }) => listReflections(services.db, query.limit),
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/reflections",
    summary: "Operators queue a reflection (a `reflection` job).",
    tag: "evolution",
    access: "operator",
    body: reflectionRequestSchema,
    example: { query: "Which nodes trade knowledge?" },
    status: 202,
    response: queuedSchema,
    errors: [503],
    // The reflection appears in the list when the job has run.
    handler: async ({ services, body, operator }) => {
      const { jobId } = await or503(requestReflectionAudited(services, operator!, body));
      return { jobId, query: body.query, triggered_by: operator!.handle, status: "queued" };
    },
  }),
  endpoint({
    method: "get",
    path: "/api/mesh/templates",
    summary: "Reference and emergent templates.",
    tag: "evolution",
    query: limitQuery(100),
    response: templatesSchema,
    handler: async ({ services, query }) => ({ reference: referenceTemplates(), emergent: await listEmergentTemplates(services.db, query.limit) }),
  }),
  endpoint({
    method: "get",
    path: "/api/mesh/templates/reference",
    summary: "The 29 reference templates.",
    tag: "evolution",
    response: z.array(referenceTemplateSchema),
    // They never change while the process runs: cacheable for five minutes.
    handler: async () => json(referenceTemplates(), { headers: { "Cache-Control": "public, max-age=300" } }),
  }),
  endpoint({
    method: "get",
    path: "/api/mesh/templates/emergent",
    summary: "Emergent templates, most recently seen first.",
    tag: "evolution",
    query: limitQuery(100),
    response: z.array(emergentTemplateSchema),
    handler: async ({ services, query }) => listEmergentTemplates(services.db, query.limit),
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/templates/emergent/{id}/approve",
    summary: "Operators approve a candidate template.",
    tag: "evolution",
    access: "operator",
    params: pathParam("id", "00000000-0000-4000-8000-000000000000", "An emergent template id."),
    response: emergentTemplateSchema,
    errors: [404, 409],
    handler: async ({ services, params, operator }) => {
      const result = await approveEmergentTemplate(services, params.id, operator!);
      if (result.outcome === "not_found") return jsonError("not_found", "There is no emergent template with this id.");
      if (result.outcome === "not_candidate") return jsonError("conflict", `This template is ${result.status}; only candidates can be approved.`);
      return result.template;
    },
  }),
];
