import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import type { JobQueue } from "./ports";
import {
  REFLECTION_MAX_ROWS,
  REFLECTION_QUERY_MAX,
  REFLECTION_WINDOW_DAYS,
  emergenceScore,
  type MinedEvent,
  type MinedMessage,
  type PatternCandidate,
  type PatternType,
  type TemplateCandidate,
} from "../lib/evolution";
import type { EmergentTemplate, EvolutionHistory, Pattern, ReferenceTemplate, Reflection } from "../lib/evolution.schema";
import { toHistory, type HistoryPoint, type HistoryRange } from "../lib/history";
import { countPerBucket, levelPerBucket } from "./history.server";
import { NODE_TYPE_DEFS } from "../lib/node-types";
import { toIso } from "../lib/time";

/** Mesh evolution (spec "Mesh Evolution", §3): reference and emergent templates, patterns, reflections. */

export type { EmergentTemplate, Pattern, ReferenceTemplate, Reflection };

export interface EvolutionMetrics {
  emergenceScore: number;
  referenceTemplates: number;
  emergentTemplates: number;
  activeTemplates: number;
  candidateTemplates: number;
  totalPatterns: number;
  novelPatterns: number;
  /** Sightings of all patterns and of the novel ones (the score's first part). */
  totalFrequency: number;
  novelFrequency: number;
  reflections: number;
  lastReflectionAt: string | null;
}

