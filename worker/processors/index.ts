import type { Job } from "bullmq";
import type { QueueName } from "../queues";
import { autonomousProcessor } from "./autonomous";
import { harmonyProcessor } from "./harmony";
import { maintenanceProcessor } from "./maintenance";
import { manifestProcessor } from "./manifest";
import { reflectionProcessor } from "./reflection";
import { velocityProcessor } from "./velocity";
import type { ProcessorDeps } from "./types";

export type Processor = (job: Job) => Promise<unknown>;

/**
 * One processor per queue. Queues of DESIGN §9 whose features have not landed yet have none:
 * their jobs wait in Redis until a worker that knows them starts.
 * (`deploy` arrives with the code-hosting issue.)
 */
export const processorFactories: Partial<Record<QueueName, (deps: ProcessorDeps) => Processor>> = {
  maintenance: maintenanceProcessor,
  autonomous: autonomousProcessor,
  harmony: harmonyProcessor,
  manifest: manifestProcessor,
  reflection: reflectionProcessor,
  velocity: velocityProcessor,
};
