import type { LoaderFunctionArgs } from "@remix-run/node";
import { currentSafety } from "~/domain/safety.server";
import { json } from "~/infra/http.server";

/** Each agent's latest cognitive safety record, keyed by agent name. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await currentSafety(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
