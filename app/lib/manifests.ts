/**
 * Pure rules of the manifest viewer (spec "Manifest viewer", §3 Manifest, §4, §5, §8): limits of
 * an Echo Manifest, how a declared node type maps onto a mesh node type, a cascade's final status,
 * the pending count and the screen's texts. Client-safe (no zod here: the server validates).
 */
import { NODE_TYPE_NAMES, type NodeTypeName } from "./nodes";

// Bounds of an uploaded Echo Manifest (the server's zod schema uses them; the textarea too).
export const MANIFEST_TEXT_MAX = 60_000;
export const MANIFEST_NODES_MAX = 50;
export const MANIFEST_VERSION_MAX = 40;
export const MANIFEST_TYPE_MAX = 80;
export const ROOT_REPO_MAX = 200;
export const NODE_NAME_MAX = 80;
export const NODE_TYPE_MAX = 40;
export const NODE_DESCRIPTION_MAX = 500;
export const NODE_STATUS_MAX = 40;
export const NODE_ACCESS_MAX = 40;
export const UPDATE_PATH_MAX = 200;
/** A version, like a mesh node's: letters, digits, '.', '+', '_' and '-'. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/** The type a manifest gets when it names none. */
export const DEFAULT_MANIFEST_TYPE = "echo_manifest";

/** Statuses the server writes; the screen shows any other value as it is (spec §4). */
export const MANIFEST_STATUSES = ["pending", "processing", "deploying", "deployed", "completed", "partial", "failed"] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];

/** The phases of a cascade, in order (stored as `currentPhase`). */
export const CASCADE_PHASES = ["uploaded", "queued", "validating", "registering", "symbolic_sync", "resonance_verification", "complete"] as const;
export type CascadePhase = (typeof CASCADE_PHASES)[number];

const PHASE_LABELS: Record<CascadePhase, string> = {
  uploaded: "Uploaded",
  queued: "Queued",
  validating: "Validating",
  registering: "Registering nodes",
  symbolic_sync: "Symbolic sync",
  resonance_verification: "Resonance verification",
  complete: "Complete",
};

export function phaseLabel(phase: string): string {
  return (PHASE_LABELS as Record<string, string>)[phase] ?? phase;
}

/** Pending = total minus deployed minus failed (spec "Manifest viewer"), never below 0. */
export function pendingNodes(m: { nodeCount: number; deployedNodes: number; failedNodes: number }): number {
  return Math.max(0, m.nodeCount - m.deployedNodes - m.failedNodes);
}

/** Only a pending manifest with a cascade id shows Deploy Cascade (spec "Manifest viewer", §4). */
export function canDeploy(m: { status: string; cascadeDeploymentId: string | null }): boolean {
  return m.status === "pending" && Boolean(m.cascadeDeploymentId);
}

/** A cascade is running while queued or deploying: the screen polls then. */
export function isRunning(status: string): boolean {
  return status === "processing" || status === "deploying";
}

/** A cascade's final status from its node results. */
export function finalStatus(deployed: number, failed: number): "deployed" | "partial" | "failed" {
  if (deployed === 0) return "failed";
  return failed === 0 ? "deployed" : "partial";
}

/**
 * The mesh node type a manifest's declared type registers as (case and surrounding spaces
 * ignored), or null when the mesh has no such type.
 */
export function meshNodeTypeFor(declared: string): NodeTypeName | null {
  const wanted = declared.trim().toLowerCase();
  return NODE_TYPE_NAMES.find((t) => t.toLowerCase() === wanted) ?? null;
}

export function unmappedTypeReason(declared: string): string {
  return `"${declared}" is not a mesh node type (expected one of ${NODE_TYPE_NAMES.join(", ")}).`;
}

export type StatusTone = "neutral" | "progress" | "success" | "warning" | "danger";

/** The colour family of a status badge; unknown statuses are neutral (and shown as they are). */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case "pending":
      return "neutral";
    case "processing":
    case "deploying":
      return "progress";
    case "deployed":
    case "completed":
      return "success";
    case "partial":
      return "warning";
    case "failed":
      return "danger";
    default:
      return "neutral";
  }
}

/** The textarea's check before anything is sent: parseable JSON, or the spec's toast. */
export function parseManifestText(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export const INVALID_JSON_TOAST = { title: "Invalid JSON", description: "Please enter valid JSON manifest data", type: "error" } as const;

export function uploadedToast(nodeCount: number) {
  return { title: "Manifest Uploaded", description: `${nodeCount} nodes registered for cascade deployment`, type: "success" } as const;
}

/** The deploy request only queues the `manifest` job: the toast says so; the list follows the job to its end. */
export function deployedToast(queued: number) {
  return { title: "Cascade Queued", description: `${queued} nodes queued for deployment; this page follows the job`, type: "success" } as const;
}

export const UPLOAD_FAILED_TITLE = "Upload Failed";
export const DEPLOY_FAILED_TITLE = "Deployment Failed";
export const EMPTY_MANIFESTS_TEXT = "No manifests uploaded yet. Upload your first VALOIR Echo Manifest above.";

/** A sample manifest (the textarea's placeholder and the seed's shape). */
export const SAMPLE_MANIFEST = {
  version: "1.0.0",
  manifest_type: "echo_manifest",
  root_repo: "valoir/echo-mesh",
  node_types: [
    { name: "Harbour Listener", type: "Observer", description: "Watches the harbour thresholds and reports drift.", status: "planned", access: "public", update_path: "nodes/observer" },
    { name: "Ember Seeder", type: "Catalyst", description: "Seeds glyph broadcasts between new nodes.", status: "planned", access: "public", update_path: "nodes/catalyst" },
  ],
};
