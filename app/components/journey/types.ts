import type { FaqItem } from "~/content/faq";
import type { SubmissionResult } from "@conform-to/react";
import type { ScreenToast } from "~/lib/form";
import type { JourneyIdentity } from "~/lib/journey";

/** The three things the journey's forms ask the route action to do. */
export const INTENT = {
  completePhase: "complete-phase",
  saveIdentity: "save-identity",
  toggleInitiation: "toggle-initiation",
} as const;
export type JourneyIntent = (typeof INTENT)[keyof typeof INTENT];

/** What the action answers when it does not redirect: fetcher results and no-JavaScript refusals. */
export interface JourneyReply {
  ok: boolean;
  intent: JourneyIntent | null;
  /** Shown beside the form that sent it (or at the top when it names no phase or challenge). */
  error?: string;
  phaseId?: number;
  challengeId?: string;
  toast?: ScreenToast;
  /** Conform's reply for the identity ritual's fields. */
  result?: SubmissionResult<string[]>;
}

export interface JourneyData {
  completed: number[];
  identity: JourneyIdentity;
  initiation: string[];
}

export interface JourneyScreenProps {
  journey: JourneyData;
  points: number;
  badges: string[];
  /** Questions newcomers ask about the product, by topic (app/content/mesh-questions.server.ts). */
  questions: { topic: string; label: string; items: FaqItem[] }[];
  /** The action's answer to a form posted without JavaScript (a refusal), if any. */
  reply: JourneyReply | undefined;
}

const BADGE_LABELS: Record<string, string> = {
  initiator: "Initiator",
  threshold_crosser: "Threshold Crosser",
};

export function badgeLabel(badge: string): string {
  return BADGE_LABELS[badge] ?? badge.replace(/[_-]+/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}
