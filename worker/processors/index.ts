import type { Job } from "bullmq";
import type { QueueName } from "../queues";
import { maintenanceProcessor } from "./maintenance";
import type { ProcessorDeps } from "./types";

export type Processor = (job: Job) => Promise<unknown>;

/**
 * One processor per queue. Queues of DESIGN §9 whose features have not landed yet have none:
 * their jobs wait in Redis until a worker that knows them starts.
 */
export const processorFactories: Partial<Record<QueueName, (deps: ProcessorDeps) => Processor>> = {
  maintenance: maintenanceProcessor,
};
