/**
 * The job queues (DESIGN §9) and their default job options: names shared by the domain (which asks
 * for jobs through its JobQueue port), the web process that adds them and the worker that runs them.
 */
export const QUEUE_NAMES = ["velocity", "harmony", "deploy", "manifest", "autonomous", "reflection", "maintenance"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * The minutes of completed/failed counts each queue's metrics keep (BullMQ worker `metrics`): 31 days,
 * so the operator home's 30-day chart is whole (about 45,000 small list entries per queue and type).
 */
export const JOB_METRICS_MINUTES = 31 * 24 * 60;

/** Retries with backoff, and how many finished jobs each queue keeps. */
export const defaultJobOptions = {
  attempts: 3,
  backoff: { type: "exponential" as const, delay: 2000 },
  removeOnComplete: { count: 1000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 5000 },
};

/**
 * The Redis hash where the workers record when each repeatable schedule last completed a run
 * (field `<queue>:<scheduler id>`, value epoch ms), read by the deep health check.
 */
export function scheduleLastRunKey(redisPrefix: string): string {
  return `${redisPrefix}:schedule:lastrun`;
}

/** The field of a schedule in the scheduleLastRunKey hash. */
export function scheduleField(queue: string, schedulerId: string): string {
  return `${queue}:${schedulerId}`;
}
