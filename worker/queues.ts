import { Queue } from "bullmq";
import type { Redis } from "ioredis";

import { defaultJobOptions, QUEUE_NAMES, type QueueName } from "../app/lib/queues";

export { defaultJobOptions, QUEUE_NAMES, type QueueName };
export type Queues = Record<QueueName, Queue>;

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
