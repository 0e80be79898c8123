import { decommissionNode, revokeNodeSecret, rotateNodeSecret } from "../domain/node-secrets.server";
import { startCascade as startVersionCascade, type CascadeDeployInput } from "../domain/autonomous.server";
import { requestHarmonyScan, rotateTaskFocus, takeSnapshot } from "../domain/continuity.server";
import { approveTemplate } from "../domain/evolution.server";
import { createOffer, onboardAgent, tradeOffer, type OfferInput, type OnboardInput } from "../domain/merchant.server";
import { setSovereignty, startEngine, stopEngine, type SovereigntyInput } from "../domain/velocity.server";
import type { OperatorIdentity } from "../domain/auth.server";
import { shortFingerprint } from "../lib/node-signature";
import { audited, type AuditVerdict } from "./audit.server";
import { ensurePresence } from "./presence.server";
import type { Services } from "./services.server";

/**
 * The operator writes behind cached reads (/velocity, /mesh-evolution, /continuity, /autonomous-mesh,
 * node balances), the same from the JSON API and from the page's form: persist, then announce the
 * change (app/lib/mesh-events.ts), as mesh-writes.server.ts does for visitors. Each is recorded in the operator audit log (audited()),
 * refusals and failures included.
 */

export async function startVelocityEngine(services: Services, cycleTimeHours: number, operator: OperatorIdentity) {
  const outcome = await audited(
    services.db,
    operator,
    "velocity.engine_start",
    { type: "engine", id: "velocity" },
    () => startEngine(services, cycleTimeHours, operator.handle),
    (o) => ({ result: "ok", message: o.alreadyRunning ? "Already running." : null, detail: { cycleTimeHours, alreadyRunning: o.alreadyRunning } }),
  );
  if (!outcome.alreadyRunning) await services.announcer.announce("velocity_changed", { change: "engine_started", summary: `Pulse engine started: a cycle every ${cycleTimeHours} h` });
  return outcome;
}

export async function stopVelocityEngine(services: Services, operator: OperatorIdentity) {
  const outcome = await audited(
    services.db,
    operator,
    "velocity.engine_stop",
    { type: "engine", id: "velocity" },
    () => stopEngine(services, operator.handle),
    (o) => ({ result: "ok", message: o.wasRunning ? null : "Already stopped.", detail: { wasRunning: o.wasRunning } }),
  );
  if (outcome.wasRunning) await services.announcer.announce("velocity_changed", { change: "engine_stopped", summary: "Pulse engine stopped" });
  return outcome;
}

/** Null for an unknown agent (nothing changed). */
export async function changeSovereignty(services: Services, agentId: string, input: SovereigntyInput, operator: OperatorIdentity) {
  const agent = await audited(
    services.db,
    operator,
    "velocity.sovereignty",
    { type: "agent", id: agentId },
    () => setSovereignty(services.db, agentId, input, operator.handle),
    (a) => (a ? { result: "ok", detail: { sovereign: a.sovereign, reason: input.reason } } : { result: "refused", message: "There is no agent with this id.", detail: { reason: input.reason } }),
  );
  if (agent) await services.announcer.announce("velocity_changed", { change: "sovereignty", agentId: agent.agentId, summary: `${agent.agentName}: sovereignty ${agent.sovereign ? "granted" : "revoked"}` });
  return agent;
}

export async function approveEmergentTemplate(services: Services, templateId: string, operator: OperatorIdentity) {
  const result = await audited(
    services.db,
    operator,
    "template.approve",
    { type: "template", id: templateId },
    () => approveTemplate(services.db, templateId, operator.handle),
    (r) =>
      r.outcome === "approved"
        ? { result: "ok", detail: { typeName: r.template.typeName } }
        : { result: "refused", message: r.outcome === "not_found" ? "There is no template with this id." : `This template is ${r.status}; only candidates can be approved.` },
  );
  if (result.outcome === "approved") await services.announcer.announce("evolution_changed", { change: "template_approved", templateId: result.template.id, summary: `${result.template.typeName} is now an active template` });
  return result;
}

