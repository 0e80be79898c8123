import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "../types";

/** Tables of mesh evolution (patterns, templates, reflections) and the autonomous mesh (version registry, cascades). Created by db/migrations/20261122T142000_evolution_autonomous.ts. */

type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface MeshPatternsTable {
  id: Generated<string>;
  signature: string;
  pattern_type: "event_sequence" | "glyph_cooccurrence";
  description: string;
  is_novel: boolean;
  impact: number;
  frequency: number;
  participant_types: TextArray;
  glyph_signature: Generated<string>;
  first_job_id: string;
  last_job_id: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface EmergentTemplatesTable {
  id: Generated<string>;
  signature: string;
  type_name: string;
  capabilities: TextArray;
  status: ColumnType<"candidate" | "active", "candidate" | "active" | undefined, "candidate" | "active">;
  confidence: number;
  occurrence_count: number;
  first_job_id: string;
  approved_by: string | null;
  approved_at: Date | string | null;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface MeshReflectionsTable {
  id: Generated<string>;
  job_id: string;
  reflection_type: "autonomous" | "focused";
  query: string | null;
  triggered_by: string;
  events_read: Generated<number>;
  messages_read: Generated<number>;
  patterns_seen: Generated<number>;
  novel_patterns: Generated<number>;
  templates_discovered: Generated<number>;
  capabilities_found: TextArray;
  /** A focused reflection's answer to its question (null: autonomous, or recorded before answers). */
  answer: string | null;
  /** The emergence score when the reflection was recorded (migration …_ops_history); null on older rows. */
  emergence_score: number | null;
  created_at: Timestamp;
}

export interface VersionRegistryTable {
  node_type: string;
  current_version: string;
  previous_version: string | null;
  auto_update_enabled: Generated<boolean>;
  updated_at: Timestamp;
}

export type DeploymentStatusColumn = "queued" | "running" | "completed" | "partial" | "failed";

export interface VersionDeploymentsTable {
  id: Generated<string>;
  node_type: string;
  target_version: string;
  status: ColumnType<DeploymentStatusColumn, DeploymentStatusColumn | undefined, DeploymentStatusColumn>;
  target_nodes: TextArray;
  successful_updates: Generated<number>;
  failed_updates: Generated<number>;
  progress: Generated<number>;
  requested_by: string;
  created_at: Timestamp;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

export interface VersionDeploymentResultsTable {
  deployment_id: string;
  node_id: string;
  outcome: "updated" | "failed";
  reason: string | null;
  from_version: string | null;
  created_at: Timestamp;
}

export interface NodeVersionTargetsTable {
  node_id: string;
  expected_version: string;
  deployment_id: string;
  updated_at: Timestamp;
}

export interface EvolutionTables {
  mesh_patterns: MeshPatternsTable;
  emergent_templates: EmergentTemplatesTable;
  mesh_reflections: MeshReflectionsTable;
  version_registry: VersionRegistryTable;
  version_deployments: VersionDeploymentsTable;
  version_deployment_results: VersionDeploymentResultsTable;
  node_version_targets: NodeVersionTargetsTable;
}
