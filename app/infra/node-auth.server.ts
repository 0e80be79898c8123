import { noteRefusedSignature, recordCustodianEvent } from "../domain/economy.server";
import { getNodeCredentials, markSignatureFailed, reviewNode, type NodeCredentials, type ReviewDecision, type ReviewOutcome } from "../domain/mesh.server";
import {
  NODE_ID_HEADER,
  NODE_SIGNATURE_HEADER,
  NODE_TIMESTAMP_HEADER,
  REPLAY_MEMORY_MS,
  parseNodeTimestamp,
  parseSignatureHeader,
  signatureFreshness,
} from "../lib/node-signature";
import { unsealGlyphseed, verifyHeartbeatSignature } from "../lib/node-signature.server";
import type { OperatorIdentity } from "../domain/auth.server";
import { audited } from "./audit.server";
import { jsonError } from "./http.server";
import { errorFields, log } from "../lib/log.server";
import { isReady } from "./redis.server";
import type { Services } from "./services.server";

const NODE_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const MISSING = `Signed node calls need the ${NODE_ID_HEADER}, ${NODE_TIMESTAMP_HEADER} and ${NODE_SIGNATURE_HEADER} headers.`;
/** One message for an unknown node, a wrong signature and a malformed one: the answer does not reveal which. */
const NOT_VERIFIED = "The node signature could not be verified.";

export interface VerifiedNodeCall {
  node: NodeCredentials;
  /** The body exactly as signed. */
  rawBody: string;
  timestampMs: number;
}

/**
 * Checks a signed node call (DESIGN §5 "Nodes"), in this order: headers present, node known and
 * signature valid (HMAC-SHA256 over `timestamp.rawBody` keyed by the node's glyphseed, compared in
 * constant time), timestamp fresh (≤ 5 min old, ≤ 1 min ahead), node approved, signature never
 * used before (remembered in Redis with SET NX). Throws the JSON error response otherwise:
 * 401 missing/bad/unknown/stale, 403 pending or rejected node, 409 replay, 503 Redis down.
 * A registered node whose call carried a missing or wrong signature is marked "failed".
 */
export async function verifyNodeCall(request: Request, services: Pick<Services, "db" | "redis" | "env" | "announcer">, now: number = Date.now()): Promise<VerifiedNodeCall> {
  const { db, redis, env } = services;
  const nodeId = request.headers.get(NODE_ID_HEADER)?.trim() ?? "";
  const timestamp = request.headers.get(NODE_TIMESTAMP_HEADER);
  const signatureRaw = request.headers.get(NODE_SIGNATURE_HEADER);
  const rawBody = await request.text();

  if (!NODE_ID.test(nodeId)) throw jsonError("unauthorized", MISSING);
  const node = await getNodeCredentials(db, nodeId);

  // A refused or replayed signature becomes a custodian event and costs the node trust; the refusal stands even if that write fails.
  const custodian = async (id: string, kind: "refused" | "replayed") => {
    try {
      await noteRefusedSignature(db, id, kind, new Date(now));
    } catch (error) {
      log.warn("custodian event for a refused node signature not recorded", { nodeId: id, kind, ...errorFields(error) });
    }
  };

  const fail = async (message: string): Promise<never> => {
    // Only a node that has a glyphseed can fail a signature; a founding node without one stays "unsigned".
    if (node?.glyphseedSealed) {
      await markSignatureFailed(db, node.id);
      await custodian(node.id, "refused");
      await services.announcer.announce("node_signature_failed", { nodeId: node.id });
    }
    throw jsonError("unauthorized", message);
  };

  if (!timestamp || !signatureRaw) return fail(MISSING);
  const timestampMs = parseNodeTimestamp(timestamp);
  const signature = parseSignatureHeader(signatureRaw);
  if (!node) throw jsonError("unauthorized", NOT_VERIFIED);
  if (timestampMs === null || signature === null || !node.glyphseedSealed) return fail(NOT_VERIFIED);

  const glyphseed = unsealGlyphseed(node.glyphseedSealed, env.SESSION_SECRET, node.id);
  if (glyphseed === null) {
    log.warn("node glyphseed could not be unsealed (was SESSION_SECRET changed?)", { nodeId: node.id });
    return fail(NOT_VERIFIED);
  }
  if (!verifyHeartbeatSignature(glyphseed, timestamp, rawBody, signature)) return fail(NOT_VERIFIED);

  const freshness = signatureFreshness(timestampMs, now);
  if (freshness === "stale" || freshness === "future") {
    // A genuine signature out of its time window: an old call played again, or a node's clock adrift. Recorded, no trust lost.
    await recordCustodianEvent(db, {
      severity: "warning",
      eventType: freshness === "stale" ? "signature_stale" : "signature_from_future",
      nodeId: node.id,
      actionTaken: "Heartbeat refused: signed timestamp outside the 5-minute window",
      at: new Date(now),
    }).catch((error: unknown) => log.warn("custodian event for an out-of-window node signature not recorded", { nodeId: node.id, ...errorFields(error) }));
  }
  if (freshness === "stale") throw jsonError("unauthorized", "The signed timestamp is more than 5 minutes old; sign the call again with the current time.");
  if (freshness === "future") throw jsonError("unauthorized", "The signed timestamp is more than 1 minute in the future; check the node's clock.");

  if (node.status === "pending") throw jsonError("forbidden", "This node is waiting for an operator's approval.");
  if (node.status === "rejected") throw jsonError("forbidden", "This node was not admitted to the mesh.");
  if (node.status === "revoked") throw jsonError("forbidden", "This node was decommissioned by an operator.");

  if (!isReady(redis)) throw jsonError("service_unavailable", "Node calls cannot be checked for replays right now; try again shortly.");
  let first: string | null;
  try {
    first = await redis.set(`${env.REDIS_PREFIX}:mesh:node-sig:${node.id}:${signature}`, "1", "PX", REPLAY_MEMORY_MS, "NX");
  } catch (error) {
    log.warn("node replay check failed", { nodeId: node.id, ...errorFields(error) });
    throw jsonError("service_unavailable", "Node calls cannot be checked for replays right now; try again shortly.");
  }
  if (first !== "OK") {
    await custodian(node.id, "replayed");
    throw jsonError("conflict", "This signature was already used; sign each call afresh.");
  }

  return { node, rawBody, timestampMs };
}

/**
 * The review shared by the API route and the screen's form: the domain change, recorded in the operator
 * audit log (a node that is not pending is a refusal), then the read cache and the mesh bus.
 */
export async function reviewPendingNode(
  services: Pick<Services, "db" | "announcer">,
  nodeId: string,
  decision: ReviewDecision,
  operator: OperatorIdentity,
): Promise<ReviewOutcome> {
  const id = nodeId.slice(0, 100);
  const result = await audited(
    services.db,
    operator,
    decision === "approve" ? "node.approve" : "node.reject",
    { type: "node", id },
    () => reviewNode(services.db, id, decision, operator),
    (r) =>
      r.outcome === "reviewed"
        ? { result: "ok", detail: { name: r.node.name, nodeType: r.node.nodeType } }
        : { result: "refused", message: r.outcome === "not_found" ? "There is no node with this id." : `This node is ${r.status}; only pending nodes can be reviewed.` },
  );
  if (result.outcome === "reviewed") {
    await services.announcer.announce("mesh_changed", { reason: decision === "approve" ? "node_approved" : "node_rejected", nodeId: result.node.id });
  }
  return result;
}
