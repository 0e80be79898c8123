import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ManifestScreen } from "~/components/manifests/manifest-screen";
import { INTENT, type ManifestReply, type ManifestViewerData } from "~/components/manifests/types";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { cascadeStatus, INVALID_MANIFEST_JSON, listManifests, uploadManifestSchema } from "~/domain/manifests.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { ServiceUnavailableError } from "~/infra/http.server";
import { errorFields, log } from "~/lib/log.server";
import { settle } from "~/infra/settle.server";
import { redirectWithToast } from "~/infra/toast.server";
import { DEPLOY_FAILED_TITLE, deployedToast, INVALID_JSON_TOAST, UPLOAD_FAILED_TITLE, uploadedToast } from "~/lib/manifests";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { deployManifestAudited, uploadManifestAudited } from "~/infra/operator-actions.server";

const LIST_LIMIT = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const detailsId = new URL(request.url).searchParams.get("details")?.trim().slice(0, 100) || null;
  const [manifests, details, operator] = await Promise.all([
    settle("manifest-viewer: list", listManifests(db, LIST_LIMIT)),
    detailsId ? settle("manifest-viewer: cascade status", cascadeStatus(db, detailsId)) : Promise.resolve(null),
    getOperator(request, context),
  ]);
  return data<ManifestViewerData>({ manifests, details, detailsId, canAct: operator !== null, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

function refuse(reply: Omit<ManifestReply, "ok">, status = 400) {
  return data<ManifestReply>({ ...reply, ok: false }, { status });
}

/**
 * Upload (intent "upload") and Deploy Cascade (intent "deploy"), operators only. A post without
 * JavaScript is redirected back with a flash toast; an enhanced one gets data (the page shows the
 * toast). A refused upload answers the message on the page and gives the text back.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const enhanced = isEnhanced(formData);

  switch (formData.get("intent")) {
    case INTENT.upload: {
      const intent = INTENT.upload;
      const raw = formData.get("manifestData");
      const manifestText = typeof raw === "string" ? raw : "";
      formData.set("manifestData", manifestText);
      const submission = parseForm(formData, uploadManifestSchema);
      if (submission.status !== "success") {
        const [path, messages] = Object.entries(submission.error ?? {}).find(([, m]) => m?.length) ?? ["", null];
        const message = messages?.[0];
        const invalidJson = message === INVALID_MANIFEST_JSON || manifestText.trim() === "";
        // "manifestData.nodes[0].name" → "nodes.0.name: "
        const inner = path.replace(/^manifestData/, "").replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "");
        const where = inner ? `${inner}: ` : "";
        return refuse({
          intent,
          manifestText: manifestText.slice(0, 60_000),
          toast: invalidJson ? INVALID_JSON_TOAST : { title: UPLOAD_FAILED_TITLE, description: `${where}${message ?? "The manifest is not valid."}`, type: "error" },
        });
      }
      try {
        const uploaded = await uploadManifestAudited(context.services, operator, submission.value.manifestData);
        const toast = uploadedToast(uploaded.nodeCount);
        if (!enhanced) return redirectWithToast(request, "/manifest-viewer", toast);
        return data<ManifestReply>({ ok: true, intent, toast, cascadeId: uploaded.cascadeId });
      } catch (error) {
        log.error("manifest-viewer: upload failed", errorFields(error));
        return refuse({ intent, manifestText, toast: { title: UPLOAD_FAILED_TITLE, description: "The manifest could not be stored. Please try again.", type: "error" } }, 500);
      }
    }

    case INTENT.deploy: {
      const intent = INTENT.deploy;
      const cascadeId = String(formData.get("cascadeId") ?? "").trim().slice(0, 100);
      const back = `/manifest-viewer?details=${encodeURIComponent(cascadeId)}`;
      const failed = async (description: string, status: number) => {
        const toast = { title: DEPLOY_FAILED_TITLE, description, type: "error" } as const;
        if (!enhanced) return redirectWithToast(request, back, toast);
        return refuse({ intent, cascadeId, toast }, status);
      };
      let result;
      try {
        result = await deployManifestAudited(context.services, operator, cascadeId);
      } catch (error) {
        if (error instanceof ServiceUnavailableError) return failed(error.message, 503);
        log.error("manifest-viewer: deploy failed", errorFields(error));
        return failed("The cascade could not be started. Please try again.", 500);
      }
      if (result.outcome === "not_found") return failed("There is no cascade with this id.", 404);
      if (result.outcome === "not_pending") return failed(`This manifest is ${result.status}; only a pending manifest can be deployed.`, 409);
      const toast = deployedToast(result.queued);
      if (!enhanced) return redirectWithToast(request, back, toast);
      return data<ManifestReply>({ ok: true, intent, toast, cascadeId });
    }

    default:
      return refuse({ intent: null, toast: { title: "Unknown action", description: "Please use the forms on this page.", type: "error" } });
  }
}

export default function ManifestViewerRoute() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <ManifestScreen data={loaded} reply={reply} />;
}

export const meta: MetaFunction = () => [
  { title: "Manifest Viewer · Trinity Mesh" },
  { name: "description", content: "Upload VALOIR Echo Manifests, deploy their cascades into the mesh and follow each node's deployment." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
