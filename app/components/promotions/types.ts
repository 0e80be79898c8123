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
  /** null when the server could not read them. */
  promotions: Promotion[] | null;
  pending: Promotion[] | null;
  stats: PromotionStats | null;
  /** A signed-in operator may review; visitors see a sign-in prompt instead of the buttons. */
  canAct: boolean;
  now: number;
}
