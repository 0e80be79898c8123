import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ValoirInitial } from "~/components/valoir/types";
import { ValoirScreen } from "~/components/valoir/valoir-screen";
import { reviewFormSchema } from "~/domain/mesh.server";
import { cachedHistory } from "~/infra/history-cache.server";
import { parseHistoryRange } from "~/lib/history";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { errorFields, log } from "~/lib/log.server";
import { reviewPendingNode } from "~/infra/node-auth.server";
import { decommissionMeshNode, revokeSecretOfNode } from "~/infra/operator-writes.server";
import { redirectWithToast } from "~/infra/toast.server";
import { parseMeshTab } from "~/lib/nodes";
import { sharedMeshStatus } from "~/infra/shared-reads.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError } from "~/lib/form";

/** Server-rendered mesh (works without JavaScript); the browser then polls /api/mesh/status every 5 s. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = Date.now();
  const range = parseHistoryRange(new URL(request.url).searchParams.get("range"));
  const [status, history, operator] = await Promise.all([
    sharedMeshStatus(context.services).catch((error: unknown) => {
      log.error("valoir-mesh: status read failed", errorFields(error));
      return null;
    }),
    cachedHistory(context.services, "mesh", range, now).catch((error: unknown) => {
      log.error("valoir-mesh: history read failed", errorFields(error));
      return null;
    }),
    getOperator(request, context),
  ]);
  return data<ValoirInitial>({ status, canReview: operator !== null, now, range, history }, { headers: { "Cache-Control": "no-store" } });
}

/** Tabs are URL state over data already loaded (and polled): switching them does not reload; a new chart range does. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get("range") === nextUrl.searchParams.get("range")) return false;
  return defaultShouldRevalidate;
};

/** The pending-node review form, and a node's revoke-secret and decommission forms (operators only; a visitor is sent to sign in). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const url = new URL(request.url);
  const tab = parseMeshTab(url.searchParams.get("tab"));
  const back = tab === "all" ? "/valoir-mesh" : `/valoir-mesh?tab=${tab}`;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "revoke-secret" || intent === "decommission") {
    const nodeId = String(formData.get("nodeId") ?? "").trim().slice(0, 100);
    if (intent === "revoke-secret") {
      const result = await revokeSecretOfNode(context.services, nodeId, operator);
      if (result.outcome === "not_found") return redirectWithToast(request, back, { title: "Node not found", description: "It may have been removed.", type: "error" });
      if (result.outcome === "already_revoked") return redirectWithToast(request, back, { title: "No secret to revoke", description: `${result.node.name} has no secret; rotate to issue one.`, type: "error" });
      return redirectWithToast(request, back, { title: "Secret revoked", description: `${result.node.name}'s heartbeats are refused until its secret is rotated.`, type: "success" });
    }
    const result = await decommissionMeshNode(context.services, nodeId, operator);
    if (result.outcome === "not_found") return redirectWithToast(request, back, { title: "Node not found", description: "It may have been removed.", type: "error" });
    if (result.outcome === "already_decommissioned") return redirectWithToast(request, back, { title: "Already decommissioned", description: `${result.node.name} is already decommissioned.`, type: "error" });
    return redirectWithToast(request, back, { title: "Node decommissioned", description: `${result.node.name} left the mesh: status revoked, its calls refused.`, type: "success" });
  }
  const submission = parseForm(formData, reviewFormSchema);
  if (submission.status !== "success") {
    return redirectWithToast(request, back, { title: "Review not saved", description: firstError(submission.error) ?? "Choose a node and a decision.", type: "error" });
  }
  const { nodeId, decision } = submission.value;
  const result = await reviewPendingNode(context.services, nodeId, decision, operator);
  if (result.outcome === "not_found") return redirectWithToast(request, back, { title: "Node not found", description: "It may have been removed.", type: "error" });
  if (result.outcome === "not_pending") {
    return redirectWithToast(request, back, { title: "Already reviewed", description: `This node is ${result.status}; only pending nodes can be reviewed.`, type: "error" });
  }
  const { name } = result.node;
  return redirectWithToast(
    request,
    back,
    decision === "approve"
      ? { title: "Node approved", description: `${name} joined the mesh; its signed heartbeats are now accepted.`, type: "success" }
      : { title: "Node rejected", description: `${name} was not admitted; its heartbeats are refused.`, type: "success" },
  );
}

export default function ValoirMeshRoute() {
  const initial = useLoaderData<typeof loader>();
  return <ValoirScreen initial={initial} />;
}

export const meta: MetaFunction = () => [
  { title: "VALOIR Mesh · Trinity Mesh" },
  { name: "description", content: "Every node of the VALOIR mesh: its type, status, signed heartbeat, glyph affinities and VAL balance." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
