import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AutonomousScreen } from "~/components/autonomous/autonomous-screen";
import { JOBS_SHOWN, type AutonomousInitial } from "~/components/autonomous/types";
import { deployFormSchema, driftAlerts, listDeployments, rollbackFormSchema, rollbackVersion, versionRegistry } from "~/domain/autonomous.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { ServiceUnavailableError } from "~/infra/http.server";
import { errorFields, log } from "~/lib/log.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { redirectWithToast } from "~/infra/toast.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError } from "~/lib/form";
import { startVersionCascadeAudited } from "~/infra/operator-writes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Shared by every visitor: an operator's cascade (deploy or rollback) and the nodes' changes announce `mesh`.
  const shared = pageReads(cache, "/autonomous-mesh", "mesh");
  const [registry, alerts, jobs, operator] = await Promise.all([
    settle("autonomous-mesh: registry", shared("registry", () => versionRegistry(db))),
    settle("autonomous-mesh: drift alerts", shared("drift", () => driftAlerts(db))),
    settle("autonomous-mesh: jobs", shared("jobs", () => listDeployments(db, JOBS_SHOWN))),
    getOperator(request, context),
  ]);
  return data<AutonomousInitial>({ registry, alerts, jobs, canAct: operator !== null, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

/** Deploy Update (operators; a visitor is sent to sign in): starts a cascade and comes back with a flash toast, with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const back = "/autonomous-mesh";
  const intent = formData.get("intent");
  if (intent !== "deploy" && intent !== "rollback") return redirectWithToast(request, back, { title: "Unknown action", description: "Please use the forms on this page.", type: "error" });
  let nodeType: string;
  let targetVersion: string;
  if (intent === "rollback") {
    const submission = parseForm(formData, rollbackFormSchema);
    if (submission.status !== "success") return redirectWithToast(request, back, { title: "Rollback Failed", description: firstError(submission.error) ?? "Choose a node type.", type: "error" });
    nodeType = submission.value.nodeType;
    const previous = await rollbackVersion(context.services.db, nodeType);
    if (!previous) return redirectWithToast(request, back, { title: "Rollback Failed", description: `${nodeType} has no earlier version to roll back to.`, type: "error" });
    targetVersion = previous;
  } else {
    const submission = parseForm(formData, deployFormSchema);
    if (submission.status !== "success") return redirectWithToast(request, back, { title: "Deployment Failed", description: firstError(submission.error) ?? "Check the version.", type: "error" });
    ({ nodeType, targetVersion } = submission.value);
  }
  try {
    const result = await startVersionCascadeAudited(context.services, operator, nodeType, { targetVersion }, intent === "rollback" ? "version.rollback" : "version.update");
    if (result.outcome === "unknown_type") return redirectWithToast(request, back, { title: "Deployment Failed", description: `${nodeType} is not a node type of the registry.`, type: "error" });
    if (result.outcome === "already_active") return redirectWithToast(request, back, { title: "Deployment Failed", description: `A cascade for ${nodeType} is already running.`, type: "error" });
    const n = result.deployment.targetNodes.length;
    return redirectWithToast(request, back, {
      title: intent === "rollback" ? "Rollback Queued" : "Cascade Deployed",
      description: `${nodeType} -> ${targetVersion}: updating ${n} node${n === 1 ? "" : "s"} (queued; the job below follows it).`,
      type: "success",
    });
  } catch (error) {
    if (!(error instanceof ServiceUnavailableError)) log.error("autonomous-mesh: deploy failed", errorFields(error));
    const message = error instanceof ServiceUnavailableError ? error.message : "The cascade could not be started.";
    return redirectWithToast(request, back, { title: "Deployment Failed", description: message, type: "error" });
  }
}

export default function AutonomousMeshRoute() {
  const initial = useLoaderData<typeof loader>();
  return <AutonomousScreen initial={initial} />;
}

export const meta: MetaFunction = () => [
  { title: "Autonomous Mesh · Trinity Mesh" },
  { name: "description", content: "Version registry, drift alerts and update cascades across all 29 node types of the mesh." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
