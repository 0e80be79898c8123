/** The autonomous-mesh endpoints (spec "Autonomous mesh dashboard"): version registry, drift alerts, version cascades. */
import { cascadeDeploySchema, driftAlerts, listDeployments, versionRegistry } from "../../domain/autonomous.server";
import { cascadeStartedSchema, deploymentJobListSchema, driftAlertListSchema, registryListSchema } from "../../lib/autonomous.schema";
import { endpoint } from "../endpoint.server";
import { jsonError, or503 } from "../http.server";
import { startVersionCascadeAudited } from "../operator-writes.server";
import { limitQuery, pathParam } from "./params.server";

export const autonomousEndpoints = [
  endpoint({
    method: "get",
    path: "/api/autonomous-mesh/deployment-jobs",
    summary: "Version cascades, newest first.",
    tag: "autonomous",
    query: limitQuery(20),
    response: deploymentJobListSchema,
    handler: async ({ services, query }) => ({ jobs: await listDeployments(services.db, query.limit) }),
  }),
  endpoint({
    method: "get",
    path: "/api/autonomous-mesh/drift-alerts",
    summary: "Nodes whose version differs from the one they should run.",
    tag: "autonomous",
    response: driftAlertListSchema,
    handler: async ({ services }) => ({ alerts: await driftAlerts(services.db) }),
  }),
  endpoint({
    method: "get",
    path: "/api/autonomous-mesh/version-registry",
    summary: "Every node type's versions.",
    tag: "autonomous",
    response: registryListSchema,
    handler: async ({ services }) => ({ registry: await versionRegistry(services.db) }),
  }),
  endpoint({
    method: "post",
    path: "/api/autonomous-mesh/cascade-deploy/{nodeType}",
    summary: "Operators start a version cascade for a node type.",
    tag: "autonomous",
    access: "operator",
    params: pathParam("nodeType", "Observer", "A node type of the version registry."),
    body: cascadeDeploySchema,
    example: { targetVersion: "1.0.1" },
    status: 202,
    response: cascadeStartedSchema,
    errors: [404, 409, 503],
    handler: async ({ services, params, body, operator }) => {
      const result = await or503(startVersionCascadeAudited(services, operator!, params.nodeType, body));
      if (result.outcome === "unknown_type") return jsonError("not_found", "There is no node type with this name in the version registry.");
      if (result.outcome === "already_active") return jsonError("conflict", "A cascade for this node type is already running; wait for it to finish.");
      return { success: true as const, job: result.deployment };
    },
  }),
];
