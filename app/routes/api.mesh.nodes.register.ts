import type { ActionFunctionArgs } from "@remix-run/node";
import { registerNode, registerNodeSchema } from "~/domain/mesh.server";
import { json, parseJson, postOnly } from "~/infra/http.server";

/**
 * A node asks to join the mesh, proving possession of its glyphseed once. The glyphseed is stored
 * sealed and never returned; the answer is the node's id, "pending" and the glyphseed's sha256
 * fingerprint. Registering again with the same glyphseed answers the existing node (200).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const input = await parseJson(request, registerNodeSchema);
  const { db, env, announcer } = context.services;
  const node = await registerNode(db, input, env.SESSION_SECRET);
  if (node.created) await announcer.announce("mesh_changed", { reason: "node_registered", nodeId: node.id });
  return json({ id: node.id, status: node.status, fingerprint: node.fingerprint }, { status: node.created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
