/** What the continuity endpoints answer (client-safe; the domain's types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { historySchema } from "./history.schema";
import { TASK_DOMAINS } from "./continuity";

export const taskFocusSchema = z
  .object({ nodeId: z.string(), nodeName: z.string(), nodeType: z.string(), currentDomain: z.enum(TASK_DOMAINS), tasksCompleted: z.number().int(), lastRotation: timestamp })
  .meta({ id: "TaskFocus" });
export type TaskFocus = z.infer<typeof taskFocusSchema>;

export const alexandriaSyncSchema = z
  .object({
    id: z.string(),
    projectName: z.string(),
    // SHA-256 hex of the archive's content (see `archiveDigest`).
    summaryHash: z.string(),
    memoryCount: z.number().int(),
    takenBy: z.string().nullable(),
    scanId: z.string().nullable(),
    syncedAt: timestamp,
  })
  .meta({ id: "AlexandriaSnapshot" });
export type AlexandriaSync = z.infer<typeof alexandriaSyncSchema>;

export const guestWalletDemoSchema = z.object({
  type: z.literal("Ephemeral"),
  enabled: z.literal(false),
  description: z.string(),
  walletIdFormat: z.string(),
  yourWalletId: z.string(),
  persistence: z.string(),
});
export type GuestWalletDemo = z.infer<typeof guestWalletDemoSchema>;

export const harmonyModuleSchema = z.object({
  moduleName: z.string(),
  schemaVersion: z.string(),
  status: z.enum(["active", "degraded", "offline"]),
  compatibilityScore: z.number(),
  details: z.string(),
  checkedAt: timestamp,
});
export type HarmonyModule = z.infer<typeof harmonyModuleSchema>;

export const harmonyScanSchema = z
  .object({
    id: z.string(),
    status: z.enum(["queued", "running", "completed", "failed"]),
    // 0..1 once completed.
    overallScore: z.number().nullable(),
    // When the scan finished (or was asked for, until then).
    scanTimestamp: timestamp,
    recommendations: z.array(z.string()),
    requestedBy: z.string().nullable(),
    error: z.string().nullable(),
    createdAt: timestamp,
    startedAt: timestamp.nullable(),
    completedAt: timestamp.nullable(),
  })
  .meta({ id: "HarmonyScan" });
export type HarmonyScan = z.infer<typeof harmonyScanSchema>;
export type ScanStatus = HarmonyScan["status"];

/** GET /api/continuity/harmony-scan/{id}: the scan and its modules (an intersection keeps HarmonyScan one named component). */
export const harmonyScanWithModulesSchema = z.intersection(harmonyScanSchema, z.object({ modules: z.array(harmonyModuleSchema) }));
/** POST /api/continuity/harmony-scan: the queued scan (its Location names GET /api/continuity/harmony-scan/{id}). */
export const harmonyScanQueuedSchema = z.object({ id: z.string(), status: z.string() });

/** /api/continuity/history: the harmony scans' mean overall score and the scans per period over the range. */
export const continuityHistorySchema = z.object({ score: historySchema, scans: historySchema });
export type ContinuityHistory = z.infer<typeof continuityHistorySchema>;
