import type { CascadeReport, PushResult, VerifyResult, WorkflowResult } from "~/domain/deploy.server";

export type NeedsAuth = { success: false; needsGitHubAuth: true; error: string };
export type Invalid = { success: false; invalid: true; error: string; fieldErrors: Record<string, string[]> };

export type RepoReply =
  | ({ intent: "verify" } & (VerifyResult | NeedsAuth | Invalid))
  | ({ intent: "push" } & (PushResult | NeedsAuth | Invalid))
  | ({ intent: "workflow" } & (WorkflowResult | NeedsAuth | Invalid))
  | { intent: null; success: false; error: string };

/** The confirmation of a cascade (`intent=review`): what will be deployed where, and the configuration to post again. */
export type CascadeReview = { intent: "review"; owner: string; repo: string; configJson: string; nodes: { name: string; region: string }[] };

export type CascadeReply = (CascadeReport & { intent: "cascade" }) | ({ intent: "cascade" } & (NeedsAuth | Invalid)) | CascadeReview;

export function needsAuth(reply: unknown): reply is NeedsAuth {
  return typeof reply === "object" && reply !== null && (reply as { needsGitHubAuth?: unknown }).needsGitHubAuth === true;
}
