/**
 * One truth about each node (issue 17 item 1): a node's status — pending, active, inactive,
 * rejected, revoked — is derived from its approval (the stored column) and its last signed
 * heartbeat, here, once. Every server read that shows, counts or picks nodes by status uses
 * `derivedNodeStatus` / `nodeIsActive`; the pure twin for the browser is `reportedStatus`
 * (app/lib/nodes.ts), and tests/integration/node-status.test.ts keeps every screen and API in step.
 *
 * The inactivity limit is NODE_HEARTBEAT_TIMEOUT_MS (3 minutes by default): the process sets it
 * once at start (`configureNodeLiveness`, from app/infra/services.server.ts), so a domain read
 * called from a job, a loader or an endpoint applies the same limit without threading it through.
 */
import { sql, type RawBuilder } from "kysely";
import { HEARTBEAT_TIMEOUT_MS, type ReportedStatus } from "../lib/nodes";

let timeoutMs = HEARTBEAT_TIMEOUT_MS;

/** Sets this process's inactivity limit (the hub's NODE_HEARTBEAT_TIMEOUT_MS). */
export function configureNodeLiveness(heartbeatTimeoutMs: number): void {
  if (Number.isFinite(heartbeatTimeoutMs) && heartbeatTimeoutMs > 0) timeoutMs = heartbeatTimeoutMs;
}

/** This process's inactivity limit in milliseconds. */
export function heartbeatTimeoutMs(): number {
  return timeoutMs;
}

/** The moment a status is read at and the limit it applies (a read may pass its own `now`, as tests do). */
export interface Liveness {
  now: number;
  timeoutMs: number;
}

export function liveness(now: number = Date.now(), limitMs: number = timeoutMs): Liveness {
  return { now, timeoutMs: limitMs };
}

/** `alias` is the table or alias of mesh_nodes in the query ("mesh_nodes", "n"…). */
function columns(alias: string) {
  return { status: sql.ref(`${alias}.status`), heartbeat: sql.ref(`${alias}.last_heartbeat`) };
}

/** SQL: the node is approved and its last heartbeat is younger than the limit (reportedStatus's "active"). */
export function nodeIsActive(alias = "mesh_nodes", at: Liveness = liveness()): RawBuilder<boolean> {
  const { status, heartbeat } = columns(alias);
  return sql<boolean>`(${status} = 'active' and ${heartbeat} is not null and ${heartbeat} > ${new Date(at.now - at.timeoutMs)})`;
}

/** SQL: the status the node reports (same rule as reportedStatus in app/lib/nodes.ts). */
export function derivedNodeStatus(alias = "mesh_nodes", at: Liveness = liveness()): RawBuilder<ReportedStatus> {
  const { status } = columns(alias);
  return sql<ReportedStatus>`(case when ${status} in ('pending', 'rejected', 'revoked') then ${status} when ${nodeIsActive(alias, at)} then 'active' else 'inactive' end)`;
}
