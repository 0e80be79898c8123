import type { Job } from "bullmq";
import type { QueueName } from "../queues";
import { autonomousProcessor, autonomousSchedules } from "./autonomous";
import { deployProcessor, deploySchedules } from "./deploy";
import { harmonyProcessor, harmonySchedules } from "./harmony";
import { maintenanceProcessor, maintenanceSchedules } from "./maintenance";
import { manifestProcessor, manifestSchedules } from "./manifest";
import { reflectionProcessor, reflectionSchedules } from "./reflection";
import { velocityProcessor, velocitySchedules } from "./velocity";
import type { ProcessorDeps, Schedule } from "./types";

export type Processor = (job: Job) => Promise<unknown>;

/**
 * One processor per queue. Queues of DESIGN §9 whose features have not landed yet have none:
 * their jobs wait in Redis until a worker that knows them starts.
 */
export const processorFactories: Partial<Record<QueueName, (deps: ProcessorDeps) => Processor>> = {
  maintenance: maintenanceProcessor,
  autonomous: autonomousProcessor,
  deploy: deployProcessor,
  harmony: harmonyProcessor,
  manifest: manifestProcessor,
  reflection: reflectionProcessor,
  velocity: velocityProcessor,
};

/** Every repeatable job, upserted by the workers at start (idempotent: the ids are stable). */
export const schedules: Schedule[] = [
  ...maintenanceSchedules,
  ...autonomousSchedules,
  ...deploySchedules,
  ...harmonySchedules,
  ...manifestSchedules,
  ...reflectionSchedules,
  ...velocitySchedules,
];
