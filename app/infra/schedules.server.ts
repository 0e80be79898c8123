import { QUEUE_NAMES, type QueueName } from "../lib/queues";
import { ServiceUnavailableError } from "../lib/errors";
import { withTimeout } from "../lib/timeout";
import { isReady } from "./redis.server";
import type { Services } from "./services.server";

/** One repeatable schedule (a BullMQ job scheduler) as the operator's schedules page shows it. */
export interface ScheduleRow {
  queue: QueueName;
  /** The scheduler's id (stable: the workers upsert it at start). */
  id: string;
  /** The name of the jobs it adds. */
  name: string;
  every: number | null;
  pattern: string | null;
  /** When it next adds a job (epoch ms), as BullMQ keeps it. */
  next: number | null;
  /** How many jobs it has added so far. */
  iterations: number | null;
}

/**
 * Every queue's job schedulers (BullMQ `getJobSchedulers`), soonest next run first. Redis down, or no
 * answer within 3 s: ServiceUnavailableError (503).
 */
export async function listSchedules(services: Pick<Services, "queues" | "redis">): Promise<ScheduleRow[]> {
  if (!isReady(services.redis)) throw new ServiceUnavailableError("The job queues are unavailable right now (Redis is down). Please try again shortly.");
  let perQueue: ScheduleRow[][];
  try {
    perQueue = await withTimeout(
      Promise.all(
        QUEUE_NAMES.map(async (queue) =>
          (await services.queues[queue].getJobSchedulers(0, -1, true)).map(
            (s): ScheduleRow => ({
              queue,
              id: s.id ?? s.key,
              name: s.name,
              every: s.every ?? null,
              pattern: s.pattern ?? null,
              next: s.next ?? null,
              iterations: s.iterationCount ?? null,
            }),
          ),
        ),
      ),
      3000,
      "reading the schedules timed out",
    );
  } catch (error) {
    throw new ServiceUnavailableError(`The job queues are unavailable right now: ${error instanceof Error ? error.message : String(error)}`);
  }
  return perQueue.flat().sort((a, b) => (a.next ?? Number.MAX_SAFE_INTEGER) - (b.next ?? Number.MAX_SAFE_INTEGER) || a.queue.localeCompare(b.queue));
}
