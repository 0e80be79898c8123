import type { ActionFunctionArgs } from "@remix-run/node";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, postOnly } from "~/infra/http.server";
import { approveEmergentTemplate } from "~/infra/operator-writes.server";

/** Approve Template (operators): a candidate becomes active; 409 when it is not a candidate. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const result = await approveEmergentTemplate(context.services, params.id ?? "", operator.email);
  if (result.outcome === "not_found") return jsonError("not_found", "There is no emergent template with this id.");
  if (result.outcome === "not_candidate") return jsonError("conflict", `This template is ${result.status}; only candidates can be approved.`);
  return json(result.template, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
