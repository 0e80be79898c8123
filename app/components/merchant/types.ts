import type { AgentType, FieldErrors, OfferStatus } from "~/lib/merchant";

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

export interface OnboardingView {
  id: string;
  merchantNodeId: string;
  merchantName: string;
  agentId: string;
  agentType: AgentType;
  valEarned: number;
  capacityGenerated: number;
  timestamp: string;
}

export interface MarketStatsView {
  activeMerchants: number;
  totalOnboarded: number;
  availableOffers: number;
  totalTraded: number;
  tradedVal: number;
}

export interface OnboardingData {
  merchants: MerchantNodeView[] | null;
  history: OnboardingView[] | null;
  stats: MarketStatsView | null;
  canAct: boolean;
  now: number;
}

export interface OfferView {
  id: string;
  merchantNodeId: string;
  merchantName: string;
  glyphType: string;
  knowledgeCargo: string;
  valPrice: number;
  resonanceTags: string[];
  status: OfferStatus;
  createdAt: string;
  buyerNodeId: string | null;
  buyerName: string | null;
  tradedAt: string | null;
}
