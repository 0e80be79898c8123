/** What the node-secret endpoints answer (client-safe). A secret appears in one answer only. */
import { z } from "zod";

/** A node's configuration file for observer_node.py (OBSERVER_CONFIG): node id, hub URL, secret. */
export const nodeConfigFileSchema = z.object({ nodeId: z.string(), name: z.string(), nodeType: z.string(), hubUrl: z.string(), glyphseed: z.string() });

export const issuedNodeSecretSchema = z
  .object({
    nodeId: z.string(),
    name: z.string(),
    nodeType: z.string(),
    /** The secret, shown this once. */
    glyphseed: z.string(),
    config: nodeConfigFileSchema,
  })
  .meta({ id: "IssuedNodeSecret" });
export type IssuedNodeSecret = z.infer<typeof issuedNodeSecretSchema>;

export const revealedSecretsSchema = z.object({ cascadeId: z.string(), hubUrl: z.string(), nodes: z.array(issuedNodeSecretSchema) });
export type RevealedSecrets = z.infer<typeof revealedSecretsSchema>;

export const rotatedSecretSchema = issuedNodeSecretSchema.extend({ fingerprint: z.string() });
export const revokedSecretSchema = z.object({ nodeId: z.string(), secretRevoked: z.literal(true) });
export const decommissionedNodeSchema = z.object({ nodeId: z.string(), status: z.literal("revoked") });
