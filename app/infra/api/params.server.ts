/** The request pieces endpoint declarations share: path parameters and the `limit` query. */
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { DEFAULT_HISTORY_RANGE, HISTORY_RANGES, parseHistoryRange } from "../../lib/history";
import { clampLimit } from "../../lib/limits";

extendZodWithOpenApi(z);

/**
 * `?limit=`: how many, clamped into 1..max as clampLimit does (never refused); missing or not a
 * number → the default. Documented as the integer range it ends up in.
 */
export function limitQuery(fallback: number, max = 100) {
  return z.object({
    limit: z
      .preprocess((raw) => clampLimit(typeof raw === "string" ? raw : undefined, fallback, max), z.number().int().min(1).max(max))
      .optional()
      .transform((n) => n ?? fallback)
      .openapi({ type: "integer", minimum: 1, maximum: max, description: `How many, 1..${max} (clamped; default ${fallback}).`, example: Math.min(fallback, 10) }),
  });
}

/** One path parameter: a string of at most 200 characters. */
export function pathParam<K extends string>(name: K, example: string, description: string) {
  return z.object({ [name]: z.string().max(200).openapi({ description, example }) } as Record<K, z.ZodString>);
}

/** `?range=` of a history: 24h · 7d · 30d; anything else (or nothing) the default, never refused (as `limit`). */
export const rangeQuery = z.object({
  range: z
    .string()
    .optional()
    .transform((v) => parseHistoryRange(v))
    .openapi({ type: "string", enum: [...HISTORY_RANGES], default: DEFAULT_HISTORY_RANGE, description: "The range: 24h (hourly), 7d (6-hourly) or 30d (daily) buckets." }),
});
