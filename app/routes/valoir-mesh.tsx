import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ValoirInitial } from "~/components/valoir/types";
import { ValoirScreen } from "~/components/valoir/valoir-screen";
import { meshStatus, reviewFormSchema } from "~/domain/mesh.server";
import { liveness } from "~/domain/node-status.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { errorFields, log } from "~/lib/log.server";
import { reviewPendingNode } from "~/infra/node-auth.server";
import { redirectWithToast } from "~/infra/toast.server";
import { parseMeshTab } from "~/lib/nodes";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError } from "~/lib/form";

/** Server-rendered mesh (works without JavaScript); the browser then polls /api/mesh/status every 5 s. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const now = Date.now();
  const [status, operator] = await Promise.all([
    meshStatus(db, liveness(now)).catch((error: unknown) => {
      log.error("valoir-mesh: status read failed", errorFields(error));
      return null;
    }),
    getOperator(request, context),
  ]);
  return data<ValoirInitial>({ status, canReview: operator !== null, now }, { headers: { "Cache-Control": "no-store" } });
}

/** Tabs are URL state over data already loaded (and polled): switching them does not reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

/** The pending-node review form (operators only; a visitor is sent to sign in). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const url = new URL(request.url);
  const tab = parseMeshTab(url.searchParams.get("tab"));
  const back = tab === "all" ? "/valoir-mesh" : `/valoir-mesh?tab=${tab}`;
  const submission = parseForm(await request.formData(), reviewFormSchema);
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
