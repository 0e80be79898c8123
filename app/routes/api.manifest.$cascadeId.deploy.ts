import type { ActionFunctionArgs } from "@remix-run/node";
import { deployManifest } from "~/domain/manifests.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, or503, postOnly, readJson } from "~/infra/http.server";

/**
 * Operators deploy a pending manifest's cascade ({}): the `manifest` job is queued and the answer
 * is {deployed: nodes queued for deployment, status: "processing", cascadeId, jobId} (202); the
 * list and /api/manifest/{cascadeId}/status show the progress. 409 unless the manifest is pending.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  await readJson(request); // the body is an empty object; a malformed one is still a 400
  const cascadeId = (params.cascadeId ?? "").slice(0, 100);
  const result = await or503(deployManifest(context.services, cascadeId, operator.email));
  if (result.outcome === "not_found") return jsonError("not_found", "There is no cascade with this id.");
  if (result.outcome === "not_pending") return jsonError("conflict", `This manifest is ${result.status}; only a pending manifest can be deployed.`);
  return json(
    { deployed: result.queued, queued: result.queued, status: "processing", cascadeId: result.cascadeId, manifestId: result.manifestId },
    { status: 202, headers: { "Cache-Control": "no-store" } },
  );
}

export const loader = postOnly;
