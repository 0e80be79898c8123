import { UnrecoverableError, type Job } from "bullmq";
import type { ProcessorDeps, Schedule } from "./types";

/** The `deploy` queue's processor (DESIGN §9). */
export function deployProcessor(_deps: ProcessorDeps) {
  return async (job: Job) => {
    throw new UnrecoverableError(`no processor for deploy job "${job.name}" yet`);
  };
}

/** Repeatable jobs of this queue kept scheduled by the workers (none yet). */
export const deploySchedules: Schedule[] = [];
