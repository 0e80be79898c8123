import type { ColumnType, Generated } from "kysely";
import type { Json, Timestamp } from "../types";

/** Tables of Echo Manifests and their cascades. Created by db/migrations/20261122T144000_manifests.ts. */
export type ManifestStatusColumn = "pending" | "processing" | "deploying" | "deployed" | "partial" | "failed";
export type ManifestPhaseColumn = "uploaded" | "queued" | "validating" | "registering" | "symbolic_sync" | "resonance_verification" | "complete";
export type ManifestNodeStatusColumn = "pending" | "deployed" | "failed";

export interface ManifestsTable {
  id: Generated<string>;
  /** The cascade's public id (cascadeDeploymentId): `cascade-…`. */
  cascade_id: string;
  manifest_type: string;
  manifest_version: string;
  root_repo: string | null;
  /** The validated manifest as uploaded. */
  manifest_data: Json<Record<string, unknown>>;
  node_count: number;
  deployed_nodes: ColumnType<number, number | undefined, number>;
  failed_nodes: ColumnType<number, number | undefined, number>;
  status: ColumnType<ManifestStatusColumn, ManifestStatusColumn | undefined, ManifestStatusColumn>;
  current_phase: ColumnType<ManifestPhaseColumn, ManifestPhaseColumn | undefined, ManifestPhaseColumn>;
  symbolic_sync: ColumnType<boolean, boolean | undefined, boolean>;
  resonance_verified: ColumnType<boolean, boolean | undefined, boolean>;
  failure_reason: string | null;
  /** The operator's display identity (email). */
  uploaded_by: string;
  deployed_by: string | null;
  uploaded_at: Timestamp;
  deploy_requested_at: Date | string | null;
  completed_at: Date | string | null;
}

export interface ManifestNodesTable {
  id: Generated<string>;
  manifest_id: string;
  position: number;
  node_name: string;
  /** The type as the manifest declares it (mapped onto a mesh node type at deploy time). */
  node_type: string;
  description: string | null;
  declared_status: string | null;
  access: string | null;
  update_path: string | null;
  node_status: ColumnType<ManifestNodeStatusColumn, ManifestNodeStatusColumn | undefined, ManifestNodeStatusColumn>;
  mesh_node_id: string | null;
  failure_reason: string | null;
  finished_at: Date | string | null;
  /** The secret issued to the deployed node, sealed until the operator reveals it once (then null). */
  issued_secret_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  secret_revealed_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

export interface ManifestTables {
  manifests: ManifestsTable;
  manifest_nodes: ManifestNodesTable;
}
