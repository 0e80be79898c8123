import { recordContribution, recordFeedback } from "../domain/contributions.server";
import { broadcastGlyph } from "../domain/multicore.server";
import type { ContributionInput, FeedbackInput } from "../lib/resonance.schema";
import { announceChange } from "./announce.server";
import type { Services } from "./services.server";

/**
 * The visitor writes that feed the live mesh, the same from the JSON API and from the page's
 * form: persist, then announce the change (announce.server.ts: this process's cached glyph reads
 * dropped, every other process told).
 */
export async function submitContribution(services: Services, walletId: string, input: ContributionInput) {
  const outcome = await recordContribution(services.db, walletId, input);
  const { contribution, echoes } = outcome;
  await announceChange(services, "chat", "contribution", { id: contribution.id, glyphType: contribution.glyphType, score: contribution.score, echoes: echoes.map((e) => e.projectId) });
  return outcome;
}

export async function submitFeedback(services: Services, walletId: string, input: FeedbackInput) {
  const feedback = await recordFeedback(services.db, walletId, input);
  await announceChange(services, "chat", "symbolic_feedback", { id: feedback.id, glyph: feedback.glyphInput, resonanceLevel: feedback.resonanceLevel });
  return feedback;
}

/** A glyph broadcast to every multicore agent; the agents' ritual events go out on the bus. */
export async function submitBroadcast(services: Services, input: Parameters<typeof broadcastGlyph>[1]) {
  const outcome = await broadcastGlyph(services.db, input, { bus: services.bus });
  services.cache.invalidate("chat");
  return outcome;
}
