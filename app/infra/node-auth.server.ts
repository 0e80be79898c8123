import { noteSignatureEvent, type SignatureEvent } from "../domain/economy.server";
import { getNodeCredentials, reviewNode, type NodeCredentials, type ReviewDecision, type ReviewOutcome } from "../domain/mesh.server";
import {
  NODE_ID_HEADER,
  NODE_SIGNATURE_HEADER,
  NODE_TIMESTAMP_HEADER,
  REFUSAL_LOG_INTERVAL_MS,
  REPLAY_MEMORY_MS,
  SIGNATURE_EVENT_INTERVAL_MS,
  parseNodeTimestamp,
  parseSignatureHeader,
  signatureFreshness,
} from "../lib/node-signature";
import { unsealGlyphseed, verifyHeartbeatSignature } from "../lib/node-signature.server";
import { RefusalTally } from "../lib/refusal-tally";
import type { OperatorIdentity } from "../domain/auth.server";
import { audited } from "./audit.server";
import { jsonError } from "./http.server";
import { errorFields, log } from "../lib/log.server";
import type { SignatureRefusalReason } from "./metrics.server";
import { isReady } from "./redis.server";
import type { Services } from "./services.server";

const NODE_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const MISSING = `Signed node calls need the ${NODE_ID_HEADER}, ${NODE_TIMESTAMP_HEADER} and ${NODE_SIGNATURE_HEADER} headers.`;
/** One message for an unknown node, a wrong signature and a malformed one: the answer does not reveal which. */
const NOT_VERIFIED = "The node signature could not be verified.";
/** The log key of calls that name no node, or one that does not exist (so made-up ids cannot grow the tally). */
const NO_NODE = "(unknown)";

type NodeAuthServices = Pick<Services, "db" | "redis" | "env" | "metrics">;

/** This process's refused calls per node, for the rate-limited log line. */
const refusalLog = new RefusalTally(REFUSAL_LOG_INTERVAL_MS);

export interface VerifiedNodeCall {
  node: NodeCredentials;
  /** The body exactly as signed. */
  rawBody: string;
  timestampMs: number;
}

/**
 * A refused call changes nothing about the node it names (issue 30): anyone can send one. It is
 * counted (`trinity_node_signature_refusals_total{reason}`) and logged at most once a minute per
 * node, with the number of refusals since the previous line. Answers the error to throw.
 */
function refused(services: NodeAuthServices, nodeId: string | null, reason: SignatureRefusalReason, now: number, response: Response): Response {
  services.metrics.nodeSignatureRefused(reason);
  const count = refusalLog.note(nodeId ?? NO_NODE, now);
  if (count !== null) {
    log.warn("signed node calls refused", { nodeId, reason, refused: count, status: response.status, note: "counted once a minute per node; the node's trust and status are unchanged" });
  }
  return response;
}

/**
 * A genuine signature refused (replayed, or out of its window): a custodian event, at most once per
 * node and kind in SIGNATURE_EVENT_INTERVAL_MS (a Redis SET NX), so a captured call played again and
 * again is one event. Without Redis none is recorded; the refusal stands whatever happens here.
 */
async function noteOnce(services: NodeAuthServices, nodeId: string, kind: SignatureEvent, now: number): Promise<void> {
  const { db, redis, env } = services;
  try {
    if (!isReady(redis)) return;
    const first = await redis.set(`${env.REDIS_PREFIX}:mesh:node-sig-event:${nodeId}:${kind}`, "1", "PX", SIGNATURE_EVENT_INTERVAL_MS, "NX");
    if (first === "OK") await noteSignatureEvent(db, nodeId, kind, new Date(now));
  } catch (error) {
    log.warn("custodian event for a refused node signature not recorded", { nodeId, kind, ...errorFields(error) });
  }
}

/**
 * Checks a signed node call (DESIGN §5 "Nodes"), in this order: headers present, node known and
 * signature valid (HMAC-SHA256 over `timestamp.rawBody` keyed by the node's glyphseed, compared in
 * constant time), timestamp fresh (≤ 5 min old, ≤ 1 min ahead), node approved, signature never
 * used before (remembered in Redis with SET NX). Throws the JSON error response otherwise:
 * 401 missing/bad/unknown/stale, 403 pending or rejected node, 409 replay, 503 Redis down.
 * A refusal changes nothing about the node (no status, no trust, no event per call): it is counted
 * and logged (`refused`). Trust moves only on verified heartbeats.
 */
export async function verifyNodeCall(request: Request, services: NodeAuthServices, now: number = Date.now()): Promise<VerifiedNodeCall> {
  const { db, redis, env } = services;
  const nodeId = request.headers.get(NODE_ID_HEADER)?.trim() ?? "";
  const timestamp = request.headers.get(NODE_TIMESTAMP_HEADER);
  const signatureRaw = request.headers.get(NODE_SIGNATURE_HEADER);
  const rawBody = await request.text();

  if (!NODE_ID.test(nodeId)) throw refused(services, null, "missing", now, jsonError("unauthorized", MISSING));
  const node = await getNodeCredentials(db, nodeId);
  const refuse = (reason: SignatureRefusalReason, response: Response) => refused(services, node?.id ?? null, reason, now, response);

  if (!timestamp || !signatureRaw) throw refuse("missing", jsonError("unauthorized", MISSING));
  const timestampMs = parseNodeTimestamp(timestamp);
  const signature = parseSignatureHeader(signatureRaw);
  if (!node) throw refuse("unknown_node", jsonError("unauthorized", NOT_VERIFIED));
  if (timestampMs === null || signature === null) throw refuse("malformed", jsonError("unauthorized", NOT_VERIFIED));
  // A founding node without a glyphseed, or one whose secret was revoked: nothing can verify.
  if (!node.glyphseedSealed) throw refuse("no_secret", jsonError("unauthorized", NOT_VERIFIED));

  const glyphseed = unsealGlyphseed(node.glyphseedSealed, env.SESSION_SECRET, node.id);
  if (glyphseed === null) {
    log.warn("node glyphseed could not be unsealed (was SESSION_SECRET changed?)", { nodeId: node.id });
    throw refuse("unsealable", jsonError("unauthorized", NOT_VERIFIED));
  }
  if (!verifyHeartbeatSignature(glyphseed, timestamp, rawBody, signature)) throw refuse("bad_signature", jsonError("unauthorized", NOT_VERIFIED));

  // A genuine signature out of its time window: an old call played again, or a node's clock adrift. Recorded (once per window), no trust lost.
  const freshness = signatureFreshness(timestampMs, now);
  if (freshness === "stale") {
    await noteOnce(services, node.id, "stale", now);
    throw refuse("stale", jsonError("unauthorized", "The signed timestamp is more than 5 minutes old; sign the call again with the current time."));
  }
  if (freshness === "future") {
    await noteOnce(services, node.id, "future", now);
    throw refuse("future", jsonError("unauthorized", "The signed timestamp is more than 1 minute in the future; check the node's clock."));
  }

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
    // Only the node or someone who captured one of its calls can replay it: recorded once per window, no trust lost.
    await noteOnce(services, node.id, "replayed", now);
    throw refuse("replayed", jsonError("conflict", "This signature was already used; sign each call afresh."));
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
