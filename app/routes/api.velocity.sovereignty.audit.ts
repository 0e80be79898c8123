import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSovereigntyAudit } from "~/domain/velocity.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** The sovereignty audit trail, newest first: [{id, agentId, previousSovereign, sovereign, reason, operator, timestamp}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 20);
  return json(await listSovereigntyAudit(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
