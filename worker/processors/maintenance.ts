import type { Job } from "bullmq";
import { pruneExpiredSessions } from "../../app/domain/auth.server";
import type { ProcessorDeps, Schedule } from "./types";

export const maintenanceSchedules: Schedule[] = [{ queue: "maintenance", id: "prune-expired-sessions", everyMs: 60 * 60 * 1000, name: "prune-expired-sessions" }];

/** Housekeeping: removes expired operator sessions. Idempotent: running twice deletes nothing more. */
export function maintenanceProcessor({ services }: ProcessorDeps) {
  return async (job: Job) => {
    if (job.name !== "prune-expired-sessions") throw new Error(`unknown maintenance job "${job.name}"`);
    const removed = await pruneExpiredSessions(services.db);
    await job.updateProgress(100);
    return { removed };
  };
}
