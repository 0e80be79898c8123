import { expect } from "vitest";
import { Job, type Queue } from "bullmq";

/**
 * Polls a job's own state (no event subscription that could miss the completion) until it completes
 * or fails, and expects it completed; answers the finished job (its return value, attempts).
 * A retried job keeps its first attempt's failedReason: it shows only when the job did not complete.
 */
export async function expectJobCompletes(queue: Queue, job: Job, timeoutMs = 30_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  let state = await job.getState();
  while (state !== "completed" && state !== "failed" && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    state = await job.getState();
  }
  const finished = await Job.fromId(queue, job.id!);
  expect({ state, failedReason: state === "completed" ? undefined : finished?.failedReason }).toEqual({ state: "completed", failedReason: undefined });
  return finished!;
}
