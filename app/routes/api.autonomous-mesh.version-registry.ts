import type { LoaderFunctionArgs } from "@remix-run/node";
import { versionRegistry } from "~/domain/autonomous.server";
import { json } from "~/infra/http.server";

/** {registry[]}: every node type (29) with currentVersion, previousVersion, versionStatus, nodeInstances, autoUpdateEnabled. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json({ registry: await versionRegistry(context.services.db) }, { headers: { "Cache-Control": "no-store" } });
}
