import { sql } from "kysely";
import { z } from "zod";
import { inTransaction } from "../../db/tx";
import type { Executor, NodeType } from "../../db/types";
import { heartbeatTimeoutMs } from "./node-status.server";
import type { JobQueue } from "./ports";
import { NODE_TYPE_DEFS, isKnownNodeType } from "../lib/node-types";
import { toIso } from "../lib/time";
import {
  cascadeOutcome,
  cascadeProgress,
  driftOf,
  isActiveDeployment,
  reachability,
  versionStatus,
  type DeploymentStatus,
} from "../lib/versions";
import type { DeploymentJob, DriftAlert, NodeResult, RegistryEntry } from "../lib/autonomous.schema";
import { nodeVersionSchema } from "./mesh.server";

/** The autonomous mesh (spec "Autonomous mesh dashboard", §3): version registry, drift alerts, version cascades. */

export type { DeploymentJob, DriftAlert, NodeResult, RegistryEntry };

/** POST /api/autonomous-mesh/cascade-deploy/{nodeType} and the Deploy Update form. */
export const cascadeDeploySchema = z.object({ targetVersion: nodeVersionSchema });
export type CascadeDeployInput = z.infer<typeof cascadeDeploySchema>;

/** The Deploy Update form of /autonomous-mesh: the same input as the API, plus the node type. */
export const deployFormSchema = cascadeDeploySchema.extend({
  nodeType: z.string({ error: "Choose a node type." }).trim().min(1, "Choose a node type.").max(60, "nodeType must be at most 60 characters."),
});

/** The rollback form: the node type whose registry version goes back to its previous one. */
export const rollbackFormSchema = z.object({
  nodeType: z.string({ error: "Choose a node type." }).trim().min(1, "Choose a node type.").max(60, "nodeType must be at most 60 characters."),
});

/** The version a rollback of the type returns to (the registry's previous version); null when there is none. */
export async function rollbackVersion(db: Executor, nodeType: string): Promise<string | null> {
  const row = await db.selectFrom("version_registry").select("previous_version").where("node_type", "=", nodeType).executeTakeFirst();
  return row?.previous_version ?? null;
}

export const cascadeJobSchema = z.object({ deploymentId: z.string().uuid() });

/**
 * The version registry, one row per node type in the reference order (all 29). A type's instances
 * are its nodes on the mesh as /valoir-mesh lists them (mesh_nodes, rejected ones aside: the same
 * read as meshStatus); a type with none counts 0, never an invented "1" (issue 31).
 */
export async function versionRegistry(db: Executor): Promise<RegistryEntry[]> {
  const [rows, nodes] = await Promise.all([
    db.selectFrom("version_registry").select(["node_type", "current_version", "previous_version", "auto_update_enabled", "updated_at"]).execute(),
    db.selectFrom("mesh_nodes").select(["node_type", "version"]).where("status", "<>", "rejected").execute(),
  ]);
  const byType = new Map<string, (string | null)[]>();
  for (const n of nodes) byType.set(n.node_type, [...(byType.get(n.node_type) ?? []), n.version]);
  const order = new Map(NODE_TYPE_DEFS.map((d, i) => [d.typeName, i]));
  return rows
    .sort((a, b) => (order.get(a.node_type) ?? 999) - (order.get(b.node_type) ?? 999) || (a.node_type < b.node_type ? -1 : 1))
    .map((r) => {
      const reported = byType.get(r.node_type) ?? [];
      return {
        nodeType: r.node_type,
        currentVersion: r.current_version,
        previousVersion: r.previous_version,
        versionStatus: versionStatus(r.current_version, reported),
        nodeInstances: reported.length,
        autoUpdateEnabled: r.auto_update_enabled,
        updatedAt: toIso(r.updated_at)!,
      };
    });
}

/** Nodes whose reported version (heartbeat) differs from the one they should run, by node id. */
export async function driftAlerts(db: Executor): Promise<DriftAlert[]> {
  const rows = await db
    .selectFrom("mesh_nodes as n")
    .leftJoin("node_version_targets as t", "t.node_id", "n.id")
    .leftJoin("version_registry as r", "r.node_type", "n.node_type")
    .select(["n.id", "n.name", "n.node_type", "n.version", "t.expected_version", "r.current_version"])
    .where("n.status", "<>", "rejected")
    .orderBy("n.id")
    .execute();
  const alerts: DriftAlert[] = [];
  for (const r of rows) {
    const drift = driftOf({ nodeId: r.id, version: r.version, expectedVersion: r.expected_version ?? null, registryVersion: r.current_version ?? null });
    if (drift) alerts.push({ id: `drift-${r.id}-${drift.detectedVersion}-${drift.expectedVersion}`, nodeName: r.name, nodeType: r.node_type, ...drift });
  }
  return alerts;
}

