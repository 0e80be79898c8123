import { sql } from "kysely";
import { z } from "zod";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import type { EngagementStatus, HistoryEntry } from "../lib/engagement.schema";
import { challengeAwardDescription, challengeOfAward, findChallenge, type ChallengeKind } from "../lib/challenges";
import { toIso } from "../lib/time";

/**
 * The visitor's guest wallet: points (once per description), badges (once each), and the
 * challenges it completed. Points are engagement, not VAL: they never touch the ledger.
 */
export const POINTS_MAX = 500;
export const DESCRIPTION_MAX = 200;
export const BADGE_MAX = 64;
const HISTORY_LIMIT = 50;

export const awardPointsSchema = z.object({
  amount: z.number({ error: "amount must be a whole number from 1 to 500." }).int("amount must be a whole number from 1 to 500.").min(1, "amount must be at least 1.").max(POINTS_MAX, `amount must be at most ${POINTS_MAX}.`),
  description: z.string({ error: "description is required." }).trim().min(1, "description is required.").max(DESCRIPTION_MAX, `description must be at most ${DESCRIPTION_MAX} characters.`),
});
export type AwardPoints = z.infer<typeof awardPointsSchema>;

export const assignBadgeSchema = z.object({
  badge: z
    .string({ error: "badge is required." })
    .trim()
    .min(1, "badge is required.")
    .max(BADGE_MAX, `badge must be at most ${BADGE_MAX} characters.`)
    .regex(/^[\p{L}\p{N}_-]+$/u, "badge may hold letters, digits, _ and - only."),
  description: z.string().trim().max(DESCRIPTION_MAX, `description must be at most ${DESCRIPTION_MAX} characters.`).optional().default(""),
});
export type AssignBadge = z.infer<typeof assignBadgeSchema>;


export type { EngagementStatus, HistoryEntry };

/** Awards points unless this wallet already earned points for the same description. */
export async function awardPoints(db: Executor, walletId: string, award: AwardPoints): Promise<{ awarded: boolean; points: number }> {
  const inserted = await db
    .insertInto("engagement_points")
    .values({ wallet_id: walletId, description: award.description, amount: award.amount })
    .onConflict((oc) => oc.columns(["wallet_id", "description"]).doNothing())
    .returning("amount")
    .executeTakeFirst();
  return { awarded: inserted !== undefined, points: await pointsOf(db, walletId) };
}

export async function assignBadge(db: Executor, walletId: string, badge: AssignBadge): Promise<{ assigned: boolean; badges: string[] }> {
  const inserted = await db
    .insertInto("engagement_badges")
    .values({ wallet_id: walletId, badge: badge.badge, description: badge.description || badge.badge })
    .onConflict((oc) => oc.columns(["wallet_id", "badge"]).doNothing())
    .returning("badge")
    .executeTakeFirst();
  return { assigned: inserted !== undefined, badges: await badgesOf(db, walletId) };
}

async function pointsOf(db: Executor, walletId: string): Promise<number> {
  const row = await db
    .selectFrom("engagement_points")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>("amount"), sql<number>`0`).as("points"))
    .where("wallet_id", "=", walletId)
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

async function badgesOf(db: Executor, walletId: string): Promise<string[]> {
  const rows = await db.selectFrom("engagement_badges").select("badge").where("wallet_id", "=", walletId).orderBy("created_at").orderBy("badge").execute();
  return rows.map((r) => r.badge);
}

export async function engagementStatus(db: Executor, walletId: string): Promise<EngagementStatus> {
  const [points, badges, pointRows, badgeRows] = await Promise.all([
    pointsOf(db, walletId),
    badgesOf(db, walletId),
    db.selectFrom("engagement_points").select(["description", "amount", "created_at"]).where("wallet_id", "=", walletId).orderBy("created_at", "desc").limit(HISTORY_LIMIT).execute(),
    db.selectFrom("engagement_badges").select(["badge", "description", "created_at"]).where("wallet_id", "=", walletId).orderBy("created_at", "desc").limit(HISTORY_LIMIT).execute(),
  ]);
  const history: HistoryEntry[] = [
    ...pointRows.map((r) => ({ kind: "points" as const, description: r.description, amount: Number(r.amount), badge: null, at: toIso(r.created_at)! })),
    ...badgeRows.map((r) => ({ kind: "badge" as const, description: r.description, amount: null, badge: r.badge, at: toIso(r.created_at)! })),
  ]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, HISTORY_LIMIT);
  return { walletId, points, badges, history };
}

