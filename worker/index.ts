import { Worker, type Job } from "bullmq";
import { errorFields, log, withLogContext, type LogContext } from "../app/lib/log.server";
import { jobSeconds } from "../app/infra/metrics.server";
import { redisTroubleLog, createRedis, isReady } from "../app/infra/redis.server";
import { withTimeout } from "../app/lib/timeout";
import type { Services } from "../app/infra/services.server";
import { processorFactories, schedules, type Processor } from "./processors/index";
import { bullPrefix, type QueueName } from "./queues";
import { JOB_METRICS_MINUTES, scheduleField, scheduleLastRunKey } from "../app/lib/queues";

export interface WorkerHandle {
  workers: Worker[];
  close(): Promise<void>;
}

/** What every log line of a job carries: its queue, id and name, and the id of the request that enqueued it. */
function jobContext(queue: QueueName, job: Job | undefined): LogContext {
  const requestId = (job?.data as { requestId?: unknown } | undefined)?.requestId;
  return { queue, job: job?.id, jobName: job?.name, ...(typeof requestId === "string" ? { requestId } : {}) };
}

/**
 * Runs each job inside its log context, so the processor's lines (and the domain code's below it)
 * carry the job's fields and its request's id; a finished job logs "job completed" with its time, at
 * info when a request enqueued it, at debug for the schedules' runs.
 */
function inJobContext(queue: QueueName, processor: Processor): Processor {
  return (job) =>
    withLogContext(jobContext(queue, job), async () => {
      const started = performance.now();
      const result = await processor(job);
      const ms = Math.round(performance.now() - started);
      if (typeof (job.data as { requestId?: unknown } | undefined)?.requestId === "string") log.info("job completed", { ms });
      else log.debug("job completed", { ms });
      return result;
    });
}

/** Starts one BullMQ Worker per queue that has a processor, plus the repeatable housekeeping schedule. */
export async function startWorkers(services: Services): Promise<WorkerHandle> {
  const connection = createRedis(services.env.REDIS_URL, "worker");
  const workers: Worker[] = [];
  const lastRunKey = scheduleLastRunKey(services.env.REDIS_PREFIX);
  for (const [name, factory] of Object.entries(processorFactories) as [QueueName, NonNullable<(typeof processorFactories)[QueueName]>][]) {
    const worker = new Worker(name, inJobContext(name, factory({ services })), {
      connection,
      prefix: bullPrefix(services.env.REDIS_PREFIX),
      concurrency: 4,
      // A worker killed mid-job leaves its lock to expire; another worker (or this one restarted)
      // then moves the job back to wait and resumes it from its recorded steps.
      lockDuration: services.env.JOB_STALLED_INTERVAL_MS,
      stalledInterval: services.env.JOB_STALLED_INTERVAL_MS,
      // Completed and failed jobs per minute, kept 31 days: the operator home's jobs chart (queue.getMetrics).
      metrics: { maxDataPoints: JOB_METRICS_MINUTES },
    });
    // This process's metrics (services.metrics): served at /metrics by the web process, or on METRICS_PORT by worker/main.ts.
    worker.on("completed", (job) => services.metrics.job(name, "completed", jobSeconds(job)));
    worker.on("failed", (job) => services.metrics.job(name, "failed", jobSeconds(job)));
    // A repeatable job's completed run is recorded for the deep health check (a schedule idle for three periods is a 503).
    worker.on("completed", (job) => {
      if (!job.repeatJobKey) return;
      services.redis
        .hset(lastRunKey, scheduleField(name, job.repeatJobKey), String(job.finishedOn ?? Date.now()))
        .catch((error: unknown) => log.debug("could not record a schedule's run", { queue: name, ...errorFields(error) }));
    });
    worker.on("failed", (job, error) =>
      withLogContext(jobContext(name, job), () => log.warn("job failed", { attempt: job?.attemptsMade, ...errorFields(error) })),
    );
    worker.on("error", redisTroubleLog("worker error", { queue: name }));
    workers.push(worker);
  }
  // Redis may be down at start: keep trying in the background instead of holding up the process.
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const schedule = async () => {
    if (stopped) return;
    if (!isReady(services.redis)) {
      retry = setTimeout(schedule, 5000);
      return;
    }
    try {
      for (const s of schedules) {
        await services.queues[s.queue].upsertJobScheduler(s.id, { every: s.everyMs }, { name: s.name, data: s.data ?? {} });
      }
    } catch (error) {
      log.warn("could not schedule the repeatable jobs; retrying", errorFields(error));
      retry = setTimeout(schedule, 5000);
    }
  };
  void schedule();
  // Redis restarted (possibly empty, without persistence): put the schedules back once it is ready again.
  let readyOnce = false;
  const onReady = () => {
    if (!readyOnce) {
      readyOnce = true;
      return;
    }
    clearTimeout(retry);
    log.info("redis is back: rescheduling the repeatable jobs");
    void schedule();
  };
  if (isReady(services.redis)) readyOnce = true;
  services.redis.on("ready", onReady);
  log.info("workers started", { queues: workers.map((w) => w.name) });
  return {
    workers,
    async close() {
      stopped = true;
      clearTimeout(retry);
      services.redis.off("ready", onReady);
      // With Redis down a worker's close waits for a connection that may never come (no job can be
      // running then): forced and bounded, so the process still stops in time.
      const up = isReady(connection);
      await Promise.allSettled(workers.map((w) => (up ? w.close() : withTimeout(w.close(true), 1000, "worker close timed out"))));
      connection.disconnect();
    },
  };
}