const DEPLOYMENT_COLUMNS = [
  "id",
  "node_type",
  "target_version",
  "status",
  "target_nodes",
  "successful_updates",
  "failed_updates",
  "progress",
  "requested_by",
  "created_at",
  "started_at",
  "finished_at",
] as const;

type DeploymentRow = {
  id: string;
  node_type: string;
  target_version: string;
  status: DeploymentStatus;
  target_nodes: string[];
  successful_updates: number;
  failed_updates: number;
  progress: number;
  requested_by: string;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
};

function deploymentOf(r: DeploymentRow, results: NodeResult[] = []): DeploymentJob {
  return {
    id: r.id,
    nodeType: r.node_type,
    targetVersion: r.target_version,
    status: r.status,
    successfulUpdates: Number(r.successful_updates),
    failedUpdates: Number(r.failed_updates),
    targetNodes: Array.isArray(r.target_nodes) ? r.target_nodes.map(String) : [],
    progress: Number(r.progress),
    requestedBy: r.requested_by,
    createdAt: toIso(r.created_at)!,
    startedAt: toIso(r.started_at),
    finishedAt: toIso(r.finished_at),
    results,
  };
}

/** Cascades, newest first, each with its per-node results. */
export async function listDeployments(db: Executor, limit: number): Promise<DeploymentJob[]> {
  const rows = await db.selectFrom("version_deployments").select(DEPLOYMENT_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  if (rows.length === 0) return [];
  const results = await db
    .selectFrom("version_deployment_results")
    .select(["deployment_id", "node_id", "outcome", "reason", "from_version", "created_at"])
    .where(
      "deployment_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("created_at")
    .orderBy("node_id")
    .execute();
  const byDeployment = new Map<string, NodeResult[]>();
  for (const r of results) {
    const list = byDeployment.get(r.deployment_id) ?? [];
    list.push({ nodeId: r.node_id, outcome: r.outcome, reason: r.reason, fromVersion: r.from_version, at: toIso(r.created_at)! });
    byDeployment.set(r.deployment_id, list);
  }
  return rows.map((r) => deploymentOf(r, byDeployment.get(r.id) ?? []));
}

export async function countActiveDeployments(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("version_deployments")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("status", "in", ["queued", "running"])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type CascadeStart =
  | { outcome: "queued"; deployment: DeploymentJob }
  | { outcome: "unknown_type" }
  | { outcome: "already_active"; deploymentId: string };

/**
 * Starts a version cascade for a node type (operators): records the job with its target nodes (the
 * type's nodes, rejected ones aside) and queues the `autonomous` job that updates them one by one.
 * One cascade per type at a time. If the queue is down the row is removed and the 503 stands.
 */
export async function startCascade(
  db: Executor,
  jobs: JobQueue,
  nodeType: string,
  input: CascadeDeployInput,
  requestedBy: string,
): Promise<CascadeStart> {
  if (!isKnownNodeType(nodeType)) return { outcome: "unknown_type" };
  const created = await inTransaction(db, async (tx) => {
    const registry = await tx.selectFrom("version_registry").select("node_type").where("node_type", "=", nodeType).executeTakeFirst();
    if (!registry) return { outcome: "unknown_type" as const };
    const active = await tx.selectFrom("version_deployments").select("id").where("node_type", "=", nodeType).where("status", "in", ["queued", "running"]).executeTakeFirst();
    if (active) return { outcome: "already_active" as const, deploymentId: active.id };
    const targets = await tx.selectFrom("mesh_nodes").select("id").where("node_type", "=", nodeType as NodeType).where("status", "<>", "rejected").orderBy("id").execute();
    const row = await tx
      .insertInto("version_deployments")
      .values({ node_type: nodeType, target_version: input.targetVersion, target_nodes: targets.map((t) => t.id), requested_by: requestedBy })
      .onConflict((oc) => oc.column("node_type").where(sql<boolean>`status in ('queued','running')`).doNothing())
      .returning(DEPLOYMENT_COLUMNS)
      .executeTakeFirst();
    if (!row) return { outcome: "already_active" as const, deploymentId: "" };
    return { outcome: "created" as const, row };
  });
  if (created.outcome !== "created") return created;
  try {
    await jobs.enqueue("autonomous", "cascade", { deploymentId: created.row.id }, { jobId: `cascade-${created.row.id}` });
  } catch (error) {
    await db.deleteFrom("version_deployments").where("id", "=", created.row.id).execute();
    throw error;
  }
  return { outcome: "queued", deployment: deploymentOf(created.row) };
}

// ---------------------------------------------------------------------------------------------
// The `autonomous` job's steps (worker/processors/autonomous.ts).
// ---------------------------------------------------------------------------------------------

/** Marks a queued cascade running; answers it (null when it does not exist). */
export async function beginDeployment(db: Executor, id: string, now: Date = new Date()): Promise<DeploymentJob | null> {
  await db.updateTable("version_deployments").set({ status: "running", started_at: now }).where("id", "=", id).where("status", "=", "queued").execute();
  const row = await db.selectFrom("version_deployments").select(DEPLOYMENT_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? deploymentOf(row) : null;
}

export type NodeStep = { done: false; outcome: "updated" | "failed"; progress: number } | { done: true; progress: number };

/**
 * Updates one target node, in one transaction: its result row (unique per cascade and node, so a
 * retry skips a node already handled), then, for a reachable node, the version it must run, and
 * the cascade's counters and progress. An unreachable node is a failure with its reason.
 */
export async function updateDeploymentNode(db: Executor, deploymentId: string, nodeId: string, now: Date = new Date()): Promise<NodeStep> {
  return inTransaction(db, async (tx) => {
    const dep = await tx.selectFrom("version_deployments").select(["target_version", "target_nodes", "status"]).where("id", "=", deploymentId).forUpdate().executeTakeFirstOrThrow();
    const total = Array.isArray(dep.target_nodes) ? dep.target_nodes.length : 0;
    const existing = await tx.selectFrom("version_deployment_results").select("node_id").where("deployment_id", "=", deploymentId).where("node_id", "=", nodeId).executeTakeFirst();
    if (existing || dep.status !== "running") {
      const counts = await tx.selectFrom("version_deployments").select(["successful_updates", "failed_updates"]).where("id", "=", deploymentId).executeTakeFirstOrThrow();
      return { done: true, progress: cascadeProgress(total, Number(counts.successful_updates) + Number(counts.failed_updates)) };
    }
    const node = await tx.selectFrom("mesh_nodes").select(["status", "last_heartbeat", "version"]).where("id", "=", nodeId).executeTakeFirst();
    const reach = node ? reachability(node.status, node.last_heartbeat, now.getTime(), heartbeatTimeoutMs()) : ({ reachable: false, reason: "Node no longer exists." } as const);
    await tx
      .insertInto("version_deployment_results")
      .values({ deployment_id: deploymentId, node_id: nodeId, outcome: reach.reachable ? "updated" : "failed", reason: reach.reachable ? null : reach.reason, from_version: node?.version ?? null, created_at: now })
      .execute();
    if (reach.reachable) {
      await tx
        .insertInto("node_version_targets")
        .values({ node_id: nodeId, expected_version: dep.target_version, deployment_id: deploymentId, updated_at: now })
        .onConflict((oc) => oc.column("node_id").doUpdateSet({ expected_version: dep.target_version, deployment_id: deploymentId, updated_at: now }))
        .execute();
    }
    const counts = await tx
      .updateTable("version_deployments")
      .set((eb) =>
        reach.reachable ? { successful_updates: eb("successful_updates", "+", 1) } : { failed_updates: eb("failed_updates", "+", 1) },
      )
      .where("id", "=", deploymentId)
      .returning(["successful_updates", "failed_updates"])
      .executeTakeFirstOrThrow();
    const progress = cascadeProgress(total, Number(counts.successful_updates) + Number(counts.failed_updates));
    await tx.updateTable("version_deployments").set({ progress }).where("id", "=", deploymentId).execute();
    return { done: false, outcome: reach.reachable ? "updated" : "failed", progress };
  });
}

/**
 * Closes a running cascade, once: its status from the counters (completed / partial / failed),
 * and, unless every update failed, the registry's current version moves to the target (the old
 * one becomes the previous). Answers the cascade and whether this call closed it.
 */
export async function finishDeployment(db: Executor, id: string, now: Date = new Date()): Promise<{ deployment: DeploymentJob; closed: boolean }> {
  return inTransaction(db, async (tx) => {
    const row = await tx.selectFrom("version_deployments").select(DEPLOYMENT_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirstOrThrow();
    if (!isActiveDeployment(row.status)) return { deployment: deploymentOf(row), closed: false };
    const total = row.target_nodes.length;
    const status = cascadeOutcome(total, Number(row.successful_updates), Number(row.failed_updates));
    if (status !== "failed") {
      await tx
        .updateTable("version_registry")
        .set((eb) => ({ previous_version: eb.ref("current_version"), current_version: row.target_version, updated_at: now }))
        .where("node_type", "=", row.node_type)
        .where("current_version", "<>", row.target_version)
        .execute();
    }
    const updated = await tx
      .updateTable("version_deployments")
      .set({ status, progress: 100, finished_at: now })
      .where("id", "=", id)
      .returning(DEPLOYMENT_COLUMNS)
      .executeTakeFirstOrThrow();
    return { deployment: deploymentOf(updated), closed: true };
  });
}
