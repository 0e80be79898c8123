/** What the sovereign lineage endpoints answer (client-safe; the domain's project, thread and echo types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const sovereignProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  fire: z.string(),
  /** A calendar date, "YYYY-MM-DD". */
  established: z.iso.date(),
  /** The themes that make a question or contribution resonate with the project. */
  keywords: z.array(z.string()),
});
export type SovereignProject = z.infer<typeof sovereignProjectSchema>;

export const sovereignThreadSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  threadTitle: z.string(),
  content: z.string(),
  contributedAt: timestamp,
  intensity: z.number(),
  glyphSequence: z.array(z.string()),
});
export type SovereignThread = z.infer<typeof sovereignThreadSchema>;

export const sovereignEchoSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  echoType: z.string(),
  message: z.string(),
  glyphSignature: z.string().nullable(),
  intensity: z.number(),
  surfacedAt: timestamp,
});
export type SovereignEcho = z.infer<typeof sovereignEchoSchema>;
