/**
 * A node's secret over its life (issue 17 item 4): operators rotate it (a new secret, shown once;
 * the old one stops verifying at once), revoke it (the node's signed calls are refused until a
 * rotation issues a new one) and decommission the node (stored status "revoked": out of every
 * active count, its calls refused for good). Only what the protocol verifies with is stored: the
 * sealed glyphseed and its fingerprint (mesh_nodes), as registerNode stores them.
 */
import { sql } from "kysely";
import { inTransaction } from "../../db/tx";
import type { Executor, NodeStatus, NodeType } from "../../db/types";
import { newNodeSecret } from "../lib/node-secret.server";
import { shortFingerprint } from "../lib/node-signature";
import { glyphseedFingerprint, sealGlyphseed } from "../lib/node-signature.server";
import type { CustodianSeverity } from "../../db/tables/economy";
import { recordCustodianEvent } from "./economy.server";

export interface NodeRef {
  id: string;
  name: string;
  nodeType: NodeType;
}

export type RotateOutcome =
  | { outcome: "not_found" }
  | { outcome: "not_allowed"; status: NodeStatus }
  | { outcome: "rotated"; node: NodeRef; glyphseed: string; fingerprint: string };

export type RevokeOutcome = { outcome: "not_found" } | { outcome: "already_revoked"; node: NodeRef } | { outcome: "revoked"; node: NodeRef };

export type DecommissionOutcome = { outcome: "not_found" } | { outcome: "already_decommissioned"; node: NodeRef } | { outcome: "decommissioned"; node: NodeRef };

/** The change in the mesh's event feed and, as every operator decision about a node, a custodian event. */
async function event(db: Executor, type: string, node: NodeRef, summary: string, payload: Record<string, unknown>, at: Date, severity: CustodianSeverity) {
  await db.insertInto("mesh_events").values({ event_type: type, node_id: node.id, summary, payload: JSON.stringify(payload), created_at: at }).execute();
  const by = typeof payload.by === "string" ? ` by ${payload.by}` : "";
  await recordCustodianEvent(db, { severity, eventType: type, nodeId: node.id, actionTaken: `${summary}${by}`, at });
}

/**
 * Issues the node a new secret: sealed and fingerprinted in place of the old one, in one
 * transaction, so the next call signed with the old secret is refused. The new secret is in the
 * answer only. A rejected or decommissioned node gets none.
 */
export async function rotateNodeSecret(db: Executor, nodeId: string, sealSecret: string, operator: { handle: string }, at: Date = new Date()): Promise<RotateOutcome> {
  return inTransaction(db, async (tx) => {
    const row = await tx.selectFrom("mesh_nodes").select(["id", "name", "node_type", "status"]).where("id", "=", nodeId).forUpdate().executeTakeFirst();
    if (!row) return { outcome: "not_found" as const };
    if (row.status === "rejected" || row.status === "revoked") return { outcome: "not_allowed" as const, status: row.status };
    const glyphseed = newNodeSecret();
    const fingerprint = glyphseedFingerprint(glyphseed);
    await tx
      .updateTable("mesh_nodes")
      .set({ glyphseed_sealed: sealGlyphseed(glyphseed, sealSecret, row.id), glyphseed_fingerprint: fingerprint, secret_rotated_at: at, secret_revoked_at: null, signature_status: "unsigned" })
      .where("id", "=", row.id)
      .execute();
    const node = { id: row.id, name: row.name, nodeType: row.node_type };
    await event(tx, "node_secret_rotated", node, `${row.name} was issued a new secret`, { fingerprint: shortFingerprint(fingerprint), by: operator.handle }, at, "info");
    return { outcome: "rotated" as const, node, glyphseed, fingerprint };
  });
}

/** Revokes the node's secret: its signed calls are refused (401) until a rotation issues a new one. */
export async function revokeNodeSecret(db: Executor, nodeId: string, operator: { handle: string }, at: Date = new Date()): Promise<RevokeOutcome> {
  return inTransaction(db, async (tx) => {
    const row = await tx.selectFrom("mesh_nodes").select(["id", "name", "node_type", "glyphseed_sealed"]).where("id", "=", nodeId).forUpdate().executeTakeFirst();
    if (!row) return { outcome: "not_found" as const };
    const node = { id: row.id, name: row.name, nodeType: row.node_type };
    if (row.glyphseed_sealed === null) return { outcome: "already_revoked" as const, node };
    await tx.updateTable("mesh_nodes").set({ glyphseed_sealed: null, secret_revoked_at: at, signature_status: "failed" }).where("id", "=", row.id).execute();
    await event(tx, "node_secret_revoked", node, `${row.name}'s secret was revoked: its heartbeats are refused`, { by: operator.handle }, at, "warning");
    return { outcome: "revoked" as const, node };
  });
}

/**
 * Decommissions the node: stored status "revoked" (never active again, gone from every active
 * count), its secret dropped, any version target cleared. Once.
 */
export async function decommissionNode(db: Executor, nodeId: string, operator: { handle: string }, at: Date = new Date()): Promise<DecommissionOutcome> {
  return inTransaction(db, async (tx) => {
    const row = await tx.selectFrom("mesh_nodes").select(["id", "name", "node_type", "status"]).where("id", "=", nodeId).forUpdate().executeTakeFirst();
    if (!row) return { outcome: "not_found" as const };
    const node = { id: row.id, name: row.name, nodeType: row.node_type };
    if (row.status === "revoked") return { outcome: "already_decommissioned" as const, node };
    await tx
      .updateTable("mesh_nodes")
      .set({ status: "revoked", glyphseed_sealed: null, secret_revoked_at: sql<Date>`coalesce(secret_revoked_at, ${at})`, decommissioned_at: at })
      .where("id", "=", row.id)
      .execute();
    await tx.deleteFrom("node_version_targets").where("node_id", "=", row.id).execute();
    await event(tx, "node_decommissioned", node, `${row.name} was decommissioned`, { previousStatus: row.status, by: operator.handle }, at, "warning");
    return { outcome: "decommissioned" as const, node };
  });
}
