import type { ColumnType, Generated } from "kysely";
import type { Int8, Timestamp } from "../types";

/** Tables of merchant onboarding and the knowledge marketplace. Created by db/migrations/20261122T140000_merchant_market.ts. */
export type AgentTypeColumn = "user" | "autonomous_agent" | "sovereign_node";
export type OfferStatusColumn = "available" | "traded";

export interface MerchantOnboardingsTable {
  id: Generated<string>;
  merchant_node_id: string;
  agent_id: string;
  agent_type: AgentTypeColumn;
  proof_of_thought: string | null;
  /** Whole VAL minted to the merchant node's ledger account in the same transaction. */
  val_earned: Int8;
  capacity_generated: number;
  /** The operator's display identity (email). */
  onboarded_by: string;
  created_at: Timestamp;
}

export interface KnowledgeOffersTable {
  id: Generated<string>;
  merchant_node_id: string;
  glyph_type: string;
  knowledge_cargo: string;
  val_price: Int8;
  resonance_tags: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<OfferStatusColumn, OfferStatusColumn | undefined, OfferStatusColumn>;
  created_by: string;
  buyer_node_id: string | null;
  traded_by: string | null;
  traded_at: Date | string | null;
  created_at: Timestamp;
}

export interface MarketTables {
  merchant_onboardings: MerchantOnboardingsTable;
  knowledge_offers: KnowledgeOffersTable;
}
