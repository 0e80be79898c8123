import type { Job } from "bullmq";
import { pruneExpiredSessions } from "../../app/domain/auth.server";
import { settleExpiredLeases } from "../../app/domain/economy.server";
import { proposePromotions, type ProposalRun } from "../../app/domain/promotions.server";
import { crashPoint } from "./crash";
import type { ProcessorDeps, Schedule } from "./types";

type Proposed = ProposalRun["proposed"][number];

export const PROPOSE_PROMOTIONS = "propose-promotions";
export const SETTLE_LEASES = "settle-leases";

export const maintenanceSchedules: Schedule[] = [
  { queue: "maintenance", id: "prune-expired-sessions", everyMs: 60 * 60 * 1000, name: "prune-expired-sessions" },
  { queue: "maintenance", id: PROPOSE_PROMOTIONS, everyMs: 10 * 60 * 1000, name: PROPOSE_PROMOTIONS },
  { queue: "maintenance", id: SETTLE_LEASES, everyMs: 60 * 1000, name: SETTLE_LEASES },
];

/**
 * Housekeeping: removes expired operator sessions, and proposes promotions for the most active
 * nodes. Both are idempotent: running twice deletes nothing more and proposes nothing twice (a
 * node with a pending promotion is skipped; a unique partial index backs it up). Every minute it
 * settles the capacity leases whose time is up through the ledger (each lease pays once: its
 * settlement's idempotency key and the row's status guard a retry).
 */
export function maintenanceProcessor(deps: ProcessorDeps) {
  const { services } = deps;
  return async (job: Job) => {
    switch (job.name) {
      case "prune-expired-sessions": {
        const removed = await pruneExpiredSessions(services.db);
        await job.updateProgress(100);
        return { removed };
      }
      case PROPOSE_PROMOTIONS: {
        // A retry after a crash resumes: what the first attempt proposed (committed) is in the job's data.
        const earlier = ((job.data as { proposed?: Proposed[] } | undefined)?.proposed ?? []) as Proposed[];
        const run = await proposePromotions(services.db);
        const proposed = [...earlier, ...run.proposed.filter((p) => !earlier.some((e) => e.id === p.id))];
        await job.updateData({ ...(job.data ?? {}), proposed });
        await job.updateProgress(90);
        crashPoint(deps, job, "promotions-proposed");
        if (proposed.length) await services.announcer.announce("promotions_proposed", { count: proposed.length, nodeIds: proposed.map((p) => p.nodeId) });
        await job.updateProgress(100);
        return { considered: run.considered, eligible: run.eligible, proposed };
      }
      case SETTLE_LEASES: {
        // `now` in the job's data lets a test (or an operator's catch-up run) settle as of a given time.
        const at = Number((job.data as { now?: number } | undefined)?.now);
        const run = await settleExpiredLeases(services.db, Number.isFinite(at) && at > 0 ? at : Date.now());
        await job.updateProgress(90);
        const val = run.settled.reduce((sum, l) => sum + l.amount, 0);
        if (run.settled.length || run.defaulted.length) await services.announcer.announce("leases_settled", { settled: run.settled.length, defaulted: run.defaulted.length, val });
        await job.updateProgress(100);
        return { settled: run.settled, defaulted: run.defaulted, val };
      }
      default:
        throw new Error(`unknown maintenance job "${job.name}"`);
    }
  };
}
