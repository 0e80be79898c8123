import { sql } from "kysely";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import type { CustodianSeverity, LeaseStatus, LeaseType } from "../../db/tables/economy";
import { meanTenth, mintedVal, type CustodianEventView, type ExchangeView, type LeaseView, type ReputationView } from "../lib/economy";
import { toIso } from "../lib/time";
import { mint, nodeAccount } from "./ledger.server";

/**
 * The economic mesh (spec "Economic Mesh Dashboard"): reputation, capacity leases, resonance
 * exchanges (which mint VAL through the ledger) and custodian events. Every list is bounded and,
 * except the leaderboard (trust score first), newest first.
 */

export type Reputation = ReputationView;
export type Lease = LeaseView;
export type ResonanceExchange = ExchangeView;
export type CustodianEvent = CustodianEventView;

const NODE_PREFIX = "node:";

/**
 * Nodes by trust score (highest first). successfulTrades is derived: ledger transfers between this
 * node and another node, plus resonance exchanges it took part in; violations are the critical
 * custodian events recorded against it.
 */
export async function listReputations(db: Executor, limit: number): Promise<Reputation[]> {
  const rows = await db
    .selectFrom("node_reputations as r")
    .innerJoin("mesh_nodes as n", "n.id", "r.node_id")
    .select((eb) => [
      "r.node_id",
      "n.name",
      "r.trust_score",
      "r.service_history",
      eb
        .selectFrom("val_entries as e")
        .select(sql<string>`count(*)`.as("c"))
        .where("e.kind", "=", "transfer")
        .where((w) =>
          w.or([
            w.and([w("e.from_account", "=", sql<string>`${NODE_PREFIX} || r.node_id`), w("e.to_account", "like", `${NODE_PREFIX}%`)]),
            w.and([w("e.to_account", "=", sql<string>`${NODE_PREFIX} || r.node_id`), w("e.from_account", "like", `${NODE_PREFIX}%`)]),
          ]),
        )
        .as("transfers"),
      eb
        .selectFrom("resonance_exchanges as x")
        .select(sql<string>`count(*)`.as("c"))
        .where((w) => w.or([w("x.from_node_id", "=", w.ref("r.node_id")), w("x.to_node_id", "=", w.ref("r.node_id"))]))
        .as("exchanges"),
      eb
        .selectFrom("custodian_events as c")
        .select(sql<string>`count(*)`.as("c"))
        .whereRef("c.node_id", "=", "r.node_id")
        .where("c.severity", "=", "critical")
        .as("violations"),
    ])
    .orderBy("r.trust_score", "desc")
    .orderBy("r.node_id", "asc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    nodeId: r.node_id,
    nodeName: r.name,
    trustScore: Number(r.trust_score),
    serviceHistory: Number(r.service_history),
    successfulTrades: Number(r.transfers ?? 0) + Number(r.exchanges ?? 0),
    violations: Number(r.violations ?? 0),
  }));
}

/** Mean trust score over every reputation, one decimal. */
export async function averageTrust(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("node_reputations")
    .select([sql<string | null>`sum(trust_score)`.as("sum"), sql<string>`count(*)`.as("count")])
    .executeTakeFirstOrThrow();
  return meanTenth(Number(row.sum ?? 0), Number(row.count));
}

/** Newest first; `status` narrows the list (the dashboard shows active leases). */
export async function listLeases(db: Executor, options: { limit: number; status?: LeaseStatus }): Promise<Lease[]> {
  let query = db
    .selectFrom("capacity_leases")
    .select(["id", "node_id", "lease_type", "amount", "quality_score", "val_price_per_hour", "duration_seconds", "status", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit);
  if (options.status) query = query.where("status", "=", options.status);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    nodeId: r.node_id,
    leaseType: r.lease_type,
    amount: Number(r.amount),
    qualityScore: Number(r.quality_score),
    valPrice: Number(r.val_price_per_hour),
    duration: Number(r.duration_seconds),
    status: r.status,
    createdAt: toIso(r.created_at)!,
  }));
}

export async function countActiveLeases(db: Executor): Promise<number> {
  const row = await db.selectFrom("capacity_leases").select(sql<string>`count(*)`.as("n")).where("status", "=", "active").executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first. */
export async function listExchanges(db: Executor, limit: number): Promise<ResonanceExchange[]> {
  const rows = await db
    .selectFrom("resonance_exchanges")
    .select(["id", "from_node_id", "to_node_id", "resonance_score", "val_minted", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fromNodeId: r.from_node_id,
    toNodeId: r.to_node_id,
    resonanceScore: Number(r.resonance_score),
    valMinted: Number(r.val_minted),
    createdAt: toIso(r.created_at)!,
  }));
}

export async function countExchanges(db: Executor): Promise<number> {
  const row = await db.selectFrom("resonance_exchanges").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first. */
export async function listCustodianEvents(db: Executor, limit: number): Promise<CustodianEvent[]> {
  const rows = await db
    .selectFrom("custodian_events")
    .select(["id", "severity", "event_type", "node_id", "action_taken", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    severity: r.severity,
    eventType: r.event_type,
    nodeId: r.node_id,
    actionTaken: r.action_taken,
    timestamp: toIso(r.created_at)!,
  }));
}

