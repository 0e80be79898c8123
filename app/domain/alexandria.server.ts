import { sql } from "kysely";
import { z } from "zod";
import { executePrepared } from "../../db/prepared";
import { inTransaction } from "../../db/tx";
import type { Executor, MemorySource } from "../../db/types";
import { ARCHIVE_CAPACITY as CAPACITY, expandGlyphs, HIGH_INTENSITY, RECALL_TERM_MAX, type ArchiveMemory } from "../lib/alexandria";
import { toHistory, type History, type HistoryPoint, type HistoryRange } from "../lib/history";
import { pageWindow, type PageWindow } from "../lib/pagination";
import { toIso } from "../lib/time";
import { countPerBucket } from "./history.server";
import type { RecalledMemory } from "./trinity/types";

export const ARCHIVE_CAPACITY = CAPACITY;
/** How many of the newest index matches are scored per recall (at least; an archive recall scores up to its limit). */
const CANDIDATES = 40;
/**
 * Spelling matches scored per recall at most: a near miss is a fallback for a word that matched
 * nothing by meaning, and each trigram comparison costs ~20-50 µs.
 */
const SPELLING_CANDIDATES = 40;
/** pg_trgm's default word similarity threshold: what the chat's recall uses. */
const DEFAULT_SPELLING = 0.6;
/**
 * The archive search is more forgiving of spelling than the chat ("lanturn" finds "lantern": 0.5),
 * since a person searching can see and skip a loose match; the ranking still puts close ones first.
 */
const ARCHIVE_SPELLING = 0.5;
export const MEMORY_SOURCES: MemorySource[] = ["trinity_mesh", "safety_protocol", "mind_palace"];

export interface NewMemory {
  pattern: string;
  message: string;
  sourceType: MemorySource;
  glyphSequence: string[];
  intensity: number;
  resonanceTags: string[];
  /** When the memory was made; now by default (seeds give their memories a past). */
  createdAt?: Date;
}

/** The recall term of the archive calls: trimmed, required, at most 200 characters. */
export const recallPatternSchema = z
  .string({ error: "Enter a symbolic pattern to recall: the pattern parameter is missing." })
  .trim()
  .min(1, "Enter a symbolic pattern to recall: the pattern parameter is empty.")
  .max(RECALL_TERM_MAX, `A recall pattern has at most ${RECALL_TERM_MAX} characters.`);

/** Words safe to put in a tsquery: letters and digits only, 2..40 characters. */
export function searchWords(text: string, max = 12): string[] {
  const words = text
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && w.length <= 40);
  return [...new Set(words)].slice(0, max);
}

type Db = Executor;

interface RecallRow {
  id: string;
  pattern: string;
  message: string;
  source_type: MemorySource;
  glyph_sequence: string[];
  intensity: number;
  resonance_tags: string[];
  created_at: Date | string;
  score: number;
}

/**
 * The recall query: meaning first, spelling for the rest.
 * 1. Full text: memories matching any of the words (stemmed), the newest `pool` of them. They are
 *    looked for first among the memories made since `windowStart` (recentWindowStart: about the newest
 *    RECENT_WINDOW); only when fewer than `pool` of those match is the whole archive searched. Whatever
 *    the boundary, the answer is the same: `pool` matches inside the window are newer than any outside
 *    it. Common words match most of a full archive, and reading every match from the heap to find the
 *    newest cost 2-2.5 ms; the window reads ~RECENT_WINDOW rows (~0.7 ms).
 * 2. Spelling: the words that match nothing by full text in the searched scope (typos, rare forms)
 *    are compared by trigram word similarity with each memory's pattern and tags, the newest
 *    SPELLING_CANDIDATES close enough. Words that already match by meaning are not searched again by
 *    spelling, which keeps the costly trigram comparisons (~20-50 µs each) for the words that need them.
 * Only those candidates are scored: full-text rank plus, for spelling matches, their similarity.
 *
 * Run it through withIndexPlans. The search values reach the operators through subqueries, values
 * the planner cannot see, so it does not estimate their selectivity by running the operators over
 * the column statistics (for the trigram operator that estimate alone cost ~3 ms a query). The
 * source filter is written `(source_type || '') = …` so it cannot pull in the (source_type,
 * created_at) btree: walking a whole source would run the trigram operator on each of its memories.
 */
