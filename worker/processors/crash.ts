import type { Job } from "bullmq";
import { log } from "../../app/lib/log.server";
import type { ProcessorDeps } from "./types";

/**
 * A simulated crash for the retry tests (JOB_CRASH_POINTS="queue:point,…"): on a job's first
 * attempt it throws at the named point, after the work done before it has been committed, so the
 * retry must resume from the job's recorded step instead of doing that work again.
 *
 * "queue:point:freeze" instead stops the whole process there (the event loop blocks: no lock
 * renewal, no other job), for the fault-injection tests that SIGKILL a worker in the middle of a
 * job and prove BullMQ's stalled-job recovery finishes it once. It logs "crash point: frozen" first.
 * A no-op unless the point is listed.
 */
export function crashPoint({ services }: ProcessorDeps, job: Job, point: string): void {
  if (job.attemptsMade > 0) return;
  const key = `${job.queueName}:${point}`;
  const points = services.env.JOB_CRASH_POINTS;
  if (points.includes(`${key}:freeze`)) {
    log.warn("crash point: frozen", { point: key, job: job.id });
    // Blocks this thread without spinning until the process is killed.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }
  if (!points.includes(key)) return;
  throw new Error(`simulated crash at ${key}`);
}
