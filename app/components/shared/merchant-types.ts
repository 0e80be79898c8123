import type { KnowledgeOffer, MarketStats } from "~/domain/merchant.server";

/** JSON shapes shared by the merchant onboarding and knowledge market screens. */
export interface MerchantNodeView {
  id: string;
  name: string;
  location: string | null;
  status: string;
  valBalance: number;
}

export type MarketStatsView = MarketStats;
export type OfferView = KnowledgeOffer;
