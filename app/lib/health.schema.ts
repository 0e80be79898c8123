/** What the health checks answer (client-safe). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "down"]),
  db: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down"]),
  queues: z.union([z.record(z.string(), z.record(z.string(), z.number())), z.literal("unavailable")]),
  version: z.string(),
  uptimeSeconds: z.number(),
});

export const chrysalisHealthSchema = z.object({
  typescript_healthy: z.boolean(),
  typescript_port: z.number().int(),
  database: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down"]),
  python_available: z.boolean(),
  python_port: z.number().int(),
  python_version: z.string().nullable(),
  python_error: z.string().nullable(),
  checked_at: timestamp,
});
