import { z } from "zod";
import { randomBytes } from "node:crypto";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import type { CascadeNode, CascadeStatus, ManifestSummary } from "../lib/manifests.schema";
import type { JobQueue } from "./ports";
import {
  DEFAULT_MANIFEST_TYPE,
  finalStatus,
  MANIFEST_NODES_MAX,
  MANIFEST_TEXT_MAX,
  MANIFEST_TYPE_MAX,
  MANIFEST_VERSION_MAX,
  meshNodeTypeFor,
  NODE_ACCESS_MAX,
  NODE_DESCRIPTION_MAX,
  NODE_NAME_MAX,
  NODE_STATUS_MAX,
  NODE_TYPE_MAX,
  ROOT_REPO_MAX,
  unmappedTypeReason,
  UPDATE_PATH_MAX,
  VERSION_PATTERN,
  type CascadePhase,
} from "../lib/manifests";
import { toIso } from "../lib/time";
import { sealGlyphseed, unsealGlyphseed } from "../lib/node-signature.server";
import { newNodeSecret } from "../lib/node-secret.server";
import { registerNode } from "./mesh.server";

// ---------------------------------------------------------------------------------------------
// The Echo Manifest (spec §3: version, node_types[] {name, type, description, status, access,
// update_path}; optional manifest type and root repo). One schema for the API and the page form.
// ---------------------------------------------------------------------------------------------

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} must not be empty.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const manifestNodeSchema = z.object({
  name: text("name", NODE_NAME_MAX),
  type: text("type", NODE_TYPE_MAX),
  description: optionalText("description", NODE_DESCRIPTION_MAX),
  status: optionalText("status", NODE_STATUS_MAX),
  access: optionalText("access", NODE_ACCESS_MAX),
  update_path: optionalText("update_path", UPDATE_PATH_MAX),
});

export const echoManifestSchema = z.object(
  {
    version: text("version", MANIFEST_VERSION_MAX).regex(VERSION_PATTERN, "version may hold letters, digits, '.', '+', '_' and '-' only."),
    manifest_type: optionalText("manifest_type", MANIFEST_TYPE_MAX),
    root_repo: optionalText("root_repo", ROOT_REPO_MAX),
    node_types: z
      .array(manifestNodeSchema, { error: "node_types must be a list of nodes." })
      .min(1, "node_types must list at least one node.")
      .max(MANIFEST_NODES_MAX, `node_types may list at most ${MANIFEST_NODES_MAX} nodes.`)
      .superRefine((nodes, ctx) => {
        const seen = new Set<string>();
        nodes.forEach((node, i) => {
          const key = node.name.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "name"], message: `node name "${node.name}" appears twice; names must be unique.` });
          seen.add(key);
        });
      }),
  },
  { error: "The manifest must be a JSON object." },
);
export type EchoManifest = z.infer<typeof echoManifestSchema>;

export const INVALID_MANIFEST_JSON = "Please enter valid JSON manifest data";

/** POST /api/manifest/upload and the page form: {manifestData} as a JSON object or as its text. */
export const uploadManifestSchema = z.object({
  manifestData: z.preprocess((value, ctx) => {
    if (value === undefined || value === null) {
      ctx.addIssue({ code: "custom", message: "manifestData is required: the Echo Manifest as JSON." });
      return z.NEVER;
    }
    if (typeof value !== "string") return value;
    if (value.length > MANIFEST_TEXT_MAX) {
      ctx.addIssue({ code: "custom", message: `The manifest must be at most ${MANIFEST_TEXT_MAX} characters.` });
      return z.NEVER;
    }
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: "custom", message: INVALID_MANIFEST_JSON });
      return z.NEVER;
    }
  }, echoManifestSchema),
});

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export type { CascadeNode, CascadeStatus, ManifestSummary };

