import type { JobsOptions } from "bullmq";
import type { Redis } from "ioredis";
import { QUEUE_NAMES, type QueueName, type Queues } from "../../worker/queues";
import { ServiceUnavailableError } from "./http.server";
import { logContext } from "../lib/log.server";
import { withTimeout } from "../lib/timeout";
import { isReady } from "./redis.server";

export class JobProducer {
  constructor(
    private readonly queues: Queues,
    private readonly redis: Redis,
  ) {}

  /**
   * Adds a job, or throws ServiceUnavailableError (503) at once when Redis is down. A job added while
   * a request (or a job) is handled carries its id as `data.requestId`: the worker logs the job's
   * lines with it (worker/index.ts).
   */
  async enqueue<T extends object>(queue: QueueName, name: string, data: T, opts?: JobsOptions) {
    if (!isReady(this.redis)) {
      throw new ServiceUnavailableError("The job queue is unavailable right now (Redis is down). Please try again shortly.");
    }
    const requestId = logContext()?.requestId;
    const payload = requestId && !("requestId" in data) ? { ...data, requestId } : data;
    try {
      return await withTimeout(this.queues[queue].add(name, payload, opts), 3000, "adding the job timed out");
    } catch (error) {
      throw new ServiceUnavailableError(
        `The job queue is unavailable right now: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Per-queue job counts for the health check; null while Redis is down. */
  async counts(): Promise<Record<QueueName, Record<string, number>> | null> {
    if (!isReady(this.redis)) return null;
    try {
      const all = await Promise.all(
        QUEUE_NAMES.map(
          async (name) =>
            [name, await withTimeout(this.queues[name].getJobCounts("waiting", "active", "delayed", "failed"), 1000, "queue counts timed out")] as const,
        ),
      );
      return Object.fromEntries(all) as Record<QueueName, Record<string, number>>;
    } catch {
      return null;
    }
  }
}
