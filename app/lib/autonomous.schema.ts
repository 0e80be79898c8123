/** What the autonomous-mesh endpoints answer (client-safe; the domain's types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const registryEntrySchema = z.object({
  nodeType: z.string(),
  currentVersion: z.string(),
  previousVersion: z.string().nullable(),
  versionStatus: z.enum(["current", "outdated", "ahead"]),
  nodeInstances: z.number().int(),
  autoUpdateEnabled: z.boolean(),
  updatedAt: timestamp,
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const driftAlertSchema = z.object({ id: z.string(), nodeId: z.string(), nodeName: z.string(), nodeType: z.string(), detectedVersion: z.string(), expectedVersion: z.string() });
export type DriftAlert = z.infer<typeof driftAlertSchema>;

export const nodeResultSchema = z.object({
  nodeId: z.string(),
  outcome: z.enum(["updated", "failed"]),
  reason: z.string().nullable(),
  fromVersion: z.string().nullable(),
  at: timestamp,
});
export type NodeResult = z.infer<typeof nodeResultSchema>;

export const deploymentJobSchema = z
  .object({
    id: z.string(),
    nodeType: z.string(),
    targetVersion: z.string(),
    status: z.enum(["queued", "running", "completed", "partial", "failed"]),
    successfulUpdates: z.number().int(),
    failedUpdates: z.number().int(),
    targetNodes: z.array(z.string()),
    progress: z.number(),
    requestedBy: z.string(),
    createdAt: timestamp,
    startedAt: timestamp.nullable(),
    finishedAt: timestamp.nullable(),
    results: z.array(nodeResultSchema),
  })
  .meta({ id: "VersionCascade" });
export type DeploymentJob = z.infer<typeof deploymentJobSchema>;

export const deploymentJobListSchema = z.object({ jobs: z.array(deploymentJobSchema) });
export const driftAlertListSchema = z.object({ alerts: z.array(driftAlertSchema) });
export const registryListSchema = z.object({ registry: z.array(registryEntrySchema) });
export const cascadeStartedSchema = z.object({ success: z.literal(true), job: deploymentJobSchema });
