import { sql } from "kysely";
import { z } from "zod";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import {
  IDENTITY_GLYPHS,
  INITIATION_CHALLENGES,
  initiationAwardDescription,
  initiationBadges,
  MESH_NAME_MAX,
  phaseRefusal,
  REFLECTION_MAX,
  type CompletePhaseRefusal,
  type JourneyIdentity,
} from "../lib/journey";
import { assignBadge, awardPoints } from "./engagement.server";

/** A wallet's Mesh Journey: completed phases, the identity ritual and the initiation challenges. */
export interface Journey {
  completed: number[];
  identity: JourneyIdentity;
  initiation: string[];
}

export const identitySchema = z.object({
  glyph: z.enum(IDENTITY_GLYPHS, { error: "Choose one of the ten glyphs." }),
  meshName: z
    .string({ error: "Choose a mesh name." })
    .trim()
    .min(1, "Choose a mesh name.")
    .max(MESH_NAME_MAX, `A mesh name has at most ${MESH_NAME_MAX} characters.`),
  reflection: z
    .string({ error: "Write a first reflection." })
    .trim()
    .min(1, "Write a first reflection.")
    .max(REFLECTION_MAX, `A reflection has at most ${REFLECTION_MAX} characters.`),
});
export type Identity = z.infer<typeof identitySchema>;

const EMPTY: Journey = { completed: [], identity: { glyph: null, meshName: null, reflection: null }, initiation: [] };

export async function getJourney(db: Executor, walletId: string): Promise<Journey> {
  const row = await db
    .selectFrom("journey_progress")
    .select(["completed_phases", "glyph", "mesh_name", "reflection", "initiation"])
    .where("wallet_id", "=", walletId)
    .executeTakeFirst();
  if (!row) return structuredClone(EMPTY);
  return {
    completed: row.completed_phases.map(Number).sort((a, b) => a - b),
    identity: { glyph: row.glyph, meshName: row.mesh_name, reflection: row.reflection },
    initiation: INITIATION_CHALLENGES.filter((c) => row.initiation.includes(c.id)).map((c) => c.id),
  };
}

/** The journey row, locked for the rest of the transaction (created empty on first use). */
async function lockJourney(tx: Executor, walletId: string): Promise<Journey> {
  await tx.insertInto("journey_progress").values({ wallet_id: walletId }).onConflict((oc) => oc.column("wallet_id").doNothing()).execute();
  await tx.selectFrom("journey_progress").select("wallet_id").where("wallet_id", "=", walletId).forUpdate().execute();
  return getJourney(tx, walletId);
}

export async function saveIdentity(db: Executor, walletId: string, identity: Identity): Promise<void> {
  await db
    .insertInto("journey_progress")
    .values({ wallet_id: walletId, glyph: identity.glyph, mesh_name: identity.meshName, reflection: identity.reflection })
    .onConflict((oc) =>
      oc.column("wallet_id").doUpdateSet({ glyph: identity.glyph, mesh_name: identity.meshName, reflection: identity.reflection, updated_at: sql`now()` }),
    )
    .execute();
}

export type CompletePhaseResult = { ok: true; completed: number[] } | { ok: false; reason: CompletePhaseRefusal };

/** Completes an unlocked phase (phase 2 only with the identity ritual done); completing twice is harmless. */
export async function completePhase(db: Executor, walletId: string, phaseId: number): Promise<CompletePhaseResult> {
  return inTransaction(db, async (tx) => {
    const journey = await lockJourney(tx, walletId);
    const refusal = phaseRefusal(phaseId, journey.completed, journey.identity);
    if (refusal) return { ok: false, reason: refusal };
    if (journey.completed.includes(phaseId)) return { ok: true, completed: journey.completed };
    const completed = [...journey.completed, phaseId].sort((a, b) => a - b);
    await tx.updateTable("journey_progress").set({ completed_phases: completed, updated_at: sql`now()` }).where("wallet_id", "=", walletId).execute();
    return { ok: true, completed };
  });
}

export type SetInitiationResult = { ok: true; awardedPoints: boolean; badges: string[] } | { ok: false; reason: "unknown_challenge" };

/**
 * Toggles an initiation challenge. Toggling on awards its points (once per wallet: the award is
 * keyed by its description) and the badges initiator / threshold_crosser the first time they apply.
 */
export async function setInitiation(db: Executor, walletId: string, challengeId: string, done: boolean): Promise<SetInitiationResult> {
  const challenge = INITIATION_CHALLENGES.find((c) => c.id === challengeId);
  if (!challenge) return { ok: false, reason: "unknown_challenge" };
  return inTransaction(db, async (tx) => {
    const journey = await lockJourney(tx, walletId);
    const set = new Set(journey.initiation);
    if (done) set.add(challenge.id);
    else set.delete(challenge.id);
    const initiation = INITIATION_CHALLENGES.filter((c) => set.has(c.id)).map((c) => c.id);
    await tx.updateTable("journey_progress").set({ initiation, updated_at: sql`now()` }).where("wallet_id", "=", walletId).execute();
    if (!done) return { ok: true, awardedPoints: false, badges: [] };
    const { awarded } = await awardPoints(tx, walletId, { amount: challenge.points, description: initiationAwardDescription(challenge.title) });
    const badges: string[] = [];
    for (const b of initiationBadges(initiation)) {
      if ((await assignBadge(tx, walletId, b)).assigned) badges.push(b.badge);
    }
    return { ok: true, awardedPoints: awarded, badges };
  });
}
