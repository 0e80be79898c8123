/**
 * The operator home's history (issue 34): questions answered and their answer time, from the
 * deliberations' saved turns (app/domain/conversations.server.ts), and jobs completed and failed,
 * from the queues' BullMQ metrics in Redis (the workers keep 31 days of them per minute). Infra, not
 * domain: it reads the queues.
 */
import { QUEUE_NAMES } from "../../worker/queues";
import { getEnv } from "../env.server";
import { answerTimePerBucket, questionsAnsweredPerBucket } from "../domain/conversations.server";
import { toHistory, type History, type HistoryPoint, type HistoryRange } from "../lib/history";
import { jobsPerBucket, metricsPointsFor, type QueueMetrics } from "../lib/job-metrics";
import { withTimeout } from "../lib/timeout";
import { isReady } from "./redis.server";
import type { Services } from "./services.server";

export interface OperatorHistory {
  /** Questions answered per bucket. */
  questions: History;
  /** The median (p50) and p99 answer time per bucket, in ms. */
  answerTime: History;
  /** Jobs completed and failed per bucket, every queue together; null while Redis does not answer. */
  jobs: History | null;
  /** CONVERSATIONS_RETENTION_DAYS: questions in conversations idle longer are deleted (not counted); null: kept forever. */
  keptDays: number | null;
}

/** Jobs finished (completed or failed) per bucket, every queue's metrics added up; null when Redis is down or slow. */
export async function jobsFinishedPerBucket(services: Pick<Services, "queues" | "redis">, type: "completed" | "failed", range: HistoryRange, now: number): Promise<HistoryPoint[] | null> {
  if (!isReady(services.redis)) return null;
  const points = metricsPointsFor(range, now);
  try {
    const metrics: QueueMetrics[] = await withTimeout(Promise.all(QUEUE_NAMES.map((name) => services.queues[name].getMetrics(type, 0, points - 1))), 2000, "queue metrics timed out");
    return jobsPerBucket(range, now, metrics);
  } catch {
    return null;
  }
}

/** The operator home's charts over `range` at `now`. */
export async function operatorHistory(services: Pick<Services, "db" | "queues" | "redis">, range: HistoryRange, now: number): Promise<OperatorHistory> {
  const { db } = services;
  const [questions, p50, p99, completed, failed] = await Promise.all([
    questionsAnsweredPerBucket(db, range, now),
    answerTimePerBucket(db, 0.5, range, now),
    answerTimePerBucket(db, 0.99, range, now),
    jobsFinishedPerBucket(services, "completed", range, now),
    jobsFinishedPerBucket(services, "failed", range, now),
  ]);
  return {
    questions: toHistory(range, now, "questions", { "Questions answered": questions }),
    answerTime: toHistory(range, now, "ms", { p50, p99 }),
    jobs: completed && failed ? toHistory(range, now, "jobs", { Completed: completed, Failed: failed }) : null,
    keptDays: getEnv().CONVERSATIONS_RETENTION_DAYS ?? null,
  };
}
