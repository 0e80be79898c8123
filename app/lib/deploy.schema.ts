/** What the code-hosting deploy endpoints (/api/github/*) answer (client-safe). */
import { z } from "zod";
import { timestamp } from "./api.schema";

const strings = z.array(z.string());

/**
 * A deploy cascade's status and per-node results. The domain's CascadeReport stays an interface: its
 * deployments carry more than this documents (the loose object lets them through).
 */
export const cascadeReportSchema = z
  .object({
    cascadeId: z.string(),
    status: z.enum(["queued", "running", "completed", "failed"]),
    success: z.boolean(),
    owner: z.string(),
    repo: z.string(),
    branch: z.string().nullable(),
    totalNodes: z.number().int(),
    successfulDeployments: z.number().int(),
    failedDeployments: z.number().int(),
    progress: z.number(),
    needsGitHubAuth: z.literal(false),
    error: z.string().nullable(),
    deployments: z.array(
      z.looseObject({
        nodeName: z.string(),
        region: z.string(),
        tags: strings,
        glyphseed: z.string().nullable(),
        glyphseedFingerprint: z.string(),
        workflowFile: z.string(),
        status: z.enum(["pending", "deployed", "failed"]),
        success: z.boolean().nullable(),
        error: z.string().nullable(),
      }),
    ),
    createdAt: timestamp,
    completedAt: timestamp.nullable(),
  })
  .meta({ id: "DeployCascade" });

/** No code-hosting token on the server: the screens show the connector alert. */
export const needsGitHubAuthSchema = z.object({ success: z.literal(false), needsGitHubAuth: z.literal(true), error: z.string() }).loose();

/** A code-hosting call's answer: needs the token, or its own {success, …}. */
export const githubResultSchema = z.union([needsGitHubAuthSchema, z.looseObject({ success: z.boolean() })]);
