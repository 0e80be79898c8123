import type { LoaderFunctionArgs } from "@remix-run/node";
import { latestModules } from "~/domain/continuity.server";
import { json } from "~/infra/http.server";

/** The modules of the newest completed scan: [{moduleName, schemaVersion, status, compatibilityScore, details, checkedAt}]. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await latestModules(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