/**
 * What a recall answers: `rows` for the chat and the page (parsed by the driver), or `archive-json`,
 * the API's answer already shaped and serialized by PostgreSQL (camelCase keys, ISO timestamps, the
 * same document toArchiveMemory would give), passed through as text: no parse and stringify of up to
 * 100 memories in Node for a polled read.
 */
type RecallShape = "rows" | "archive-json";

function recallQuery(
  words: string[],
  limit: number,
  sourceType: MemorySource | undefined,
  pool: number,
  spelling: number,
  shape: RecallShape,
  windowStart: Date | string | null,
) {
  const source = sourceType ? sql`and (source_type || '') = ${sourceType}` : sql``;
  const document =
    shape === "rows"
      ? sql`coalesce(json_agg(r order by r.score desc, r.intensity desc, r.created_at desc), '[]'::json)`
      : sql`coalesce(json_agg(json_build_object('id', r.id, 'pattern', r.pattern, 'message', r.message, 'sourceType', r.source_type,
          'timestamp', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'glyphSequence', r.glyph_sequence,
          'intensity', r.intensity, 'resonanceTags', r.resonance_tags) order by r.score desc, r.intensity desc, r.created_at desc), '[]'::json)::text`;
  return sql<{ rows: RecallRow[] | string }>`
    with meaning as (
      select websearch_to_tsquery('english', ${words.join(" or ")}) as query
    ),
    unmatched as (
      select string_agg(w, ' ' order by i) as phrase
      from unnest(${words}::text[]) with ordinality as t(w, i)
      where numnode(plainto_tsquery('english', w)) > 0
        and not exists (
          select 1 from alexandria_memories
          where search_vector @@ plainto_tsquery('english', w) ${source}
        )
    ),
    recent as (
      select id from alexandria_memories
      where created_at >= ${windowStart}::timestamptz and search_vector @@ (select query from meaning) ${source}
      order by created_at desc limit ${pool}
    ),
    candidates as (
      select id, max(sim) as sim from (
        (select id, null::real as sim from recent)
        union all
        (select id, null::real as sim from alexandria_memories
          where search_vector @@ (select query from meaning) ${source}
            and (select count(*) from recent) < ${pool}
          order by created_at desc limit ${pool})
        union all
        (select id, word_similarity((select phrase from unmatched), search_key) as sim from (
          select id, search_key from alexandria_memories
          where (select phrase from unmatched) <% search_key ${source}
          order by created_at desc limit ${Math.min(pool, SPELLING_CANDIDATES)}
        ) as close_spellings
        where word_similarity((select phrase from unmatched), search_key) >= ${spelling})
      ) as matches
      group by id
    )
    -- One JSON document instead of up to 100 rows: a single native JSON.parse in Node is much
    -- cheaper than decoding each row's arrays and timestamps field by field.
    select ${document} as rows from (
      select m.id, m.pattern, m.message, m.source_type, m.glyph_sequence, m.intensity, m.resonance_tags, m.created_at,
        -- Every lexeme has weight D; ranked with weight 1 (not D's default 0.1), so a full-text score is
        -- on the same 0..1 scale as word similarity and as the chat's MEMORY_MIN_SCORE: a memory sharing
        -- the question's subject ~0.4 and up, a single shared stem ~0.2, unrelated 0.
        ts_rank('{1,1,1,1}'::float4[], m.search_vector, (select query from meaning)) + coalesce(c.sim, 0) as score
      from candidates as c
      join alexandria_memories as m on m.id = c.id
      order by score desc, m.intensity desc, m.created_at desc
      limit ${limit}
    ) as r`;
}

/** The spelling threshold a recall pool's sessions are started with (the loosest any recall uses). */
export const RECALL_SESSION_SPELLING = ARCHIVE_SPELLING;

/**
 * libpq startup options for a connection pool kept for recall: its sessions already have the
 * index-only plan settings, so a recall through it is one statement, with no transaction around it.
 */
