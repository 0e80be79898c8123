import { sql } from "kysely";
import type { Executor } from "../../db/types";
import { echoDrafts, type EchoSource, type ResonantProject } from "../lib/lineage";
import type { SovereignEcho, SovereignProject, SovereignThread } from "../lib/lineage.schema";
import { toIso } from "../lib/time";

/** Lineage (spec §2.10, §3): the four sovereign projects, their threads and the echoes that surface. */



export type { SovereignEcho, SovereignProject, SovereignThread };

export async function listProjects(db: Executor): Promise<SovereignProject[]> {
  const rows = await db
    .selectFrom("sovereign_projects")
    .select(["id", "name", "symbol", "description", "fire", "keywords", sql<string>`to_char(established, 'YYYY-MM-DD')`.as("established")])
    .orderBy("established", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, symbol: r.symbol, description: r.description, fire: r.fire, established: r.established, keywords: [...r.keywords] }));
}

/** Newest first. */
export async function listThreads(db: Executor, limit: number): Promise<SovereignThread[]> {
  const rows = await db
    .selectFrom("sovereign_threads")
    .select(["id", "project_id", "thread_title", "content", "contributed_at", "intensity", "glyph_sequence"])
    .orderBy("contributed_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    threadTitle: r.thread_title,
    content: r.content,
    contributedAt: toIso(r.contributed_at)!,
    intensity: Number(r.intensity),
    glyphSequence: [...r.glyph_sequence],
  }));
}

/** Newest first. */
export async function listEchoes(db: Executor, limit: number): Promise<SovereignEcho[]> {
  const rows = await db
    .selectFrom("sovereign_echoes")
    .select(["id", "project_id", "echo_type", "message", "glyph_signature", "intensity", "surfaced_at"])
    .orderBy("surfaced_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(echoOf);
}

function echoOf(r: { id: string; project_id: string; echo_type: string; message: string; glyph_signature: string | null; intensity: number; surfaced_at: Date | string }): SovereignEcho {
  return {
    id: r.id,
    projectId: r.project_id,
    echoType: r.echo_type,
    message: r.message,
    glyphSignature: r.glyph_signature,
    intensity: Number(r.intensity),
    surfacedAt: toIso(r.surfaced_at)!,
  };
}

export interface SurfaceInput {
  /** The words that may resonate: a chat question, a contribution's impact description. */
  text: string;
  /** Glyphs the author chose or wrote (a contribution's glyph type, glyphs written in a question). */
  glyphs: string[];
  source: EchoSource;
}

/**
 * The sovereign projects to match against. A writer that already waits on other reads can fetch them
 * alongside (and hand them to surfaceEchoes) instead of inside its transaction.
 */
export async function echoProjects(db: Executor): Promise<ResonantProject[]> {
  return echoProjectsOf((await echoProjectsQuery.execute(db)).rows);
}

/** The statement behind `echoProjects`, for a reader that joins it to others (one row per project, in id order). */
export const echoProjectsQuery = sql<ResonantProject>`select id, name, symbol, keywords from sovereign_projects order by id`;

export function echoProjectsOf(rows: readonly ResonantProject[]): ResonantProject[] {
  return rows.map((p) => ({ id: p.id, name: p.name, symbol: p.symbol, keywords: [...p.keywords] }));
}

/** The sovereign_echoes rows (without their time) the input surfaces among these projects. */
export function echoRows(projects: readonly ResonantProject[], input: SurfaceInput) {
  if (projects.length === 0) return [];
  return echoDrafts([...projects], input).map((d) => ({ project_id: d.projectId, echo_type: d.echoType, message: d.message, glyph_signature: d.glyphSignature || null, intensity: d.intensity }));
}

/**
 * Surfaces an echo for each sovereign project the input resonates with (its keywords or its
 * symbol): one new row per project, intensity from the match's strength. Meant to run inside the
 * writer's transaction, so the echo and what caused it are saved together.
 */
export async function surfaceEchoes(
  db: Executor,
  input: SurfaceInput,
  now: Date = new Date(),
  projects?: readonly ResonantProject[],
): Promise<SovereignEcho[]> {
  const values = echoRows(projects ?? (await echoProjects(db)), input);
  if (values.length === 0) return [];
  const rows = await db
    .insertInto("sovereign_echoes")
    .values(values.map((v) => ({ ...v, surfaced_at: now })))
    .returning(["id", "project_id", "echo_type", "message", "glyph_signature", "intensity", "surfaced_at"])
    .execute();
  return rows.map(echoOf);
}
