/** The Echo Manifest endpoints (spec "Echo Manifests"): the list, a cascade's state, upload and deploy. */
import { z } from "zod";
import { cascadeStatus, listManifests, uploadManifestSchema } from "../../domain/manifests.server";
import { SAMPLE_MANIFEST } from "../../lib/manifests";
import { cascadeStatusSchema, manifestDeployQueuedSchema, manifestListSchema, uploadedManifestSchema } from "../../lib/manifests.schema";
import { endpoint } from "../endpoint.server";
import { jsonError, or503 } from "../http.server";
import { deployManifestAudited, uploadManifestAudited } from "../operator-actions.server";
import { limitQuery, pathParam } from "./params.server";

const cascadeIdParam = pathParam("cascadeId", "cascade-seed-echo-genesis", "An Echo Manifest cascade id.");

export const manifestEndpoints = [
  endpoint({
    method: "get",
    path: "/api/manifest/list",
    summary: "Registered manifests, newest first.",
    tag: "manifest",
    query: limitQuery(50),
    response: manifestListSchema,
    handler: async ({ services, query }) => ({ manifests: await listManifests(services.db, query.limit) }),
  }),
  endpoint({
    method: "get",
    path: "/api/manifest/{cascadeId}/status",
    summary: "A manifest cascade's state.",
    tag: "manifest",
    params: cascadeIdParam,
    response: cascadeStatusSchema,
    errors: [404],
    handler: async ({ services, params }) => (await cascadeStatus(services.db, params.cascadeId.slice(0, 100))) ?? jsonError("not_found", "There is no cascade with this id."),
  }),
  endpoint({
    method: "post",
    path: "/api/manifest/upload",
    summary: "Operators upload an Echo Manifest (stored pending).",
    tag: "manifest",
    access: "operator",
    body: uploadManifestSchema,
    example: { manifestData: SAMPLE_MANIFEST },
    status: 201,
    response: uploadedManifestSchema,
    // A manifest that breaks the schema is a 400 with the issues and nothing is stored.
    handler: async ({ services, body, operator }) => uploadManifestAudited(services, operator!, body.manifestData),
  }),
  endpoint({
    method: "post",
    path: "/api/manifest/{cascadeId}/deploy",
    summary: "Operators deploy a pending manifest's cascade (a `manifest` job).",
    tag: "manifest",
    access: "operator",
    params: cascadeIdParam,
    body: z.object({}),
    example: {},
    status: 202,
    response: manifestDeployQueuedSchema,
    errors: [404, 409, 503],
    // The list and /api/manifest/{cascadeId}/status show the progress; 409 unless the manifest is pending.
    handler: async ({ services, params, operator }) => {
      const result = await or503(deployManifestAudited(services, operator!, params.cascadeId.slice(0, 100)));
      if (result.outcome === "not_found") return jsonError("not_found", "There is no cascade with this id.");
      if (result.outcome === "not_pending") return jsonError("conflict", `This manifest is ${result.status}; only a pending manifest can be deployed.`);
      return { deployed: result.queued, queued: result.queued, status: "processing", cascadeId: result.cascadeId, manifestId: result.manifestId };
    },
  }),
];
