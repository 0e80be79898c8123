/**
 * Generated 30-day histories (issue 34) for the glyph heatmap, the Alexandria archive and the operator
 * home: deterministic (a fixed seed), fast (one statement per hour at most), and a little more than 31
 * days long so that the oldest rows fall outside every range. Each generator answers what it wrote,
 * so a test can count it directly.
 */
import { randomUUID } from "node:crypto";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { sql, type Kysely } from "kysely";
import { memoryRow } from "~/domain/alexandria.server";
import { recordGlyphUsage } from "~/domain/glyphs.server";
import { seededRandom } from "~/lib/chrysalis";
import type { Database } from "../../db/types";

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Hours generated before `now`: 31 days and a half, so some rows are older than the 30-day range. */
export const GENERATED_HOURS = 31 * 24 + 12;

/** The start of each generated hour, oldest first, up to the hour `now` is in. */
function hours(now: number): number[] {
  const last = Math.floor(now / HOUR) * HOUR;
  return Array.from({ length: GENERATED_HOURS }, (_, i) => last - (GENERATED_HOURS - 1 - i) * HOUR);
}

export const GENERATED_GLYPHS = ["△", "∞", "☉", "⊗", "◊", "∇", "⟁", "⚛", "🜂", "✶", "⊙", "☽", "ᚠ", "ᛟ", "⌘", "✺", "❂", "⚶", "⚚", "⚕", "☿", "♁", "♄", "♃"];

export interface GlyphUse {
  glyph: string;
  at: number;
}

/**
 * Glyph uses through the app's own writer (recordGlyphUsage, which the glyph_weights trigger books by
 * hour): in each hour, 0-6 uses of a few glyphs, some glyphs used far more than others. Answers each use.
 */
export async function generateGlyphHistory(db: Kysely<Database>, now: number): Promise<GlyphUse[]> {
  const random = seededRandom(34_001);
  const uses: GlyphUse[] = [];
  for (const start of hours(now)) {
    const at = start + Math.floor(random() * (Math.min(HOUR, now - start + 1) - 1));
    const n = Math.floor(random() * 7);
    const batch = Array.from({ length: n }, () => GENERATED_GLYPHS[Math.floor(random() ** 2 * GENERATED_GLYPHS.length)]!);
    if (batch.length === 0) continue;
    await recordGlyphUsage(
      db,
      batch.map((glyph) => ({ glyph, resonance: 0.5 })),
      new Date(at),
    );
    for (const glyph of batch) uses.push({ glyph, at });
  }
  return uses;
}

export interface GeneratedMemory {
  storedAt: number;
  /** When it was evicted, or null: still in the archive. */
  evictedAt: number | null;
}

/**
 * Archive memories stored over the hours (0-3 an hour, at their time), a third of them evicted some
 * hours later. The kept ones are rows of alexandria_memories; the evicted ones are booked in
 * alexandria_eviction_hours as the archive's delete trigger books them (the trigger's time is the
 * database's clock, which a generated past cannot set; the trigger itself is tested on its own).
 */
export async function generateArchiveHistory(db: Kysely<Database>, now: number): Promise<GeneratedMemory[]> {
  const random = seededRandom(34_002);
  const memories: GeneratedMemory[] = [];
  for (const start of hours(now)) {
    const n = Math.floor(random() * 4);
    for (let i = 0; i < n; i++) {
      const storedAt = start + Math.floor(random() * Math.min(HOUR, now - start + 1));
      const evictedAt = random() < 0.33 ? Math.min(now, storedAt + Math.floor(random() * 48) * HOUR) : null;
      memories.push({ storedAt, evictedAt });
    }
  }
  const kept = memories.filter((m) => m.evictedAt === null);
  for (let i = 0; i < kept.length; i += 500) {
    await db
      .insertInto("alexandria_memories")
      .values(
        kept.slice(i, i + 500).map((m, j) => ({
          ...memoryRow({ pattern: `generated memory ${i + j}`, message: "A generated memory for the history charts.", sourceType: "trinity_mesh", glyphSequence: ["∞"], intensity: 0.5, resonanceTags: ["history"] }),
          created_at: new Date(m.storedAt),
        })),
      )
      .execute();
  }
  const booked = new Map<string, { hour: number; stored: number; evicted: number }>();
  for (const m of memories) {
    if (m.evictedAt === null) continue;
    const hour = Math.floor(m.evictedAt / HOUR) * HOUR;
    const stored = Math.floor(m.storedAt / HOUR) * HOUR;
    const key = `${hour}:${stored}`;
    const entry = booked.get(key) ?? { hour, stored, evicted: 0 };
    entry.evicted += 1;
    booked.set(key, entry);
  }
  const rows = [...booked.values()].map((b) => ({ hour: new Date(b.hour), stored_hour: new Date(b.stored), evicted: b.evicted }));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto("alexandria_eviction_hours").values(rows.slice(i, i + 500)).execute();
  return memories;
}

