import type { ColumnType, Generated } from "kysely";
import type { Json, Timestamp } from "../types";

/** Tables of observer deploys (cascades and their nodes). Created by db/migrations/20261122T150000_deploys.ts. */
export type CascadeStatusColumn = "queued" | "running" | "completed" | "failed";
export type CascadeNodeStatusColumn = "pending" | "deployed" | "failed";

export interface DeployCascadesTable {
  id: Generated<string>;
  owner: string;
  repo: string;
  branch: string | null;
  hub_url: string;
  status: ColumnType<CascadeStatusColumn, CascadeStatusColumn | undefined, CascadeStatusColumn>;
  total_nodes: number;
  requested_by: string | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Date | string | null;
  completed_at: Date | string | null;
}

export interface DeployCascadeNodesTable {
  cascade_id: string;
  position: number;
  node_name: string;
  region: string;
  tags: Json<string[]>;
  /** sha256 hex of the node's glyphseed; the glyphseed itself is never stored. */
  glyphseed_fingerprint: string;
  workflow_file: string;
  status: ColumnType<CascadeNodeStatusColumn, CascadeNodeStatusColumn | undefined, CascadeNodeStatusColumn>;
  error: string | null;
  commit_sha: string | null;
  finished_at: Date | string | null;
  /** The glyphseed, sealed only until the job stored it as the repository's Actions secret (then null). */
  glyphseed_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  secret_stored_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

export interface DeployTables {
  deploy_cascades: DeployCascadesTable;
  deploy_cascade_nodes: DeployCascadeNodesTable;
}
