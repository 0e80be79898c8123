import type { LoaderFunctionArgs } from "@remix-run/node";
import { listSovereignty } from "~/domain/velocity.server";
import { json } from "~/infra/http.server";

/** Every multicore agent's sovereignty: [{agentId, agentName, emoji, sovereign, consentReason, lastConsentCheck}]; polled every 10 s. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await listSovereignty(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
