import { useFetcher, useSearchParams } from "@remix-run/react";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useReplyToast } from "~/hooks/use-reply-toast";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import type { FormReply } from "~/lib/form";
import { ReadFailed, StatCard, Timestamp } from "../shared/bits";
import type { OfferView } from "../shared/merchant-types";
import { OfferCard } from "./offer-card";
import { OfferForm } from "./offer-form";
import { MARKET_TABS, parseMarketTab, TRADE_FETCHER_KEY, type MarketData } from "./types";
import { Screen } from "../shared/screen";
import { Panel } from "../ui/page-section";

/** Knowledge Marketplace (spec §2): stat cards, then Browse Offers and Create Offer as URL tabs. */
export function MarketScreen({ data, reply }: { data: MarketData; reply: FormReply | undefined }) {
  const [params] = useSearchParams();
  const tab = parseMarketTab(params.get("tab"));
  const trade = useFetcher<FormReply>({ key: TRADE_FETCHER_KEY });
  useReplyToast(reply);
  // A trade's toast once the lists have been read again.
  useReplyToast(trade.state === "idle" ? trade.data : undefined);

  return (
    <Screen
      marker="knowledge-market"
      title="Knowledge Marketplace"
      intro="Merchant nodes offer knowledge cargo; mesh nodes buy it with VAL through the ledger."
      className="mx-auto max-w-6xl pb-10"
    >
      <section aria-label="Statistics" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Available Offers" value={data.stats?.availableOffers ?? null} />
        <StatCard
          label="Total Traded"
          value={data.stats?.totalTraded ?? null}
          hint={data.stats ? `${data.stats.tradedVal.toLocaleString("en-US")} VAL changed hands` : undefined}
          accent="text-manus"
        />
        <StatCard label="Active Merchants" value={data.stats?.activeMerchants ?? null} accent="text-ignith" />
      </section>

      <div className="mt-6">
        <UrlTabs tabs={[...MARKET_TABS]} current={tab} label="Marketplace sections" idPrefix="market" />
      </div>
      <TabPanel current={tab} idPrefix="market">
        {tab === "browse" ? <Browse data={data} /> : null}
        {tab === "create" ? (
          data.canAct ? (
            data.merchants === null ? (
              <ReadFailed what="the merchant nodes" />
            ) : (
              <OfferForm merchants={data.merchants} reply={reply} />
            )
          ) : (
            <Panel headingId="offer-heading" title="Create a knowledge offer" className="card">
              <p className="mt-1 text-sm text-mesh-muted">A merchant node puts knowledge cargo on the marketplace for a price in VAL.</p>
              <SignInPrompt action="create offers" className="mt-4" />
            </Panel>
          )
        ) : null}
      </TabPanel>
    </Screen>
  );
}

function Browse({ data }: { data: MarketData }) {
  if (data.offers === null) return <ReadFailed what="the offers" />;
  return (
    <div className="space-y-6">
      {data.canAct ? null : <SignInPrompt action="trade knowledge" />}
      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="sr-only">
          Available offers
        </h2>
        {data.offers.length === 0 ? (
          <p className="card text-sm text-mesh-muted">No offers are available right now. Create one in the Create Offer tab.</p>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" data-offer-list>
            {data.offers.map((o) => (
              <OfferCard key={o.id} offer={o} buyers={data.buyers ?? []} canAct={data.canAct} now={data.now} />
            ))}
          </div>
        )}
      </section>
      {data.recentTrades?.length ? <RecentTrades trades={data.recentTrades} now={data.now} /> : null}
    </div>
  );
}

function RecentTrades({ trades, now }: { trades: OfferView[]; now: number }) {
  return (
    <Panel headingId="trades-heading" title="Recent trades" small className="card">
      <ul className="mt-2 divide-y divide-mesh-line" aria-label="Recent trades">
        {trades.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-traded-offer={t.id}>
            <span className="min-w-0 break-words">
              <span aria-hidden="true" className="mr-1 text-ignith">
                {t.glyphType}
              </span>
              {t.merchantName} → {t.buyerName ?? "a node"}
            </span>
            <span className="flex items-center gap-2">
              <span className="font-semibold tabular-nums text-solace">{t.valPrice} VAL</span>
              {t.tradedAt ? <Timestamp iso={t.tradedAt} now={now} /> : null}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
