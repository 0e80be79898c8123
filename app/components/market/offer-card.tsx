import { useFetcher, useLocation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { Badge } from "../ui/card";
import { EnhancedField } from "../ui/enhanced-field";
import type { FormReply } from "~/lib/form";
import { Timestamp } from "../shared/bits";
import type { MerchantNodeView, OfferView } from "../shared/merchant-types";
import { MARKET_INTENT, TRADE_FETCHER_KEY } from "./types";

/** An available offer (spec: glyph type, cargo, resonance tags, VAL price, created time and a Trade button). */
export function OfferCard({ offer, buyers, canAct, now }: { offer: OfferView; buyers: MerchantNodeView[]; canAct: boolean; now: number }) {
  const location = useLocation();
  const fetcher = useFetcher<FormReply>({ key: TRADE_FETCHER_KEY });
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("offerId") === offer.id;
  const choices = buyers.filter((b) => b.id !== offer.merchantNodeId);
  const selectId = `buyer-${offer.id}`;
  return (
    <article className="card flex min-w-0 flex-col" aria-labelledby={`offer-${offer.id}`} data-offer={offer.id} data-offer-status={offer.status}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`offer-${offer.id}`} className="text-lg font-semibold">
            <span aria-hidden="true" className="mr-2 text-2xl text-ignith">
              {offer.glyphType}
            </span>
            <span className="sr-only">Glyph {offer.glyphType} · </span>
            {offer.merchantName}
          </h3>
          <Timestamp iso={offer.createdAt} now={now} />
        </div>
        <p className="shrink-0 text-lg font-bold tabular-nums text-solace" data-price>
          {offer.valPrice} VAL
        </p>
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-sm" data-cargo>
        {offer.knowledgeCargo}
      </p>
      {offer.resonanceTags.length ? (
        <ul className="mt-3 flex flex-wrap gap-1" aria-label="Resonance tags">
          {offer.resonanceTags.map((t) => (
            <li key={t}>
              <Badge>{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        {canAct ? (
          <fetcher.Form method="post" action="/knowledge-market?tab=browse" className="flex flex-wrap items-end gap-2" preventScrollReset>
            <EnhancedField />
            <input type="hidden" name="intent" value={MARKET_INTENT.trade} />
            <input type="hidden" name="offerId" value={offer.id} />
            <div className="min-w-0 flex-1">
              <label htmlFor={selectId} className="label">
                Buyer node
              </label>
              <select id={selectId} name="buyerNodeId" required defaultValue="" className="input">
                <option value="" disabled>
                  Select a buyer node
                </option>
                {choices.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({b.valBalance.toLocaleString("en-US")} VAL)
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary" disabled={busy} aria-label={`Trade ${offer.glyphType} offer of ${offer.merchantName} for ${offer.valPrice} VAL`}>
              {busy ? "Trading…" : "Trade"}
            </button>
          </fetcher.Form>
        ) : (
          <Link to={`/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`} className="btn-outline btn-sm no-underline" aria-label="Sign in to trade this offer">
            Trade
          </Link>
        )}
      </div>
    </article>
  );
}
