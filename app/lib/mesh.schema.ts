/** What the mesh's node endpoints answer (client-safe). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const registeredNodeSchema = z.object({ id: z.string(), status: z.string(), fingerprint: z.string() });
export const heartbeatReplySchema = z.object({ ok: z.literal(true), nodeId: z.string(), status: z.literal("active"), signature: z.literal("verified"), receivedAt: timestamp });
export const nodeReviewSchema = z.object({ id: z.string(), status: z.string(), decision: z.enum(["approve", "reject"]) });
