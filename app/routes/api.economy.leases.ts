import type { LoaderFunctionArgs } from "@remix-run/node";
import { listLeases } from "~/domain/economy.server";
import { json, jsonError } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

const STATUSES = ["active", "completed", "cancelled"] as const;

/** {leases: [{id, nodeId, leaseType, amount, qualityScore, valPrice (VAL per hour), duration (s), status, createdAt}]}, newest first; `?status=active` narrows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const limit = clampLimit(params.get("limit"), 100);
  const status = params.get("status");
  if (status !== null && !STATUSES.includes(status as (typeof STATUSES)[number])) {
    return jsonError("validation_failed", `status must be one of ${STATUSES.join(", ")}.`, { issues: [{ path: "status", message: `status must be one of ${STATUSES.join(", ")}.` }] });
  }
  const leases = await listLeases(context.services.db, { limit, status: (status ?? undefined) as (typeof STATUSES)[number] | undefined });
  return json({ leases }, { headers: { "Cache-Control": "no-store" } });
}