export async function countCriticalEvents(db: Executor): Promise<number> {
  const row = await db.selectFrom("custodian_events").select(sql<string>`count(*)`.as("n")).where("severity", "=", "critical").executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

export interface ExchangeInput {
  fromNodeId: string;
  toNodeId: string;
  /** 0..1. */
  resonanceScore: number;
}

export interface RecordedExchange {
  exchange: ResonanceExchange;
  /** False when an exchange with this id already existed: nothing was minted this time. */
  created: boolean;
}

export const exchangeMintKey = (exchangeId: string) => `resonance-exchange-${exchangeId}`;

/**
 * Records a resonance exchange and, in the same transaction, mints floor(resonanceScore × 10) VAL
 * to the receiving node through the ledger (idempotency key from the exchange id, so a retry or a
 * re-seed never pays twice). `options.id` gives the exchange a natural id (seeds).
 */
export async function recordResonanceExchange(db: Executor, input: ExchangeInput, options: { id?: string; at?: Date } = {}): Promise<RecordedExchange> {
  const score = input.resonanceScore;
  if (!Number.isFinite(score) || score < 0 || score > 1) throw new RangeError(`A resonance score is between 0 and 1 (got ${score}).`);
  if (input.fromNodeId === input.toNodeId) throw new RangeError("A resonance exchange needs two different nodes.");
  const valMinted = mintedVal(score);
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insertInto("resonance_exchanges")
      .values({
        ...(options.id ? { id: options.id } : {}),
        from_node_id: input.fromNodeId,
        to_node_id: input.toNodeId,
        resonance_score: score,
        val_minted: valMinted,
        ...(options.at ? { created_at: options.at } : {}),
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning(["id", "from_node_id", "to_node_id", "resonance_score", "val_minted", "created_at"])
      .executeTakeFirst();
    const row =
      inserted ??
      (await tx
        .selectFrom("resonance_exchanges")
        .select(["id", "from_node_id", "to_node_id", "resonance_score", "val_minted", "created_at"])
        .where("id", "=", options.id!)
        .executeTakeFirstOrThrow());
    if (inserted) {
      if (row.val_minted > 0) {
        await mint(tx, nodeAccount(row.to_node_id), row.val_minted, `resonance exchange from ${row.from_node_id} (score ${score})`, exchangeMintKey(row.id));
      }
      await tx
        .insertInto("mesh_events")
        .values({
          event_type: "resonance_exchange",
          node_id: row.from_node_id,
          summary: `Resonance exchange with ${row.to_node_id} (score ${score.toFixed(2)}) minted ${row.val_minted} VAL`,
          payload: JSON.stringify({ exchangeId: row.id, counterparty: row.to_node_id, resonanceScore: score, valMinted: row.val_minted }),
          created_at: row.created_at,
        })
        .execute();
    }
    return {
      created: Boolean(inserted),
      exchange: {
        id: row.id,
        fromNodeId: row.from_node_id,
        toNodeId: row.to_node_id,
        resonanceScore: Number(row.resonance_score),
        valMinted: Number(row.val_minted),
        createdAt: toIso(row.created_at)!,
      },
    };
  });
}

export interface LeaseInput {
  id?: string;
  nodeId: string;
  leaseType: LeaseType;
  amount: number;
  qualityScore: number;
  valPrice: number;
  duration: number;
  status?: LeaseStatus;
  at?: Date;
}

/** Opens a capacity lease (idempotent by id). */
export async function openLease(db: Executor, input: LeaseInput): Promise<void> {
  if (!Number.isSafeInteger(input.valPrice) || input.valPrice < 0) throw new RangeError("A lease price is a whole number of VAL per hour.");
  await db
    .insertInto("capacity_leases")
    .values({
      ...(input.id ? { id: input.id } : {}),
      node_id: input.nodeId,
      lease_type: input.leaseType,
      amount: input.amount,
      quality_score: input.qualityScore,
      val_price_per_hour: input.valPrice,
      duration_seconds: input.duration,
      status: input.status ?? "active",
      ...(input.at ? { created_at: input.at } : {}),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export interface CustodianInput {
  id?: string;
  severity: CustodianSeverity;
  eventType: string;
  nodeId: string;
  actionTaken: string | null;
  at?: Date;
}

/** Records what the custodian saw (idempotent by id). */
export async function recordCustodianEvent(db: Executor, input: CustodianInput): Promise<void> {
  await db
    .insertInto("custodian_events")
    .values({
      ...(input.id ? { id: input.id } : {}),
      severity: input.severity,
      event_type: input.eventType,
      node_id: input.nodeId,
      action_taken: input.actionTaken,
      ...(input.at ? { created_at: input.at } : {}),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** A node's standing; an existing reputation is never overwritten (the running mesh owns it). */
export async function ensureReputation(db: Executor, input: { nodeId: string; trustScore: number; serviceHistory: number }): Promise<void> {
  await db
    .insertInto("node_reputations")
    .values({ node_id: input.nodeId, trust_score: input.trustScore, service_history: input.serviceHistory })
    .onConflict((oc) => oc.column("node_id").doNothing())
    .execute();
}
