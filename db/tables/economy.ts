import type { Generated } from "kysely";
import type { Timestamp } from "../types";

/** Tables of the economic dashboard (reputation, leases, resonance exchanges, custodian events) and promotions. Created by db/migrations/20261122T141000_economy_promotions.ts. */
export interface EconomyTables {
  node_reputations: NodeReputationsTable;
  capacity_leases: CapacityLeasesTable;
  resonance_exchanges: ResonanceExchangesTable;
  custodian_events: CustodianEventsTable;
  node_promotions: NodePromotionsTable;
  node_roles: NodeRolesTable;
}

export interface NodeReputationsTable {
  node_id: string;
  /** 0..100. */
  trust_score: number;
  service_history: Generated<number>;
  updated_at: Timestamp;
  /** The last accepted heartbeat, for the next one's regularity (20261125T140000_living_economy). */
  last_heartbeat_at: Date | string | null;
  heartbeats: Generated<number>;
  refused_signatures: Generated<number>;
}

export type LeaseType = "memory" | "compute" | "bandwidth";
export type LeaseStatus = "active" | "completed" | "cancelled";

export interface CapacityLeasesTable {
  id: Generated<string>;
  node_id: string;
  lease_type: LeaseType;
  /** GB of memory, cores of compute, Mbps of bandwidth. */
  amount: number;
  /** 0..1. */
  quality_score: number;
  /** Whole VAL per hour. */
  val_price_per_hour: number;
  duration_seconds: number;
  status: Generated<LeaseStatus>;
  /** When the lease opened: it ends at created_at + duration_seconds. */
  created_at: Timestamp;
  /** The ledger account that pays at settlement (`system:mint` when the mesh commissions the work). */
  payer_account: Generated<string>;
  /** What opened it: "seed", "velocity_cycle", "knowledge_trade". */
  source: Generated<string>;
  /** The cycle id or offer id that opened it. */
  source_ref: string | null;
  settled_at: Date | string | null;
  val_settled: number | null;
}

export interface ResonanceExchangesTable {
  id: Generated<string>;
  from_node_id: string;
  to_node_id: string;
  /** 0..1. */
  resonance_score: number;
  /** floor(resonance_score × 10), paid to to_node_id through the ledger. */
  val_minted: number;
  created_at: Timestamp;
}

export type CustodianSeverity = "critical" | "warning" | "info";

export interface CustodianEventsTable {
  id: Generated<string>;
  severity: CustodianSeverity;
  event_type: string;
  /** Null when the event is about something else (`subject`, e.g. "agent:firefly"). */
  node_id: string | null;
  subject: string | null;
  action_taken: string | null;
  created_at: Timestamp;
}

export type PromotionStatus = "pending" | "approved" | "rejected";

export interface NodePromotionsTable {
  id: Generated<string>;
  node_id: string;
  status: Generated<PromotionStatus>;
  proposed_role: string;
  /** 0..100. */
  activity_score: number;
  connected_nodes: number;
  reason: string;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  review_notes: string | null;
  created_at: Timestamp;
}

export interface NodeRolesTable {
  node_id: string;
  role: string;
  promotion_id: string;
  granted_at: Timestamp;
}