/** Registered manifests, newest first. */
export async function listManifests(db: Executor, limit: number): Promise<ManifestSummary[]> {
  const rows = await db
    .selectFrom("manifests")
    .select(["id", "cascade_id", "manifest_type", "manifest_version", "root_repo", "node_count", "deployed_nodes", "failed_nodes", "status", "uploaded_at"])
    .orderBy("uploaded_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    manifestType: r.manifest_type,
    manifestVersion: r.manifest_version,
    uploadedAt: toIso(r.uploaded_at)!,
    rootRepo: r.root_repo,
    nodeCount: r.node_count,
    deployedNodes: r.deployed_nodes,
    failedNodes: r.failed_nodes,
    status: r.status,
    cascadeDeploymentId: r.cascade_id,
  }));
}

/** What a cascade id can look like: letters, digits and -_.: (the ids made here and the seed's), at most 100. */
const CASCADE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A cascade's state and its nodes in manifest order; null for an unknown cascade id. */
export async function cascadeStatus(db: Executor, cascadeId: string): Promise<CascadeStatus | null> {
  // Not an id this module makes (cascade-<hex>, the seed's cascade-seed-…): none, without asking PostgreSQL,
  // which refuses some input outright (a NUL byte is an encoding error, not "no row").
  if (!CASCADE_ID.test(cascadeId)) return null;
  const m = await db
    .selectFrom("manifests")
    .select([
      "id",
      "cascade_id",
      "status",
      "current_phase",
      "symbolic_sync",
      "resonance_verified",
      "node_count",
      "deployed_nodes",
      "failed_nodes",
      "failure_reason",
      "deploy_requested_at",
      "completed_at",
    ])
    .where("cascade_id", "=", cascadeId)
    .executeTakeFirst();
  if (!m) return null;
  const nodes = await db
    .selectFrom("manifest_nodes")
    .select(["id", "node_name", "node_type", "node_status", "mesh_node_id", "failure_reason", "issued_secret_sealed", "secret_revealed_at"])
    .where("manifest_id", "=", m.id)
    .orderBy("position", "asc")
    .execute();
  return {
    cascade: {
      id: m.cascade_id,
      manifestId: m.id,
      status: m.status,
      currentPhase: m.current_phase,
      symbolicSync: m.symbolic_sync,
      resonanceVerified: m.resonance_verified,
      nodeCount: m.node_count,
      deployedNodes: m.deployed_nodes,
      failedNodes: m.failed_nodes,
      failureReason: m.failure_reason,
      deployRequestedAt: toIso(m.deploy_requested_at),
      completedAt: toIso(m.completed_at),
    },
    nodes: nodes.map((n) => ({
      id: n.id,
      nodeName: n.node_name,
      nodeType: n.node_type,
      nodeStatus: n.node_status,
      meshNodeId: n.mesh_node_id,
      failureReason: n.failure_reason,
      secretWaiting: n.issued_secret_sealed !== null,
      secretRevealedAt: toIso(n.secret_revealed_at),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Upload and deploy request
// ---------------------------------------------------------------------------------------------

export interface UploadedManifest extends ManifestSummary {
  cascadeId: string;
}

function newCascadeId(): string {
  return `cascade-${randomBytes(8).toString("hex")}`;
}

/** Stores a validated manifest as pending, with one pending row per declared node (one transaction). */
export async function uploadManifest(db: Executor, manifest: EchoManifest, uploadedBy: string): Promise<UploadedManifest> {
  return inTransaction(db, async (tx) => {
    const row = await tx
      .insertInto("manifests")
      .values({
        cascade_id: newCascadeId(),
        manifest_type: manifest.manifest_type ?? DEFAULT_MANIFEST_TYPE,
        manifest_version: manifest.version,
        root_repo: manifest.root_repo,
        manifest_data: JSON.stringify(manifest),
        node_count: manifest.node_types.length,
        uploaded_by: uploadedBy,
      })
      .returning(["id", "cascade_id", "manifest_type", "manifest_version", "root_repo", "node_count", "deployed_nodes", "failed_nodes", "status", "uploaded_at"])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto("manifest_nodes")
      .values(
        manifest.node_types.map((n, position) => ({
          manifest_id: row.id,
          position,
          node_name: n.name,
          node_type: n.type,
          description: n.description,
          declared_status: n.status,
          access: n.access,
          update_path: n.update_path,
        })),
      )
      .execute();
    return {
      id: row.id,
      cascadeId: row.cascade_id,
      cascadeDeploymentId: row.cascade_id,
      manifestType: row.manifest_type,
      manifestVersion: row.manifest_version,
      uploadedAt: toIso(row.uploaded_at)!,
      rootRepo: row.root_repo,
      nodeCount: row.node_count,
      deployedNodes: row.deployed_nodes,
      failedNodes: row.failed_nodes,
      status: row.status,
    };
  });
}

export type DeployRequest =
  | { outcome: "queued"; manifestId: string; cascadeId: string; queued: number }
  | { outcome: "not_found" }
  | { outcome: "not_pending"; status: string };

/** Marks a pending manifest as queued (pending → processing); only a pending one can be deployed. */
export async function requestDeploy(db: Executor, cascadeId: string, deployedBy: string, at: Date = new Date()): Promise<DeployRequest> {
  const row = await db
    .updateTable("manifests")
    .set({ status: "processing", current_phase: "queued", deployed_by: deployedBy, deploy_requested_at: at })
    .where("cascade_id", "=", cascadeId)
    .where("status", "=", "pending")
    .returning(["id", "cascade_id", "node_count"])
    .executeTakeFirst();
  if (row) return { outcome: "queued", manifestId: row.id, cascadeId: row.cascade_id, queued: row.node_count };
  const existing = await db.selectFrom("manifests").select("status").where("cascade_id", "=", cascadeId).executeTakeFirst();
  return existing ? { outcome: "not_pending", status: existing.status } : { outcome: "not_found" };
}

/** The job could not be queued (Redis down): the manifest goes back to pending so it can be deployed later. */
export async function cancelDeployRequest(db: Executor, manifestId: string): Promise<void> {
  await db
    .updateTable("manifests")
    .set({ status: "pending", current_phase: "uploaded", deployed_by: null, deploy_requested_at: null })
    .where("id", "=", manifestId)
    .where("status", "=", "processing")
    .execute();
}

export const DEPLOY_CASCADE = "deploy-cascade";

export interface DeployCascadeData {
  manifestId: string;
  cascadeId: string;
}

/** The job id of a manifest's cascade: one per manifest (a manifest is deployed once). */
export function cascadeJobId(cascadeId: string): string {
  return `manifest-${cascadeId}`;
}

/**
 * Deploy Cascade (API route and page action): pending → processing, then the `manifest` job is
 * queued. When the queue is unavailable the manifest goes back to pending and the
 * ServiceUnavailableError (503) is thrown on.
 */
export async function deployManifest(services: { db: Executor; jobs: JobQueue }, cascadeId: string, operatorEmail: string): Promise<DeployRequest> {
  const request = await requestDeploy(services.db, cascadeId, operatorEmail);
  if (request.outcome !== "queued") return request;
  try {
    await services.jobs.enqueue<DeployCascadeData>("manifest", DEPLOY_CASCADE, { manifestId: request.manifestId, cascadeId: request.cascadeId }, { jobId: cascadeJobId(request.cascadeId) });
  } catch (error) {
    await cancelDeployRequest(services.db, request.manifestId);
    throw error;
  }
  return request;
}

// ---------------------------------------------------------------------------------------------
// The cascade (called step by step by the `manifest` job; each step is committed on its own and
// can run again: finished nodes and finished phases are skipped)
// ---------------------------------------------------------------------------------------------

export interface CascadeState {
  manifestId: string;
  cascadeId: string;
  manifestVersion: string;
  status: string;
  nodeCount: number;
  deployedNodes: number;
  failedNodes: number;
  symbolicSync: boolean;
  resonanceVerified: boolean;
}

async function cascadeState(db: Executor, manifestId: string): Promise<CascadeState | null> {
  const m = await db
    .selectFrom("manifests")
    .select(["id", "cascade_id", "manifest_version", "status", "node_count", "deployed_nodes", "failed_nodes", "symbolic_sync", "resonance_verified"])
    .where("id", "=", manifestId)
    .executeTakeFirst();
  return m
    ? {
        manifestId: m.id,
        cascadeId: m.cascade_id,
        manifestVersion: m.manifest_version,
        status: m.status,
        nodeCount: m.node_count,
        deployedNodes: m.deployed_nodes,
        failedNodes: m.failed_nodes,
        symbolicSync: m.symbolic_sync,
        resonanceVerified: m.resonance_verified,
      }
    : null;
}

export async function setPhase(db: Executor, manifestId: string, phase: CascadePhase): Promise<void> {
  await db.updateTable("manifests").set({ current_phase: phase }).where("id", "=", manifestId).where("status", "in", ["processing", "deploying"]).execute();
}

/**
 * The job starts (or resumes): processing → deploying, phase validating. Null for an unknown
 * manifest; a manifest already finished is answered as it is (the job then has nothing to do).
 */
export async function beginCascade(db: Executor, manifestId: string): Promise<CascadeState | null> {
  await db
    .updateTable("manifests")
    .set({ status: "deploying", current_phase: "validating" })
    .where("id", "=", manifestId)
    .where("status", "=", "processing")
    .execute();
  return cascadeState(db, manifestId);
}

/** The manifest's nodes still waiting for their result, in manifest order. */
export async function pendingCascadeNodes(db: Executor, manifestId: string): Promise<{ id: string; nodeName: string; nodeType: string }[]> {
  const rows = await db
    .selectFrom("manifest_nodes")
    .select(["id", "node_name", "node_type"])
    .where("manifest_id", "=", manifestId)
    .where("node_status", "=", "pending")
    .orderBy("position", "asc")
    .execute();
  return rows.map((r) => ({ id: r.id, nodeName: r.node_name, nodeType: r.node_type }));
}

export type NodeDeployResult =
  | { outcome: "deployed"; nodeName: string; meshNodeId: string }
  | { outcome: "failed"; nodeName: string; reason: string }
  | { outcome: "skipped" };

/**
 * Deploys one node of a manifest, in one transaction: the node is registered in the mesh as a
 * pending node awaiting an operator's approval (like observers deployed by cascade), its result
 * is recorded and the manifest's counts move. A node already finished is skipped; a node whose
 * declared type maps to no mesh node type fails with the reason.
 */
export async function deployCascadeNode(db: Executor, manifestNodeId: string, sealSecret: string, at: Date = new Date()): Promise<NodeDeployResult> {
  return inTransaction(db, async (tx) => {
    const node = await tx
      .selectFrom("manifest_nodes")
      .innerJoin("manifests", "manifests.id", "manifest_nodes.manifest_id")
      .select(["manifest_nodes.id", "manifest_nodes.manifest_id", "node_name", "node_type", "node_status", "manifests.manifest_version", "manifests.cascade_id"])
      .where("manifest_nodes.id", "=", manifestNodeId)
      .forUpdate("manifest_nodes")
      .executeTakeFirst();
    if (!node || node.node_status !== "pending") return { outcome: "skipped" as const };
    const nodeType = meshNodeTypeFor(node.node_type);
    if (!nodeType) {
      const reason = unmappedTypeReason(node.node_type);
      await tx.updateTable("manifest_nodes").set({ node_status: "failed", failure_reason: reason, finished_at: at }).where("id", "=", node.id).execute();
      await tx
        .updateTable("manifests")
        .set((eb) => ({ failed_nodes: eb("failed_nodes", "+", 1) }))
        .where("id", "=", node.manifest_id)
        .execute();
      return { outcome: "failed" as const, nodeName: node.node_name, reason };
    }
    // The node's own secret, issued once: sealed for verification by registerNode, and sealed for
    // the operator's one-time reveal here (cleared by revealIssuedSecrets; never stored in the clear).
    const glyphseed = newNodeSecret();
    const registered = await registerNode(tx, { name: node.node_name, nodeType, location: null, version: node.manifest_version, glyphseed }, sealSecret);
    // A fresh random secret matches no node's, let alone a revoked one's.
    if (!registered) throw new Error("A freshly issued node secret was refused at registration.");
    await tx
      .updateTable("manifest_nodes")
      .set({ node_status: "deployed", mesh_node_id: registered.id, finished_at: at, issued_secret_sealed: sealGlyphseed(glyphseed, sealSecret, issuedSecretBinding(node.id)) })
      .where("id", "=", node.id)
      .execute();
    await tx
      .updateTable("manifests")
      .set((eb) => ({ deployed_nodes: eb("deployed_nodes", "+", 1) }))
      .where("id", "=", node.manifest_id)
      .execute();
    return { outcome: "deployed" as const, nodeName: node.node_name, meshNodeId: registered.id };
  });
}

/**
 * Symbolic sync: the cascade's deployed nodes are announced to the mesh (one `manifest_synced`
 * mesh event) and the manifest is marked synced, in one transaction, once.
 */
export async function symbolicSync(db: Executor, manifestId: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const m = await tx
      .updateTable("manifests")
      .set({ symbolic_sync: true, current_phase: "symbolic_sync" })
      .where("id", "=", manifestId)
      .where("symbolic_sync", "=", false)
      .returning(["cascade_id", "manifest_type", "manifest_version", "deployed_nodes", "failed_nodes"])
      .executeTakeFirst();
    if (!m) return false;
    const deployed = await tx
      .selectFrom("manifest_nodes")
      .select(["mesh_node_id", "node_name"])
      .where("manifest_id", "=", manifestId)
      .where("node_status", "=", "deployed")
      .orderBy("position", "asc")
      .execute();
    await tx
      .insertInto("mesh_events")
      .values({
        event_type: "manifest_synced",
        node_id: null,
        summary: `${m.manifest_type} v${m.manifest_version}: ${m.deployed_nodes} node(s) registered by cascade ${m.cascade_id}, awaiting approval`,
        payload: JSON.stringify({ cascadeId: m.cascade_id, nodeIds: deployed.map((d) => d.mesh_node_id), failed: m.failed_nodes }),
      })
      .execute();
    return true;
  });
}

/**
 * Resonance verification: every deployed node must be present in the mesh, once, and not
 * rejected. Records the answer and returns it.
 */
export async function verifyResonance(db: Executor, manifestId: string): Promise<boolean> {
  const rows = await db
    .selectFrom("manifest_nodes")
    .leftJoin("mesh_nodes", "mesh_nodes.id", "manifest_nodes.mesh_node_id")
    .select(["manifest_nodes.mesh_node_id", "mesh_nodes.status"])
    .where("manifest_nodes.manifest_id", "=", manifestId)
    .where("manifest_nodes.node_status", "=", "deployed")
    .execute();
  const ids = rows.map((r) => r.mesh_node_id);
  const verified = rows.length > 0 && rows.every((r) => r.mesh_node_id !== null && r.status !== null && r.status !== "rejected") && new Set(ids).size === ids.length;
  await db.updateTable("manifests").set({ resonance_verified: verified, current_phase: "resonance_verification" }).where("id", "=", manifestId).execute();
  return verified;
}

/** Final status from the recorded node results (deployed | partial | failed), phase complete. */
export async function completeCascade(db: Executor, manifestId: string, at: Date = new Date()): Promise<CascadeState | null> {
  const counts = await db
    .selectFrom("manifest_nodes")
    .select((eb) => [
      eb.fn.count<string>("id").filterWhere("node_status", "=", "deployed").as("deployed"),
      eb.fn.count<string>("id").filterWhere("node_status", "=", "failed").as("failed"),
      eb.fn.count<string>("id").filterWhere("node_status", "=", "pending").as("pending"),
    ])
    .where("manifest_id", "=", manifestId)
    .executeTakeFirstOrThrow();
  if (Number(counts.pending) > 0) throw new Error(`manifest ${manifestId} still has ${counts.pending} node(s) without a result`);
  const deployed = Number(counts.deployed);
  const failed = Number(counts.failed);
  await db
    .updateTable("manifests")
    .set({ status: finalStatus(deployed, failed), current_phase: "complete", deployed_nodes: deployed, failed_nodes: failed, completed_at: at })
    .where("id", "=", manifestId)
    .where("status", "=", "deploying")
    .execute();
  return cascadeState(db, manifestId);
}

/** The job gave up (last attempt failed): the cascade is marked failed with the reason, its node results kept. */
export async function abandonCascade(db: Executor, manifestId: string, reason: string, at: Date = new Date()): Promise<void> {
  await db
    .updateTable("manifests")
    .set({ status: "failed", failure_reason: reason.slice(0, 500), completed_at: at })
    .where("id", "=", manifestId)
    .where("status", "in", ["processing", "deploying"])
    .execute();
}

// ---------------------------------------------------------------------------------------------
// The issued secrets, revealed once (issue 17 item 4).
// ---------------------------------------------------------------------------------------------

/** What a manifest node's sealed issued secret is bound to (a copy on another row does not open). */
export function issuedSecretBinding(manifestNodeId: string): string {
  return `manifest-node:${manifestNodeId}`;
}

export interface IssuedSecret {
  meshNodeId: string;
  nodeName: string;
  nodeType: string;
  /** The node's secret (glyphseed), in the clear only in this one answer. */
  glyphseed: string;
}

export type RevealOutcome =
  | { outcome: "not_found" }
  | { outcome: "not_finished"; status: string }
  | { outcome: "already_revealed"; revealedAt: string | null }
  | { outcome: "revealed"; cascadeId: string; manifestVersion: string; secrets: IssuedSecret[] };

/**
 * Hands out the secrets a finished cascade issued to its deployed nodes, once: in one transaction
 * the sealed copies are read (rows locked) and cleared, so a second call (or a concurrent one)
 * finds nothing to reveal. What stays is only what the protocol verifies with (mesh_nodes).
 */
export async function revealIssuedSecrets(db: Executor, cascadeId: string, sealSecret: string, at: Date = new Date()): Promise<RevealOutcome> {
  return inTransaction(db, async (tx) => {
    const m = await tx.selectFrom("manifests").select(["id", "status", "cascade_id", "manifest_version"]).where("cascade_id", "=", cascadeId).forUpdate().executeTakeFirst();
    if (!m) return { outcome: "not_found" as const };
    if (m.status === "pending" || m.status === "processing" || m.status === "deploying") return { outcome: "not_finished" as const, status: m.status };
    const rows = await tx
      .selectFrom("manifest_nodes")
      .select(["id", "node_name", "node_type", "mesh_node_id", "issued_secret_sealed", "secret_revealed_at"])
      .where("manifest_id", "=", m.id)
      .where("node_status", "=", "deployed")
      .orderBy("position", "asc")
      .forUpdate()
      .execute();
    const waiting = rows.filter((r) => r.issued_secret_sealed !== null && r.mesh_node_id !== null);
    if (waiting.length === 0) {
      const revealed = rows.map((r) => toIso(r.secret_revealed_at)).filter((v): v is string => v !== null);
      return { outcome: "already_revealed" as const, revealedAt: revealed.sort().at(-1) ?? null };
    }
    const secrets: IssuedSecret[] = [];
    for (const r of waiting) {
      const glyphseed = unsealGlyphseed(r.issued_secret_sealed!, sealSecret, issuedSecretBinding(r.id));
      if (glyphseed !== null) secrets.push({ meshNodeId: r.mesh_node_id!, nodeName: r.node_name, nodeType: r.node_type, glyphseed });
    }
    await tx
      .updateTable("manifest_nodes")
      .set({ issued_secret_sealed: null, secret_revealed_at: at })
      .where(
        "id",
        "in",
        waiting.map((r) => r.id),
      )
      .execute();
    return { outcome: "revealed" as const, cascadeId: m.cascade_id, manifestVersion: m.manifest_version, secrets };
  });
}
