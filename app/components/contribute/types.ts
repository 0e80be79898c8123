import type { FormReply, ScreenToast } from "~/lib/form";
import type { Contribution, SymbolicFeedback } from "~/domain/contributions.server";

export const CONTRIBUTE_TABS = [
  { id: "contribute", label: "Contribute" },
  { id: "feedback", label: "Feedback" },
  { id: "history", label: "History" },
] as const;
export type ContributeTab = (typeof CONTRIBUTE_TABS)[number]["id"];

export function parseTab(raw: string | null): ContributeTab {
  return CONTRIBUTE_TABS.some((t) => t.id === raw) ? (raw as ContributeTab) : "contribute";
}

/** The two forms of the screen; the `intent` field tells the action which one was sent. */
export const INTENT = { contribute: "contribute", feedback: "feedback" } as const;
export type ContributeIntent = (typeof INTENT)[keyof typeof INTENT];

/** What the action answers when it does not redirect. */
export type ContributeReply = FormReply<ContributeIntent>;

export type ContributionView = Contribution;
export type FeedbackView = SymbolicFeedback;

export interface ContributeData {
  /** null when the read failed on the server: the browser then reads the API itself. */
  contributions: ContributionView[] | null;
  feedback: FeedbackView[] | null;
  now: number;
}

export const SUCCESS_TOASTS = {
  contribute: { title: "Contribution Recorded", description: "Your symbolic contribution has been added to the mesh.", type: "success" },
  feedback: { title: "Feedback Received", description: "The mesh has interpreted your symbolic input.", type: "success" },
} as const satisfies Record<ContributeIntent, ScreenToast>;

export const FAILURE_TITLES: Record<ContributeIntent, string> = { contribute: "Submission Failed", feedback: "Feedback Failed" };
export const FAILURE_FALLBACKS: Record<ContributeIntent, string> = { contribute: "Failed to record contribution", feedback: "Failed to process symbolic input" };
