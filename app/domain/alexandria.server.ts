import { sql } from "kysely";
import type { Executor, MemorySource } from "../../db/types";
import type { RecalledMemory } from "./trinity/types";

export const ARCHIVE_CAPACITY = 1000;
/** How many of the newest index matches are scored per recall. */
const CANDIDATES = 40;
export const MEMORY_SOURCES: MemorySource[] = ["trinity_mesh", "safety_protocol", "mind_palace"];

export interface NewMemory {
  pattern: string;
  message: string;
  sourceType: MemorySource;
  glyphSequence: string[];
  intensity: number;
  resonanceTags: string[];
}

/** Words safe to put in a tsquery: letters and digits only, 2..40 characters. */
export function searchWords(text: string, max = 12): string[] {
  const words = text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && w.length <= 40);
  return [...new Set(words)].slice(0, max);
}

/**
 * Recall by meaning and by spelling: PostgreSQL full-text rank (any of the words, stemmed, over the
 * pattern, tags and the start of the message) plus trigram word similarity to the pattern and tags,
 * so "resilience" finds "resilient" and "mesh netwrok" finds "mesh network". Both conditions use
 * indexes (GIN tsvector, GIN trigram).
 */
export async function recallMemories(db: Executor, query: string, limit: number, sourceType?: MemorySource): Promise<RecalledMemory[]> {
  const words = searchWords(query, 6);
  if (words.length === 0) return [];
  const tsquery = words.join(" or ");
  const phrase = words.join(" ");
  // Candidates first, straight from the indexes (a bounded set), then only those are scored:
  // scoring every matching row made recall grow with the archive.
  const candidates = (match: ReturnType<typeof sql<boolean>>) => {
    let c = db.selectFrom("alexandria_memories").select("id").where(match);
    if (sourceType) c = c.where("source_type", "=", sourceType);
    return c.orderBy("created_at", "desc").limit(CANDIDATES);
  };
  const fullText = candidates(sql<boolean>`search_vector @@ websearch_to_tsquery('english', ${tsquery})`);
  const spelling = candidates(sql<boolean>`${phrase} <% search_key`);
  const rows = await db
    .selectFrom("alexandria_memories")
    .select([
      "id",
      "pattern",
      "message",
      "source_type",
      "glyph_sequence",
      "intensity",
      "resonance_tags",
      sql<number>`ts_rank(search_vector, websearch_to_tsquery('english', ${tsquery})) + word_similarity(${phrase}, search_key)`.as("score"),
    ])
    .where((eb) => eb.or([eb("id", "in", fullText), eb("id", "in", spelling)]))
    .orderBy("score", "desc")
    .orderBy("intensity", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    pattern: r.pattern,
    message: r.message,
    sourceType: r.source_type,
    glyphSequence: r.glyph_sequence,
    intensity: Number(r.intensity),
    resonanceTags: r.resonance_tags,
    score: Math.round(Number(r.score) * 1000) / 1000,
  }));
}

/**
 * Stores a memory and keeps the archive within its capacity: past 1,000 the lowest-intensity
 * memories go first, oldest first among equals, so intense memories (≥ 0.8) are kept longest.
 */
export async function insertMemory(db: Executor, memory: NewMemory): Promise<string> {
  const row = await db
    .insertInto("alexandria_memories")
    .values({
      pattern: memory.pattern,
      message: memory.message,
      source_type: memory.sourceType,
      glyph_sequence: memory.glyphSequence,
      intensity: Math.min(1, Math.max(0, memory.intensity)),
      resonance_tags: memory.resonanceTags,
      search_text: [memory.pattern, memory.resonanceTags.join(" "), memory.message.slice(0, 400)].join(" "),
      search_key: [memory.pattern, memory.resonanceTags.join(" ")].join(" ").slice(0, 300),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await evictBeyondCapacity(db);
  return row.id;
}

export async function evictBeyondCapacity(db: Executor, capacity = ARCHIVE_CAPACITY): Promise<number> {
  const { n } = await db.selectFrom("alexandria_memories").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
  if (Number(n) <= capacity) return 0;
  // Concurrent writers at capacity take turns, so two evictions never lock the same rows in different orders.
  await sql`select pg_advisory_xact_lock(7316042)`.execute(db);
  const result = await sql<{ id: string }>`
    delete from alexandria_memories where id in (
      select id from alexandria_memories
      order by intensity desc, created_at desc, id desc
      offset ${capacity}
    ) returning id`.execute(db);
  return result.rows.length;
}
