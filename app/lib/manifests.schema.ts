/** What the Echo Manifest endpoints answer (client-safe; the domain's types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const manifestSummarySchema = z.object({
  id: z.string(),
  manifestType: z.string(),
  manifestVersion: z.string(),
  uploadedAt: timestamp,
  rootRepo: z.string().nullable(),
  nodeCount: z.number().int(),
  deployedNodes: z.number().int(),
  failedNodes: z.number().int(),
  status: z.string(),
  cascadeDeploymentId: z.string().nullable(),
});
export type ManifestSummary = z.infer<typeof manifestSummarySchema>;

export const manifestListSchema = z.object({ manifests: z.array(manifestSummarySchema) });

export const cascadeNodeSchema = z.object({
  id: z.string(),
  nodeName: z.string(),
  nodeType: z.string(),
  nodeStatus: z.string(),
  meshNodeId: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The node's issued secret waits to be revealed (once) by an operator. */
  secretWaiting: z.boolean(),
  secretRevealedAt: timestamp.nullable(),
});
export type CascadeNode = z.infer<typeof cascadeNodeSchema>;

export const cascadeStatusSchema = z.object({
  cascade: z.object({
    id: z.string(),
    manifestId: z.string(),
    status: z.string(),
    currentPhase: z.string(),
    symbolicSync: z.boolean(),
    resonanceVerified: z.boolean(),
    nodeCount: z.number().int(),
    deployedNodes: z.number().int(),
    failedNodes: z.number().int(),
    failureReason: z.string().nullable(),
    deployRequestedAt: timestamp.nullable(),
    completedAt: timestamp.nullable(),
  }),
  nodes: z.array(cascadeNodeSchema),
});
export type CascadeStatus = z.infer<typeof cascadeStatusSchema>;

/** 201: the stored manifest (its summary and cascade id). */
export const uploadedManifestSchema = z.looseObject({ id: z.string(), cascadeId: z.string(), nodeCount: z.number().int() });

/** 202: the cascade's deployment is queued. */
export const manifestDeployQueuedSchema = z.looseObject({ deployed: z.number().int(), status: z.literal("processing"), cascadeId: z.string() });
