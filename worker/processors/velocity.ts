import { UnrecoverableError, type Job } from "bullmq";
import type { ProcessorDeps, Schedule } from "./types";

/** The `velocity` queue's processor (DESIGN §9). */
export function velocityProcessor(_deps: ProcessorDeps) {
  return async (job: Job) => {
    throw new UnrecoverableError(`no processor for velocity job "${job.name}" yet`);
  };
}

/** Repeatable jobs of this queue kept scheduled by the workers (none yet). */
export const velocitySchedules: Schedule[] = [];
