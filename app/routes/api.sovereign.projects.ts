import type { LoaderFunctionArgs } from "@remix-run/node";
import { listProjects } from "~/domain/lineage.server";
import { json } from "~/infra/http.server";

/** The four sovereign projects: [{id, name, symbol, description, fire, established, keywords}]. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await listProjects(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
