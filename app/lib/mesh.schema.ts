/** What the mesh's node endpoints answer (client-safe). */
import { z } from "zod";
import { NODE_TYPES } from "../../db/types";
import { REPORTED_STATUSES } from "./nodes";
import { timestamp } from "./api.schema";

export const registeredNodeSchema = z.object({ id: z.string(), status: z.string(), fingerprint: z.string() });
export const heartbeatReplySchema = z.object({
  ok: z.literal(true),
  nodeId: z.string(),
  status: z.literal("active"),
  signature: z.literal("verified"),
  receivedAt: timestamp,
  /** The version the node reported in this heartbeat (or earlier). */
  version: z.string().nullable(),
  /** The version the hub expects it to run (a Deploy Update's target, else its type's registry version); a node that runs another applies it. */
  expectedVersion: z.string().nullable(),
});
export const nodeReviewSchema = z.object({ id: z.string(), status: z.string(), decision: z.enum(["approve", "reject"]) });

export const meshNodeSchema = z
  .object({
    id: z.string(),
    nodeType: z.enum(NODE_TYPES),
    status: z.enum(REPORTED_STATUSES),
    location: z.string().nullable(),
    lastHeartbeat: timestamp.nullable(),
    valBalance: z.number().int(),
    version: z.string().nullable(),
    /** A simulated node run by the hub's worker (DEMO_NODES), on the real signed protocol. */
    demo: z.boolean(),
    metadata: z.object({ name: z.string(), personality: z.string().nullable(), glyphProfile: z.record(z.string(), z.number()) }),
  })
  .meta({ id: "MeshNode" });

export const meshEventSchema = z
  .object({ id: z.number().int(), eventType: z.string(), nodeId: z.string().nullable(), summary: z.string(), payload: z.record(z.string(), z.unknown()), createdAt: timestamp })
  .meta({ id: "MeshEvent" });

export const meshStatusSchema = z
  .object({
    totalNodes: z.number().int(),
    activeNodes: z.number().int(),
    pendingNodes: z.number().int(),
    totalEvents: z.number().int(),
    recentEvents: z.number().int(),
    latestEvents: z.array(meshEventSchema),
    nodes: z.array(
      meshNodeSchema.extend({
        registeredAt: timestamp,
        signature: z.object({ status: z.enum(["unsigned", "verified", "failed"]), lastSignedAt: timestamp.nullable(), fingerprint: z.string().nullable() }),
      }),
    ),
    generatedAt: timestamp,
  })
  .meta({ id: "MeshStatus" });
