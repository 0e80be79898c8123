import { approveTemplate } from "../domain/evolution.server";
import { setSovereignty, startEngine, stopEngine, type SovereigntyInput } from "../domain/velocity.server";
import type { ReadTag } from "./read-cache.server";
import type { Services } from "./services.server";

/**
 * The operator writes behind polled reads (/velocity, /mesh-evolution), the same from the JSON API
 * and from the page's form: persist, drop this process's cached reads at once, then tell every
 * other process (and the ritual plane) on the mesh bus, as mesh-writes.server.ts does for visitors.
 */
async function changed(services: Services, tag: ReadTag, type: string, data: Record<string, unknown>) {
  services.cache.invalidate(tag);
  await services.bus.publish(type, data);
}

export async function startVelocityEngine(services: Services, cycleTimeHours: number, operator: string) {
  const outcome = await startEngine(services, cycleTimeHours, operator);
  if (!outcome.alreadyRunning) await changed(services, "velocity", "velocity_changed", { change: "engine_started", summary: `Pulse engine started: a cycle every ${cycleTimeHours} h` });
  return outcome;
}

export async function stopVelocityEngine(services: Services, operator: string) {
  const outcome = await stopEngine(services, operator);
  if (outcome.wasRunning) await changed(services, "velocity", "velocity_changed", { change: "engine_stopped", summary: "Pulse engine stopped" });
  return outcome;
}

/** Null for an unknown agent (nothing changed). */
export async function changeSovereignty(services: Services, agentId: string, input: SovereigntyInput, operator: string) {
  const agent = await setSovereignty(services.db, agentId, input, operator);
  if (agent) await changed(services, "velocity", "velocity_changed", { change: "sovereignty", agentId: agent.agentId, summary: `${agent.agentName}: sovereignty ${agent.sovereign ? "granted" : "revoked"}` });
  return agent;
}

export async function approveEmergentTemplate(services: Services, templateId: string, operator: string) {
  const result = await approveTemplate(services.db, templateId, operator);
  if (result.outcome === "approved") await changed(services, "evolution", "evolution_changed", { change: "template_approved", templateId: result.template.id, summary: `${result.template.typeName} is now an active template` });
  return result;
}
