import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { PulseScheduler } from "../domain/ports";
import { ServiceUnavailableError } from "../lib/errors";
import { defaultJobOptions, scheduleField, scheduleLastRunKey } from "../lib/queues";
import { withTimeout } from "../lib/timeout";
import { PULSE_JOB_NAME, PULSE_SCHEDULER_ID } from "../lib/velocity";
import { isReady } from "./redis.server";

/**
 * The pulse engine's scheduler (app/domain/ports.ts) as one BullMQ job scheduler with a stable id on
 * the velocity queue. Redis down, or a call that does not answer within 3 s: ServiceUnavailableError.
 */
export function createPulseScheduler(queue: Queue, redis: Redis, redisPrefix: string): PulseScheduler {
  // A (re)started or removed pulse starts its deep-health clock afresh: the previous schedule's last run does not count.
  const forgetLastRun = () => redis.hdel(scheduleLastRunKey(redisPrefix), scheduleField(queue.name, PULSE_SCHEDULER_ID));
  async function call<T>(work: () => Promise<T>, what: string): Promise<T> {
    if (!isReady(redis)) throw new ServiceUnavailableError("The pulse engine cannot be changed right now (Redis is down). Please try again shortly.");
    try {
      return await withTimeout(work(), 3000, `${what} timed out`);
    } catch (error) {
      throw new ServiceUnavailableError(`The pulse engine cannot be changed right now: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return {
    async exists() {
      return Boolean(await call(() => queue.getJobScheduler(PULSE_SCHEDULER_ID), "reading the scheduler"));
    },
    async schedule(everyMs, data) {
      await call(
        () =>
          queue.upsertJobScheduler(
            PULSE_SCHEDULER_ID,
            { every: everyMs },
            {
              name: PULSE_JOB_NAME,
              data,
              opts: { attempts: defaultJobOptions.attempts, backoff: defaultJobOptions.backoff, removeOnComplete: defaultJobOptions.removeOnComplete, removeOnFail: defaultJobOptions.removeOnFail },
            },
          ),
        "creating the scheduler",
      );
      await call(forgetLastRun, "resetting the schedule's last run");
    },
    async remove() {
      await call(() => queue.removeJobScheduler(PULSE_SCHEDULER_ID), "removing the scheduler");
      await call(forgetLastRun, "resetting the schedule's last run");
    },
  };
}
