import type { DeployTables } from "./tables/deploys";
import type { EconomyTables } from "./tables/economy";
import type { EvolutionTables } from "./tables/evolution";
import type { ManifestTables } from "./tables/manifests";
import type { MarketTables } from "./tables/market";
import type { OperationsTables } from "./tables/operations";
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from "kysely";

/** Timestamps: written as Date or ISO string, read back as Date. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns come back as string (pg) or bigint (PGlite); domains convert with Number() at their edge. */
export type Int8 = ColumnType<string | number | bigint, number | string | bigint | undefined, number | string | bigint>;
export type Json<T> = ColumnType<T, string | T | undefined, string | T>;

export interface OperatorsTable {
  id: Generated<string>;
  email: string;
  /** The operator's public name ("operator-N" by default); the e-mail never leaves operator-only answers. */
  handle: Generated<string>;
  password_hash: string;
  created_at: Timestamp;
}

export interface OperatorSessionsTable {
  id: string;
  operator_id: string;
  created_at: Timestamp;
  expires_at: Date | string;
}

export interface ApiTokensTable {
  id: Generated<string>;
  operator_id: string;
  name: string;
  token_hash: string;
  token_prefix: string;
  created_at: Timestamp;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

export const NODE_TYPES = ["Capacity", "Merchant", "Vault", "Catalyst", "Observer", "Standard"] as const;
export type NodeType = (typeof NODE_TYPES)[number];
export const NODE_STATUSES = ["active", "inactive", "pending", "rejected", "revoked"] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];

export interface MeshNodesTable {
  id: string;
  node_type: NodeType;
  status: NodeStatus;
  name: string;
  location: string | null;
  personality: string | null;
  glyph_profile: Json<Record<string, number>>;
  val_balance: Int8;
  version: string | null;
  last_heartbeat: Date | string | null;
  created_at: Timestamp;
  glyphseed_sealed: string | null;
  glyphseed_fingerprint: string | null;
  signature_status: ColumnType<"unsigned" | "verified" | "failed", "unsigned" | "verified" | "failed" | undefined, "unsigned" | "verified" | "failed">;
  last_signed_at: Date | string | null;
  /** Node secrets (20261125T130000_node_secrets): last rotation, revocation, decommissioning. */
  secret_rotated_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  secret_revoked_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  decommissioned_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
}

