import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { MarketScreen } from "~/components/market/market-screen";
import { MARKET_INTENT, RECENT_TRADES_SHOWN, type MarketData } from "~/components/market/types";
import type { MerchantNodeView } from "~/components/shared/merchant-types";
import { firstError, type FormReply } from "~/lib/form";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { listNodes, type MeshNode } from "~/domain/mesh.server";
import { listOffers, marketStats, offerSchema, tradeSchema } from "~/domain/merchant.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { createMarketOffer, tradeMarketOffer } from "~/infra/operator-writes.server";
import { redirectWithToast } from "~/infra/toast.server";
import { TOASTS } from "~/lib/merchant";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";

const OFFERS_SHOWN = 100;
const view = (n: MeshNode): MerchantNodeView => ({ id: n.id, name: n.metadata.name, location: n.location, status: n.status, valBalance: n.valBalance });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Offers, trades and nodes: shared by every visitor (offers and trades announce `mesh`).
  const shared = pageReads(cache, "/knowledge-market", "mesh");
  const [offers, recentTrades, stats, nodes, operator] = await Promise.all([
    settle("knowledge-market: offers", shared("offers", () => listOffers(db, { status: "available", limit: OFFERS_SHOWN }))),
    settle("knowledge-market: trades", shared("trades", () => listOffers(db, { status: "traded", limit: RECENT_TRADES_SHOWN }))),
    settle("knowledge-market: stats", shared("stats", () => marketStats(db))),
    settle("knowledge-market: nodes", shared("nodes", () => listNodes(db))),
    getOperator(request, context),
  ]);
  const active = nodes?.filter((n) => n.status === "active") ?? null;
  return data<MarketData>(
    {
      offers,
      recentTrades,
      stats,
      merchants: active?.filter((n) => n.nodeType === "Merchant").map(view) ?? null,
      buyers: active?.map(view) ?? null,
      canAct: operator !== null,
      now: Date.now(),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Tabs are URL state over data already loaded: switching them does not reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};



/** Operators only (DESIGN §5). Two forms: create (intent=create) and trade (intent=trade, one per card). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const enhanced = isEnhanced(formData);
  const intentField = formData.get("intent");

  if (intentField === MARKET_INTENT.create) {
    const intent = MARKET_INTENT.create;
    const submission = parseForm(formData, offerSchema);
    const refuse = (description: string, result: FormReply["result"], status: number) =>
      data<FormReply>({ ok: false, intent, result, toast: { title: TOASTS.offerFailed, description, type: "error" } }, { status });
    if (submission.status !== "success") return refuse(firstError(submission.error) ?? TOASTS.offerFallback, submission.reply(), 400);
    const result = await createMarketOffer(context.services, submission.value, operator);
    if (result.outcome !== "created") {
      return refuse(result.message, submission.reply({ fieldErrors: { merchantNodeId: [result.message] } }), result.outcome === "merchant_not_found" ? 404 : 400);
    }
    const toast = { title: TOASTS.offerCreated, description: TOASTS.offerCreatedDescription, type: "success" as const };
    if (!enhanced) return redirectWithToast(request, "/knowledge-market?tab=create", toast);
    return data<FormReply>({ ok: true, intent, toast, result: submission.reply({ resetForm: true }) });
  }

  if (intentField === MARKET_INTENT.trade) {
    const intent = MARKET_INTENT.trade;
    const back = "/knowledge-market?tab=browse";
    const answer = (ok: boolean, toast: FormReply["toast"], status = 200) =>
      enhanced ? data<FormReply>({ ok, intent, toast }, { status }) : redirectWithToast(request, back, toast);
    const submission = parseForm(formData, tradeSchema);
    if (submission.status !== "success") return answer(false, { title: TOASTS.tradeFailed, description: firstError(submission.error) ?? "Choose a buyer node.", type: "error" }, 400);
    const offerId = formData.get("offerId");
    const result = await tradeMarketOffer(context.services, typeof offerId === "string" ? offerId : "", submission.value.buyerNodeId, operator);
    if (result.outcome !== "traded") {
      const status = { offer_not_found: 404, buyer_not_found: 404, own_offer: 400, already_traded: 409, insufficient_funds: 409 }[result.outcome];
      return answer(false, { title: TOASTS.tradeFailed, description: result.message, type: "error" }, status);
    }
    const { offer, balances } = result;
    return answer(true, {
      title: TOASTS.traded,
      description: `${offer.buyerName} bought ${offer.merchantName}'s ${offer.glyphType} cargo for ${offer.valPrice} VAL (balance now ${balances.buyer.valBalance} VAL).`,
      type: "success",
    });
  }

  return data<FormReply>({ ok: false, intent: null, toast: { title: "Unknown action", description: "Please use the forms on this page.", type: "error" } }, { status: 400 });
}

export default function KnowledgeMarketRoute() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <MarketScreen data={loaded} reply={reply} />;
}

export const meta: MetaFunction = () => [
  { title: "Knowledge Marketplace · Trinity Mesh" },
  { name: "description", content: "Knowledge offers of the mesh's Merchant nodes, traded for VAL through the ledger." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
