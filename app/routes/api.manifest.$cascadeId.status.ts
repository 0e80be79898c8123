import type { LoaderFunctionArgs } from "@remix-run/node";
import { cascadeStatus } from "~/domain/manifests.server";
import { json, jsonError } from "~/infra/http.server";

/** A cascade's state: {cascade {status, currentPhase, symbolicSync, resonanceVerified, …}, nodes[] {id, nodeName, nodeType, nodeStatus, …}}. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const cascadeId = (params.cascadeId ?? "").slice(0, 100);
  const status = await cascadeStatus(context.services.db, cascadeId);
  if (!status) return jsonError("not_found", "There is no cascade with this id.");
  return json(status, { headers: { "Cache-Control": "no-store" } });
}