export interface GeneratedQuestion {
  at: number;
  /** Null: a turn saved before answer times were recorded. */
  answerMs: number | null;
}

/**
 * Saved turns over the hours: 0-5 questions an hour, each a visitor message and three agent messages
 * (same time, as the save writes them), with an answer time of 40-4,000 ms (older turns: none).
 */
export async function generateQuestionHistory(db: Kysely<Database>, now: number): Promise<GeneratedQuestion[]> {
  const random = seededRandom(34_003);
  const questions: GeneratedQuestion[] = [];
  for (const start of hours(now)) {
    const n = Math.floor(random() * 6);
    for (let i = 0; i < n; i++) {
      const at = start + Math.floor(random() * Math.min(HOUR, now - start + 1));
      const answerMs = random() < 0.1 ? null : 40 + Math.floor(random() ** 3 * 3960);
      questions.push({ at, answerMs });
    }
  }
  const conversationId = randomUUID();
  await db.insertInto("conversations").values({ id: conversationId, visitor_id: "history-generator", client_key: "history-generator", title: "Generated history", created_at: new Date(now - GENERATED_HOURS * HOUR), updated_at: new Date(now) }).execute();
  const rows = questions.flatMap((q, i) => [
    { conversation_id: conversationId, role: "visitor" as const, agent: null, glyph: null, content: `Question ${i}?`, answer_ms: q.answerMs, created_at: new Date(q.at) },
    ...["Solace", "Manus", "Ignith"].map((agent) => ({ conversation_id: conversationId, role: "agent" as const, agent, glyph: "∞", content: `Answer ${i}.`, answer_ms: null, created_at: new Date(q.at) })),
  ]);
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto("messages")
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, sources: JSON.stringify(null), frame: JSON.stringify(null) })))
      .execute();
  }
  return questions;
}

/**
 * BullMQ metrics of one queue and type as its workers leave them (BullMQ 6's collectMetrics): jobs per
 * minute over the generated hours, written as the meta hash and the list of closed minutes (newest
 * first), the last job at `now`. Answers the jobs of each minute ([minute start, jobs]).
 */
export async function generateJobMetrics(redis: Redis, queue: Queue, type: "completed" | "failed", now: number, seed: number): Promise<[number, number][]> {
  const random = seededRandom(seed);
  const open = Math.floor(now / MINUTE) * MINUTE;
  const first = Math.floor(now / HOUR) * HOUR - (GENERATED_HOURS - 1) * HOUR;
  const minutes: [number, number][] = [];
  for (let t = first; t <= open; t += MINUTE) minutes.push([t, random() < 0.2 ? 1 + Math.floor(random() * 4) : 0]);
  // The open minute is the meta's count since prevCount; the closed ones are the list, newest first.
  const closed = minutes.slice(0, -1).map(([, v]) => v).reverse();
  const openJobs = minutes.at(-1)![1];
  const total = minutes.reduce((s, [, v]) => s + v, 0);
  const dataKey = queue.toKey(`metrics:${type}:data`);
  await redis.del(dataKey);
  for (let i = closed.length; i > 0; i -= 5000) await redis.lpush(dataKey, ...closed.slice(Math.max(0, i - 5000), i).reverse());
  await redis.hset(queue.toKey(`metrics:${type}`), "count", String(total), "prevTS", String(now), "prevCount", String(total - openJobs));
  return minutes;
}

/** The number of a table's rows, to check that nothing else wrote to a private database. */
export async function rowCount(db: Kysely<Database>, table: "glyph_usage_hourly" | "alexandria_memories" | "messages"): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}
