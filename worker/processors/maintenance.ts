import type { Job } from "bullmq";
import { pruneExpiredSessions } from "../../app/domain/auth.server";
import type { ProcessorDeps } from "./types";

export const MAINTENANCE_SCHEDULE = { id: "prune-expired-sessions", everyMs: 60 * 60 * 1000 };

/** Housekeeping: removes expired operator sessions. Idempotent: running twice deletes nothing more. */
export function maintenanceProcessor({ services }: ProcessorDeps) {
  return async (job: Job) => {
    if (job.name !== "prune-expired-sessions") throw new Error(`unknown maintenance job "${job.name}"`);
    const removed = await pruneExpiredSessions(services.db);
    await job.updateProgress(100);
    return { removed };
  };
}
