import type { Services } from "../../app/infra/services.server";

export interface ProcessorDeps {
  services: Services;
}

/** A repeatable job the workers keep scheduled (BullMQ job scheduler, upserted at worker start). */
export interface Schedule {
  queue: import("../queues").QueueName;
  /** Scheduler id: stable, so restarts and several workers upsert the same one. */
  id: string;
  everyMs: number;
  name: string;
  data?: Record<string, unknown>;
}
