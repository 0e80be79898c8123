import type { ActionFunctionArgs } from "@remix-run/node";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, or503, postOnly } from "~/infra/http.server";
import { startHarmonyScan } from "~/infra/operator-writes.server";

/** Operators run a harmony scan: queues a `harmony` job and answers 202 {id, status}; 503 while Redis is down. */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const scan = await or503(startHarmonyScan(context.services, operator.email));
  return json({ id: scan.id, status: scan.status }, { status: 202, headers: { "Cache-Control": "no-store", Location: `/api/continuity/harmony-scan/${scan.id}` } });
}

export const loader = postOnly;
