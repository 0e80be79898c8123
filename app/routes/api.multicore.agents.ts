import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAgents } from "~/domain/multicore.server";
import { json } from "~/infra/http.server";

/** The multicore agents: [{id, name, emoji, status, heritage, purpose, glyphAffinity, capabilities, version, lastActive}]. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await listAgents(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
