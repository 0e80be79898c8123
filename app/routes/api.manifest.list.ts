import type { LoaderFunctionArgs } from "@remix-run/node";
import { listManifests } from "~/domain/manifests.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Registered manifests, newest first: {manifests: [{id, manifestType, manifestVersion, uploadedAt, rootRepo, nodeCount, deployedNodes, failedNodes, status, cascadeDeploymentId}]}. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 50);
  return json({ manifests: await listManifests(context.services.db, limit) }, { headers: { "Cache-Control": "no-store" } });
}
