/**
 * Pure rules of the autonomous mesh (spec "Autonomous mesh dashboard", §3 version registry, drift
 * alert, deployment job): version order, a registry row's status, drift, a cascade's outcome.
 * Client-safe.
 */
import { HEARTBEAT_TIMEOUT_MS } from "./nodes";

export type VersionStatus = "current" | "outdated" | "ahead";
export type DeploymentStatus = "queued" | "running" | "completed" | "partial" | "failed";
export const ACTIVE_DEPLOYMENT_STATUSES: readonly DeploymentStatus[] = ["queued", "running"];

/** A version's parts: leading numeric dot segments (1.0.1), then an optional pre-release/build tail. */
function parts(version: string): { nums: number[]; tail: string } {
  const v = version.trim().replace(/^v/i, "");
  const match = /^(\d+(?:\.\d+)*)(.*)$/.exec(v);
  if (!match) return { nums: [], tail: v };
  return { nums: match[1].split(".").map(Number), tail: match[2] };
}

/**
 * Orders two versions: negative when a is older, 0 when equal, positive when newer. Numeric
 * segments compare as numbers (1.0.10 > 1.0.9; 1.0 = 1.0.0); a pre-release tail ("-rc1") is older
 * than the same version without one; what is left compares as text.
 */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  const n = Math.max(pa.nums.length, pb.nums.length);
  for (let i = 0; i < n; i++) {
    const d = (pa.nums[i] ?? 0) - (pb.nums[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  if (pa.nums.length === 0 && pb.nums.length > 0) return -1;
  if (pb.nums.length === 0 && pa.nums.length > 0) return 1;
  if (pa.tail === pb.tail) return 0;
  if (pa.tail === "") return 1;
  if (pb.tail === "") return -1;
  return pa.tail < pb.tail ? -1 : 1;
}

/**
 * A registry row's status against what its type's nodes report: "outdated" when some node runs a
 * newer version than the registry's current one (the registry lags the mesh), "ahead" when the
 * current version is newer than every reporting node (the release waits to be rolled out),
 * "current" otherwise (the newest node runs it, or no node of the type reports a version).
 */
export function versionStatus(currentVersion: string, reported: readonly (string | null)[]): VersionStatus {
  const versions = reported.filter((v): v is string => typeof v === "string" && v.trim() !== "");
  if (versions.length === 0) return "current";
  if (versions.some((v) => compareVersions(v, currentVersion) > 0)) return "outdated";
  if (versions.every((v) => compareVersions(v, currentVersion) < 0)) return "ahead";
  return "current";
}

/**
 * A target version against the type's current one, for Deploy Update's picker: "downgrade" when it
 * is older, "current" when it is the same, "upgrade" when newer. (Issue 31: the picker started on
 * v1.0.1 for every type, a silent downgrade for types at v1.2.0 or v2.0.1.)
 */
export type VersionChoice = "upgrade" | "current" | "downgrade";
export function versionChoice(target: string, current: string): VersionChoice {
  const order = compareVersions(target, current);
  return order < 0 ? "downgrade" : order === 0 ? "current" : "upgrade";
}

/** The picker's text for a target: "v1.1.0", "v1.1.0 (current)", "v1.0.0 (downgrade from v1.2.0)". */
export function versionChoiceLabel(target: string, current: string): string {
  const choice = versionChoice(target, current);
  if (choice === "current") return `v${target} (current)`;
  if (choice === "downgrade") return `v${target} (downgrade from v${current})`;
  return `v${target}`;
}

export interface DriftInput {
  nodeId: string;
  /** What the node reported in its last heartbeat (null: never reported). */
  version: string | null;
  /** The version a cascade told this node to run, if any. */
  expectedVersion: string | null;
  /** The registry's current version for the node's type (null: type not in the registry). */
  registryVersion: string | null;
}

/** A node drifts when the version it reports differs from the one it should run (its cascade target, else the registry's). */
export function driftOf(n: DriftInput): { nodeId: string; detectedVersion: string; expectedVersion: string } | null {
  const expected = n.expectedVersion ?? n.registryVersion;
  if (!n.version || !expected) return null;
  if (compareVersions(n.version, expected) === 0) return null;
  return { nodeId: n.nodeId, detectedVersion: n.version, expectedVersion: expected };
}

export type NodeReachability = { reachable: true } | { reachable: false; reason: string };

/** A cascade updates a node only when it is reachable: approved (active) with a heartbeat in the last 3 minutes. */
export function reachability(status: string, lastHeartbeat: string | Date | null, now: number, timeoutMs = HEARTBEAT_TIMEOUT_MS): NodeReachability {
  if (status === "pending") return { reachable: false, reason: "Node is pending approval; it accepts no updates yet." };
  if (status === "rejected") return { reachable: false, reason: "Node was rejected by an operator." };
  const at = lastHeartbeat === null ? NaN : typeof lastHeartbeat === "string" ? Date.parse(lastHeartbeat) : lastHeartbeat.getTime();
  if (Number.isNaN(at)) return { reachable: false, reason: "Node is offline: it has never sent a heartbeat." };
  const silentMs = now - at;
  if (status !== "active" || silentMs >= timeoutMs) {
    const minutes = Math.max(0, Math.floor(silentMs / 60_000));
    return { reachable: false, reason: `Node is offline: no heartbeat for ${minutes} min.` };
  }
  return { reachable: true };
}

/** A finished cascade: every target updated → completed; none (with targets) → failed; otherwise partial. No targets: completed. */
export function cascadeOutcome(targets: number, successful: number, failed: number): "completed" | "partial" | "failed" {
  if (targets === 0 || failed === 0) return "completed";
  if (successful === 0) return "failed";
  return "partial";
}

/** Percent of targets handled (0..100, whole); a cascade with no targets is done. */
export function cascadeProgress(targets: number, done: number): number {
  if (targets <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((done / targets) * 100)));
}

export function isActiveDeployment(status: string): boolean {
  return (ACTIVE_DEPLOYMENT_STATUSES as readonly string[]).includes(status);
}