export const RECALL_SESSION_OPTIONS = `-c enable_seqscan=off -c enable_indexscan=off -c pg_trgm.word_similarity_threshold=${RECALL_SESSION_SPELLING}`;

const recallSessions = new WeakSet<object>();

/** Marks a database handle whose connections were opened with RECALL_SESSION_OPTIONS (recall runs there as one named statement). */
export function markRecallSessions<T extends object>(db: T): T {
  recallSessions.add(db);
  return db;
}

/**
 * Runs `work` with sequential and btree index scans priced out, so recall reads its candidates
 * through the GIN indexes whatever the table looks like: the planner prices the trigram operator
 * like a cheap comparison (it costs ~20-50 µs a row) and, on a full archive of short memories,
 * would otherwise read every memory. `spelling` sets how close a spelling must be (pg_trgm's word
 * similarity threshold). The settings are transaction-local: a fresh transaction, or the caller's,
 * restored afterwards.
 */
async function withIndexPlans<T>(db: Db, spelling: number, work: (tx: Db) => Promise<T>): Promise<T> {
  // A recall pool: the settings are the session's already; a stricter spelling is filtered in the query.
  if (recallSessions.has(db)) return work(db);
  const apply = (seq: string, idx: string, trgm: string) =>
    sql`select set_config('enable_seqscan', ${seq}, true), set_config('enable_indexscan', ${idx}, true), set_config('pg_trgm.word_similarity_threshold', ${trgm}, true)`;
  if (!db.isTransaction) {
    return db.transaction().execute(async (trx) => {
      await apply("off", "off", String(spelling)).execute(trx);
      return work(trx);
    });
  }
  const { rows } = await sql<{ seq: string; idx: string; trgm: string | null }>`
    select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as idx,
      current_setting('pg_trgm.word_similarity_threshold', true) as trgm`.execute(db);
  await apply("off", "off", String(spelling)).execute(db);
  try {
    return await work(db);
  } finally {
    const before = rows[0];
    await apply(before.seq, before.idx, before.trgm ?? String(DEFAULT_SPELLING)).execute(db);
  }
}

/** How many of the newest memories recall looks in first (recallQuery): four times the chat's pool. */
export const RECENT_WINDOW = 4 * CANDIDATES;
/** How long a process uses a window boundary before reading it again (at 200 questions/s, ~100 newer memories). */
const WINDOW_REFRESH_MS = 500;

interface RecentWindow {
  start: Date | string | null;
  readAt: number;
  reading: boolean;
}
const recentWindows = new WeakMap<object, RecentWindow>();

/**
 * Where recall's window of recent memories starts: the creation time of about the RECENT_WINDOW-th
 * newest memory, read on this handle at most every WINDOW_REFRESH_MS and used meanwhile without
 * waiting (null until the first read answers, and inside a transaction: the whole archive is searched,
 * as before the window). Any boundary gives the same recall; a stale one only makes the window wider.
 */
export function recentWindowStart(db: Db): Date | string | null {
  if (db.isTransaction) return null;
  let window = recentWindows.get(db);
  if (!window) {
    window = { start: null, readAt: 0, reading: false };
    recentWindows.set(db, window);
  }
  if (!window.reading && Date.now() - window.readAt >= WINDOW_REFRESH_MS) {
    const w = window;
    w.reading = true;
    w.readAt = Date.now();
    sql<{ created_at: Date | string }>`select created_at from alexandria_memories order by created_at desc offset ${RECENT_WINDOW - 1} limit 1`
      .execute(db)
      // A failed read (the database away) leaves the last boundary; the recall itself reports the failure.
      .then(({ rows }) => void (w.start = rows[0]?.created_at ?? null), () => undefined)
      .finally(() => void (w.reading = false));
  }
  return window.start;
}

