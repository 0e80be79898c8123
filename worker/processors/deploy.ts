import { UnrecoverableError, type Job } from "bullmq";
import { CASCADE_JOB, codeHost, failCascade, NEEDS_AUTH_MESSAGE, runCascade } from "../../app/domain/deploy.server";
import { crashPoint } from "./crash";
import type { ProcessorDeps, Schedule } from "./types";

/**
 * The `deploy` queue's processor (DESIGN §9, §10): a cascade writes one workflow per node. Each
 * node's outcome is committed in deploy_cascade_nodes before the next one starts, so a retry
 * (after a crash) skips the nodes already recorded and never pushes a workflow twice.
 */
export function deployProcessor(deps: ProcessorDeps) {
  const { services } = deps;
  return async (job: Job) => {
    switch (job.name) {
      case CASCADE_JOB: {
        const cascadeId = (job.data as { cascadeId?: unknown }).cascadeId;
        if (typeof cascadeId !== "string") throw new UnrecoverableError("a cascade job needs data.cascadeId");
        const gh = codeHost(services.env);
        if (!gh) {
          await failCascade(services.db, cascadeId, NEEDS_AUTH_MESSAGE);
          throw new UnrecoverableError(NEEDS_AUTH_MESSAGE);
        }
        await job.updateProgress(1);
        const report = await runCascade(services.db, gh, cascadeId, {
          sealSecret: services.env.SESSION_SECRET,
          afterNode: async (progress) => {
            await job.updateProgress(progress);
            crashPoint(deps, job, "node-deployed");
          },
        });
        await job.updateProgress(100);
        return { cascadeId, status: report.status, successful: report.successfulDeployments, failed: report.failedDeployments };
      }
      default:
        throw new UnrecoverableError(`unknown deploy job "${job.name}"`);
    }
  };
}

/** Repeatable jobs of this queue kept scheduled by the workers (none). */
export const deploySchedules: Schedule[] = [];
