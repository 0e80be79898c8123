import type { OnboardingRecord } from "~/domain/merchant.server";
import type { MarketStatsView, MerchantNodeView } from "../shared/merchant-types";

export type OnboardingView = OnboardingRecord;

export interface OnboardingData {
  merchants: MerchantNodeView[] | null;
  history: OnboardingView[] | null;
  stats: MarketStatsView | null;
  canAct: boolean;
  now: number;
}
