import { recordContribution, recordFeedback } from "../domain/contributions.server";
import { recordGlyphResonance } from "../domain/economy.server";
import { errorFields, log } from "../lib/log.server";
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
  await glyphResonance(services, feedback.glyphInput);
  return feedback;
}

/** A glyph broadcast to every multicore agent; the agents' ritual events go out on the bus. */
export async function submitBroadcast(services: Services, input: Parameters<typeof broadcastGlyph>[1]) {
  const outcome = await broadcastGlyph(services.db, input, { announcer: services.announcer });
  await glyphResonance(services, input.glyph);
  return outcome;
}

/**
 * The glyph resonates between the live nodes that carry it (economy.server.ts recordGlyphResonance):
 * an exchange is recorded and minted, then announced. The visitor's write is already persisted; a
 * failure here is logged and does not undo it.
 */
async function glyphResonance(services: Services, glyph: string) {
  try {
    const exchange = await recordGlyphResonance(services.db, glyph, { liveWithinMs: services.env.NODE_HEARTBEAT_TIMEOUT_MS });
    if (exchange) {
      await services.announcer.announce("resonance_exchange", {
        exchangeId: exchange.id,
        fromNodeId: exchange.fromNodeId,
        toNodeId: exchange.toNodeId,
        resonanceScore: exchange.resonanceScore,
        valMinted: exchange.valMinted,
      });
    }
  } catch (error) {
    log.warn("resonance exchange for a glyph not recorded", { glyph: glyph.slice(0, 40), ...errorFields(error) });
  }
}
