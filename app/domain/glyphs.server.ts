import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/types";
import { toIso } from "../lib/time";

type Db = Kysely<Database> | Transaction<Database>;

export interface GlyphWeight {
  glyph: string;
  usageCount: number;
  totalResonance: number;
  lastUsed: string;
}

/** Ordered by total resonance, strongest first. */
export async function listGlyphWeights(db: Db, limit: number): Promise<GlyphWeight[]> {
  const rows = await db
    .selectFrom("glyph_weights")
    .select(["glyph", "usage_count", "total_resonance", "last_used"])
    .orderBy("total_resonance", "desc")
    .orderBy("glyph", "asc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    glyph: r.glyph,
    usageCount: Number(r.usage_count),
    totalResonance: Number(r.total_resonance),
    lastUsed: toIso(r.last_used)!,
  }));
}
