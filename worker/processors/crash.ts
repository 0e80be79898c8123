import type { Job } from "bullmq";
import type { ProcessorDeps } from "./types";

/**
 * A simulated crash for the retry tests (JOB_CRASH_POINTS="queue:point,…"): on a job's first
 * attempt it throws at the named point, after the work done before it has been committed, so the
 * retry must resume from the job's recorded step instead of doing that work again.
 * A no-op unless the point is listed.
 */
export function crashPoint({ services }: ProcessorDeps, job: Job, point: string): void {
  if (job.attemptsMade > 0) return;
  if (!services.env.JOB_CRASH_POINTS.includes(`${job.queueName}:${point}`)) return;
  throw new Error(`simulated crash at ${job.queueName}:${point}`);
}
