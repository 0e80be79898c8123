import type { ActionFunctionArgs } from "@remix-run/node";
import { heartbeatBodySchema, recordHeartbeat } from "~/domain/mesh.server";
import { json, jsonError, postOnly, validationError } from "~/infra/http.server";
import { verifyNodeCall } from "~/infra/node-auth.server";

/**
 * A signed heartbeat (X-Node-Id, X-Node-Timestamp, X-Node-Signature; see app/lib/node-signature.ts).
 * Accepted: the node is active with a verified signature, a "heartbeat" mesh event is written, and
 * `mesh_changed` + `node_heartbeat` go out on the mesh bus (the ritual plane shows the latter).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  const { node, rawBody } = await verifyNodeCall(request, services);

  let raw: unknown = {};
  if (rawBody.trim() !== "") {
    try {
      raw = JSON.parse(rawBody);
    } catch {
      return jsonError("bad_request", "The request body is not valid JSON.");
    }
  }
  const body = heartbeatBodySchema.safeParse(raw);
  if (!body.success) return validationError(body.error);

  const beat = await recordHeartbeat(services.db, node.id, body.data);
  if (!beat) return jsonError("forbidden", "This node is not approved to send heartbeats.");

  await Promise.all([
    services.announcer.announce("mesh_changed", { reason: "heartbeat", nodeId: beat.nodeId }),
    services.announcer.announce("node_heartbeat", { nodeId: beat.nodeId, name: beat.name, nodeType: beat.nodeType, version: beat.version, signature: "verified" }, beat.nodeId),
  ]);
  return json({ ok: true, nodeId: beat.nodeId, status: "active", signature: "verified", receivedAt: beat.receivedAt }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
