import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCycles } from "~/domain/velocity.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Cycles, newest first: [{id, cycleNumber, phase, cycleTimeHours, nodesDeployed, sovereignFlag, startedAt, completedAt}]; polled every 5 s. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 20);
  return json(await listCycles(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
