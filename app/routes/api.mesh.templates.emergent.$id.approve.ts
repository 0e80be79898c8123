import type { ActionFunctionArgs } from "@remix-run/node";
import { approveTemplate } from "~/domain/evolution.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, postOnly } from "~/infra/http.server";

/** Approve Template (operators): a candidate becomes active; 409 when it is not a candidate. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const result = await approveTemplate(context.services.db, params.id ?? "", operator.email);
  if (result.outcome === "not_found") return jsonError("not_found", "There is no emergent template with this id.");
  if (result.outcome === "not_candidate") return jsonError("conflict", `This template is ${result.status}; only candidates can be approved.`);
  return json(result.template, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
