import { type ActionFunctionArgs } from "@remix-run/node";
import { hubUrlFor } from "~/domain/deploy.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { jsonError } from "~/infra/http.server";
import { rotateSecretOfNode } from "~/infra/operator-writes.server";
import { redirectWithToast } from "~/infra/toast.server";
import { nodeConfigFile } from "~/lib/node-secret.server";

/** GET has nothing to show: a new secret is only issued by the one POST. */
export function loader() {
  return jsonError("method_not_allowed", "Post the mesh screen's Rotate secret form to issue a node a new secret.", { headers: { Allow: "POST" } });
}

/**
 * /valoir-mesh's "Rotate secret" form (a resource route, so the browser saves the answer as a file,
 * with or without JavaScript): issues the node a new secret and answers its configuration file
 * (node id, hub URL, the new secret) once; the old secret stops verifying at once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const nodeId = String(formData.get("nodeId") ?? "").trim().slice(0, 100);
  const result = await rotateSecretOfNode(context.services, nodeId, operator);
  if (result.outcome === "not_found") return redirectWithToast(request, "/valoir-mesh", { title: "Node not found", description: "It may have been removed.", type: "error" });
  if (result.outcome === "not_allowed") return redirectWithToast(request, "/valoir-mesh", { title: "Secret not rotated", description: `This node is ${result.status}; it cannot be issued a secret.`, type: "error" });
  const config = nodeConfigFile(result.node, hubUrlFor(request, context.services.env), result.glyphseed);
  return new Response(JSON.stringify(config, null, 2) + "\n", {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.node.id}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
