import type { Promotion } from "~/domain/promotions.server";
import type { ScreenToast } from "~/lib/form";
import type { PromotionStats } from "~/lib/promotions";

export type { Promotion } from "~/domain/promotions.server";

/** What the review action answers to an enhanced (JavaScript) post. */
export interface ReviewReply {
  ok: boolean;
  promotionId: string;
  toast: ScreenToast;
}

export interface PromotionData {
  /** Reviewed (approved or rejected) promotions, newest first; null when the server could not read them. */
  history: Promotion[] | null;
  /** Promotions waiting for review (never in the history); null when the server could not read them. */
  pending: Promotion[] | null;
  stats: PromotionStats | null;
  /** A signed-in operator may review; visitors see a sign-in prompt instead of the buttons. */
  canAct: boolean;
  now: number;
}
