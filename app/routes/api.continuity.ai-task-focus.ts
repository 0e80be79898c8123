import type { LoaderFunctionArgs } from "@remix-run/node";
import { listTaskFocus } from "~/domain/continuity.server";
import { json } from "~/infra/http.server";

/** Per node: {nodeId, nodeName, nodeType, currentDomain, tasksCompleted, lastRotation}. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await listTaskFocus(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
