import type { LoaderFunctionArgs } from "@remix-run/node";
import { latestScan } from "~/domain/continuity.server";
import { json } from "~/infra/http.server";

/** The newest scan (queued, running, completed or failed), or null before the first: {id, status, overallScore, scanTimestamp, recommendations, …}. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await latestScan(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
