import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listSnapshots, snapshotSchema, takeSnapshot } from "~/domain/continuity.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, parseJson } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Snapshots of the archive, newest first: [{id, projectName, summaryHash, memoryCount, takenBy, scanId, syncedAt}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 20);
  return json(await listSnapshots(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}

/** Operators take a snapshot: {projectName?} → the snapshot (201) whose summaryHash is the SHA-256 of the archive's content. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError("method_not_allowed", "/api/continuity/alexandria-sync accepts GET and POST only.", { headers: { Allow: "GET, POST" } });
  const operator = await requireOperator(request, context);
  const { projectName } = await parseJson(request, snapshotSchema);
  const snapshot = await takeSnapshot(context.services.db, { projectName, takenBy: operator.email });
  return json(snapshot, { status: 201, headers: { "Cache-Control": "no-store" } });
}
