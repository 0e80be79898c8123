import type { Job } from "bullmq";
import { pruneExpiredSessions } from "../../app/domain/auth.server";
import { pruneStaleConversations } from "../../app/domain/conversations.server";
import { rollUpMeshEvents } from "../../app/domain/mesh.server";
import { settleExpiredLeases } from "../../app/domain/economy.server";
import { proposePromotions, type ProposalRun } from "../../app/domain/promotions.server";
import { pruneThrottleChanges } from "../../app/domain/velocity.server";
import { crashPoint } from "./crash";
import type { ProcessorDeps, Schedule } from "./types";

type Proposed = ProposalRun["proposed"][number];

export const PROPOSE_PROMOTIONS = "propose-promotions";
export const SETTLE_LEASES = "settle-leases";
export const ROLL_UP_MESH_EVENTS = "roll-up-mesh-events";
export const PRUNE_STALE_CONVERSATIONS = "prune-stale-conversations";
export const PRUNE_THROTTLE_CHANGES = "prune-throttle-changes";

export const maintenanceSchedules: Schedule[] = [
  { queue: "maintenance", id: "prune-expired-sessions", everyMs: 60 * 60 * 1000, name: "prune-expired-sessions" },
  { queue: "maintenance", id: PROPOSE_PROMOTIONS, everyMs: 10 * 60 * 1000, name: PROPOSE_PROMOTIONS },
  { queue: "maintenance", id: SETTLE_LEASES, everyMs: 60 * 1000, name: SETTLE_LEASES },
  { queue: "maintenance", id: ROLL_UP_MESH_EVENTS, everyMs: 60 * 60 * 1000, name: ROLL_UP_MESH_EVENTS },
  { queue: "maintenance", id: PRUNE_STALE_CONVERSATIONS, everyMs: 60 * 60 * 1000, name: PRUNE_STALE_CONVERSATIONS },
  { queue: "maintenance", id: PRUNE_THROTTLE_CHANGES, everyMs: 60 * 60 * 1000, name: PRUNE_THROTTLE_CHANGES },
];

/**
 * The time a data-lifecycle job runs as: now, or an earlier `now` (epoch ms) in the job's data (a
 * test, or an operator's run as of a past time). Never a later one: that would delete what the
 * retention settings still keep.
 */
function asOf(job: Job): number {
  const at = Number((job.data as { now?: number } | undefined)?.now);
  return Number.isFinite(at) && at > 0 ? Math.min(at, Date.now()) : Date.now();
}

/**
 * Housekeeping: removes expired operator sessions, and proposes promotions for the most active
 * nodes. Both are idempotent: running twice deletes nothing more and proposes nothing twice (a
 * node with a pending promotion is skipped; a unique partial index backs it up). Every minute it
 * settles the capacity leases whose time is up through the ledger (each lease pays once: its
 * settlement's idempotency key and the row's status guard a retry). Every hour the data lifecycle
 * (issue 33): raw mesh events past MESH_EVENTS_RETENTION_DAYS become daily counts, and, when
 * CONVERSATIONS_RETENTION_DAYS is set, conversations idle longer are deleted, and throttle changes
 * older than the velocity chart's longest range are pruned; all idempotent too.
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
      case ROLL_UP_MESH_EVENTS: {
        const keepDays = services.env.MESH_EVENTS_RETENTION_DAYS;
        const rolledUp = await rollUpMeshEvents(services.db, { keepDays, now: asOf(job) });
        await job.updateProgress(100);
        return { rolledUp, keepDays };
      }
      case PRUNE_STALE_CONVERSATIONS: {
        const keepDays = services.env.CONVERSATIONS_RETENTION_DAYS ?? null;
        const deleted = keepDays === null ? 0 : await pruneStaleConversations(services.db, { keepDays, now: asOf(job) });
        await job.updateProgress(100);
        return { deleted, keepDays };
      }
      case PRUNE_THROTTLE_CHANGES: {
        const deleted = await pruneThrottleChanges(services.db, asOf(job));
        await job.updateProgress(100);
        return { deleted };
      }
      default:
        throw new Error(`unknown maintenance job "${job.name}"`);
    }
  };
}
