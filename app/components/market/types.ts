import type { MarketStatsView, MerchantNodeView, OfferView } from "../shared/merchant-types";

export const MARKET_TABS = [
  { id: "browse", label: "Browse Offers" },
  { id: "create", label: "Create Offer" },
] as const;
export type MarketTab = (typeof MARKET_TABS)[number]["id"];

export function parseMarketTab(raw: string | null): MarketTab {
  return MARKET_TABS.some((t) => t.id === raw) ? (raw as MarketTab) : "browse";
}

/** The two forms of the screen; the `intent` field tells the action which one was sent. */
export const MARKET_INTENT = { create: "create", trade: "trade" } as const;

/** The fetcher every card's trade form shares, so the screen shows its toast even after the card leaves the list. */
export const TRADE_FETCHER_KEY = "knowledge-trade";

export const RECENT_TRADES_SHOWN = 5;

export interface MarketData {
  offers: OfferView[] | null;
  recentTrades: OfferView[] | null;
  stats: MarketStatsView | null;
  /** Active Merchant nodes (the create form's choice list). */
  merchants: MerchantNodeView[] | null;
  /** Active nodes that can buy (the trade form's choice list), with their ledger balances. */
  buyers: MerchantNodeView[] | null;
  canAct: boolean;
  now: number;
}
