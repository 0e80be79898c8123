/** What the Alexandria endpoints answer, and the source they name (client-safe; ArchiveMemory is inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { historySchema } from "./history.schema";

/** One of the three sources, as written in `/api/alexandria/source/{sourceType}`. */
export const sourceTypeSchema = z.enum(["trinity_mesh", "safety_protocol", "mind_palace"], {
  error: (issue) =>
    `Unknown source type "${String(issue.input ?? "").slice(0, 40)}": use trinity_mesh, safety_protocol or mind_palace.`,
});

/** A memory as every Alexandria call answers it (spec §3). */
export const archiveMemorySchema = z
  .object({
    id: z.string(),
    pattern: z.string(),
    message: z.string(),
    sourceType: sourceTypeSchema,
    timestamp,
    glyphSequence: z.array(z.string()),
    intensity: z.number().min(0).max(1),
    resonanceTags: z.array(z.string()),
  })
  .meta({ id: "ArchiveMemory" });
export type ArchiveMemory = z.infer<typeof archiveMemorySchema>;

export const archiveMemoryListSchema = z.array(archiveMemorySchema);

/** /api/alexandria/history: memories stored (series "Stored") and evicted (series "Evicted") per bucket. */
export const archiveHistorySchema = z.object({ memories: historySchema });
