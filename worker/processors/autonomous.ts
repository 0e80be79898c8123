import { UnrecoverableError, type Job } from "bullmq";
import { beginDeployment, cascadeJobSchema, finishDeployment, updateDeploymentNode } from "../../app/domain/autonomous.server";
import { crashPoint } from "./crash";
import type { ProcessorDeps, Schedule } from "./types";

/** Cascades are started by operators only: nothing is scheduled. */
export const autonomousSchedules: Schedule[] = [];

/**
 * The `autonomous` queue's processor (DESIGN §9): a version cascade updates its type's nodes one
 * by one. Each node's result is committed with its effect (unique per cascade and node), so a retry
 * skips the nodes already handled; the cascade is closed once, moving the registry's version.
 * Node data changed: the mesh bus tells every process to refresh its mesh reads.
 */
export function autonomousProcessor(deps: ProcessorDeps) {
  const { db, announcer } = deps.services;
  return async (job: Job) => {
    if (job.name !== "cascade") throw new UnrecoverableError(`unknown autonomous job "${job.name}"`);
    const parsed = cascadeJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError("bad cascade job data: deploymentId must be a uuid");
    const { deploymentId } = parsed.data;
    const deployment = await beginDeployment(db, deploymentId);
    if (!deployment) throw new UnrecoverableError(`no cascade ${deploymentId}`);

    for (const nodeId of deployment.targetNodes) {
      const step = await updateDeploymentNode(db, deploymentId, nodeId);
      await job.updateProgress(Math.min(99, step.progress));
      if (!step.done) crashPoint(deps, job, "node-updated");
    }

    const { deployment: finished, closed } = await finishDeployment(db, deploymentId);
    await job.updateProgress(100);
    if (closed && finished.successfulUpdates > 0) {
      await announcer.announce("mesh_changed", { reason: "version_cascade", deploymentId, nodeType: finished.nodeType, targetVersion: finished.targetVersion });
    }
    return { deploymentId, status: finished.status, successfulUpdates: finished.successfulUpdates, failedUpdates: finished.failedUpdates };
  };
}
