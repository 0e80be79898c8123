import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import {
  contributionResonance,
  feedbackResonance,
  feedbackResponse,
  resonanceLevel,
  type ResonanceLevel,
} from "../lib/resonance";
import type { Contribution, ContributionInput, FeedbackInput, SymbolicFeedback } from "../lib/resonance.schema";
import { toIso } from "../lib/time";
import { recordGlyphUsage } from "./glyphs.server";
import { surfaceEchoes, type SovereignEcho } from "./lineage.server";

/** Contributions and symbolic feedback (spec §2.8, §3). The schemas live in app/lib/resonance.ts (the form validates with them too). */


export type { Contribution, SymbolicFeedback };

const contributionOf = (r: { id: string; contributor_name: string; glyph_type: string; impact_description: string; score_tenths: number; created_at: Date | string }): Contribution => ({
  id: r.id,
  contributorName: r.contributor_name,
  glyphType: r.glyph_type,
  impactDescription: r.impact_description,
  score: Number(r.score_tenths) / 10,
  timestamp: toIso(r.created_at)!,
});

const feedbackOf = (r: { id: string; glyph_input: string; response: string; resonance_level: ResonanceLevel; created_at: Date | string }): SymbolicFeedback => ({
  id: r.id,
  glyphInput: r.glyph_input,
  response: r.response,
  resonanceLevel: r.resonance_level,
  timestamp: toIso(r.created_at)!,
});

/** Newest first. */
export async function listContributions(db: Executor, limit: number): Promise<Contribution[]> {
  const rows = await db
    .selectFrom("mesh_contributions")
    .select(["id", "contributor_name", "glyph_type", "impact_description", "score_tenths", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(contributionOf);
}

/** Newest first. */
export async function listFeedback(db: Executor, limit: number): Promise<SymbolicFeedback[]> {
  const rows = await db
    .selectFrom("symbolic_feedback")
    .select(["id", "glyph_input", "response", "resonance_level", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(feedbackOf);
}

/**
 * Records a contribution for the visitor's wallet, in one transaction with what it causes: the
 * echoes it surfaces in the sovereign projects' lineage and its glyph's weight (written last: the
 * glyph rows are shared, so their locks are held for the shortest time).
 */
export async function recordContribution(
  db: Executor,
  walletId: string,
  input: ContributionInput,
  now: Date = new Date(),
): Promise<{ contribution: Contribution; echoes: SovereignEcho[] }> {
  return inTransaction(db, async (tx) => {
    const row = await tx
      .insertInto("mesh_contributions")
      .values({
        wallet_id: walletId,
        contributor_name: input.contributorName,
        glyph_type: input.glyphType,
        impact_description: input.impactDescription,
        score_tenths: Math.round(input.score * 10),
        created_at: now,
      })
      .returning(["id", "contributor_name", "glyph_type", "impact_description", "score_tenths", "created_at"])
      .executeTakeFirstOrThrow();
    const echoes = await surfaceEchoes(tx, { text: input.impactDescription, glyphs: [input.glyphType], source: "contribution" }, now);
    await recordGlyphUsage(tx, [{ glyph: input.glyphType, resonance: contributionResonance(input.score) }], now);
    return { contribution: contributionOf(row), echoes };
  });
}

/**
 * Records symbolic feedback. The resonance level and the response are computed here with the
 * page's own rules; whatever the client claimed is never read. A glyph that resonates (high or
 * medium) adds to its weight; a low-resonance pattern is acknowledged only.
 */
export async function recordFeedback(db: Executor, walletId: string, input: FeedbackInput, now: Date = new Date()): Promise<SymbolicFeedback> {
  const glyph = input.glyphInput.trim();
  const level = resonanceLevel(glyph);
  return inTransaction(db, async (tx) => {
    const row = await tx
      .insertInto("symbolic_feedback")
      .values({ wallet_id: walletId, glyph_input: glyph, response: feedbackResponse(glyph, level), resonance_level: level, created_at: now })
      .returning(["id", "glyph_input", "response", "resonance_level", "created_at"])
      .executeTakeFirstOrThrow();
    const resonance = feedbackResonance(level);
    if (resonance > 0) await recordGlyphUsage(tx, [{ glyph, resonance }], now);
    return feedbackOf(row);
  });
}
