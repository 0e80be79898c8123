import { UnrecoverableError, type Job } from "bullmq";
import type { ProcessorDeps, Schedule } from "./types";

/** The `reflection` queue's processor (DESIGN §9). */
export function reflectionProcessor(_deps: ProcessorDeps) {
  return async (job: Job) => {
    throw new UnrecoverableError(`no processor for reflection job "${job.name}" yet`);
  };
}

/** Repeatable jobs of this queue kept scheduled by the workers (none yet). */
export const reflectionSchedules: Schedule[] = [];