/** Runs the recall query; the driver hands back the parsed rows, or the text of an `archive-json` document. */
async function runRecall(db: Db, query: string, limit: number, sourceType: MemorySource | undefined, pool: number, spelling: number, shape: RecallShape) {
  const words = searchWords(query, 6);
  if (words.length === 0) return null;
  const statement = recallQuery(words, limit, sourceType, pool, spelling, shape, recentWindowStart(db));
  return withIndexPlans(db, spelling, async (tx) => {
    // On a recall pool (no transaction around it) a named statement: parsed and planned once per connection.
    const { rows } = await executePrepared(tx, "tm_recall", statement);
    return rows[0]?.rows ?? null;
  });
}

async function recallRows(db: Db, query: string, limit: number, sourceType: MemorySource | undefined, pool: number, spelling = DEFAULT_SPELLING): Promise<RecallRow[]> {
  const doc = await runRecall(db, query, limit, sourceType, pool, spelling, "rows");
  // pg parses json columns; PGlite may hand the text over.
  return doc === null ? [] : typeof doc === "string" ? (JSON.parse(doc) as RecallRow[]) : doc;
}

/**
 * Recall by meaning and by spelling: PostgreSQL full-text rank (any of the words, stemmed, over the
 * pattern, tags and the start of the message), and for the words that match nothing that way,
 * trigram word similarity to the pattern and tags (pg_trgm's default threshold, 0.6), so
 * "resilience" finds "resilient" and "drougth" finds "drought". Both use GIN indexes.
 */
