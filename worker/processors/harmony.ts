import { UnrecoverableError, type Job } from "bullmq";
import { completeScan, getScan, hasModules, markScanFailed, markScanRunning, recordModules, takeSnapshot } from "../../app/domain/continuity.server";
import { checkModules } from "../../app/infra/module-check.server";
import { SCAN_SYNC_PROJECT } from "../../app/lib/continuity";
import { crashPoint } from "./crash";
import type { ProcessorDeps, Schedule } from "./types";

export interface HarmonyScanJob {
  scanId: string;
}

/**
 * The `harmony` queue (DESIGN §9): a `scan` job checks the real modules and records the verdicts
 * (step 1, one transaction, unique per scan and module), takes the scan's Alexandria snapshot
 * (step 2, unique per scan), then completes the scan from what was recorded (step 3, once).
 * A retry skips the steps already committed, so a scan has one result.
 */
export function harmonyProcessor(deps: ProcessorDeps) {
  const { services } = deps;
  return async (job: Job<HarmonyScanJob>) => {
    if (job.name !== "scan") throw new UnrecoverableError(`unknown harmony job "${job.name}"`);
    const scanId = job.data.scanId;
    const scan = await getScan(services.db, scanId);
    if (!scan) throw new UnrecoverableError(`there is no harmony scan ${scanId}`);
    if (scan.status === "completed") return { scanId, overallScore: scan.overallScore, resumed: true };
    try {
      await markScanRunning(services.db, scanId);
      await job.updateProgress(10);

      if (!(await hasModules(services.db, scanId))) {
        const verdicts = await checkModules(services);
        await recordModules(services.db, scanId, verdicts);
      }
      await job.updateProgress(60);
      crashPoint(deps, job, "modules");

      const snapshot = await takeSnapshot(services.db, { projectName: SCAN_SYNC_PROJECT, takenBy: "harmony scan", scanId });
      await job.updateProgress(80);
      crashPoint(deps, job, "snapshot");

      const done = await completeScan(services.db, scanId);
      await job.updateProgress(100);
      void services.announcer.announce("harmony_scan_complete", { scanId, overallScore: done?.overallScore ?? null, summaryHash: snapshot.summaryHash });
      return { scanId, overallScore: done?.overallScore ?? null, snapshotId: snapshot.id };
    } catch (error) {
      // The last attempt records the failure so the screen stops showing the scan as running.
      const attempts = job.opts.attempts ?? 1;
      if (job.attemptsMade + 1 >= attempts || error instanceof UnrecoverableError) {
        await markScanFailed(services.db, scanId, error instanceof Error ? error.message : String(error)).catch(() => {});
      }
      throw error;
    }
  };
}

/** Repeatable jobs of this queue kept scheduled by the workers: none (scans run when an operator asks). */
export const harmonySchedules: Schedule[] = [];