/** Merchants and the knowledge market move VAL: the cached mesh reads (node balances) are dropped. */
export async function onboardMerchantAgent(services: Services, input: OnboardInput, operator: OperatorIdentity) {
  const result = await audited(
    services.db,
    operator,
    "merchant.onboard",
    { type: "node", id: input.merchantNodeId },
    () => onboardAgent(services.db, input, operator),
    (r) =>
      r.outcome === "onboarded"
        ? { result: "ok", detail: { agentId: input.agentId, onboardingId: r.onboarding.id, valEarned: r.valEarned } }
        : { result: "refused", message: r.message, detail: { agentId: input.agentId } },
  );
  if (result.outcome === "onboarded") await services.announcer.announce("agent_onboarded", { id: result.onboarding.id, merchantNodeId: result.onboarding.merchantNodeId, valEarned: result.valEarned });
  return result;
}

export async function createMarketOffer(services: Services, input: OfferInput, operator: OperatorIdentity) {
  const result = await audited(
    services.db,
    operator,
    "market.offer_create",
    { type: "node", id: input.merchantNodeId },
    () => createOffer(services.db, input, operator),
    (r) => (r.outcome === "created" ? { result: "ok", detail: { offerId: r.offer.id, valPrice: r.offer.valPrice } } : { result: "refused", message: r.message }),
  );
  if (result.outcome === "created") await services.announcer.announce("knowledge_offer", { id: result.offer.id, merchantNodeId: result.offer.merchantNodeId });
  return result;
}

export async function tradeMarketOffer(services: Services, offerId: string, buyerNodeId: string, operator: OperatorIdentity) {
  const result = await audited(
    services.db,
    operator,
    "market.trade",
    { type: "offer", id: offerId },
    () => tradeOffer(services.db, offerId, buyerNodeId, operator),
    (r) => (r.outcome === "traded" ? { result: "ok", detail: { buyerNodeId, amount: r.offer.valPrice } } : { result: "refused", message: r.message, detail: { buyerNodeId } }),
  );
  if (result.outcome === "traded") {
    const { offer } = result;
    await services.announcer.announce("knowledge_trade", { offerId: offer.id, merchantNodeId: offer.merchantNodeId, buyerNodeId: offer.buyerNodeId, amount: offer.valPrice });
  }
  return result;
}

/** A harmony scan: this web process reports its WebSocket/SSE presence first, so the scan reads it. */
export async function startHarmonyScan(services: Services, operator: OperatorIdentity) {
  await ensurePresence(services).catch(() => {});
  const scan = await audited(
    services.db,
    operator,
    "continuity.harmony_scan",
    { type: "scan" },
    () => requestHarmonyScan(services, operator.handle),
    (scan) => ({ result: "ok", targetId: scan.id }),
  );
  await services.announcer.announce("continuity_changed", { change: "scan_requested", scanId: scan.id, summary: "Harmony scan requested" });
  return scan;
}

// Node secrets (issue 17 item 4), each recorded in the operator audit log (the secret itself never is).

const NO_NODE = { result: "refused", message: "There is no node with this id." } as const;

/** Issues a node a new secret (shown once in the answer); the old one stops verifying. */
export async function rotateSecretOfNode(services: Pick<Services, "db" | "announcer" | "env">, nodeId: string, operator: OperatorIdentity) {
  const id = nodeId.slice(0, 100);
  const result = await audited(
    services.db,
    operator,
    "node.secret_rotate",
    { type: "node", id },
    () => rotateNodeSecret(services.db, id, services.env.SESSION_SECRET, operator),
    (r): AuditVerdict =>
      r.outcome === "rotated" ? { result: "ok", detail: { fingerprint: shortFingerprint(r.fingerprint) } } : r.outcome === "not_found" ? NO_NODE : { result: "refused", message: `A ${r.status} node is not issued a secret.` },
  );
  if (result.outcome === "rotated") await services.announcer.announce("mesh_changed", { reason: "node_secret_rotated", nodeId: result.node.id });
  return result;
}

