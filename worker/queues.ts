import { Queue, type JobsOptions } from "bullmq";
import type { Redis } from "ioredis";

/** DESIGN §9 queues, plus `maintenance` for housekeeping (expired sessions). */
export const QUEUE_NAMES = ["velocity", "harmony", "deploy", "manifest", "autonomous", "reflection", "maintenance"] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
export type Queues = Record<QueueName, Queue>;

export const defaultJobOptions: JobsOptions = {
  attempts: 3,
  backoff: { type: "exponential", delay: 2000 },
  removeOnComplete: { count: 1000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 5000 },
};

/** BullMQ key prefix under the deployment's Redis prefix, so test runs and deployments never share keys. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

/** Producers share one fail-fast connection (enableOfflineQueue false): a request never waits on a dead Redis. */
export function createQueues(connection: Redis, redisPrefix: string): Queues {
  const entries = QUEUE_NAMES.map((name) => [
    name,
    new Queue(name, { connection, prefix: bullPrefix(redisPrefix), defaultJobOptions }),
  ]);
  const queues = Object.fromEntries(entries) as Queues;
  for (const q of Object.values(queues)) q.on("error", () => {}); // connection errors are logged once by the client
  return queues;
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.allSettled(Object.values(queues).map((q) => q.close()));
}