/** POST /api/mesh/reflections and the 'Reflect now' form: an optional focus for the reflection. */
export const reflectionRequestSchema = z.object({
  query: z
    .string({ error: "query must be text." })
    .trim()
    .max(REFLECTION_QUERY_MAX, `query must be at most ${REFLECTION_QUERY_MAX} characters.`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReflectionRequest = z.infer<typeof reflectionRequestSchema>;

/** What a reflection job carries. */
export const reflectionJobSchema = z.object({
  query: z.string().max(REFLECTION_QUERY_MAX).nullish().transform((v) => v ?? null),
  triggeredBy: z.string().min(1).max(200),
});
export type ReflectionJobData = z.infer<typeof reflectionJobSchema>;

export const templateIdSchema = z.string().uuid();

const arr = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

export function referenceTemplates(): ReferenceTemplate[] {
  return NODE_TYPE_DEFS.map((d) => ({ typeName: d.typeName, summary: d.summary, capabilities: [...d.capabilities], glyphProfile: [...d.glyphProfile] }));
}

const TEMPLATE_COLUMNS = ["id", "type_name", "status", "confidence", "occurrence_count", "capabilities", "first_seen_at", "last_seen_at", "approved_by", "approved_at"] as const;

function templateOf(r: {
  id: string;
  type_name: string;
  status: "candidate" | "active";
  confidence: number;
  occurrence_count: number;
  capabilities: string[];
  first_seen_at: Date | string;
  last_seen_at: Date | string;
  approved_by: string | null;
  approved_at: Date | string | null;
}): EmergentTemplate {
  return {
    id: r.id,
    typeName: r.type_name,
    status: r.status,
    confidence: Number(r.confidence),
    occurrenceCount: Number(r.occurrence_count),
    capabilities: arr(r.capabilities),
    firstSeenAt: toIso(r.first_seen_at)!,
    lastSeenAt: toIso(r.last_seen_at)!,
    approvedBy: r.approved_by,
    approvedAt: toIso(r.approved_at),
  };
}

/** Emergent templates, most recently seen first. */
export async function listEmergentTemplates(db: Executor, limit: number): Promise<EmergentTemplate[]> {
  const rows = await db.selectFrom("emergent_templates").select(TEMPLATE_COLUMNS).orderBy("last_seen_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(templateOf);
}

const PATTERN_COLUMNS = ["id", "signature", "pattern_type", "description", "is_novel", "impact", "frequency", "participant_types", "glyph_signature", "first_seen_at", "last_seen_at"] as const;

function patternOf(r: {
  id: string;
  signature: string;
  pattern_type: PatternType;
  description: string;
  is_novel: boolean;
  impact: number;
  frequency: number;
  participant_types: string[];
  glyph_signature: string;
  first_seen_at: Date | string;
  last_seen_at: Date | string;
}): Pattern {
  return {
    id: r.id,
    signature: r.signature,
    patternType: r.pattern_type,
    description: r.description,
    isNovel: r.is_novel,
    impact: Math.round(Number(r.impact) * 100) / 100,
    frequency: Number(r.frequency),
    participantTypes: arr(r.participant_types),
    glyphSignature: r.glyph_signature,
    firstSeenAt: toIso(r.first_seen_at)!,
    lastSeenAt: toIso(r.last_seen_at)!,
  };
}

/** Patterns, most recently seen first: all of them and the novel ones (spec: {all, novel}). */
export async function listPatterns(db: Executor, limit: number): Promise<{ all: Pattern[]; novel: Pattern[] }> {
  const [all, novel] = await Promise.all([
    db.selectFrom("mesh_patterns").select(PATTERN_COLUMNS).orderBy("last_seen_at", "desc").orderBy("id", "desc").limit(limit).execute(),
    db.selectFrom("mesh_patterns").select(PATTERN_COLUMNS).where("is_novel", "=", true).orderBy("last_seen_at", "desc").orderBy("id", "desc").limit(limit).execute(),
  ]);
  return { all: all.map(patternOf), novel: novel.map(patternOf) };
}

const REFLECTION_COLUMNS = [
  "id",
  "job_id",
  "reflection_type",
  "query",
  "created_at",
  "templates_discovered",
  "capabilities_found",
  "triggered_by",
  "events_read",
  "messages_read",
  "patterns_seen",
  "novel_patterns",
  "answer",
] as const;

function reflectionOf(r: {
  id: string;
  job_id: string;
  reflection_type: "autonomous" | "focused";
  query: string | null;
  created_at: Date | string;
  templates_discovered: number;
  capabilities_found: string[];
  triggered_by: string;
  events_read: number;
  messages_read: number;
  patterns_seen: number;
  novel_patterns: number;
  answer: string | null;
}): Reflection {
  return {
    id: r.id,
    jobId: r.job_id,
    reflectionType: r.reflection_type,
    query: r.query,
    timestamp: toIso(r.created_at)!,
    templatesDiscovered: Number(r.templates_discovered),
    capabilitiesFound: arr(r.capabilities_found),
    triggered_by: r.triggered_by,
    eventsRead: Number(r.events_read),
    messagesRead: Number(r.messages_read),
    patternsSeen: Number(r.patterns_seen),
    novelPatterns: Number(r.novel_patterns),
    answer: r.answer,
  };
}

/** Newest first. */
export async function listReflections(db: Executor, limit: number): Promise<Reflection[]> {
  const rows = await db.selectFrom("mesh_reflections").select(REFLECTION_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(reflectionOf);
}

export async function findReflectionByJob(db: Executor, jobId: string): Promise<Reflection | null> {
  const row = await db.selectFrom("mesh_reflections").select(REFLECTION_COLUMNS).where("job_id", "=", jobId).executeTakeFirst();
  return row ? reflectionOf(row) : null;
}

/** What the emergence score is computed from, as the tables hold it now: pattern sightings and templates. */
async function emergenceInputs(db: Executor) {
  const [patterns, templates] = await Promise.all([
    db
      .selectFrom("mesh_patterns")
      .select([
        sql<number>`count(*)::int`.as("total"),
        sql<number>`count(*) filter (where is_novel)::int`.as("novel"),
        sql<number>`coalesce(sum(frequency), 0)::int`.as("frequency"),
        sql<number>`coalesce(sum(frequency) filter (where is_novel), 0)::int`.as("novel_frequency"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("emergent_templates")
      .select([sql<number>`count(*)::int`.as("total"), sql<number>`count(*) filter (where status = 'active')::int`.as("active")])
      .executeTakeFirstOrThrow(),
  ]);
  const emergent = Number(templates.total);
  const reference = NODE_TYPE_DEFS.length;
  const score = emergenceScore({
    novelFrequency: Number(patterns.novel_frequency),
    totalFrequency: Number(patterns.frequency),
    emergentTemplates: emergent,
    referenceTemplates: reference,
  });
  return { patterns, templates, emergent, reference, score };
}

export async function evolutionMetrics(db: Executor): Promise<EvolutionMetrics> {
  const [{ patterns, templates, emergent, reference, score }, reflections] = await Promise.all([
    emergenceInputs(db),
    db
      .selectFrom("mesh_reflections")
      .select([sql<number>`count(*)::int`.as("total"), sql<Date | string | null>`max(created_at)`.as("last")])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    emergenceScore: score,
    referenceTemplates: reference,
    emergentTemplates: emergent,
    activeTemplates: Number(templates.active),
    candidateTemplates: emergent - Number(templates.active),
    totalPatterns: Number(patterns.total),
    novelPatterns: Number(patterns.novel),
    totalFrequency: Number(patterns.frequency),
    novelFrequency: Number(patterns.novel_frequency),
    reflections: Number(reflections.total),
    lastReflectionAt: toIso(reflections.last),
  };
}

export type ApproveOutcome = { outcome: "approved"; template: EmergentTemplate } | { outcome: "not_found" } | { outcome: "not_candidate"; status: string };

/** Approve Template (operators): a candidate becomes active, once (one conditional update). */
export async function approveTemplate(db: Executor, id: string, approvedBy: string, now: Date = new Date()): Promise<ApproveOutcome> {
  if (!templateIdSchema.safeParse(id).success) return { outcome: "not_found" };
  const row = await db
    .updateTable("emergent_templates")
    .set({ status: "active", approved_by: approvedBy, approved_at: now })
    .where("id", "=", id)
    .where("status", "=", "candidate")
    .returning(TEMPLATE_COLUMNS)
    .executeTakeFirst();
  if (row) return { outcome: "approved", template: templateOf(row) };
  const current = await db.selectFrom("emergent_templates").select("status").where("id", "=", id).executeTakeFirst();
  return current ? { outcome: "not_candidate", status: current.status } : { outcome: "not_found" };
}

/** Queues a reflection (operator's 'Reflect now'); the answer names the job whose reflection will appear. */
export async function requestReflection(jobs: JobQueue, input: ReflectionRequest, triggeredBy: string): Promise<{ jobId: string }> {
  const jobId = `reflect-${randomUUID()}`;
  const data: ReflectionJobData = { query: input.query, triggeredBy };
  await jobs.enqueue("reflection", "reflect", data, { jobId });
  return { jobId };
}

// ---------------------------------------------------------------------------------------------
// The reflection job's reads and writes (worker/processors/reflection.ts runs the steps).
// ---------------------------------------------------------------------------------------------

export interface ReflectionWindow {
  /** Window events oldest first, preceded by each node's last event before the window (it opens the node's first transition). */
  sequenceEvents: MinedEvent[];
  /** The window's events only, oldest first. */
  events: MinedEvent[];
  messages: MinedMessage[];
}

/**
 * Each node's last event before event `beforeId`: one probe of mesh_events_node_idx per node (a
 * lateral subquery), however long the nodes' history; a node with no earlier event has no row.
 * Written so that only that index serves it: with a plain `node_id = k.node_id … order by id desc`
 * PostgreSQL may walk the primary key backwards filtering by node, which for a node without an
 * earlier event (a new one) reads the whole history. `= any(array[…])` keeps node_id in the sort
 * order, and only the node index delivers rows in (node_id, id desc) order.
 */
export function priorEventsQuery(nodeIds: readonly string[], beforeId: number) {
  return sql<{ id: string; event_type: string; node_id: string; summary: string; node_type: string | null }>`
    select e.id, e.event_type, e.node_id, e.summary, n.node_type
    from unnest(${[...nodeIds]}::text[]) as k(node_id)
    cross join lateral (
      select id, event_type, node_id, summary from mesh_events
      where node_id = any(array[k.node_id]) and id < ${beforeId}
      order by node_id, id desc
      limit 1
    ) e
    left join mesh_nodes n on n.id = e.node_id`;
}

/** The recent mesh events (with each node's type) and chat messages the reflection mines: the newest, within the window. */
export async function readReflectionWindow(db: Executor, now: Date = new Date()): Promise<ReflectionWindow> {
  const since = new Date(now.getTime() - REFLECTION_WINDOW_DAYS * 24 * 3600_000);
  const eventRows = await db
    .selectFrom("mesh_events as e")
    .leftJoin("mesh_nodes as n", "n.id", "e.node_id")
    .select(["e.id", "e.event_type", "e.node_id", "e.summary", "n.node_type"])
    .where("e.created_at", ">=", since)
    .orderBy("e.id", "desc")
    .limit(REFLECTION_MAX_ROWS)
    .execute();
  const events: MinedEvent[] = eventRows
    .map((r) => ({ id: Number(r.id), eventType: r.event_type, nodeId: r.node_id, nodeType: r.node_type ?? null, summary: r.summary }))
    .reverse();
  const nodeIds = [...new Set(events.map((e) => e.nodeId).filter((id): id is string => id !== null))];
  let before: MinedEvent[] = [];
  if (events.length > 0 && nodeIds.length > 0) {
    const { rows } = await priorEventsQuery(nodeIds, events[0].id).execute(db);
    before = rows
      .map((r) => ({ id: Number(r.id), eventType: r.event_type, nodeId: r.node_id, nodeType: r.node_type ?? null, summary: r.summary }))
      .sort((a, b) => a.id - b.id);
  }
  // Private conversations' messages stay theirs: never mined.
  const messageRows = await db
    .selectFrom("messages as m")
    .innerJoin("conversations as c", "c.id", "m.conversation_id")
    .select(["m.id", "m.content"])
    .where("m.created_at", ">=", since)
    .where("c.private", "=", false)
    .orderBy("m.id", "desc")
    .limit(REFLECTION_MAX_ROWS)
    .execute();
  const messages = messageRows.map((r) => ({ id: Number(r.id), content: r.content })).reverse();
  return { sequenceEvents: [...before, ...events], events, messages };
}

/**
 * Records the mined patterns in one transaction: a new signature is inserted (novel when no
 * reference template explains it), a known one gets its new frequency, impact and participants.
 * Re-running with the same mining changes nothing.
 */
export async function recordPatterns(db: Executor, jobId: string, patterns: readonly PatternCandidate[], now: Date = new Date()): Promise<void> {
  if (patterns.length === 0) return;
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto("mesh_patterns")
      .values(
        patterns.map((p) => ({
          signature: p.signature,
          pattern_type: p.patternType,
          description: p.description,
          is_novel: !p.explained,
          impact: p.impact,
          frequency: p.frequency,
          participant_types: p.participantTypes,
          glyph_signature: p.glyphSignature,
          first_job_id: jobId,
          last_job_id: jobId,
          first_seen_at: now,
          last_seen_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column("signature").doUpdateSet((eb) => ({
          description: eb.ref("excluded.description"),
          impact: eb.ref("excluded.impact"),
          frequency: eb.ref("excluded.frequency"),
          participant_types: eb.ref("excluded.participant_types"),
          glyph_signature: eb.ref("excluded.glyph_signature"),
          last_job_id: eb.ref("excluded.last_job_id"),
          last_seen_at: eb.ref("excluded.last_seen_at"),
        })),
      )
      .execute();
  });
}

/**
 * Records the emergent template candidates in one transaction: a new capability set becomes a
 * candidate; a known one keeps its status (an approved template stays active) and its highest
 * occurrence count and confidence so far.
 */
export async function recordTemplates(db: Executor, jobId: string, templates: readonly TemplateCandidate[], now: Date = new Date()): Promise<void> {
  if (templates.length === 0) return;
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto("emergent_templates")
      .values(
        templates.map((t) => ({
          signature: t.signature,
          type_name: t.typeName,
          capabilities: t.capabilities,
          status: "candidate" as const,
          confidence: t.confidence,
          occurrence_count: t.occurrenceCount,
          first_job_id: jobId,
          first_seen_at: now,
          last_seen_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column("signature").doUpdateSet((eb) => ({
          occurrence_count: sql<number>`greatest(${eb.ref("emergent_templates.occurrence_count")}, ${eb.ref("excluded.occurrence_count")})`,
          confidence: sql<number>`greatest(${eb.ref("emergent_templates.confidence")}, ${eb.ref("excluded.confidence")})`,
          last_seen_at: eb.ref("excluded.last_seen_at"),
        })),
      )
      .execute();
  });
}

export interface ReflectionRecord {
  jobId: string;
  query: string | null;
  triggeredBy: string;
  eventsRead: number;
  messagesRead: number;
  patternsSeen: number;
  capabilitiesFound: string[];
  /** The answer to a focused reflection's question (answerFocus); null for an autonomous one. */
  answer: string | null;
}

/**
 * The job's one reflection row (unique by job id: a retried job records it once). What the job
 * discovered is counted from the rows it created first (first_job_id), so a retry that resumed
 * after a crash reports the same numbers.
 */
export async function recordReflection(db: Executor, r: ReflectionRecord, now: Date = new Date()): Promise<Reflection> {
  return inTransaction(db, async (tx) => {
    const discovered = await tx.selectFrom("emergent_templates").select(sql<number>`count(*)::int`.as("n")).where("first_job_id", "=", r.jobId).executeTakeFirstOrThrow();
    const novel = await tx.selectFrom("mesh_patterns").select(sql<number>`count(*)::int`.as("n")).where("first_job_id", "=", r.jobId).where("is_novel", "=", true).executeTakeFirstOrThrow();
    // The score as this reflection leaves it (its patterns and templates are recorded before it): the
    // score's inputs are overwritten by the next reflection, so its history is kept here.
    const { score } = await emergenceInputs(tx);
    await tx
      .insertInto("mesh_reflections")
      .values({
        job_id: r.jobId,
        reflection_type: r.query ? "focused" : "autonomous",
        query: r.query,
        triggered_by: r.triggeredBy,
        events_read: r.eventsRead,
        messages_read: r.messagesRead,
        patterns_seen: r.patternsSeen,
        novel_patterns: Number(novel.n),
        templates_discovered: Number(discovered.n),
        capabilities_found: r.capabilitiesFound,
        answer: r.answer,
        emergence_score: score,
        created_at: now,
      })
      .onConflict((oc) => oc.column("job_id").doNothing())
      .execute();
    const row = await tx.selectFrom("mesh_reflections").select(REFLECTION_COLUMNS).where("job_id", "=", r.jobId).executeTakeFirstOrThrow();
    return reflectionOf(row);
  });
}

// ---------------------------------------------------------------------------------------------
// History (issue 34)
// ---------------------------------------------------------------------------------------------

export type { EvolutionHistory };

/**
 * The emergence score (percent) as of the end of each bucket: the score the bucket's last reflection
 * recorded, carried forward through buckets without one; the range starts from the last recorded
 * score before it (0, the score of a mesh with nothing observed, before the first). Reflections
 * recorded before scores were kept are left out.
 */
export function emergencePerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return levelPerBucket(db, { table: "mesh_reflections", column: "created_at", value: sql`emergence_score * 100`, where: sql`and emergence_score is not null` }, range, now, 0);
}

/** Reflections recorded per bucket. */
export function reflectionsPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(db, { table: "mesh_reflections", column: "created_at" }, range, now);
}

/** The Mesh Evolution screen's history: the emergence score over the range, and the reflections per bucket. */
export async function evolutionHistory(db: Executor, range: HistoryRange, now: number): Promise<EvolutionHistory> {
  const [emergence, reflections] = await Promise.all([emergencePerBucket(db, range, now), reflectionsPerBucket(db, range, now)]);
  return {
    emergence: toHistory(range, now, "%", { "Emergence score": emergence }),
    reflections: toHistory(range, now, "reflections", { Reflections: reflections }),
  };
}
