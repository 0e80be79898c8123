import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadManifest, uploadManifestSchema } from "~/domain/manifests.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, parseJson, postOnly } from "~/infra/http.server";

/**
 * Operators upload an Echo Manifest: {manifestData} (the manifest object, or its JSON text).
 * 201 {id, cascadeId, nodeCount, …}, stored pending; a manifest that breaks the schema is 400
 * with the issues and nothing is stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const { manifestData } = await parseJson(request, uploadManifestSchema);
  const manifest = await uploadManifest(context.services.db, manifestData, operator.email);
  return json(manifest, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
