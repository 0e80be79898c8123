/**
 * The domain's ports: the small interfaces through which domain code reaches what lives outside it
 * (the job queue, the mesh bus and read cache, the pulse scheduler). The domain declares
 * them; app/infra implements them (services.server.ts builds the implementations) and the routes and
 * the worker hand them in. So app/domain imports nothing from app/infra or worker/ (enforced by lint).
 */
import type { MeshEventData, MeshEventName } from "../lib/mesh-events";
import type { QueueName } from "../lib/queues";

export interface JobOptions {
  /** A stable id: adding a job with an id that is already queued adds nothing. */
  jobId?: string;
  delay?: number;
}

/** Adds background jobs; throws ServiceUnavailableError (app/lib/errors.ts) when the queue is down. */
export interface JobQueue {
  enqueue<T extends object>(queue: QueueName, name: string, data: T, opts?: JobOptions): Promise<unknown>;
}

/**
 * Announces a committed change (app/lib/mesh-events.ts): this process's cached reads of the event's
 * tag are dropped at once and the event goes out on the mesh bus. Answers the bus event's id, or null
 * when it was not published (a local-only event, or Redis down: the change itself is saved).
 */
export interface Announcer {
  announce<E extends MeshEventName>(event: E, data: MeshEventData<E>, core?: string | null): Promise<string | null>;
}

/**
 * The pulse engine's repeating job (one scheduler with a stable id). Each call throws
 * ServiceUnavailableError when the scheduler's store (Redis) is down.
 */
export interface PulseScheduler {
  exists(): Promise<boolean>;
  schedule(everyMs: number, data: { cycleTimeHours: number }): Promise<void>;
  remove(): Promise<void>;
}