export async function recallMemories(db: Executor, query: string, limit: number, sourceType?: MemorySource): Promise<RecalledMemory[]> {
  const rows = await recallRows(db, query, limit, sourceType, CANDIDATES);
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

function toArchiveMemory(r: {
  id: string;
  pattern: string;
  message: string;
  source_type: MemorySource;
  glyph_sequence: string[];
  intensity: number;
  resonance_tags: string[];
  created_at: Date | string;
}): ArchiveMemory {
  return {
    id: r.id,
    pattern: r.pattern,
    message: r.message,
    sourceType: r.source_type,
    timestamp: toIso(r.created_at)!,
    glyphSequence: r.glyph_sequence,
    intensity: Number(r.intensity),
    resonanceTags: r.resonance_tags,
  };
}

/**
 * Ranked recall for the archive (the `/api/alexandria/recall` and `/source/…?pattern=` calls and the
 * screen): the closest memories first, at most `limit`. A term without a searchable word recalls nothing.
 */
export async function recallArchive(db: Executor, pattern: string, limit: number, sourceType?: MemorySource): Promise<ArchiveMemory[]> {
  const rows = await recallRows(db, expandGlyphs(pattern), limit, sourceType, Math.max(CANDIDATES, limit), ARCHIVE_SPELLING);
  return rows.map(toArchiveMemory);
}

/**
 * One page of an archive search: the closest `limit` memories of the whole archive (of one source
 * when given), ranked as recallArchive ranks them, cut into pages of `size`.
 */
export async function recallArchivePage(
  db: Executor,
  pattern: string,
  requestedPage: number,
  size: number,
  limit: number,
  sourceType?: MemorySource,
): Promise<{ memories: ArchiveMemory[]; window: PageWindow }> {
  const all = await recallArchive(db, pattern, limit, sourceType);
  const window = pageWindow(all.length, requestedPage, size);
  return { memories: all.slice(window.offset, window.offset + size), window };
}

/** recallArchive's answer as JSON text, serialized by PostgreSQL, for the API routes to pass through. */
export async function recallArchiveJson(db: Executor, pattern: string, limit: number, sourceType?: MemorySource): Promise<string> {
  const doc = await runRecall(db, expandGlyphs(pattern), limit, sourceType, Math.max(CANDIDATES, limit), ARCHIVE_SPELLING, "archive-json");
  return doc === null ? "[]" : typeof doc === "string" ? doc : JSON.stringify(doc);
}

/** The newest memories first (of one source when given), at most `limit`. */
export async function listMemories(db: Executor, limit: number, sourceType?: MemorySource): Promise<ArchiveMemory[]> {
  let q = db
    .selectFrom("alexandria_memories")
    .select(["id", "pattern", "message", "source_type", "glyph_sequence", "intensity", "resonance_tags", "created_at"]);
  if (sourceType) q = q.where("source_type", "=", sourceType);
  const rows = await q.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(toArchiveMemory);
}

/**
 * One page of the archive's newest memories (of one source when given) and how many there are: the
 * page is kept inside the list (a page past the end shows the last one).
 */
export async function listMemoryPage(db: Executor, requestedPage: number, size: number, sourceType?: MemorySource): Promise<{ memories: ArchiveMemory[]; window: PageWindow }> {
  let counted = db.selectFrom("alexandria_memories").select(sql<number>`count(*)::int`.as("n"));
  if (sourceType) counted = counted.where("source_type", "=", sourceType);
  const { n } = await counted.executeTakeFirstOrThrow();
  const window = pageWindow(Number(n), requestedPage, size);
  let q = db
    .selectFrom("alexandria_memories")
    .select(["id", "pattern", "message", "source_type", "glyph_sequence", "intensity", "resonance_tags", "created_at"]);
  if (sourceType) q = q.where("source_type", "=", sourceType);
  const rows = await q.orderBy("created_at", "desc").orderBy("id", "desc").limit(size).offset(window.offset).execute();
  return { memories: rows.map(toArchiveMemory), window };
}

export interface ArchiveCounts {
  total: number;
  bySource: Record<MemorySource, number>;
  /** Memories at or above the high-intensity mark (kept longest). */
  highIntensity: number;
}

/** How full the archive is, per source. */
export async function archiveCounts(db: Executor): Promise<ArchiveCounts> {
  const rows = await db
    .selectFrom("alexandria_memories")
    .select(["source_type", sql<number>`count(*)::int`.as("n"), sql<number>`(count(*) filter (where intensity >= ${HIGH_INTENSITY}))::int`.as("high")])
    .groupBy("source_type")
    .execute();
  const bySource = Object.fromEntries(MEMORY_SOURCES.map((s) => [s, 0])) as Record<MemorySource, number>;
  let total = 0;
  let highIntensity = 0;
  for (const r of rows) {
    bySource[r.source_type] = Number(r.n);
    total += Number(r.n);
    highIntensity += Number(r.high);
  }
  return { total, bySource, highIntensity };
}

/** The query plan of an archive recall, as PostgreSQL runs it (for tests and the benchmark report). */
export async function recallPlan(db: Executor, pattern: string, limit: number, sourceType?: MemorySource, analyze = false): Promise<string[]> {
  const words = searchWords(expandGlyphs(pattern), 6);
  if (words.length === 0) return [];
  const windowStart = recentWindowStart(db);
  return withIndexPlans(db, ARCHIVE_SPELLING, async (tx) => {
    const compiled = recallQuery(words, limit, sourceType, Math.max(CANDIDATES, limit), ARCHIVE_SPELLING, "archive-json", windowStart).compile(tx);
    const { rows } = await tx.executeQuery<{ "QUERY PLAN": string }>({
      ...compiled,
      sql: `explain (${analyze ? "analyze, timing off, summary" : "costs off"}) ${compiled.sql}`,
    });
    return rows.map((r) => r["QUERY PLAN"]);
  });
}

/**
 * What spelling recall compares with: the distinct words of the pattern and tags (the tags often
 * repeat the pattern), at most 300 characters. Each trigram comparison costs in proportion to its
 * length, so a short key keeps spelling recall cheap.
 */
export function spellingKey(memory: Pick<NewMemory, "pattern" | "resonanceTags">): string {
  const words = `${memory.pattern} ${memory.resonanceTags.join(" ")}`.toLowerCase().normalize("NFKC").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [...new Set(words)].join(" ").slice(0, 300);
}

/** A new memory's row (without its time): the columns recall searches are derived here. */
export function memoryRow(memory: NewMemory) {
  return {
    pattern: memory.pattern,
    message: memory.message,
    source_type: memory.sourceType,
    glyph_sequence: memory.glyphSequence,
    intensity: Math.min(1, Math.max(0, memory.intensity)),
    resonance_tags: memory.resonanceTags,
    search_text: [memory.pattern, memory.resonanceTags.join(" "), memory.message.slice(0, 400)].join(" "),
    search_key: spellingKey(memory),
  };
}

/**
 * Stores a memory and keeps the archive within its capacity: past 1,000 the lowest-intensity
 * memories go first, oldest first among equals, so intense memories (≥ 0.8) are kept longest.
 */
export async function insertMemory(db: Executor, memory: NewMemory): Promise<string> {
  // One round trip: the row, and how many the archive holds with it (the count's snapshot is taken
  // before the insert, so the new row is added by hand).
  const row = await db
    .with("inserted", (qb) =>
      qb
        .insertInto("alexandria_memories")
        .values({ ...memoryRow(memory), ...(memory.createdAt ? { created_at: memory.createdAt } : {}) })
        .returning("id"),
    )
    .selectFrom("inserted")
    .select(["inserted.id", sql<number>`(select count(*) from alexandria_memories)::int + 1`.as("n")])
    .executeTakeFirstOrThrow();
  await evictBeyondCapacity(db, ARCHIVE_CAPACITY, Number(row.n));
  return row.id;
}

/**
 * The archive at capacity is a ring: each new memory deletes one, and a deleted row stays in the heap
 * and in all five indexes until a vacuum. Autovacuum's default trigger (50 rows + 20% of the table,
 * looked at once a minute) lets a busy chat leave thousands of dead rows that every recall, count and
 * eviction reads past, and where autovacuum is off (this project's CI machine) nothing ever clears
 * them: recall cost doubled within 5,000 questions. The evictor vacuums the table itself after this
 * many evictions.
 */
export const VACUUM_AFTER_EVICTIONS = 250;

/** Vacuums the archive (skipped, not waited for, while another vacuum holds it). Not inside a transaction. */
export async function vacuumArchive(db: Executor): Promise<void> {
  await sql`vacuum (skip_locked) alexandria_memories`.execute(db);
}

/** Deletes the least intense memories beyond `capacity`; `count` (when the caller knows it) saves the count. */
export async function evictBeyondCapacity(db: Executor, capacity = ARCHIVE_CAPACITY, count?: number): Promise<number> {
  const n = count ?? (await db.selectFrom("alexandria_memories").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()).n;
  if (Number(n) <= capacity) return 0;
  // Concurrent writers at capacity take turns (an advisory lock held until the delete commits, in the
  // caller's transaction or one of its own), so two evictions never lock the same rows in different orders.
  return inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(7316042)`.execute(tx);
    const result = await sql<{ id: string }>`
      delete from alexandria_memories where id in (
        select id from alexandria_memories
        order by intensity desc, created_at desc, id desc
        offset ${capacity}
      ) returning id`.execute(tx);
    return result.rows.length;
  });
}

/**
 * Memories stored per bucket: the ones still in the archive by their time, plus the ones evicted
 * since, by the hour they had been stored in (alexandria_eviction_hours, written by the archive's
 * delete trigger: migration …_history_records). Exact for memories evicted after that migration.
 */
export async function memoriesStoredPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  const [held, gone] = await Promise.all([
    countPerBucket(db, { table: "alexandria_memories", column: "created_at" }, range, now),
    countPerBucket(db, { table: "alexandria_eviction_hours", column: "stored_hour", value: sql`sum(evicted)` }, range, now),
  ]);
  return held.map((p, i) => ({ t: p.t, v: p.v + (gone[i]?.v ?? 0) }));
}

/** Memories evicted per bucket (past the archive's capacity, the least intense go), by the hour of the eviction. */
export function memoriesEvictedPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(db, { table: "alexandria_eviction_hours", column: "hour", value: sql`sum(evicted)` }, range, now);
}

export interface ArchiveHistory {
  /** Memories stored and memories evicted per bucket. */
  memories: History;
}

/** The Alexandria screen's history: memories stored and evicted over the range. */
export async function archiveHistory(db: Executor, range: HistoryRange, now: number): Promise<ArchiveHistory> {
  const [stored, evicted] = await Promise.all([memoriesStoredPerBucket(db, range, now), memoriesEvictedPerBucket(db, range, now)]);
  return {
    memories: toHistory(range, now, "memories", { Stored: stored, Evicted: evicted }),
  };
}
