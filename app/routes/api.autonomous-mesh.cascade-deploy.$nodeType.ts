import type { ActionFunctionArgs } from "@remix-run/node";
import { cascadeDeploySchema, startCascade } from "~/domain/autonomous.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, or503, parseJson, postOnly } from "~/infra/http.server";

/** Operators: {targetVersion} starts a version cascade for the node type (202 with the job); 404 unknown type, 409 one already running. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const input = await parseJson(request, cascadeDeploySchema);
  const result = await or503(startCascade(context.services.db, context.services.jobs, params.nodeType ?? "", input, operator.email));
  if (result.outcome === "unknown_type") return jsonError("not_found", "There is no node type with this name in the version registry.");
  if (result.outcome === "already_active") return jsonError("conflict", "A cascade for this node type is already running; wait for it to finish.");
  return json({ success: true, job: result.deployment }, { status: 202, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
