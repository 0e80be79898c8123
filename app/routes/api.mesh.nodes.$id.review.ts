import type { ActionFunctionArgs } from "@remix-run/node";
import { reviewDecisionSchema } from "~/domain/mesh.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, parseJson, postOnly } from "~/infra/http.server";
import { reviewPendingNode } from "~/infra/node-auth.server";

/** Operators approve (→ active) or reject (→ rejected) a pending node; 409 when it is not pending. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const { decision } = await parseJson(request, reviewDecisionSchema);
  const result = await reviewPendingNode(context.services, params.id ?? "", decision, operator);
  if (result.outcome === "not_found") return jsonError("not_found", "There is no node with this id.");
  if (result.outcome === "not_pending") return jsonError("conflict", `This node is ${result.status}, not pending; only pending nodes can be reviewed.`);
  return json({ id: result.node.id, status: result.node.status, decision }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
