import { UnrecoverableError, type Job } from "bullmq";
import type { ProcessorDeps } from "./types";

/** The `autonomous` queue's processor (DESIGN §9). */
export function autonomousProcessor(_deps: ProcessorDeps) {
  return async (job: Job) => {
    throw new UnrecoverableError(`no processor for autonomous job "${job.name}" yet`);
  };
}
