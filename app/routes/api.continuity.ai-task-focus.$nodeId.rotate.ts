import type { ActionFunctionArgs } from "@remix-run/node";
import { rotateTaskFocus } from "~/domain/continuity.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, postOnly } from "~/infra/http.server";

/** Operators move a node to its next domain (analysis → creation → maintenance → teaching → analysis); 404 for an unknown node. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireOperator(request, context);
  const focus = await rotateTaskFocus(context.services.db, (params.nodeId ?? "").slice(0, 200));
  if (!focus) return jsonError("not_found", "There is no node with this id in the task rotation.");
  return json(focus, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
