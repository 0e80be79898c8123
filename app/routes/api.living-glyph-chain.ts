import type { LoaderFunctionArgs } from "@remix-run/node";
import { getChain } from "~/domain/chain.server";
import { json } from "~/infra/http.server";

/** {currentPhase, glyphs, silentName} for the visitor. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await getChain(context.services.db, context.visitorId), { headers: { "Cache-Control": "no-store" } });
}
