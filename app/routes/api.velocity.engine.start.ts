import type { ActionFunctionArgs } from "@remix-run/node";
import { startEngineSchema } from "~/domain/velocity.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, or503, parseJson, postOnly } from "~/infra/http.server";
import { startVelocityEngine } from "~/infra/operator-writes.server";

/** Operators start the pulse engine: {cycleTimeHours (1..168, default 12)} → the engine status; starting a running engine changes nothing. */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const { cycleTimeHours } = await parseJson(request, startEngineSchema);
  const { status, alreadyRunning } = await or503(startVelocityEngine(context.services, cycleTimeHours, operator.email));
  return json({ ...status, alreadyRunning }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