/** Revokes a node's secret: its heartbeats are refused until a rotation. */
export async function revokeSecretOfNode(services: Pick<Services, "db" | "announcer">, nodeId: string, operator: OperatorIdentity) {
  const id = nodeId.slice(0, 100);
  const result = await audited(services.db, operator, "node.secret_revoke", { type: "node", id }, () => revokeNodeSecret(services.db, id, operator), (r): AuditVerdict =>
    r.outcome === "revoked" ? { result: "ok" } : r.outcome === "not_found" ? NO_NODE : { result: "refused", message: "This node's secret is already revoked." },
  );
  if (result.outcome === "revoked") await services.announcer.announce("mesh_changed", { reason: "node_secret_revoked", nodeId: result.node.id });
  return result;
}

/** Decommissions a node (status revoked, out of every active count). */
export async function decommissionMeshNode(services: Pick<Services, "db" | "announcer">, nodeId: string, operator: OperatorIdentity) {
  const id = nodeId.slice(0, 100);
  const result = await audited(services.db, operator, "node.decommission", { type: "node", id }, () => decommissionNode(services.db, id, operator), (r): AuditVerdict =>
    r.outcome === "decommissioned" ? { result: "ok" } : r.outcome === "not_found" ? NO_NODE : { result: "refused", message: "This node is already decommissioned." },
  );
  if (result.outcome === "decommissioned") await services.announcer.announce("mesh_changed", { reason: "node_decommissioned", nodeId: result.node.id });
  return result;
}

// Continuity (the task rotation and snapshots): /continuity's shared reads drop with the announcement.

export async function rotateTaskFocusAudited(services: Pick<Services, "db" | "announcer">, operator: OperatorIdentity, nodeId: string) {
  const focus = await audited(
    services.db,
    operator,
    "continuity.rotate",
    { type: "node", id: nodeId },
    () => rotateTaskFocus(services.db, nodeId),
    (focus) => (focus ? { result: "ok", detail: { currentDomain: focus.currentDomain } } : { result: "refused", message: "This node is not in the task rotation." }),
  );
  if (focus) await services.announcer.announce("continuity_changed", { change: "task_rotated", nodeId, summary: `Task focus rotated to ${focus.currentDomain}` });
  return focus;
}

export async function takeSnapshotAudited(services: Pick<Services, "db" | "announcer">, operator: OperatorIdentity, projectName: string) {
  const snap = await audited(
    services.db,
    operator,
    "continuity.snapshot",
    { type: "snapshot" },
    () => takeSnapshot(services.db, { projectName, takenBy: operator.handle }),
    (snap) => ({ result: "ok", targetId: snap.id, detail: { projectName, memoryCount: snap.memoryCount } }),
  );
  await services.announcer.announce("continuity_changed", { change: "snapshot_taken", snapshotId: snap.id, summary: `Snapshot of ${projectName}` });
  return snap;
}

// Version cascades: /autonomous-mesh's shared reads (registry, drift, jobs) drop with the announcement.

export async function startVersionCascadeAudited(
  services: Pick<Services, "db" | "jobs" | "announcer">,
  operator: OperatorIdentity,
  nodeType: string,
  input: CascadeDeployInput,
  action: "version.update" | "version.rollback" = "version.update",
) {
  const result = await audited(
    services.db,
    operator,
    action,
    { type: "node_type", id: nodeType },
    () => startVersionCascade(services.db, services.jobs, nodeType, input, operator.handle),
    (r): AuditVerdict => {
      const detail = { ...input };
      if (r.outcome === "queued") return { result: "ok", detail: { ...detail, deploymentId: r.deployment.id, targetNodes: r.deployment.targetNodes.length } };
      if (r.outcome === "unknown_type") return { result: "refused", message: `${nodeType} is not a node type of the registry.`, detail };
      return { result: "refused", message: `A cascade for ${nodeType} is already running.`, detail: { ...detail, deploymentId: r.deploymentId } };
    },
  );
  if (result.outcome === "queued") {
    await services.announcer.announce("mesh_changed", { reason: "version_cascade", deploymentId: result.deployment.id, nodeType, targetVersion: result.deployment.targetVersion });
  }
  return result;
}
