import type { LoaderFunctionArgs } from "@remix-run/node";
import { driftAlerts } from "~/domain/autonomous.server";
import { json } from "~/infra/http.server";

/** {alerts[]}: nodes whose reported version differs from the one they should run (id, nodeId, detectedVersion, expectedVersion). */
export async function loader({ context }: LoaderFunctionArgs) {
  return json({ alerts: await driftAlerts(context.services.db) }, { headers: { "Cache-Control": "no-store" } });
}
