import { UnrecoverableError, type Job } from "bullmq";
import { openCycleLeases } from "../../app/domain/economy.server";
import { beginCycle, deployCycle, finishDeployment, getCycle, integrateCycle, planCycle, reflectCycle } from "../../app/domain/velocity.server";
import { DEFAULT_CYCLE_HOURS, MAX_CYCLE_HOURS, MIN_CYCLE_HOURS, phaseProgress, PULSE_JOB_NAME } from "../../app/lib/velocity";
import { crashPoint } from "./crash";
import type { ProcessorDeps, Schedule } from "./types";

export interface PulseCycleJob {
  cycleTimeHours?: number;
}

/**
 * The `velocity` queue (DESIGN §9): each job of the pulse engine's scheduler is one cycle (one
 * row per job id, numbered from the engine's counter). Phases reflection → planning → deployment
 * → integration → complete, each committed with a guard on the phase it starts from; deployment
 * events are unique per (cycle, node), so a retry resumes and never deploys a node twice.
 */
export function velocityProcessor(deps: ProcessorDeps) {
  const { services } = deps;
  const db = services.db;
  return async (job: Job<PulseCycleJob>) => {
    if (job.name !== PULSE_JOB_NAME) throw new UnrecoverableError(`unknown velocity job "${job.name}"`);
    if (!job.id) throw new UnrecoverableError("a pulse cycle needs a job id");
    const raw = Number(job.data?.cycleTimeHours ?? DEFAULT_CYCLE_HOURS);
    const hours = Number.isInteger(raw) ? Math.min(MAX_CYCLE_HOURS, Math.max(MIN_CYCLE_HOURS, raw)) : DEFAULT_CYCLE_HOURS;

    const begun = await beginCycle(db, job.id, hours);
    if (!begun) return { skipped: "the engine is stopped" };
    const id = begun.id;
    let cycle = begun;
    await job.updateProgress(phaseProgress(cycle.phase));

    if (cycle.phase === "reflection") {
      await reflectCycle(db, id);
      cycle = (await getCycle(db, id))!;
      await job.updateProgress(phaseProgress(cycle.phase));
    }
    if (cycle.phase === "planning") {
      await planCycle(db, id);
      cycle = (await getCycle(db, id))!;
      await job.updateProgress(phaseProgress(cycle.phase));
    }
    if (cycle.phase === "deployment") {
      await deployCycle(db, id);
      crashPoint(deps, job, "deployed");
      await finishDeployment(db, id);
      cycle = (await getCycle(db, id))!;
      await job.updateProgress(phaseProgress(cycle.phase));
    }
    // The deployed nodes take work: each opens a capacity lease (idempotent, so a retry after a crash opens the rest).
    const leasesOpened = await openCycleLeases(db, id);
    if (cycle.phase === "integration") {
      cycle = (await integrateCycle(db, id))!;
    }
    await job.updateProgress(100);
    void services.announcer.announce("velocity_cycle_complete", { cycleId: id, cycleNumber: cycle.cycleNumber, nodesDeployed: cycle.nodesDeployed, sovereignFlag: cycle.sovereignFlag });
    return { cycleId: id, cycleNumber: cycle.cycleNumber, nodesDeployed: cycle.nodesDeployed, leasesOpened };
  };
}

/** Repeatable jobs of this queue kept by the workers: none here; the pulse engine's scheduler is upserted by start and removed by stop. */
export const velocitySchedules: Schedule[] = [];
