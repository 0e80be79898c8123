import { createHash } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import { ServiceUnavailableError } from "../lib/errors";
import {
  DEFAULT_SYNC_PROJECT,
  nextDomain,
  summarizeScan,
  TASK_DOMAINS,
  type ModuleVerdict,
  type TaskDomain,
} from "../lib/continuity";
import { toIso } from "../lib/time";
import type { AlexandriaSync, ContinuityHistory, GuestWalletDemo, HarmonyModule, HarmonyScan, ScanStatus, TaskFocus } from "../lib/continuity.schema";
import { carryForward, rangeWindow, toHistory, type HistoryPoint, type HistoryRange } from "../lib/history";
import { countPerBucket } from "./history.server";
import type { JobQueue } from "./ports";

/** Continuity and Harmony (spec "Continuity and Harmony", §3): AI task focus, Alexandria sync snapshots, harmony scans. */

// ---------------------------------------------------------------- AI task focus

export type { AlexandriaSync, GuestWalletDemo, HarmonyModule, HarmonyScan, ScanStatus, TaskFocus };

export async function listTaskFocus(db: Executor): Promise<TaskFocus[]> {
  const rows = await db
    .selectFrom("ai_task_focus as f")
    .innerJoin("mesh_nodes as n", "n.id", "f.node_id")
    .select(["f.node_id", "n.name", "n.node_type", "f.current_domain", "f.tasks_completed", "f.last_rotation"])
    .orderBy("n.name")
    .orderBy("f.node_id")
    .limit(200)
    .execute();
  return rows.map((r) => ({
    nodeId: r.node_id,
    nodeName: r.name,
    nodeType: r.node_type,
    currentDomain: r.current_domain,
    tasksCompleted: Number(r.tasks_completed),
    lastRotation: toIso(r.last_rotation)!,
  }));
}

/**
 * Moves a node to the next domain (analysis → creation → maintenance → teaching → analysis),
 * counts the finished task and stamps the rotation: one atomic UPDATE, so two rotations at once
 * advance twice. Null when the node has no task focus.
 */
export async function rotateTaskFocus(db: Executor, nodeId: string): Promise<TaskFocus | null> {
  const nextOf = sql.join(TASK_DOMAINS.map((d) => sql`when ${d} then ${nextDomain(d)}`), sql` `);
  const updated = await db
    .updateTable("ai_task_focus")
    .set({
      current_domain: sql<TaskDomain>`case current_domain ${nextOf} end`,
      tasks_completed: sql<number>`tasks_completed + 1`,
      last_rotation: sql<Date>`now()`,
    })
    .where("node_id", "=", nodeId)
    .returning("node_id")
    .executeTakeFirst();
  if (!updated) return null;
  return (await listTaskFocus(db)).find((f) => f.nodeId === nodeId) ?? null;
}

// ---------------------------------------------------------------- Alexandria sync

export const snapshotSchema = z.object({
  projectName: z
    .string()
    .trim()
    .max(80, "The project name can be at most 80 characters.")
    .optional()
    .transform((v) => (v ? v : DEFAULT_SYNC_PROJECT)),
});

/**
 * The archive's content hash: SHA-256 (hex) of the JSON array of every Alexandria memory as
 * {id, pattern, message, sourceType, glyphSequence, intensity, resonanceTags, createdAt (ISO)},
 * ordered by created_at then id. Read in one statement, so it is one consistent view.
 */
export async function archiveDigest(db: Executor): Promise<{ hash: string; count: number }> {
  const rows = await db
    .selectFrom("alexandria_memories")
    .select(["id", "pattern", "message", "source_type", "glyph_sequence", "intensity", "resonance_tags", "created_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const content = rows.map((r) => ({
    id: r.id,
    pattern: r.pattern,
    message: r.message,
    sourceType: r.source_type,
    glyphSequence: r.glyph_sequence,
    intensity: Number(r.intensity),
    resonanceTags: r.resonance_tags,
    createdAt: toIso(r.created_at),
  }));
  return { hash: createHash("sha256").update(JSON.stringify(content)).digest("hex"), count: rows.length };
}

type SyncRow = { id: string; project_name: string; summary_hash: string; memory_count: number; taken_by: string | null; scan_id: string | null; synced_at: Date | string };
const syncOf = (r: SyncRow): AlexandriaSync => ({
  id: r.id,
  projectName: r.project_name,
  summaryHash: r.summary_hash,
  memoryCount: Number(r.memory_count),
  takenBy: r.taken_by,
  scanId: r.scan_id,
  syncedAt: toIso(r.synced_at)!,
});
const SYNC_COLUMNS = ["id", "project_name", "summary_hash", "memory_count", "taken_by", "scan_id", "synced_at"] as const;

/**
 * Takes a snapshot of the archive's hash. With a scan id it is taken once per scan (a retried
 * scan finds the one it took).
 */
