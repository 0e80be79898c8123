import { sql } from "kysely";
import { z } from "zod";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import { liveness, nodeIsActive } from "./node-status.server";
import type { PromotionStatus } from "../../db/tables/economy";
import {
  activityScore,
  isPromotion,
  PROMOTION_THRESHOLD,
  promotionReason,
  promotionStats,
  proposedRole,
  REVIEW_NOTES_MAX,
  type ActivityInput,
  type PromotionStats,
} from "../lib/promotions";
import type { Promotion } from "../lib/promotions.schema";
import { toIso } from "../lib/time";
import type { Announcer } from "./ports";

/**
 * Multicore promotions (spec "Multicore Promotion Dashboard", §4): the proposal job scores active
 * nodes by their real activity and proposes the ones past the threshold; an operator approves
 * (the node takes the role, a `node_promoted` mesh event is recorded) or rejects.
 */

export type { Promotion };

/** `approved` arrives as a JSON boolean (API) or "true"/"false" (the page's buttons). */
const approvedField = z.preprocess(
  (v) => (v === "true" ? true : v === "false" ? false : v),
  z.boolean({ error: "approved must be true or false." }),
);

export const reviewPromotionSchema = z.object({
  approved: approvedField,
  reviewNotes: z
    .string({ error: "reviewNotes must be text." })
    .trim()
    .max(REVIEW_NOTES_MAX, `Review notes must be at most ${REVIEW_NOTES_MAX} characters.`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReviewPromotionInput = z.infer<typeof reviewPromotionSchema>;

/** The page's review form: the same fields plus the promotion it is about. */
export const reviewPromotionFormSchema = reviewPromotionSchema.extend({
  promotionId: z.string({ error: "Choose a promotion." }).trim().min(1, "Choose a promotion.").max(100, "Unknown promotion."),
});

const SELECT = [
  "p.id",
  "p.node_id",
  "n.name",
  "p.status",
  "p.proposed_role",
  "p.activity_score",
  "p.connected_nodes",
  "p.reason",
  "p.reviewed_by",
  "p.reviewed_at",
  "p.review_notes",
  "p.created_at",
] as const;

function promotionOf(r: {
  id: string;
  node_id: string;
  name: string | null;
  status: PromotionStatus;
  proposed_role: string;
  activity_score: number;
  connected_nodes: number;
  reason: string;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  review_notes: string | null;
  created_at: Date | string;
}): Promotion {
  return {
    id: r.id,
    nodeId: r.node_id,
    nodeName: r.name,
    status: r.status,
    proposedRole: r.proposed_role,
    activityScore: Number(r.activity_score),
    connectedNodes: Number(r.connected_nodes),
    reason: r.reason,
    reviewedBy: r.reviewed_by,
    reviewedAt: toIso(r.reviewed_at),
    reviewNotes: r.review_notes,
    timestamp: toIso(r.created_at)!,
  };
}

/** Newest first; `status` narrows the list to one status or several (the pending list, the reviewed history). */
export async function listPromotions(db: Executor, options: { limit: number; status?: PromotionStatus | readonly PromotionStatus[] }): Promise<Promotion[]> {
  let query = db
    .selectFrom("node_promotions as p")
    .leftJoin("mesh_nodes as n", "n.id", "p.node_id")
    .select([...SELECT])
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(options.limit);
  const { status } = options;
  if (typeof status === "string") query = query.where("p.status", "=", status);
  else if (status) query = query.where("p.status", "in", [...status]);
  return (await query.execute()).map(promotionOf);
}

/** The stat cards, over every promotion (not only the listed ones). */
export async function promotionTotals(db: Executor): Promise<PromotionStats> {
  const row = await db
    .selectFrom("node_promotions")
    .select([
      sql<string>`count(*) filter (where status = 'pending')`.as("pending"),
      sql<string>`count(*) filter (where status = 'approved')`.as("approved"),
      sql<string>`count(*) filter (where status = 'rejected')`.as("rejected"),
      sql<string>`coalesce(sum(activity_score), 0)`.as("activity_sum"),
    ])
    .executeTakeFirstOrThrow();
  return promotionStats({ pending: Number(row.pending), approved: Number(row.approved), rejected: Number(row.rejected), activitySum: Number(row.activity_sum) });
}

export type PromotionReviewOutcome =
  | { outcome: "reviewed"; promotion: Promotion }
  | { outcome: "not_found" }
  | { outcome: "not_pending"; status: PromotionStatus };

/**
 * Reviews a pending promotion (one conditional UPDATE, so two reviewers cannot both win).
 * Approval grants the node the proposed role and records a `node_promoted` mesh event.
 */
export async function reviewPromotion(db: Executor, id: string, input: ReviewPromotionInput, reviewer: { handle: string }, at: Date = new Date()): Promise<PromotionReviewOutcome> {
  return inTransaction(db, async (tx) => {
    const status: PromotionStatus = input.approved ? "approved" : "rejected";
    const updated = await tx
      .updateTable("node_promotions")
      .set({ status, reviewed_by: reviewer.handle, reviewed_at: at, review_notes: input.reviewNotes })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .returning(["id", "node_id", "proposed_role"])
      .executeTakeFirst();
    if (!updated) {
      const existing = await tx.selectFrom("node_promotions").select("status").where("id", "=", id).executeTakeFirst();
      return existing ? { outcome: "not_pending" as const, status: existing.status } : { outcome: "not_found" as const };
    }
    const node = await tx.selectFrom("mesh_nodes").select("name").where("id", "=", updated.node_id).executeTakeFirst();
    const name = node?.name ?? updated.node_id;
    if (input.approved) {
      await tx
        .insertInto("node_roles")
        .values({ node_id: updated.node_id, role: updated.proposed_role, promotion_id: updated.id, granted_at: at })
        .onConflict((oc) => oc.column("node_id").doUpdateSet({ role: updated.proposed_role, promotion_id: updated.id, granted_at: at }))
        .execute();
    }
    await tx
      .insertInto("mesh_events")
      .values({
        event_type: input.approved ? "node_promoted" : "promotion_rejected",
        node_id: updated.node_id,
        summary: input.approved ? `${name} was promoted to ${updated.proposed_role}` : `${name}'s promotion to ${updated.proposed_role} was declined`,
        payload: JSON.stringify({ promotionId: updated.id, role: updated.proposed_role, reviewedBy: reviewer.handle }),
        created_at: at,
      })
      .execute();
    const row = await tx.selectFrom("node_promotions as p").leftJoin("mesh_nodes as n", "n.id", "p.node_id").select([...SELECT]).where("p.id", "=", id).executeTakeFirstOrThrow();
    return { outcome: "reviewed" as const, promotion: promotionOf(row) };
  });
}

/** The review from the API and the page: the domain change, then its announcement (mesh_changed). */
export async function reviewPromotionAndAnnounce(
  services: { db: Executor; announcer: Announcer },
  id: string,
  input: ReviewPromotionInput,
  reviewer: { handle: string },
): Promise<PromotionReviewOutcome> {
  const result = await reviewPromotion(services.db, id.slice(0, 100), input, reviewer);
  if (result.outcome === "reviewed") {
    await services.announcer.announce("mesh_changed", {
      reason: result.promotion.status === "approved" ? "node_promoted" : "promotion_rejected",
      nodeId: result.promotion.nodeId,
      promotionId: result.promotion.id,
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Proposals (the `propose-promotions` job on the maintenance queue)
// ---------------------------------------------------------------------------------------------

const DAY_MS = 24 * 3600_000;

export interface NodeActivity extends ActivityInput {
  nodeId: string;
  nodeType: string;
  score: number;
  currentRole: string | null;
}

/** Every active node's activity, read in a few grouped queries. */
export async function nodeActivities(db: Executor, now: Date = new Date()): Promise<NodeActivity[]> {
  const day = new Date(now.getTime() - DAY_MS);
  const week = new Date(now.getTime() - 7 * DAY_MS);
  const [nodes, events, peers] = await Promise.all([
    db
      .selectFrom("mesh_nodes as n")
      .leftJoin("node_roles as r", "r.node_id", "n.id")
      .select(["n.id", "n.node_type", "n.last_heartbeat", "r.role"])
      .where(nodeIsActive("n", liveness(now.getTime())))
      .execute(),
    db
      .selectFrom("mesh_events")
      .select(["node_id", sql<string>`count(*) filter (where created_at >= ${day})`.as("day"), sql<string>`count(*)`.as("week")])
      .where("created_at", ">=", week)
      .where("created_at", "<=", now)
      .where("node_id", "is not", null)
      .groupBy("node_id")
      .execute(),
    // Distinct counterparties over the last 7 days: resonance exchanges and ledger transfers between nodes.
    sql<{ node_id: string; peers: string }>`
      select node_id, count(distinct peer) as peers from (
        select from_node_id as node_id, to_node_id as peer from resonance_exchanges where created_at >= ${week}
        union all
        select to_node_id, from_node_id from resonance_exchanges where created_at >= ${week}
        union all
        select substr(from_account, 6), substr(to_account, 6) from val_entries
          where kind = 'transfer' and from_account like 'node:%' and to_account like 'node:%' and created_at >= ${week}
        union all
        select substr(to_account, 6), substr(from_account, 6) from val_entries
          where kind = 'transfer' and from_account like 'node:%' and to_account like 'node:%' and created_at >= ${week}
      ) pairs group by node_id`.execute(db),
  ]);
  const eventsBy = new Map(events.map((e) => [e.node_id!, { day: Number(e.day), week: Number(e.week) }]));
  const peersBy = new Map(peers.rows.map((p) => [p.node_id, Number(p.peers)]));
  return nodes.map((n) => {
    const heartbeat = n.last_heartbeat ? new Date(n.last_heartbeat).getTime() : null;
    const input: ActivityInput = {
      minutesSinceHeartbeat: heartbeat === null ? null : Math.max(0, (now.getTime() - heartbeat) / 60_000),
      events24h: eventsBy.get(n.id)?.day ?? 0,
      events7d: eventsBy.get(n.id)?.week ?? 0,
      connectedNodes: peersBy.get(n.id) ?? 0,
    };
    return { ...input, nodeId: n.id, nodeType: n.node_type, score: activityScore(input), currentRole: n.role };
  });
}

export interface ProposalRun {
  /** Active nodes scored. */
  considered: number;
  /** Nodes at or above the threshold. */
  eligible: number;
  /** Promotions created by this run (a node already pending or holding the role is skipped). */
  proposed: { id: string; nodeId: string; proposedRole: string; activityScore: number }[];
}

/**
 * Proposes every active node whose activity reaches the threshold, unless it already has a pending
 * promotion (the unique partial index makes a concurrent run a no-op), already holds or was
 * approved for the role, or the role would not move it up. Running it twice proposes once.
 */
export async function proposePromotions(db: Executor, now: Date = new Date(), threshold: number = PROMOTION_THRESHOLD): Promise<ProposalRun> {
  const activities = await nodeActivities(db, now);
  const eligible = activities.filter((a) => a.score >= threshold);
  const proposed: ProposalRun["proposed"] = [];
  for (const a of eligible) {
    const role = proposedRole(a.nodeType, a.score);
    if (!isPromotion(a.currentRole, role)) continue;
    const approvedBefore = await db
      .selectFrom("node_promotions")
      .select("id")
      .where("node_id", "=", a.nodeId)
      .where("status", "=", "approved")
      .where("proposed_role", "=", role)
      .executeTakeFirst();
    if (approvedBefore) continue;
    const row = await db
      .insertInto("node_promotions")
      .values({ node_id: a.nodeId, status: "pending", proposed_role: role, activity_score: a.score, connected_nodes: a.connectedNodes, reason: promotionReason(a, a.score), created_at: now })
      .onConflict((oc) => oc.column("node_id").where("status", "=", "pending").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row) proposed.push({ id: row.id, nodeId: a.nodeId, proposedRole: role, activityScore: a.score });
  }
  return { considered: activities.length, eligible: eligible.length, proposed };
}

export interface SeedPromotion {
  id: string;
  nodeId: string;
  status: PromotionStatus;
  proposedRole: string;
  activityScore: number;
  connectedNodes: number;
  reason: string;
  reviewedBy?: string;
  reviewNotes?: string;
  at: Date;
  reviewedAt?: Date;
}

/** Seeds a promotion's history once (by id); an approved one also grants its role if the node has none. */
export async function seedPromotion(db: Executor, p: SeedPromotion): Promise<void> {
  const inserted = await db
    .insertInto("node_promotions")
    .values({
      id: p.id,
      node_id: p.nodeId,
      status: p.status,
      proposed_role: p.proposedRole,
      activity_score: p.activityScore,
      connected_nodes: p.connectedNodes,
      reason: p.reason,
      reviewed_by: p.status === "pending" ? null : (p.reviewedBy ?? null),
      reviewed_at: p.status === "pending" ? null : (p.reviewedAt ?? p.at),
      review_notes: p.reviewNotes ?? null,
      created_at: p.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted && p.status === "approved") {
    await db
      .insertInto("node_roles")
      .values({ node_id: p.nodeId, role: p.proposedRole, promotion_id: p.id, granted_at: p.reviewedAt ?? p.at })
      .onConflict((oc) => oc.column("node_id").doNothing())
      .execute();
  }
}