export type CompletedChallenges = Record<ChallengeKind, string[]>;

export async function completedChallenges(db: Executor, walletId: string): Promise<CompletedChallenges> {
  const rows = await db.selectFrom("challenge_completions").select(["kind", "challenge_id"]).where("wallet_id", "=", walletId).orderBy("completed_at").execute();
  const out: CompletedChallenges = { kids: [], beginners: [], interactive: [] };
  for (const r of rows) out[r.kind].push(r.challenge_id);
  return out;
}

export type CompleteChallengeResult = { ok: true; newlyCompleted: boolean; awarded: boolean } | { ok: false; reason: "unknown_challenge" };

/**
 * Completes a challenge for the wallet and awards its points in the same transaction. Kids and
 * beginner challenges are one-way; interactive ones can be undone (points are not awarded twice:
 * the award is keyed by its description).
 */
export async function completeChallenge(db: Executor, walletId: string, kind: ChallengeKind, challengeId: string): Promise<CompleteChallengeResult> {
  const challenge = findChallenge(kind, challengeId);
  if (!challenge) return { ok: false, reason: "unknown_challenge" };
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insertInto("challenge_completions")
      .values({ wallet_id: walletId, kind, challenge_id: challenge.id })
      .onConflict((oc) => oc.columns(["wallet_id", "kind", "challenge_id"]).doNothing())
      .returning("challenge_id")
      .executeTakeFirst();
    const { awarded } = await awardPoints(tx, walletId, { amount: challenge.points, description: challengeAwardDescription(kind, challenge.title) });
    return { ok: true as const, newlyCompleted: inserted !== undefined, awarded };
  });
}

/** "Mark Incomplete": only interactive challenges can be undone. */
export async function uncompleteInteractive(db: Executor, walletId: string, challengeId: string): Promise<void> {
  await db.deleteFrom("challenge_completions").where("wallet_id", "=", walletId).where("kind", "=", "interactive").where("challenge_id", "=", challengeId).execute();
}

export type ChallengeAwardResult = { ok: true; awarded: boolean; points: number } | { ok: false; field: "description" | "amount"; message: string };

/**
 * POST /api/engagement/award-points (spec §7.2): points only for a kids' or beginners' challenge the
 * description names, at that challenge's own points, once per description. It completes the
 * challenge (`completeChallenge`: the completion and the points in one transaction), as its
 * screen's button does. Anything else awards nothing and says which field is wrong.
 */
export async function awardChallengePoints(db: Executor, walletId: string, award: AwardPoints): Promise<ChallengeAwardResult> {
  const named = challengeOfAward(award.description);
  if (!named) return { ok: false, field: "description", message: 'description must be "Completed mesh challenge: {title}" or "Completed mesh exploration: {title}" of a Learning Hub challenge.' };
  if (award.amount !== named.challenge.points) return { ok: false, field: "amount", message: `amount must be ${named.challenge.points}, the points of "${named.challenge.title}".` };
  const done = await completeChallenge(db, walletId, named.kind, named.challenge.id);
  return { ok: true, awarded: done.ok && done.awarded, points: await pointsOf(db, walletId) };
}

/** Records challenges the browser remembers (local storage) but the server does not; unknown ids are ignored. */
export async function syncCompletedChallenges(db: Executor, walletId: string, kind: "kids" | "beginners", ids: readonly string[]): Promise<void> {
  const known = [...new Set(ids)].filter((id) => findChallenge(kind, id));
  for (const id of known) await completeChallenge(db, walletId, kind, id);
}
