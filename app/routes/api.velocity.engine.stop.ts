import type { ActionFunctionArgs } from "@remix-run/node";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, or503, postOnly } from "~/infra/http.server";
import { stopVelocityEngine } from "~/infra/operator-writes.server";

/** Operators stop the pulse engine: its scheduler is removed (a cycle already running finishes). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const { status, wasRunning } = await or503(stopVelocityEngine(context.services, operator.email));
  return json({ ...status, wasRunning }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
