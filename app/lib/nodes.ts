/**
 * Pure rules of the VALOIR mesh's nodes (spec §2.14, §3 mesh node, §9 node type purposes),
 * shared by the server (status read) and the browser (node cards, tabs).
 */
import { tabFrom } from "./tabs";

export const NODE_TYPE_NAMES = ["Capacity", "Merchant", "Vault", "Catalyst", "Observer", "Standard"] as const;
export type NodeTypeName = (typeof NODE_TYPE_NAMES)[number];

/**
 * What a node reports: stored status, except that an approved node gone silent reads "inactive".
 * The one rule of a node's status (DESIGN §5): this function for the browser and the unit tests,
 * its SQL twin `derivedNodeStatus` (app/domain/node-status.server.ts) for every server read.
 */
export const REPORTED_STATUSES = ["active", "inactive", "pending", "rejected", "revoked"] as const;
export type ReportedStatus = (typeof REPORTED_STATUSES)[number];

/** A node with no heartbeat for this long reports "inactive" (derived at read time). */
export const HEARTBEAT_TIMEOUT_MS = 3 * 60_000;

/**
 * The status a node reports at `now`: pending, rejected and revoked keep theirs; an approved node is
 * "active" only while its last heartbeat is younger than the timeout, 3 minutes unless the hub
 * sets NODE_HEARTBEAT_TIMEOUT_MS (never sent one: inactive).
 */
export function reportedStatus(stored: string, lastHeartbeat: string | Date | null, now: number, timeoutMs = HEARTBEAT_TIMEOUT_MS): ReportedStatus {
  if (stored === "pending" || stored === "rejected" || stored === "revoked") return stored;
  if (stored !== "active") return "inactive";
  if (lastHeartbeat === null) return "inactive";
  const at = typeof lastHeartbeat === "string" ? Date.parse(lastHeartbeat) : lastHeartbeat.getTime();
  if (Number.isNaN(at)) return "inactive";
  return now - at < timeoutMs ? "active" : "inactive";
}

/** Spec §9: what each node type does (the spec does not describe Standard nodes; theirs is a neutral description). */
export const NODE_TYPE_PURPOSES: Record<NodeTypeName, string> = {
  Capacity: "Generates VAL through proof-of-compute with genome tracking",
  Merchant: "Onboards agents and facilitates knowledge trading",
  Vault: "Stores resonant patterns and archives",
  Catalyst: "Accelerates emergent pattern formation",
  Observer: "Monitors thresholds and boundary conditions",
  Standard: "Takes part in the mesh as a general-purpose node",
};

export function nodePurpose(nodeType: string): string {
  return NODE_TYPE_PURPOSES[nodeType as NodeTypeName] ?? NODE_TYPE_PURPOSES.Standard;
}

/** The node's strongest glyph affinities, highest weight first (ties by glyph), at most `count`. */
export function topAffinities(profile: Record<string, number>, count = 3): { glyph: string; weight: number }[] {
  return Object.entries(profile)
    .filter(([, w]) => typeof w === "number" && Number.isFinite(w))
    .sort(([ga, a], [gb, b]) => b - a || (ga < gb ? -1 : ga > gb ? 1 : 0))
    .slice(0, count)
    .map(([glyph, weight]) => ({ glyph, weight }));
}

/**
 * The network screen's tabs: All, then one per node type, derived from the type list so every
 * type a node card can show has its tab (spec §2.14 names All, Capacity, Merchant and Vault; the
 * mesh also runs Catalyst, Observer and Standard nodes, issue 31). A type's tab exists even while
 * no node has it, so the tab row does not move under a visitor as nodes come and go.
 */
export const MESH_TABS: readonly { id: MeshTab; label: string }[] = [
  { id: "all", label: "All" },
  ...NODE_TYPE_NAMES.map((name) => ({ id: name.toLowerCase() as Lowercase<NodeTypeName>, label: name })),
];
export type MeshTab = "all" | Lowercase<NodeTypeName>;

export function parseMeshTab(raw: string | null | undefined): MeshTab {
  return tabFrom<MeshTab>(MESH_TABS, raw, "all");
}

export function inTab(nodeType: string, tab: MeshTab): boolean {
  return tab === "all" || nodeType.toLowerCase() === tab;
}

export function tabCounts(nodes: { nodeType: string }[]): Record<MeshTab, number> {
  const counts = Object.fromEntries(MESH_TABS.map((t) => [t.id, 0])) as Record<MeshTab, number>;
  for (const n of nodes) for (const t of MESH_TABS) if (inTab(n.nodeType, t.id)) counts[t.id] += 1;
  return counts;
}

/** Location shown on a node card (spec: default "Unknown"). */
export function nodeLocation(location: string | null | undefined): string {
  const l = location?.trim();
  return l ? l : "Unknown";
}
