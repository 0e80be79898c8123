import type { FieldErrors } from "~/lib/merchant";
import type { KnowledgeOffer, MarketStats, OnboardingRecord } from "~/domain/merchant.server";

export interface ScreenToast {
  title: string;
  description?: string;
  type: "message" | "success" | "error";
}

/** What a page action answers when it does not redirect (an enhanced post, or a refused one). */
export interface FormReply {
  ok: boolean;
  /** Which form answered (the knowledge market has two). */
  intent: string | null;
  toast: ScreenToast;
  fieldErrors?: FieldErrors;
  /** The fields as sent, to refill a refused form rendered without JavaScript. */
  values?: Record<string, string>;
}

export interface MerchantNodeView {
  id: string;
  name: string;
  location: string | null;
  status: string;
  valBalance: number;
}

export type OnboardingView = OnboardingRecord;
export type MarketStatsView = MarketStats;

export interface OnboardingData {
  merchants: MerchantNodeView[] | null;
  history: OnboardingView[] | null;
  stats: MarketStatsView | null;
  canAct: boolean;
  now: number;
}

export type OfferView = KnowledgeOffer;
