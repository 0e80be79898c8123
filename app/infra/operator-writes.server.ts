import { decommissionNode, revokeNodeSecret, rotateNodeSecret } from "../domain/node-secrets.server";
import { requestHarmonyScan } from "../domain/continuity.server";
import { approveTemplate } from "../domain/evolution.server";
import { createOffer, onboardAgent, tradeOffer, type Actor, type OfferInput, type OnboardInput } from "../domain/merchant.server";
import { setSovereignty, startEngine, stopEngine, type SovereigntyInput } from "../domain/velocity.server";
import { ensurePresence } from "./presence.server";
import type { Services } from "./services.server";

/**
 * The operator writes behind cached reads (/velocity, /mesh-evolution, node balances), the same from
 * the JSON API and from the page's form: persist, then announce the change (app/lib/mesh-events.ts), as
 * mesh-writes.server.ts does for visitors.
 */

export async function startVelocityEngine(services: Services, cycleTimeHours: number, operator: string) {
  const outcome = await startEngine(services, cycleTimeHours, operator);
  if (!outcome.alreadyRunning) await services.announcer.announce("velocity_changed", { change: "engine_started", summary: `Pulse engine started: a cycle every ${cycleTimeHours} h` });
  return outcome;
}

export async function stopVelocityEngine(services: Services, operator: string) {
  const outcome = await stopEngine(services, operator);
  if (outcome.wasRunning) await services.announcer.announce("velocity_changed", { change: "engine_stopped", summary: "Pulse engine stopped" });
  return outcome;
}

/** Null for an unknown agent (nothing changed). */
export async function changeSovereignty(services: Services, agentId: string, input: SovereigntyInput, operator: string) {
  const agent = await setSovereignty(services.db, agentId, input, operator);
  if (agent) await services.announcer.announce("velocity_changed", { change: "sovereignty", agentId: agent.agentId, summary: `${agent.agentName}: sovereignty ${agent.sovereign ? "granted" : "revoked"}` });
  return agent;
}

export async function approveEmergentTemplate(services: Services, templateId: string, operator: string) {
  const result = await approveTemplate(services.db, templateId, operator);
  if (result.outcome === "approved") await services.announcer.announce("evolution_changed", { change: "template_approved", templateId: result.template.id, summary: `${result.template.typeName} is now an active template` });
  return result;
}

/** Merchants and the knowledge market move VAL: the cached mesh reads (node balances) are dropped. */
export async function onboardMerchantAgent(services: Services, input: OnboardInput, operator: Actor) {
  const result = await onboardAgent(services.db, input, operator);
  if (result.outcome === "onboarded") await services.announcer.announce("agent_onboarded", { id: result.onboarding.id, merchantNodeId: result.onboarding.merchantNodeId, valEarned: result.valEarned });
  return result;
}

export async function createMarketOffer(services: Services, input: OfferInput, operator: Actor) {
  const result = await createOffer(services.db, input, operator);
  if (result.outcome === "created") await services.announcer.announce("knowledge_offer", { id: result.offer.id, merchantNodeId: result.offer.merchantNodeId });
  return result;
}

export async function tradeMarketOffer(services: Services, offerId: string, buyerNodeId: string, operator: Actor) {
  const result = await tradeOffer(services.db, offerId, buyerNodeId, operator);
  if (result.outcome === "traded") {
    const { offer } = result;
    await services.announcer.announce("knowledge_trade", { offerId: offer.id, merchantNodeId: offer.merchantNodeId, buyerNodeId: offer.buyerNodeId, amount: offer.valPrice });
  }
  return result;
}

/** A harmony scan: this web process reports its WebSocket/SSE presence first, so the scan reads it. */
export async function startHarmonyScan(services: Services, operator: string) {
  await ensurePresence(services).catch(() => {});
  return requestHarmonyScan(services, operator);
}

// Node secrets (issue 17 item 4): each a plain function so the operator audit log can wrap it.

/** Issues a node a new secret (shown once in the answer); the old one stops verifying. */
export async function rotateSecretOfNode(services: Pick<Services, "db" | "announcer" | "env">, nodeId: string, operator: { id: string }) {
  const result = await rotateNodeSecret(services.db, nodeId.slice(0, 100), services.env.SESSION_SECRET, operator);
  if (result.outcome === "rotated") await services.announcer.announce("mesh_changed", { reason: "node_secret_rotated", nodeId: result.node.id });
  return result;
}

/** Revokes a node's secret: its heartbeats are refused until a rotation. */
export async function revokeSecretOfNode(services: Pick<Services, "db" | "announcer">, nodeId: string, operator: { id: string }) {
  const result = await revokeNodeSecret(services.db, nodeId.slice(0, 100), operator);
  if (result.outcome === "revoked") await services.announcer.announce("mesh_changed", { reason: "node_secret_revoked", nodeId: result.node.id });
  return result;
}

/** Decommissions a node (status revoked, out of every active count). */
export async function decommissionMeshNode(services: Pick<Services, "db" | "announcer">, nodeId: string, operator: { id: string }) {
  const result = await decommissionNode(services.db, nodeId.slice(0, 100), operator);
  if (result.outcome === "decommissioned") await services.announcer.announce("mesh_changed", { reason: "node_decommissioned", nodeId: result.node.id });
  return result;
}
