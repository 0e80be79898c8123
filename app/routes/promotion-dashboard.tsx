import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { PromotionScreen } from "~/components/promotions/promotion-screen";
import type { ReviewReply } from "~/components/promotions/types";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { listPromotions, promotionTotals, reviewPromotionFormSchema } from "~/domain/promotions.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { errorFields, log } from "~/lib/log.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { redirectWithToast } from "~/infra/toast.server";
import { PROMOTION_TOASTS, REVIEW_FAILED_TITLE, REVIEWED_STATUSES } from "~/lib/promotions";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError } from "~/lib/form";
import { reviewPromotionAudited } from "~/infra/operator-actions.server";

const LIST_LIMIT = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Shared by every visitor: new proposals and the operators' reviews announce `mesh`.
  const shared = pageReads(cache, "/promotion-dashboard", "mesh");
  // Each proposal is listed once: the pending list holds the unreviewed ones, the history the reviewed ones.
  const [history, pending, stats, operator] = await Promise.all([
    settle("promotion-dashboard: history", shared("history", () => listPromotions(db, { limit: LIST_LIMIT, status: REVIEWED_STATUSES }))),
    settle("promotion-dashboard: pending", shared("pending", () => listPromotions(db, { limit: LIST_LIMIT, status: "pending" }))),
    settle("promotion-dashboard: stats", shared("stats", () => promotionTotals(db))),
    getOperator(request, context),
  ]);
  return data({ history, pending, stats, canAct: operator !== null, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * The review form (operators only; a visitor is sent to sign in). Without JavaScript the post is
 * redirected back with a flash toast; an enhanced post gets data (the page shows the toast, clears
 * that item's note, and Remix reloads both lists).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const enhanced = isEnhanced(formData);
  const promotionId = String(formData.get("promotionId") ?? "").slice(0, 100);
  const reply = async (r: ReviewReply, status: number) => (enhanced ? data(r, { status }) : redirectWithToast(request, "/promotion-dashboard", r.toast));

  const submission = parseForm(formData, reviewPromotionFormSchema);
  if (submission.status !== "success") {
    return reply({ ok: false, promotionId, toast: { title: REVIEW_FAILED_TITLE, description: firstError(submission.error) ?? "Choose a promotion and a decision.", type: "error" } }, 400);
  }
  const { promotionId: id, ...input } = submission.value;
  let result;
  try {
    result = await reviewPromotionAudited(context.services, operator, id, input);
  } catch (error) {
    log.error("promotion-dashboard: review failed", errorFields(error));
    return reply({ ok: false, promotionId: id, toast: { title: REVIEW_FAILED_TITLE, description: "The review could not be saved. Please try again.", type: "error" } }, 500);
  }
  if (result.outcome === "not_found") return reply({ ok: false, promotionId: id, toast: { title: REVIEW_FAILED_TITLE, description: "There is no promotion with this id.", type: "error" } }, 404);
  if (result.outcome === "not_pending") {
    return reply({ ok: false, promotionId: id, toast: { title: REVIEW_FAILED_TITLE, description: `This promotion is already ${result.status}; only pending promotions can be reviewed.`, type: "error" } }, 409);
  }
  return reply({ ok: true, promotionId: id, toast: input.approved ? PROMOTION_TOASTS.approved : PROMOTION_TOASTS.rejected }, 200);
}

/** After any review, even a refused one (409: someone else reviewed it first), both lists are read again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate);

export default function PromotionDashboardRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <PromotionScreen data={loaded} />;
}

export const meta: MetaFunction = () => [
  { title: "Promotions · Trinity Mesh" },
  { name: "description", content: "Review multicore node promotions proposed from node activity: pending reviews, history and activity scores." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