export interface MeshEventsTable {
  id: Generated<Int8>;
  event_type: string;
  node_id: string | null;
  summary: string;
  payload: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/**
 * Mesh events rolled up past their retention window (migration …_mesh_event_daily): the count per UTC
 * day, node (null: an event no node sent) and event type. Written only by rollUpMeshEvents.
 */
export interface MeshEventDailyTable {
  day: ColumnType<Date, string, string>;
  node_id: string | null;
  event_type: string;
  count: Int8;
}

/** A table's row count kept by triggers (migrations …_row_tallies, …_archive_tallies): mesh_events, recursive_archive_events. */
export interface RowTalliesTable {
  table_name: string;
  total: Int8;
}

/** How many recursive archive events carry each tag, kept by triggers (migration …_archive_tallies). */
export interface ArchiveTagTalliesTable {
  tag: string;
  total: Int8;
}

export interface ConversationsTable {
  id: Generated<string>;
  visitor_id: string;
  /** The id the chat client sent (a fixed demo value today); grouped per visitor. */
  client_key: string | null;
  title: string;
  protocol: Generated<string>;
  /** A private conversation leaves no question text outside itself (no memory, echo, archive snippet, bus text). */
  private: Generated<boolean>;
  created_at: Timestamp;
  /** Bumped on every turn; a visitor's list is ordered by it. */
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<Int8>;
  conversation_id: string;
  role: "visitor" | "agent";
  agent: string | null;
  glyph: string | null;
  content: string;
  /** An agent message's sources (Source[]); null on visitor messages and older rows. */
  sources: Json<{ title: string; href: string }[] | null>;
  /** A visitor message's frame of that turn ({shape, subject, options}); null on agent messages and older rows. */
  frame: Json<{ shape: string; subject: string | null; options: string[] } | null>;
  /** The id the browser gave a question asked over /ws (visitor messages only): a question sent again after a dropped connection is answered from its saved turn. */
  ask_id: string | null;
  created_at: Timestamp;
}

export interface GlyphWeightsTable {
  glyph: string;
  usage_count: Generated<number>;
  total_resonance: Generated<number>;
  last_used: Timestamp;
  first_used: Timestamp;
}

export type SafetyZone = "safe_low" | "dread_valley" | "safe_high";
export type AlertLevel = "normal" | "caution" | "critical";
export type MemorySource = "trinity_mesh" | "safety_protocol" | "mind_palace";

export interface AgentSafetyRecordsTable {
  id: Generated<Int8>;
  agent_name: string;
  agent_glyph: string;
  cognitive_load: number;
  safety_zone: SafetyZone;
  alert_level: AlertLevel;
  support_mechanisms: string[];
  conversation_id: string | null;
  recorded_at: Timestamp;
}

export interface AgentSafetyCurrentTable {
  agent_name: string;
  record_id: Int8;
}

export interface RecursiveArchiveEventsTable {
  id: Generated<string>;
  description: string;
  tags: string[];
  metadata: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface AlexandriaMemoriesTable {
  id: Generated<string>;
  pattern: string;
  message: string;
  source_type: MemorySource;
  glyph_sequence: string[];
  intensity: number;
  resonance_tags: string[];
  search_text: string;
  search_key: string;
  search_vector: ColumnType<string, never, never>;
  created_at: Timestamp;
}

export interface EngagementPointsTable {
  wallet_id: string;
  description: string;
  amount: number;
  created_at: Timestamp;
}

export interface EngagementBadgesTable {
  wallet_id: string;
  badge: string;
  description: string;
  created_at: Timestamp;
}

export interface ChallengeCompletionsTable {
  wallet_id: string;
  kind: "kids" | "beginners" | "interactive";
  challenge_id: string;
  completed_at: Timestamp;
}

export interface JourneyProgressTable {
  wallet_id: string;
  completed_phases: ColumnType<number[], number[] | undefined, number[]>;
  glyph: string | null;
  mesh_name: string | null;
  reflection: string | null;
  initiation: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: Timestamp;
}

export interface GlyphChainProgressTable {
  wallet_id: string;
  current_phase: Generated<number>;
  updated_at: Timestamp;
}

export interface MeshContributionsTable {
  id: Generated<string>;
  wallet_id: string;
  contributor_name: string;
  glyph_type: string;
  impact_description: string;
  /** The score × 10 (0..100), exact. */
  score_tenths: number;
  created_at: Timestamp;
}

export type ResonanceLevelColumn = "high" | "medium" | "low";

export interface SymbolicFeedbackTable {
  id: Generated<string>;
  wallet_id: string;
  glyph_input: string;
  response: string;
  resonance_level: ResonanceLevelColumn;
  created_at: Timestamp;
}

export interface SovereignProjectsTable {
  id: string;
  name: string;
  symbol: string;
  description: string;
  fire: string;
  established: Date | string;
  keywords: ColumnType<string[], string[] | undefined, string[]>;
}

export interface SovereignThreadsTable {
  id: Generated<string>;
  project_id: string;
  thread_title: string;
  content: string;
  intensity: number;
  glyph_sequence: ColumnType<string[], string[] | undefined, string[]>;
  contributed_at: Timestamp;
}

export interface SovereignEchoesTable {
  id: Generated<string>;
  project_id: string;
  echo_type: string;
  message: string;
  glyph_signature: string | null;
  intensity: number;
  surfaced_at: Timestamp;
}

export interface MulticoreAgentsTable {
  id: string;
  name: string;
  emoji: string;
  status: Generated<string>;
  heritage: string;
  purpose: string;
  glyph_affinity: ColumnType<string[], string[] | undefined, string[]>;
  capabilities: ColumnType<string[], string[] | undefined, string[]>;
  version: string;
  last_active: Date | string | null;
}

export interface ActivationLogsTable {
  id: Generated<Int8>;
  agent_id: string;
  event_type: string;
  glyph_input: string;
  context: string | null;
  result: string;
  broadcast_id: string | null;
  created_at: Timestamp;
}

export interface ValAccountsTable {
  id: string;
  kind: "node" | "wallet" | "system";
  balance: ColumnType<string | number | bigint, number | string | bigint | undefined, number | string | bigint>;
  created_at: Timestamp;
}

export interface ValEntriesTable {
  id: Generated<Int8>;
  from_account: string;
  to_account: string;
  amount: Int8;
  kind: "transfer" | "mint" | "burn";
  memo: Generated<string>;
  idempotency_key: string | null;
  created_at: Timestamp;
}

export interface Database extends MarketTables, EconomyTables, EvolutionTables, OperationsTables, ManifestTables, DeployTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  api_tokens: ApiTokensTable;
  mesh_nodes: MeshNodesTable;
  mesh_events: MeshEventsTable;
  mesh_event_daily: MeshEventDailyTable;
  row_tallies: RowTalliesTable;
  archive_tag_tallies: ArchiveTagTalliesTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  glyph_weights: GlyphWeightsTable;
  agent_safety_records: AgentSafetyRecordsTable;
  agent_safety_current: AgentSafetyCurrentTable;
  recursive_archive_events: RecursiveArchiveEventsTable;
  alexandria_memories: AlexandriaMemoriesTable;
  engagement_points: EngagementPointsTable;
  engagement_badges: EngagementBadgesTable;
  challenge_completions: ChallengeCompletionsTable;
  journey_progress: JourneyProgressTable;
  glyph_chain_progress: GlyphChainProgressTable;
  mesh_contributions: MeshContributionsTable;
  symbolic_feedback: SymbolicFeedbackTable;
  sovereign_projects: SovereignProjectsTable;
  sovereign_threads: SovereignThreadsTable;
  sovereign_echoes: SovereignEchoesTable;
  multicore_agents: MulticoreAgentsTable;
  activation_logs: ActivationLogsTable;
  val_accounts: ValAccountsTable;
  val_entries: ValEntriesTable;
}

export type Operator = Selectable<OperatorsTable>;
export type MeshNodeRow = Selectable<MeshNodesTable>;
export type NewMeshNode = Insertable<MeshNodesTable>;
export type NewMeshEvent = Insertable<MeshEventsTable>;

/** What domain functions take first: the database or a transaction, so they compose inside one. */
export type Executor = Kysely<Database> | Transaction<Database>;

// Issue 17, demo nodes (i17-nodes): a node the worker simulates on the real protocol (interface merging adds the column).
export interface MeshNodesTable {
  demo: ColumnType<boolean, boolean | undefined, boolean>;
}

// Operator audit log (issue 17 item 6): merged into Database here so the line above stays untouched.
export interface Database {
  operator_audit: import("./tables/audit").OperatorAuditTable;
}

// History records (issue 34, migration …_history_records): glyph uses per UTC hour and archive
// evictions per UTC hour, both written by triggers; a turn's answer time on the visitor's message.
export interface GlyphUsageHourlyTable {
  hour: Timestamp;
  glyph: string;
  uses: Int8;
  resonance: number;
}

export interface AlexandriaEvictionHoursTable {
  /** The UTC hour the memories were evicted in. */
  hour: Timestamp;
  /** The UTC hour they had been stored in. */
  stored_hour: Timestamp;
  evicted: Int8;
}

export interface Database {
  glyph_usage_hourly: GlyphUsageHourlyTable;
  alexandria_eviction_hours: AlexandriaEvictionHoursTable;
}

export interface MessagesTable {
  /** A visitor message's answer time: from the question's arrival to the turn's save (ms); null on agent messages and older turns. */
  answer_ms: ColumnType<number | null, number | null | undefined, number | null>;
}
