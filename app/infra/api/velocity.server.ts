/** The velocity endpoints (spec "Velocity Dashboard"): the pulse engine, a cycle's events, sovereignty and its audit trail. */
import { z } from "zod";
import { engineStatus, listCycleEvents, listCycles, listSovereignty, listSovereigntyAudit, sovereigntySchema, startEngineSchema } from "../../domain/velocity.server";
import { REASON_REQUIRED } from "../../lib/velocity";
import { agentSovereigntySchema, cycleEventSchema, cycleSchema, engineStatusSchema, sovereigntyChangeSchema, velocityHistorySchema } from "../../lib/velocity.schema";
import { cachedHistory } from "../history-cache.server";
import { endpoint } from "../endpoint.server";
import { jsonError, or503, readJson, zodIssues } from "../http.server";
import { changeSovereignty, startVelocityEngine, stopVelocityEngine } from "../operator-writes.server";
import { limitQuery, pathParam, rangeQuery } from "./params.server";

const agentIdParam = pathParam("agentId", "firefly", "A multicore agent id.");

/**
 * The engine status plus one flag, documented as allOf [EngineStatus, the flag]: zod-to-openapi writes
 * that only for `.openapi(name).extend(…)`, on a schema made after it extended zod (hence the copy).
 */
const engineStatusWith = <K extends string>(key: K) => z.object(engineStatusSchema.shape).openapi("EngineStatus").extend({ [key]: z.boolean() } as Record<K, z.ZodBoolean>);

export const velocityEndpoints = [
  // Polled every 5–10 s by /velocity.
  endpoint({
    method: "get",
    path: "/api/velocity/engine/status",
    summary: "The pulse engine.",
    tag: "velocity",
    response: engineStatusSchema,
    cached: "velocity",
    express: true,
    handler: ({ services }) => engineStatus(services.db),
  }),
  endpoint({
    method: "get",
    path: "/api/velocity/cycles",
    summary: "Cycles, newest first.",
    tag: "velocity",
    query: limitQuery(20),
    response: z.array(cycleSchema),
    cached: "velocity",
    express: true,
    handler: ({ services, query }) => listCycles(services.db, query.limit),
  }),
  endpoint({
    method: "get",
    path: "/api/velocity/sovereignty",
    summary: "Every agent's sovereignty.",
    tag: "velocity",
    response: z.array(agentSovereigntySchema),
    cached: "velocity",
    express: true,
    handler: ({ services }) => listSovereignty(services.db),
  }),
  // Read by /velocity's charts with its 5 s poll; a 5 s cache shared with the page's loader.
  endpoint({
    method: "get",
    path: "/api/velocity/history",
    summary: "Cycles completed per period and the throttle factor over a range.",
    tag: "velocity",
    query: rangeQuery,
    response: velocityHistorySchema,
    handler: ({ services, query }) => cachedHistory(services, "velocity", query.range),
  }),
  endpoint({
    method: "post",
    path: "/api/velocity/engine/start",
    summary: "Operators start the pulse engine.",
    tag: "velocity",
    access: "operator",
    body: startEngineSchema,
    example: { cycleTimeHours: 12 },
    response: engineStatusWith("alreadyRunning"),
    errors: [503],
    // cycleTimeHours is 1..168 (default 12); starting a running engine changes nothing.
    handler: async ({ services, body, operator }) => {
      const { status, alreadyRunning } = await or503(startVelocityEngine(services, body.cycleTimeHours, operator!));
      return { ...status, alreadyRunning };
    },
  }),
  endpoint({
    method: "post",
    path: "/api/velocity/engine/stop",
    summary: "Operators stop the pulse engine.",
    tag: "velocity",
    access: "operator",
    response: engineStatusWith("wasRunning"),
    errors: [503],
    // Its scheduler is removed (a cycle already running finishes).
    handler: async ({ services, operator }) => {
      const { status, wasRunning } = await or503(stopVelocityEngine(services, operator!));
      return { ...status, wasRunning };
    },
  }),
  endpoint({
    method: "get",
    path: "/api/velocity/cycles/{id}/events",
    summary: "A cycle's events, newest first.",
    tag: "velocity",
    params: pathParam("id", "00000000-0000-4000-8000-000000000000", "A velocity cycle id."),
    query: limitQuery(100),
    response: z.array(cycleEventSchema),
    errors: [404],
    handler: async ({ services, params, query }) => (await listCycleEvents(services.db, params.id, query.limit)) ?? jsonError("not_found", "There is no cycle with this id."),
  }),
  endpoint({
    method: "get",
    path: "/api/velocity/sovereignty/audit",
    summary: "The sovereignty audit trail, newest first.",
    tag: "velocity",
    query: limitQuery(20),
    response: z.array(sovereigntyChangeSchema),
    handler: async ({ services, query }) => listSovereigntyAudit(services.db, query.limit),
  }),
  endpoint({
    method: "get",
    path: "/api/velocity/sovereignty/{agentId}",
    summary: "One agent's sovereignty.",
    tag: "velocity",
    params: agentIdParam,
    response: agentSovereigntySchema,
    errors: [404],
    handler: async ({ services, params }) => (await listSovereignty(services.db)).find((a) => a.agentId === params.agentId) ?? jsonError("not_found", "There is no agent with this id."),
  }),
  endpoint({
    method: "put",
    path: "/api/velocity/sovereignty/{agentId}",
    summary: "Operators grant or revoke an agent's sovereignty (audited).",
    tag: "velocity",
    access: "operator",
    params: agentIdParam,
    body: sovereigntySchema,
    // A missing reason is answered with the spec's own words (REASON_REQUIRED), so the body is read here.
    readsBody: true,
    example: { sovereign: true, reason: "Consent renewed." },
    response: agentSovereigntySchema,
    errors: [404],
    // The reason is trimmed and required; every change is appended to the audit trail with the operator.
    handler: async ({ request, services, params, operator }) => {
      const parsed = sovereigntySchema.safeParse(await readJson(request));
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        const reasonMissing = issues.some((i) => i.path === "reason" && i.message === REASON_REQUIRED);
        return jsonError("validation_failed", reasonMissing ? REASON_REQUIRED : "The request is not valid.", { issues });
      }
      return (await changeSovereignty(services, params.agentId.slice(0, 200), parsed.data, operator!)) ?? jsonError("not_found", "There is no agent with this id.");
    },
  }),
];
