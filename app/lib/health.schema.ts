/** What the health checks answer (client-safe). */
import { z } from "zod";
import { timestamp } from "./api.schema";

/** One queue in the deep check: its counts, how long the oldest waiting job has waited, recent failures. */
export const queueHealthSchema = z.object({
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
  failedLastHour: z.number().int().meta({ description: "Jobs of the queue that failed in the last hour." }),
  lagMs: z.number().int().meta({ description: "Queue lag: how long the oldest waiting job has waited (0 when none waits)." }),
  oldestWaiting: z.object({ id: z.string(), name: z.string(), enqueuedAt: timestamp }).nullable(),
});

/** One repeatable schedule (a BullMQ job scheduler) and its last completed run, as the workers recorded it. */
export const scheduleHealthSchema = z.object({
  queue: z.string(),
  id: z.string(),
  name: z.string(),
  everyMs: z.number().int().nullable(),
  pattern: z.string().nullable(),
  nextRunAt: timestamp.nullable(),
  lastRunAt: timestamp.nullable(),
  overdue: z.boolean().meta({ description: "No completed run for three of its periods: the check answers 503." }),
});

/** What `?deep=1` adds (operators only). */
export const deepHealthSchema = z.object({
  checkedAt: timestamp,
  /** Why the deep check answers 503 (empty when it answers 200). */
  problems: z.array(z.string()),
  queues: z.record(z.string(), queueHealthSchema),
  schedules: z.array(scheduleHealthSchema),
});

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "down"]),
  db: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down"]),
  queues: z.union([z.record(z.string(), z.record(z.string(), z.number())), z.literal("unavailable")]),
  version: z.string(),
  uptimeSeconds: z.number(),
  deep: deepHealthSchema.optional().meta({ description: "Only with ?deep=1, for operators (session or API token); a visitor asking for it gets 401." }),
});

export type QueueHealth = z.infer<typeof queueHealthSchema>;
export type ScheduleHealth = z.infer<typeof scheduleHealthSchema>;
export type DeepHealth = z.infer<typeof deepHealthSchema>;

export const chrysalisHealthSchema = z.object({
  typescript_healthy: z.boolean(),
  typescript_port: z.number().int(),
  database: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down"]),
  python_available: z.boolean(),
  python_port: z.number().int(),
  python_version: z.string().nullable(),
  python_configured: z.boolean().meta({ description: "Whether this hub is set up with a Python plane (it is optional)." }),
  python_error: z.string().nullable(),
  checked_at: timestamp,
});
