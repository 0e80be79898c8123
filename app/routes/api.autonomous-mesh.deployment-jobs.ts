import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDeployments } from "~/domain/autonomous.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** {jobs[]}: version cascades, newest first (status, successfulUpdates, failedUpdates, targetNodes, progress, per-node results). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 20);
  return json({ jobs: await listDeployments(context.services.db, limit) }, { headers: { "Cache-Control": "no-store" } });
}
