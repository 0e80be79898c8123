import { type ActionFunctionArgs } from "@remix-run/node";
import { hubUrlFor } from "~/domain/deploy.server";
import { revealIssuedSecrets } from "~/domain/manifests.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { jsonError } from "~/infra/http.server";
import { redirectWithToast } from "~/infra/toast.server";
import { nodeConfigFile } from "~/lib/node-secret.server";

/** GET has nothing to show: the secrets are only handed out by the one POST. */
export function loader() {
  return jsonError("method_not_allowed", "Post the manifest viewer's form to download a cascade's node secrets.", { headers: { Allow: "POST" } });
}

/**
 * The manifest viewer's "Download node secrets (once)" form (a resource route, so the browser saves
 * the answer as a file, with or without JavaScript): every deployed node's configuration file
 * (node id, hub URL, secret) of a finished cascade, handed out once. Anything else comes back to
 * the cascade's details with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireOperator(request, context);
  const formData = await request.formData();
  const cascadeId = String(formData.get("cascadeId") ?? "").trim().slice(0, 100);
  const back = `/manifest-viewer?details=${encodeURIComponent(cascadeId)}`;
  const result = await revealIssuedSecrets(context.services.db, cascadeId, context.services.env.SESSION_SECRET);
  if (result.outcome === "not_found") return redirectWithToast(request, back, { title: "No Secrets", description: "There is no cascade with this id.", type: "error" });
  if (result.outcome === "not_finished") return redirectWithToast(request, back, { title: "No Secrets Yet", description: `This cascade is ${result.status}; its secrets can be downloaded once it has finished.`, type: "error" });
  if (result.outcome === "already_revealed")
    return redirectWithToast(request, back, { title: "Already Downloaded", description: "These secrets were shown once and cannot be fetched again; rotate a node's secret to issue a new one.", type: "error" });
  const hubUrl = hubUrlFor(request, context.services.env);
  const file = { cascadeId: result.cascadeId, hubUrl, nodes: result.secrets.map((x) => nodeConfigFile({ id: x.meshNodeId, name: x.nodeName, nodeType: x.nodeType }, hubUrl, x.glyphseed)) };
  return new Response(JSON.stringify(file, null, 2) + "\n", {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.cascadeId}-nodes.json"`,
      "Cache-Control": "no-store",
    },
  });
}
