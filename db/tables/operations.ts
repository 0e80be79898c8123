import type { Generated } from "kysely";
import type { Int8, Json, Timestamp } from "../types";

/** Tables of continuity (task focus, archive sync, harmony) and the velocity engine. Created by db/migrations/20261122T143000_continuity_velocity.ts. */

export type TaskDomainColumn = "analysis" | "creation" | "maintenance" | "teaching";
export type HarmonyScanStatusColumn = "queued" | "running" | "completed" | "failed";
export type ModuleStatusColumn = "active" | "degraded" | "offline";
export type CyclePhaseColumn = "reflection" | "planning" | "deployment" | "integration" | "complete";

export interface AiTaskFocusTable {
  node_id: string;
  current_domain: TaskDomainColumn;
  tasks_completed: Generated<number>;
  last_rotation: Timestamp;
}

export interface HarmonyScansTable {
  id: Generated<string>;
  status: Generated<HarmonyScanStatusColumn>;
  overall_score: number | null;
  recommendations: Json<string[]>;
  requested_by: string | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Date | string | null;
  completed_at: Date | string | null;
}

export interface HarmonyModulesTable {
  scan_id: string;
  module_name: string;
  schema_version: string;
  status: ModuleStatusColumn;
  compatibility_score: number;
  details: Generated<string>;
  recommendation: string | null;
  position: Generated<number>;
  checked_at: Timestamp;
}

export interface AlexandriaSyncsTable {
  id: Generated<string>;
  project_name: string;
  summary_hash: string;
  memory_count: number;
  scan_id: string | null;
  taken_by: string | null;
  synced_at: Timestamp;
}

export interface VelocityEngineTable {
  id: number;
  running: Generated<boolean>;
  cycle_number: Generated<number>;
  cycle_time_hours: Generated<number>;
  sovereign_flag: Generated<boolean>;
  started_at: Date | string | null;
  started_by: string | null;
  stopped_at: Date | string | null;
  stopped_by: string | null;
  updated_at: Timestamp;
}

export interface VelocityCyclesTable {
  id: Generated<string>;
  job_id: string;
  cycle_number: number;
  phase: Generated<CyclePhaseColumn>;
  cycle_time_hours: number;
  nodes_deployed: Generated<number>;
  sovereign_flag: boolean | null;
  started_at: Timestamp;
  completed_at: Date | string | null;
}

/** A web process's pulse-equilibrium throttle factor as it changed (migration …_ops_history). */
export interface ThrottleChangesTable {
  id: Generated<Int8>;
  /** The web process: "<host>:<pid>". */
  source: string;
  cpu: number;
  throttle_factor: number;
  previous_factor: number;
  created_at: Timestamp;
}

export interface VelocityCycleEventsTable {
  id: Generated<Int8>;
  cycle_id: string;
  event_type: string;
  node_id: string | null;
  success: boolean;
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface AgentSovereigntyTable {
  agent_id: string;
  sovereign: boolean;
  consent_reason: string;
  last_consent_check: Timestamp;
}

export interface SovereigntyAuditTable {
  id: Generated<Int8>;
  agent_id: string;
  previous_sovereign: boolean | null;
  sovereign: boolean;
  reason: string;
  operator: string;
  created_at: Timestamp;
}

export interface OperationsTables {
  ai_task_focus: AiTaskFocusTable;
  harmony_scans: HarmonyScansTable;
  harmony_modules: HarmonyModulesTable;
  alexandria_syncs: AlexandriaSyncsTable;
  velocity_engine: VelocityEngineTable;
  velocity_cycles: VelocityCyclesTable;
  velocity_cycle_events: VelocityCycleEventsTable;
  throttle_changes: ThrottleChangesTable;
  agent_sovereignty: AgentSovereigntyTable;
  sovereignty_audit: SovereigntyAuditTable;
}
