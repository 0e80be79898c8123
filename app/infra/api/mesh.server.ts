/** The mesh's endpoints: the polled reads of /valoir-mesh, registration, signed heartbeats, operators' reviews. */
import { z } from "zod";
import { GLYPHSEED_UNUSABLE, heartbeatBodySchema, listEvents, listNodes, meshStatus, recordHeartbeat, registerNode, registerNodeSchema, reviewDecisionSchema } from "../../domain/mesh.server";
import { heartbeatReplySchema, meshEventSchema, meshNodeSchema, meshStatusSchema, nodeReviewSchema, registeredNodeSchema } from "../../lib/mesh.schema";
import { endpoint } from "../endpoint.server";
import { json, jsonError } from "../http.server";
import { reviewPendingNode } from "../node-auth.server";
import { limitQuery, pathParam, rangeQuery } from "./params.server";
import { meshHistorySchema } from "../../lib/history.schema";
import { cachedHistory } from "../history-cache.server";

export const meshEndpoints = [
  endpoint({
    method: "get",
    path: "/api/mesh/nodes",
    summary: "Every mesh node.",
    tag: "mesh",
    response: z.array(meshNodeSchema),
    cached: "mesh",
    express: true,
    handler: ({ services }) => listNodes(services.db),
  }),
  // Polled every 5 s by /valoir-mesh; node status is derived from the time of the read (250 ms cache).
  endpoint({
    method: "get",
    path: "/api/mesh/status",
    summary: "Counts, the newest events and each node's signature status.",
    tag: "mesh",
    response: meshStatusSchema,
    cached: "mesh",
    express: true,
    handler: ({ services }) => meshStatus(services.db),
  }),
  // Read by /valoir-mesh's charts with its status poll (every 5 s); a 5 s cache shared with the page's loader.
  endpoint({
    method: "get",
    path: "/api/mesh/history",
    summary: "Active nodes over a range, and every node's heartbeats per hour over 24 hours.",
    tag: "mesh",
    query: rangeQuery,
    response: meshHistorySchema,
    handler: ({ services, query }) => cachedHistory(services, "mesh", query.range),
  }),
  endpoint({
    method: "get",
    path: "/api/mesh/events",
    summary: "Mesh events, newest first.",
    tag: "mesh",
    query: limitQuery(50),
    response: z.array(meshEventSchema),
    cached: "mesh",
    express: true,
    handler: ({ services, query }) => listEvents(services.db, query.limit),
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/nodes/register",
    summary: "A node asks to join the mesh (pending until an operator approves it); 201 new, 200 already known.",
    tag: "mesh",
    body: registerNodeSchema,
    example: { name: "Fuzz Watch", nodeType: "Observer", location: "Oslo", version: "1.0.0", glyphseed: "k7Qm2xVz9pLr4TbW8nYc3HfJ6sDg5aEu" },
    status: 201,
    response: registeredNodeSchema,
    alsoAnswers: [{ status: 200, description: "Already registered with this glyphseed.", response: registeredNodeSchema }],
    // The glyphseed is stored sealed and never returned: the answer is the node's id, "pending" and its sha256 fingerprint.
    handler: async ({ services, body }) => {
      const node = await registerNode(services.db, body, services.env.SESSION_SECRET);
      // The glyphseed of a rejected, decommissioned or revoked node: refused like any unusable glyphseed, naming no node.
      if (!node) return jsonError("validation_failed", "The request is not valid.", { issues: [{ path: "glyphseed", message: GLYPHSEED_UNUSABLE }] });
      if (node.created) await services.announcer.announce("mesh_changed", { reason: "node_registered", nodeId: node.id });
      return json({ id: node.id, status: node.status, fingerprint: node.fingerprint }, { status: node.created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
    },
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/heartbeat",
    summary: "A node's signed heartbeat.",
    tag: "mesh",
    access: "node",
    body: heartbeatBodySchema,
    example: { version: "1.0.0", metrics: { cpu: 0.2 } },
    response: heartbeatReplySchema,
    errors: [401, 403],
    // Accepted: the node is active and verified, a "heartbeat" mesh event is written, its trust moves, and the ritual plane shows node_heartbeat.
    handler: async ({ services, node, body }) => {
      const beat = await recordHeartbeat(services.db, node!.id, body);
      if (!beat) return jsonError("forbidden", "This node is not approved to send heartbeats.");
      await Promise.all([
        services.announcer.announce("mesh_changed", { reason: "heartbeat", nodeId: beat.nodeId }),
        services.announcer.announce("node_heartbeat", { nodeId: beat.nodeId, name: beat.name, nodeType: beat.nodeType, version: beat.version, signature: "verified" }, beat.nodeId),
      ]);
      return { ok: true, nodeId: beat.nodeId, status: "active", signature: "verified", receivedAt: beat.receivedAt, version: beat.version, expectedVersion: beat.expectedVersion };
    },
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/nodes/{id}/review",
    summary: "Operators approve or reject a pending node.",
    tag: "mesh",
    access: "operator",
    params: pathParam("id", "node-observer-wellington", "A mesh node id."),
    body: reviewDecisionSchema,
    example: { decision: "approve" },
    response: nodeReviewSchema,
    errors: [404, 409],
    handler: async ({ services, params, body, operator }) => {
      const result = await reviewPendingNode(services, params.id, body.decision, operator!);
      if (result.outcome === "not_found") return jsonError("not_found", "There is no node with this id.");
      if (result.outcome === "not_pending") return jsonError("conflict", `This node is ${result.status}, not pending; only pending nodes can be reviewed.`);
      return { id: result.node.id, status: result.node.status, decision: body.decision };
    },
  }),
];
