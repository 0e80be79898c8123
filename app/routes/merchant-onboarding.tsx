import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OnboardingScreen } from "~/components/merchant/onboarding-screen";
import type { OnboardingData } from "~/components/merchant/types";
import { firstError, type FormReply } from "~/lib/form";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { listNodes } from "~/domain/mesh.server";
import { listOnboardings, marketStats, onboardSchema } from "~/domain/merchant.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { onboardMerchantAgent } from "~/infra/operator-writes.server";
import { redirectWithToast } from "~/infra/toast.server";
import { ONBOARDING_HISTORY_SHOWN, onboardedDescription, TOASTS } from "~/lib/merchant";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Nodes, onboardings and stats: shared by every visitor (an onboarding announces `mesh`).
  const shared = pageReads(cache, "/merchant-onboarding", "mesh");
  const [nodes, history, stats, operator] = await Promise.all([
    settle("merchant-onboarding: nodes", shared("nodes", () => listNodes(db))),
    settle("merchant-onboarding: history", shared("history", () => listOnboardings(db, ONBOARDING_HISTORY_SHOWN))),
    settle("merchant-onboarding: stats", shared("stats", () => marketStats(db))),
    getOperator(request, context),
  ]);
  const merchants = nodes
    ? nodes.filter((n) => n.nodeType === "Merchant" && n.status === "active").map((n) => ({ id: n.id, name: n.metadata.name, location: n.location, status: n.status, valBalance: n.valBalance }))
    : null;
  return data<OnboardingData>({ merchants, history, stats, canAct: operator !== null, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

const refuse = (reply: Omit<FormReply, "ok" | "intent">, status: number) => data<FormReply>({ ...reply, ok: false, intent: "onboard" }, { status });

/** Operators only (DESIGN §5): a visitor's post is sent to sign in. No-JS success redirects with a flash toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const submission = parseForm(formData, onboardSchema);
  if (submission.status !== "success") {
    return refuse({ result: submission.reply(), toast: { title: TOASTS.onboardFailed, description: firstError(submission.error) ?? TOASTS.onboardFallback, type: "error" } }, 400);
  }
  const result = await onboardMerchantAgent(context.services, submission.value, operator);
  if (result.outcome !== "onboarded") {
    const status = result.outcome === "merchant_not_found" ? 404 : result.outcome === "duplicate" ? 409 : 400;
    const field = result.outcome === "duplicate" ? "agentId" : "merchantNodeId";
    return refuse({ result: submission.reply({ fieldErrors: { [field]: [result.message] } }), toast: { title: TOASTS.onboardFailed, description: result.message, type: "error" } }, status);
  }
  const toast = { title: TOASTS.onboarded, description: onboardedDescription(result), type: "success" as const };
  if (!isEnhanced(formData)) return redirectWithToast(request, "/merchant-onboarding", toast);
  return data<FormReply>({ ok: true, intent: "onboard", toast, result: submission.reply({ resetForm: true }) });
}

export default function MerchantOnboardingRoute() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <OnboardingScreen data={loaded} reply={reply} />;
}

export const meta: MetaFunction = () => [
  { title: "Merchant Onboarding Portal · Trinity Mesh" },
  { name: "description", content: "Onboard agents through the mesh's Merchant nodes: VAL earned, capacity generated and the onboarding history." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
