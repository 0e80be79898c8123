import type { ActionFunctionArgs } from "@remix-run/node";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, or503, postOnly } from "~/infra/http.server";

/**
 * Operators run the `propose-promotions` job now (it also runs every 10 minutes). One run per
 * minute at most: the job id names the minute. The proposals appear in /api/promotions/pending.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireOperator(request, context);
  const minute = new Date().toISOString().slice(0, 16).replace(/[^0-9]/g, "");
  const jobId = `propose-promotions-${minute}`;
  await or503(context.services.jobs.enqueue("maintenance", "propose-promotions", {}, { jobId }));
  return json({ jobId, queue: "maintenance", name: "propose-promotions" }, { status: 202, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