export async function takeSnapshot(db: Executor, input: { projectName: string; takenBy: string | null; scanId?: string }): Promise<AlexandriaSync> {
  if (input.scanId) {
    const existing = await db.selectFrom("alexandria_syncs").select(SYNC_COLUMNS).where("scan_id", "=", input.scanId).executeTakeFirst();
    if (existing) return syncOf(existing);
  }
  const { hash, count } = await archiveDigest(db);
  const inserted = await db
    .insertInto("alexandria_syncs")
    .values({ project_name: input.projectName, summary_hash: hash, memory_count: count, taken_by: input.takenBy, scan_id: input.scanId ?? null })
    .onConflict((oc) => oc.column("scan_id").doNothing())
    .returning(SYNC_COLUMNS)
    .executeTakeFirst();
  if (inserted) return syncOf(inserted);
  return syncOf(await db.selectFrom("alexandria_syncs").select(SYNC_COLUMNS).where("scan_id", "=", input.scanId!).executeTakeFirstOrThrow());
}

export async function listSnapshots(db: Executor, limit: number): Promise<AlexandriaSync[]> {
  const rows = await db.selectFrom("alexandria_syncs").select(SYNC_COLUMNS).orderBy("synced_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(syncOf);
}

export async function countSnapshots(db: Executor): Promise<number> {
  const row = await db.selectFrom("alexandria_syncs").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------- Harmony scans

const SCAN_COLUMNS = ["id", "status", "overall_score", "recommendations", "requested_by", "error", "created_at", "started_at", "completed_at"] as const;
type ScanRow = {
  id: string;
  status: ScanStatus;
  overall_score: number | null;
  recommendations: string[];
  requested_by: string | null;
  error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  completed_at: Date | string | null;
};
const scanOf = (r: ScanRow): HarmonyScan => ({
  id: r.id,
  status: r.status,
  overallScore: r.overall_score === null ? null : Number(r.overall_score),
  scanTimestamp: toIso(r.completed_at ?? r.created_at)!,
  recommendations: Array.isArray(r.recommendations) ? r.recommendations : [],
  requestedBy: r.requested_by,
  error: r.error,
  createdAt: toIso(r.created_at)!,
  startedAt: toIso(r.started_at),
  completedAt: toIso(r.completed_at),
});

export async function createScan(db: Executor, requestedBy: string): Promise<HarmonyScan> {
  return scanOf(await db.insertInto("harmony_scans").values({ requested_by: requestedBy, recommendations: JSON.stringify([]) }).returning(SCAN_COLUMNS).executeTakeFirstOrThrow());
}

export async function getScan(db: Executor, id: string): Promise<HarmonyScan | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom("harmony_scans").select(SCAN_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? scanOf(row) : null;
}

/** The newest scan whatever its state (the screen shows it running, then its result). */
export async function latestScan(db: Executor): Promise<HarmonyScan | null> {
  const row = await db.selectFrom("harmony_scans").select(SCAN_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? scanOf(row) : null;
}

export async function latestCompletedScan(db: Executor): Promise<HarmonyScan | null> {
  const row = await db
    .selectFrom("harmony_scans")
    .select(SCAN_COLUMNS)
    .where("status", "=", "completed")
    .orderBy("completed_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? scanOf(row) : null;
}

export async function scanModules(db: Executor, scanId: string): Promise<HarmonyModule[]> {
  const rows = await db
    .selectFrom("harmony_modules")
    .select(["module_name", "schema_version", "status", "compatibility_score", "details", "checked_at"])
    .where("scan_id", "=", scanId)
    .orderBy("position")
    .orderBy("module_name")
    .execute();
  return rows.map((r) => ({
    moduleName: r.module_name,
    schemaVersion: r.schema_version,
    status: r.status,
    compatibilityScore: Number(r.compatibility_score),
    details: r.details,
    checkedAt: toIso(r.checked_at)!,
  }));
}

/** The modules of the newest completed scan (empty before the first scan). */
export async function latestModules(db: Executor): Promise<HarmonyModule[]> {
  const scan = await latestCompletedScan(db);
  return scan ? scanModules(db, scan.id) : [];
}

export async function markScanRunning(db: Executor, id: string): Promise<HarmonyScan | null> {
  await db.updateTable("harmony_scans").set({ status: "running", started_at: sql<Date>`coalesce(started_at, now())` }).where("id", "=", id).where("status", "in", ["queued", "running"]).execute();
  return getScan(db, id);
}

export async function markScanFailed(db: Executor, id: string, message: string): Promise<void> {
  await db.updateTable("harmony_scans").set({ status: "failed", error: message.slice(0, 500), completed_at: sql<Date>`now()` }).where("id", "=", id).where("status", "<>", "completed").execute();
}

/** Writes the scan's module verdicts in one transaction (a retry rewrites the same keys). */
export async function recordModules(db: Executor, scanId: string, verdicts: ModuleVerdict[]): Promise<void> {
  if (!verdicts.length) return;
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto("harmony_modules")
      .values(
        verdicts.map((v, i) => ({
          scan_id: scanId,
          module_name: v.moduleName,
          schema_version: v.schemaVersion,
          status: v.status,
          compatibility_score: v.compatibilityScore,
          details: v.details,
          recommendation: v.recommendation,
          position: i,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["scan_id", "module_name"]).doUpdateSet({
          schema_version: sql`excluded.schema_version`,
          status: sql`excluded.status`,
          compatibility_score: sql`excluded.compatibility_score`,
          details: sql`excluded.details`,
          recommendation: sql`excluded.recommendation`,
          position: sql`excluded.position`,
          checked_at: sql`now()`,
        }),
      )
      .execute();
  });
}

export async function hasModules(db: Executor, scanId: string): Promise<boolean> {
  const row = await db.selectFrom("harmony_modules").select("module_name").where("scan_id", "=", scanId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Completes the scan from its recorded modules: overall score (mean compatibility) and recommendations. Once only. */
export async function completeScan(db: Executor, scanId: string): Promise<HarmonyScan | null> {
  const modules = await db.selectFrom("harmony_modules").select(["compatibility_score", "recommendation"]).where("scan_id", "=", scanId).orderBy("position").execute();
  const { overallScore, recommendations } = summarizeScan(modules.map((m) => ({ compatibilityScore: Number(m.compatibility_score), recommendation: m.recommendation })));
  await db
    .updateTable("harmony_scans")
    .set({ status: "completed", overall_score: overallScore, recommendations: JSON.stringify(recommendations), completed_at: sql<Date>`now()`, error: null })
    .where("id", "=", scanId)
    .where("status", "<>", "completed")
    .execute();
  return getScan(db, scanId);
}

/**
 * Records a queued scan and adds its `harmony` job (job id from the scan id, so it is added once).
 * While Redis is down the scan is marked failed and a ServiceUnavailableError (503) is thrown.
 */
export async function requestHarmonyScan(services: { db: Executor; jobs: JobQueue }, requestedBy: string): Promise<HarmonyScan> {
  const scan = await createScan(services.db, requestedBy);
  try {
    await services.jobs.enqueue("harmony", "scan", { scanId: scan.id }, { jobId: `harmony-scan-${scan.id}` });
  } catch (error) {
    await markScanFailed(services.db, scan.id, error instanceof ServiceUnavailableError ? error.message : "The scan could not be queued.");
    throw error;
  }
  return scan;
}

// ---------------------------------------------------------------- Guest wallet (demo)

/** What a guest wallet is (the screen shows the card disabled, reading 'Ephemeral'). */
export function guestWalletDemo(visitorId: string): GuestWalletDemo {
  return {
    type: "Ephemeral",
    enabled: false,
    description: "Every visitor gets a guest wallet on arrival, held in a signed cookie: it earns points and badges and advances the glyph chain without an account. It lives as long as the cookie; clear it and the wallet is gone.",
    walletIdFormat: "val-<random>",
    yourWalletId: visitorId,
    persistence: "signed httpOnly cookie (tm_visitor); the wallet's points, badges and progress are stored under its id",
  };
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

// ---------------------------------------------------------------- history (issue 34)

export type { ContinuityHistory };

const SCORED = sql`and status = 'completed' and overall_score is not null`;

/** Harmony scans that finished in each bucket with this outcome (by their completion time). */
export function harmonyScansPerBucket(db: Executor, status: "completed" | "failed", range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(db, { table: "harmony_scans", column: "completed_at", where: sql`and status = ${status}` }, range, now);
}

/**
 * The mean overall score (percent) of the scans completed in each bucket; a bucket without a scan keeps
 * the score before it, and the range starts from the last scan before it (0 before the first scan).
 */
export async function harmonyScorePerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  const query = { table: "harmony_scans", column: "completed_at", where: SCORED };
  const { from } = rangeWindow(range, now);
  const [sums, counts, before] = await Promise.all([
    countPerBucket(db, { ...query, value: sql`sum(overall_score * 100)` }, range, now),
    countPerBucket(db, query, range, now),
    db
      .selectFrom("harmony_scans")
      .select(sql<number>`overall_score * 100`.as("v"))
      .where("status", "=", "completed")
      .where("overall_score", "is not", null)
      .where("completed_at", "<", new Date(from))
      .orderBy("completed_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const means = sums.map((p, i) => ({ t: p.t, v: counts[i]!.v > 0 ? p.v / counts[i]!.v : Number.NaN }));
  return carryForward(means, before ? Number(before.v) : 0);
}

/** The Continuity screen's history: the harmony scans' mean score, and the scans completed and failed per bucket. */
export async function continuityHistory(db: Executor, range: HistoryRange, now: number): Promise<ContinuityHistory> {
  const [score, completed, failed] = await Promise.all([
    harmonyScorePerBucket(db, range, now),
    harmonyScansPerBucket(db, "completed", range, now),
    harmonyScansPerBucket(db, "failed", range, now),
  ]);
  return {
    score: toHistory(range, now, "%", { "Mean overall score": score }),
    scans: toHistory(range, now, "scans", { Completed: completed, Failed: failed }),
  };
}
