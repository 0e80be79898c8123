/**
 * Pure rules of the Multicore Promotion Dashboard (spec "Multicore Promotion Dashboard", §4, §8)
 * and of the proposal job: how active a node is, which role it is proposed for, and how the
 * screen colours and counts promotions. Client-safe (no zod here: the server validates).
 */

export const PROMOTION_STATUSES = ["pending", "approved", "rejected"] as const;
export type PromotionState = (typeof PROMOTION_STATUSES)[number];
/** What a review leaves behind: the dashboard's history holds these, its pending list the rest. */
export const REVIEWED_STATUSES = ["approved", "rejected"] as const satisfies readonly PromotionState[];

/** A node is proposed when its activity score reaches this. */
export const PROMOTION_THRESHOLD = 80;
export const REVIEW_NOTES_MAX = 500;

export const PROMOTION_TOASTS = {
  approved: { title: "Promotion Approved", description: "Node promotion approved successfully", type: "success" },
  rejected: { title: "Promotion Rejected", description: "Node promotion rejected successfully", type: "success" },
} as const;
export const REVIEW_FAILED_TITLE = "Review Failed";

export interface ActivityInput {
  /** Minutes since the node's last heartbeat; null when it never sent one. */
  minutesSinceHeartbeat: number | null;
  /** Mesh events by the node in the last 24 hours. */
  events24h: number;
  /** Mesh events by the node in the last 7 days (the last 24 hours included). */
  events7d: number;
  /** Distinct other nodes it traded or exchanged resonance with in the last 7 days. */
  connectedNodes: number;
}

/** Heartbeat recency: 40 points within 5 minutes, 30 within an hour, 15 within a day, 0 otherwise. */
export function recencyPoints(minutesSinceHeartbeat: number | null): number {
  if (minutesSinceHeartbeat === null || !Number.isFinite(minutesSinceHeartbeat) || minutesSinceHeartbeat < 0) return 0;
  if (minutesSinceHeartbeat <= 5) return 40;
  if (minutesSinceHeartbeat <= 60) return 30;
  if (minutesSinceHeartbeat <= 24 * 60) return 15;
  return 0;
}

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * Activity score 0..100: heartbeat recency (40), events in the last 24 h (2 each, up to 30),
 * events in the last 7 days (1 per 5, up to 10) and distinct counterparties (4 each, up to 20).
 */
export function activityScore(input: ActivityInput): number {
  const recency = recencyPoints(input.minutesSinceHeartbeat);
  const day = Math.min(30, whole(input.events24h) * 2);
  const week = Math.min(10, Math.floor(whole(input.events7d) / 5));
  const peers = Math.min(20, whole(input.connectedNodes) * 4);
  return Math.max(0, Math.min(100, recency + day + week + peers));
}

/** Roles of the mesh's function taxonomy a node can be promoted to, by rank. */
export const ROLE_RANK: Record<string, number> = { Scout: 1, Guardian: 2, Core: 2, Catalyst: 2, Apex: 3 };

/** Apex for the most active (95+); otherwise the role that fits the node's type. */
export function proposedRole(nodeType: string, score: number): string {
  if (score >= 95) return "Apex";
  switch (nodeType) {
    case "Capacity":
    case "Vault":
      return "Core";
    case "Observer":
      return "Guardian";
    case "Catalyst":
      return "Catalyst";
    default:
      return "Scout";
  }
}

/** A proposal only moves a node up: never to the role it holds, nor to one ranked at or below it. */
export function isPromotion(currentRole: string | null, role: string): boolean {
  if (currentRole === null) return true;
  return (ROLE_RANK[role] ?? 0) > (ROLE_RANK[currentRole] ?? 0);
}

export function promotionReason(input: ActivityInput, score: number): string {
  const heartbeat =
    input.minutesSinceHeartbeat === null ? "no heartbeat yet" : input.minutesSinceHeartbeat < 1 ? "heartbeat under a minute ago" : `heartbeat ${Math.floor(input.minutesSinceHeartbeat)} min ago`;
  return `Activity ${score}/100: ${heartbeat}, ${whole(input.events24h)} events in 24 h, ${whole(input.events7d)} in 7 days, ${whole(input.connectedNodes)} connected nodes.`;
}

/** The activity colour: 90 or above green, 85 or above yellow, otherwise neutral. */
export function activityTone(score: number): "green" | "yellow" | "neutral" {
  if (score >= 90) return "green";
  if (score >= 85) return "yellow";
  return "neutral";
}

export const ACTIVITY_TONE_CLASSES: Record<ReturnType<typeof activityTone>, string> = {
  green: "text-[#3ecf8e]",
  yellow: "text-[#f5c451]",
  neutral: "text-mesh-muted",
};

export interface PromotionStats {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  /** Rounded mean of the activity scores; 0 when there are none. */
  averageActivity: number;
}

/** Counts by status and the sum of activity scores (read in one query) → the stat cards. */
export function promotionStats(counts: { pending: number; approved: number; rejected: number; activitySum: number }): PromotionStats {
  const total = counts.pending + counts.approved + counts.rejected;
  return {
    total,
    pending: counts.pending,
    approved: counts.approved,
    rejected: counts.rejected,
    averageActivity: total ? Math.round(counts.activitySum / total) : 0,
  };
}
