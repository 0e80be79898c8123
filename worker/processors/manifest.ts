import { UnrecoverableError, type Job } from "bullmq";
import {
  abandonCascade,
  beginCascade,
  completeCascade,
  DEPLOY_CASCADE,
  deployCascadeNode,
  type DeployCascadeData,
  pendingCascadeNodes,
  setPhase,
  symbolicSync,
  verifyResonance,
} from "../../app/domain/manifests.server";
import { errorFields, log } from "../../app/lib/log.server";
import { crashPoint } from "./crash";
import type { ProcessorDeps, Schedule } from "./types";

/**
 * A manifest's cascade, node by node: validating → registering (each node registered in the mesh
 * as a pending node, its result recorded in the same transaction) → symbolic sync → resonance
 * verification → complete (deployed | partial | failed). Every step is committed before the next
 * and is skipped when it is already done, so a retry after a crash resumes without registering a
 * node twice.
 */
async function runCascade(deps: ProcessorDeps, job: Job<DeployCascadeData>) {
  const { services } = deps;
  const { db } = services;
  const { manifestId } = job.data;
  const state = await beginCascade(db, manifestId);
  if (!state) throw new UnrecoverableError(`manifest ${manifestId} does not exist`);
  if (state.status !== "deploying") {
    // Finished by an earlier attempt: nothing left to do.
    await job.updateProgress(100);
    return { cascadeId: state.cascadeId, status: state.status, deployed: state.deployedNodes, failed: state.failedNodes };
  }
  await job.updateProgress(5);

  const pending = await pendingCascadeNodes(db, manifestId);
  await setPhase(db, manifestId, "registering");
  const done0 = state.deployedNodes + state.failedNodes;
  let done = done0;
  for (const node of pending) {
    const result = await deployCascadeNode(db, node.id, services.env.SESSION_SECRET);
    if (result.outcome === "deployed") {
      await services.announcer.announce("mesh_changed", { reason: "node_registered", nodeId: result.meshNodeId, cascadeId: state.cascadeId });
    } else if (result.outcome === "failed") {
      log.info("manifest: node not deployed", { cascadeId: state.cascadeId, node: result.nodeName, reason: result.reason });
    }
    done += 1;
    await job.updateProgress(5 + Math.round((75 * done) / Math.max(1, state.nodeCount)));
    crashPoint(deps, job, "node-deployed");
  }

  await symbolicSync(db, manifestId);
  await job.updateProgress(85);
  crashPoint(deps, job, "symbolic-sync");

  await verifyResonance(db, manifestId);
  await job.updateProgress(95);
  crashPoint(deps, job, "resonance-verified");

  const final = await completeCascade(db, manifestId);
  await job.updateProgress(100);
  return { cascadeId: state.cascadeId, status: final?.status ?? "unknown", deployed: final?.deployedNodes ?? 0, failed: final?.failedNodes ?? 0 };
}

/** The `manifest` queue's processor (DESIGN §9). */
export function manifestProcessor(deps: ProcessorDeps) {
  return async (job: Job) => {
    if (job.name !== DEPLOY_CASCADE) throw new UnrecoverableError(`unknown manifest job "${job.name}"`);
    const data = job.data as Partial<DeployCascadeData>;
    if (typeof data.manifestId !== "string" || typeof data.cascadeId !== "string") throw new UnrecoverableError("a cascade job needs manifestId and cascadeId");
    try {
      return await runCascade(deps, job as Job<DeployCascadeData>);
    } catch (error) {
      const lastAttempt = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt) {
        log.error("manifest: cascade abandoned", { cascadeId: data.cascadeId, ...errorFields(error) });
        await abandonCascade(deps.services.db, data.manifestId, error instanceof Error ? error.message : String(error)).catch(() => {});
      }
      throw error;
    }
  };
}

/** Repeatable jobs of this queue kept scheduled by the workers (none). */
export const manifestSchedules: Schedule[] = [];
