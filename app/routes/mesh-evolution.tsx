import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EvolutionScreen } from "~/components/evolution/evolution-screen";
import { EVOLUTION_INTENT, EVOLUTION_TABS, type EvolutionInitial } from "~/components/evolution/types";
import {
  evolutionMetrics,
  listEmergentTemplates,
  listPatterns,
  listReflections,
  referenceTemplates,
  reflectionRequestSchema,
  } from "~/domain/evolution.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { cachedHistory } from "~/infra/history-cache.server";
import { parseHistoryRange } from "~/lib/history";
import { ServiceUnavailableError } from "~/infra/http.server";
import { errorFields, log } from "~/lib/log.server";
import { settle } from "~/infra/settle.server";
import { approveEmergentTemplate } from "~/infra/operator-writes.server";
import { redirectWithToast } from "~/infra/toast.server";
import { tabFrom } from "~/lib/tabs";
import { pageReads } from "~/infra/read-cache.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError } from "~/lib/form";
import { requestReflectionAudited } from "~/infra/operator-actions.server";

const LIST_LIMIT = 100;
const REFLECTIONS_SHOWN = 50;
const JOB_ID = /^reflect-[0-9a-f-]{36}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Shared by every visitor: reflections and the operators' approvals announce `evolution`.
  const shared = pageReads(cache, "/mesh-evolution", "evolution");
  const params = new URL(request.url).searchParams;
  const pending = params.get("pending");
  const range = parseHistoryRange(params.get("range"));
  const now = Date.now();
  const [metrics, emergent, patterns, reflections, history, operator] = await Promise.all([
    settle("mesh-evolution: metrics", shared("metrics", () => evolutionMetrics(db))),
    settle("mesh-evolution: emergent templates", shared("emergent", () => listEmergentTemplates(db, LIST_LIMIT))),
    settle("mesh-evolution: patterns", shared("patterns", () => listPatterns(db, LIST_LIMIT))),
    settle("mesh-evolution: reflections", shared("reflections", () => listReflections(db, REFLECTIONS_SHOWN))),
    settle("mesh-evolution: history", cachedHistory(context.services, "evolution", range, now)),
    getOperator(request, context),
  ]);
  return data<EvolutionInitial>(
    {
      metrics,
      reference: referenceTemplates(),
      emergent,
      patterns,
      reflections,
      canAct: operator !== null,
      pendingJob: pending && JOB_ID.test(pending) ? pending : null,
      now,
      range,
      history,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** 'Reflect now' and 'Approve Template' (operators; a visitor is sent to sign in). Each answers with a redirect and a flash toast, with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const tab = tabFrom(EVOLUTION_TABS, new URL(request.url).searchParams.get("tab"), "templates");
  switch (formData.get("intent")) {
    case EVOLUTION_INTENT.reflect: {
      const submission = parseForm(formData, reflectionRequestSchema);
      if (submission.status !== "success") {
        return redirectWithToast(request, "/mesh-evolution?tab=reflections", { title: "Reflection not started", description: firstError(submission.error) ?? "Check the focus text.", type: "error" });
      }
      const reflection = submission.value;
      try {
        const { jobId } = await requestReflectionAudited(context.services, operator, reflection);
        return redirectWithToast(request, `/mesh-evolution?tab=reflections&pending=${jobId}`, {
          title: "Reflection started",
          description: reflection.query ? `The mesh is reflecting on “${reflection.query}”.` : "The mesh is reflecting on its recent activity.",
          type: "success",
        });
      } catch (error) {
        if (!(error instanceof ServiceUnavailableError)) log.error("mesh-evolution: reflect failed", errorFields(error));
        const message = error instanceof ServiceUnavailableError ? error.message : "The reflection could not be queued.";
        return redirectWithToast(request, "/mesh-evolution?tab=reflections", { title: "Reflection not started", description: message, type: "error" });
      }
    }
    case EVOLUTION_INTENT.approve: {
      const id = String(formData.get("templateId") ?? "");
      const result = await approveEmergentTemplate(context.services, id, operator);
      const back = "/mesh-evolution?tab=templates";
      if (result.outcome === "not_found") return redirectWithToast(request, back, { title: "Template not found", description: "It may have been removed.", type: "error" });
      if (result.outcome === "not_candidate") return redirectWithToast(request, back, { title: "Already approved", description: `This template is ${result.status}; only candidates can be approved.`, type: "error" });
      return redirectWithToast(request, back, { title: "Template approved", description: `${result.template.typeName} is now an active template of the mesh.`, type: "success" });
    }
    default:
      return redirectWithToast(request, `/mesh-evolution?tab=${tab}`, { title: "Unknown action", description: "Please use the forms on this page.", type: "error" });
  }
}

export default function MeshEvolutionRoute() {
  const initial = useLoaderData<typeof loader>();
  return <EvolutionScreen initial={initial} />;
}

export const meta: MetaFunction = () => [
  { title: "Mesh Evolution · Trinity Mesh" },
  { name: "description", content: "Templates, emergent patterns and reflections: how the mesh grows beyond its 29 reference node types." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
