import type { LoaderFunctionArgs } from "@remix-run/node";
import { engineStatus } from "~/domain/velocity.server";
import { json } from "~/infra/http.server";

/** {running, cycleNumber, sovereignFlag, currentCycle {phase, cycleTimeHours}|null, cycleTimeHours, startedAt, …}; polled every 5 s. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await engineStatus(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
