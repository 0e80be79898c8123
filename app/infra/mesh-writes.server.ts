import { recordContribution, recordFeedback } from "../domain/contributions.server";
import { broadcastGlyph } from "../domain/multicore.server";
import type { ContributionInput, FeedbackInput } from "../lib/resonance.schema";
import type { Services } from "./services.server";

/**
 * The visitor writes that feed the live mesh, the same from the JSON API and from the page's
 * form: persist, then announce the change (app/lib/mesh-events.ts: this process's cached glyph
 * reads dropped, every other process told).
 */
export async function submitContribution(services: Services, walletId: string, input: ContributionInput) {
  const outcome = await recordContribution(services.db, walletId, input);
  const { contribution, echoes } = outcome;
  await services.announcer.announce("contribution", { id: contribution.id, glyphType: contribution.glyphType, score: contribution.score, echoes: echoes.map((e) => e.projectId) });
  return outcome;
}

export async function submitFeedback(services: Services, walletId: string, input: FeedbackInput) {
  const feedback = await recordFeedback(services.db, walletId, input);
  await services.announcer.announce("symbolic_feedback", { id: feedback.id, glyph: feedback.glyphInput, resonanceLevel: feedback.resonanceLevel });
  return feedback;
}

/** A glyph broadcast to every multicore agent; the agents' ritual events go out on the bus. */
export async function submitBroadcast(services: Services, input: Parameters<typeof broadcastGlyph>[1]) {
  return broadcastGlyph(services.db, input, { announcer: services.announcer });
}
