import { liveness, nodeIsActive } from "./node-status.server";
import { sql } from "kysely";
import { fromJson } from "../../db/json";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import type { CustodianSeverity, LeaseStatus, LeaseType } from "../../db/tables/economy";
import { meanTenth, mintedVal, trustDistribution, type CategoryCount, type CustodianEventView, type ExchangeView, type LeaseView, type ReputationView } from "../lib/economy";
import { toIso } from "../lib/time";
import {
  cycleLeaseTerms,
  glyphsOf,
  INITIAL_TRUST,
  pickResonancePair,
  leaseExpiresAt,
  leaseRemainingSeconds,
  leaseSettlement,
  leaseStatusAt,
  tradeLeaseTerms,
  trustAfterHeartbeat,
} from "../lib/economy-rules";
import { BURN_ACCOUNT, InsufficientFundsError, MINT_ACCOUNT, mint, nodeAccount, post } from "./ledger.server";
import { countPerBucket } from "./history.server";
import { cumulative, rangeWindow, toHistory, type History, type HistoryPoint, type HistoryRange } from "../lib/history";

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

/** SQL: when a lease ends. */
const leaseEnd = sql<Date>`created_at + duration_seconds * interval '1 second'`;

/**
 * Newest first; `status` narrows the list. Hours remaining count down: `remainingSeconds` is
 * derived from opened + duration at `now`, and an active lease whose time is up reads "expired"
 * (and is left out of `status: "active"`) until the maintenance job settles it.
 */
export async function listLeases(db: Executor, options: { limit: number; status?: LeaseStatus; now?: number }): Promise<Lease[]> {
  const now = options.now ?? Date.now();
  let query = db
    .selectFrom("capacity_leases")
    .select(["id", "node_id", "lease_type", "amount", "quality_score", "val_price_per_hour", "duration_seconds", "status", "payer_account", "source", "val_settled", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit);
  if (options.status) query = query.where("status", "=", options.status);
  if (options.status === "active") query = query.where(leaseEnd, ">", new Date(now));
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    nodeId: r.node_id,
    leaseType: r.lease_type,
    amount: Number(r.amount),
    qualityScore: Number(r.quality_score),
    valPrice: Number(r.val_price_per_hour),
    duration: Number(r.duration_seconds),
    remainingSeconds: leaseRemainingSeconds(r.created_at, Number(r.duration_seconds), now),
    status: leaseStatusAt(r.status, r.created_at, Number(r.duration_seconds), now),
    payer: r.payer_account,
    source: r.source,
    valSettled: r.val_settled === null ? null : Number(r.val_settled),
    createdAt: toIso(r.created_at)!,
    expiresAt: new Date(leaseExpiresAt(r.created_at, Number(r.duration_seconds))).toISOString(),
  }));
}

/** Leases still running at `now` (an expired one no longer counts, settled or not). */
export async function countActiveLeases(db: Executor, now: number = Date.now()): Promise<number> {
  const row = await db
    .selectFrom("capacity_leases")
    .select(sql<string>`count(*)`.as("n"))
    .where("status", "=", "active")
    .where(leaseEnd, ">", new Date(now))
    .executeTakeFirstOrThrow();
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
    .select(["id", "severity", "event_type", "node_id", "subject", "action_taken", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    severity: r.severity,
    eventType: r.event_type,
    nodeId: r.node_id,
    subject: r.subject,
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

/**
 * A glyph went through the mesh (a multicore broadcast or symbolic feedback): the live nodes whose
 * glyph profiles carry it exchange resonance (`pickResonancePair`), recorded and minted through
 * `recordResonanceExchange`. Live = active by the one status rule (node-status.server.ts) within `liveWithinMs`. Null when no two
 * live nodes carry the glyph.
 */
export async function recordGlyphResonance(db: Executor, text: string, options: { now?: number; liveWithinMs: number }): Promise<ResonanceExchange | null> {
  const glyphs = glyphsOf(text).slice(0, 16);
  if (!glyphs.length) return null;
  const now = options.now ?? Date.now();
  const rows = await db
    .selectFrom("mesh_nodes")
    .select(["id", "glyph_profile", "last_heartbeat"])
    .where(nodeIsActive("mesh_nodes", liveness(now, options.liveWithinMs)))
    .where(sql<boolean>`glyph_profile ?| ${sql.val(glyphs)}::text[]`)
    .limit(200)
    .execute();
  const carriers = rows.map((r) => ({
    nodeId: r.id,
    profile: Object.fromEntries(Object.entries((fromJson<Record<string, unknown>>(r.glyph_profile) ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === "number")) as Record<string, number>,
    lastHeartbeat: r.last_heartbeat ? new Date(r.last_heartbeat).getTime() : 0,
  }));
  const pair = pickResonancePair(glyphs, carriers);
  if (!pair) return null;
  const { exchange } = await recordResonanceExchange(db, { fromNodeId: pair.fromNodeId, toNodeId: pair.toNodeId, resonanceScore: pair.resonanceScore }, { at: new Date(now) });
  return exchange;
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
  /** Who pays at settlement; the mesh itself (newly minted VAL) unless given. */
  payerAccount?: string;
  source?: string;
  sourceRef?: string | null;
  at?: Date;
}

/** Opens a capacity lease (idempotent by id): true when this call opened it. */
export async function openLease(db: Executor, input: LeaseInput): Promise<boolean> {
  if (!Number.isSafeInteger(input.valPrice) || input.valPrice < 0) throw new RangeError("A lease price is a whole number of VAL per hour.");
  const inserted = await db
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
      payer_account: input.payerAccount ?? MINT_ACCOUNT,
      source: input.source ?? "seed",
      source_ref: input.sourceRef ?? null,
      ...(input.at ? { created_at: input.at } : {}),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return Boolean(inserted);
}

export const cycleLeaseId = (cycleId: string, nodeId: string) => `cycle-${cycleId}-${nodeId}`;
export const tradeLeaseId = (offerId: string) => `trade-${offerId}`;

/**
 * Every node a velocity cycle deployed (a successful deployment event) takes work: it opens one
 * lease of its type's capacity for the cycle's length, priced by `cycleLeaseTerms` (quality =
 * trust), paid by the mesh (minted at settlement). Idempotent (one lease per cycle and node), so a
 * retried cycle opens nothing twice. Answers how many this call opened.
 */
export async function openCycleLeases(db: Executor, cycleId: string, at: Date = new Date()): Promise<number> {
  const cycle = await db.selectFrom("velocity_cycles").select(["id", "cycle_time_hours"]).where("id", "=", cycleId).executeTakeFirst();
  if (!cycle) return 0;
  const deployed = await db
    .selectFrom("velocity_cycle_events as e")
    .innerJoin("mesh_nodes as n", "n.id", "e.node_id")
    .leftJoin("node_reputations as r", "r.node_id", "n.id")
    .select(["n.id", "n.node_type", "r.trust_score"])
    .where("e.cycle_id", "=", cycleId)
    .where("e.event_type", "=", "deployment")
    .where("e.success", "=", true)
    .orderBy("n.id")
    .execute();
  let opened = 0;
  for (const n of deployed) {
    const terms = cycleLeaseTerms(n.node_type, Number(cycle.cycle_time_hours), n.trust_score === null ? null : Number(n.trust_score));
    const created = await openLease(db, {
      id: cycleLeaseId(cycleId, n.id),
      nodeId: n.id,
      leaseType: terms.leaseType,
      amount: terms.amount,
      qualityScore: terms.qualityScore,
      valPrice: terms.valPrice,
      duration: terms.durationSeconds,
      payerAccount: MINT_ACCOUNT,
      source: "velocity_cycle",
      sourceRef: cycleId,
      at,
    });
    if (created) opened++;
  }
  return opened;
}

/**
 * A knowledge trade opens a lease for the buyer: bandwidth from the merchant to fetch what it
 * bought, paid by the buyer's account at settlement (`tradeLeaseTerms`). Idempotent by offer.
 */
export async function openTradeLease(db: Executor, trade: { offerId: string; merchantNodeId: string; buyerNodeId: string }, at: Date = new Date()): Promise<boolean> {
  const rep = await db.selectFrom("node_reputations").select("trust_score").where("node_id", "=", trade.merchantNodeId).executeTakeFirst();
  const terms = tradeLeaseTerms(rep ? Number(rep.trust_score) : null);
  return openLease(db, {
    id: tradeLeaseId(trade.offerId),
    nodeId: trade.merchantNodeId,
    leaseType: terms.leaseType,
    amount: terms.amount,
    qualityScore: terms.qualityScore,
    valPrice: terms.valPrice,
    duration: terms.durationSeconds,
    payerAccount: nodeAccount(trade.buyerNodeId),
    source: "knowledge_trade",
    sourceRef: trade.offerId,
    at,
  });
}

export const leaseSettlementKey = (leaseId: string) => `lease-settlement-${leaseId}`;

export interface SettlementRun {
  /** Leases paid and marked completed. */
  settled: { id: string; nodeId: string; payer: string; amount: number }[];
  /** Leases whose payer could not pay: cancelled, with a custodian event. */
  defaulted: { id: string; nodeId: string; payer: string; amount: number }[];
}

/**
 * Settles leases whose time is up at `now` (oldest end first, at most `limit`), each in its own
 * transaction: the lease row is locked while still active, the term's price (`leaseSettlement`) is
 * posted from the payer's account to the node's through the ledger (idempotency key from the lease
 * id: a retry pays once), the lease is marked completed and the node's service history grows. A
 * payer that cannot pay leaves the ledger untouched: the lease is cancelled and the custodian
 * records a `lease_default` warning against the node that went unpaid.
 */
export async function settleExpiredLeases(db: Executor, now: number = Date.now(), limit = 200): Promise<SettlementRun> {
  const due = await db
    .selectFrom("capacity_leases")
    .select("id")
    .where("status", "=", "active")
    .where(leaseEnd, "<=", new Date(now))
    .orderBy(leaseEnd)
    .orderBy("id")
    .limit(limit)
    .execute();
  const run: SettlementRun = { settled: [], defaulted: [] };
  for (const { id } of due) {
    await inTransaction(db, async (tx) => {
      const lease = await tx
        .selectFrom("capacity_leases")
        .select(["id", "node_id", "lease_type", "val_price_per_hour", "duration_seconds", "payer_account", "status"])
        .where("id", "=", id)
        .where("status", "=", "active")
        .forUpdate()
        .executeTakeFirst();
      if (!lease) return;
      const amount = leaseSettlement(Number(lease.val_price_per_hour), Number(lease.duration_seconds));
      const to = nodeAccount(lease.node_id);
      const done = { id: lease.id, nodeId: lease.node_id, payer: lease.payer_account, amount };
      if (amount > 0 && lease.payer_account !== to) {
        try {
          // The balance check comes before any write, so a refusal leaves this transaction usable.
          await post(tx, { from: lease.payer_account, to, amount, memo: `${lease.lease_type} lease ${lease.id} settled`, idempotencyKey: leaseSettlementKey(lease.id) });
        } catch (error) {
          if (!(error instanceof InsufficientFundsError)) throw error;
          await tx.updateTable("capacity_leases").set({ status: "cancelled", settled_at: new Date(now), val_settled: 0 }).where("id", "=", lease.id).execute();
          await recordCustodianEvent(tx, {
            severity: "warning",
            eventType: "lease_default",
            nodeId: lease.node_id,
            actionTaken: `Lease cancelled: ${lease.payer_account} held ${error.balance} VAL of the ${amount} VAL owed`,
            at: new Date(now),
          });
          run.defaulted.push(done);
          return;
        }
      }
      await tx.updateTable("capacity_leases").set({ status: "completed", settled_at: new Date(now), val_settled: amount }).where("id", "=", lease.id).execute();
      await tx.updateTable("node_reputations").set({ service_history: sql`service_history + 1`, updated_at: new Date(now) }).where("node_id", "=", lease.node_id).execute();
      run.settled.push(done);
    });
  }
  return run;
}

export interface CustodianInput {
  id?: string;
  severity: CustodianSeverity;
  eventType: string;
  /** The node the event is about; null with a `subject` when it is about something else (an agent). */
  nodeId: string | null;
  subject?: string | null;
  actionTaken: string | null;
  at?: Date;
}

/**
 * Records what the custodian saw (idempotent by id). Every change the custodian watches comes
 * through here: replayed and out-of-window node signatures, node approvals and rejections, agent
 * sovereignty changes, lease defaults; secret rotation, revocation and decommissioning call it too.
 */
export async function recordCustodianEvent(db: Executor, input: CustodianInput): Promise<void> {
  if (!input.nodeId && !input.subject) throw new RangeError("A custodian event is about a node or a subject.");
  await db
    .insertInto("custodian_events")
    .values({
      ...(input.id ? { id: input.id } : {}),
      severity: input.severity,
      event_type: input.eventType,
      node_id: input.nodeId,
      subject: input.subject ?? null,
      action_taken: input.actionTaken,
      ...(input.at ? { created_at: input.at } : {}),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** A node's trust score, or null when it has no reputation yet. */
export async function trustScoreOf(db: Executor, nodeId: string): Promise<number | null> {
  const row = await db.selectFrom("node_reputations").select("trust_score").where("node_id", "=", nodeId).executeTakeFirst();
  return row ? Number(row.trust_score) : null;
}

/** The node's reputation row, locked; created at INITIAL_TRUST when it has none (the common case is one statement). */
async function lockReputation(tx: Executor, nodeId: string) {
  const read = () => tx.selectFrom("node_reputations").select(["trust_score", "last_heartbeat_at"]).where("node_id", "=", nodeId).forUpdate().executeTakeFirst();
  const found = await read();
  if (found) return found;
  await tx.insertInto("node_reputations").values({ node_id: nodeId, trust_score: INITIAL_TRUST, service_history: 0 }).onConflict((oc) => oc.column("node_id").doNothing()).execute();
  return (await read())!;
}

/**
 * An accepted heartbeat moves the node's trust toward its regularity (`trustAfterHeartbeat`: the
 * gap since the previous accepted beat against the expected interval). A node without a
 * reputation starts at INITIAL_TRUST. Answers the new score.
 */
export async function noteHeartbeatTrust(db: Executor, nodeId: string, at: Date, expectedIntervalMs: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const rep = await lockReputation(tx, nodeId);
    const previous = rep.last_heartbeat_at === null ? null : new Date(rep.last_heartbeat_at).getTime();
    const gap = previous === null || previous >= at.getTime() ? null : at.getTime() - previous;
    const score = trustAfterHeartbeat(Number(rep.trust_score), gap, expectedIntervalMs);
    await tx
      .updateTable("node_reputations")
      .set({ trust_score: score, last_heartbeat_at: at, heartbeats: sql`heartbeats + 1`, updated_at: at })
      .where("node_id", "=", nodeId)
      .execute();
    return score;
  });
}

export type SignatureEvent = "replayed" | "stale" | "future";

const SIGNATURE_EVENTS: Record<SignatureEvent, { severity: CustodianSeverity; eventType: string; action: string }> = {
  replayed: { severity: "critical", eventType: "signature_replayed", action: "Replayed heartbeat refused; trust unchanged" },
  stale: { severity: "warning", eventType: "signature_stale", action: "Heartbeat refused: signed timestamp outside the 5-minute window" },
  future: { severity: "warning", eventType: "signature_from_future", action: "Heartbeat refused: signed timestamp outside the 5-minute window" },
};

/**
 * A genuine signature of the node was refused: used twice (a replay) or dated outside the window.
 * Only the node, or someone who captured one of its calls, can produce one, so it is worth a
 * custodian event; it says nothing about the node's own behaviour, so its trust is left alone
 * (economy-rules.ts). The caller records at most one per node and kind per window (node-auth.server.ts).
 */
export async function noteSignatureEvent(db: Executor, nodeId: string, kind: SignatureEvent, at: Date = new Date()): Promise<void> {
  const event = SIGNATURE_EVENTS[kind];
  await recordCustodianEvent(db, { severity: event.severity, eventType: event.eventType, nodeId, actionTaken: event.action, at });
}

/** A node's standing; an existing reputation is never overwritten (the running mesh owns it). */
export async function ensureReputation(db: Executor, input: { nodeId: string; trustScore: number; serviceHistory: number }): Promise<void> {
  await db
    .insertInto("node_reputations")
    .values({ node_id: input.nodeId, trust_score: input.trustScore, service_history: input.serviceHistory })
    .onConflict((oc) => oc.column("node_id").doNothing())
    .execute();
}

// ---------------------------------------------------------------------------------------------
// History (issue 34): the dashboard's charts, one read per series over the buckets of a range.
// ---------------------------------------------------------------------------------------------

/**
 * The ledger's mints and burns. post() gives an entry from system:mint the kind 'mint' and one into
 * system:burn the kind 'burn'; the account conditions let the (account, created_at) indexes serve.
 */
const MINTS = sql`from_account = ${MINT_ACCOUNT} and kind = 'mint'`;
const BURNS = sql`to_account = ${BURN_ACCOUNT} and kind = 'burn'`;

/** VAL minted per bucket: the amounts of the ledger's mint entries (resonance exchanges, leases the mesh pays, onboarding). */
export function valMintedPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(db, { table: "val_entries", column: "created_at", where: sql`and ${MINTS}`, value: sql`sum(amount)` }, range, now);
}

/**
 * VAL in circulation at the end of each bucket: minted minus burned since the ledger began. The
 * level before the range is read from the system accounts' balances (kept with every entry, so the
 * journal is not summed from its start) less what was minted and burned since the range began;
 * each bucket then adds its mints and takes away its burns.
 */
export async function valInCirculationPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  const from = new Date(rangeWindow(range, now).from);
  const [changes, before] = await Promise.all([
    countPerBucket(
      db,
      { table: "val_entries", column: "created_at", where: sql`and ((${MINTS}) or (${BURNS}))`, value: sql`sum(case when kind = 'mint' then amount else -amount end)` },
      range,
      now,
    ),
    // One statement, one snapshot: the balances and the entries since `from` agree.
    sql<{ level: string }>`
      select
        - coalesce((select balance from val_accounts where id = ${MINT_ACCOUNT}), 0)
        - coalesce((select balance from val_accounts where id = ${BURN_ACCOUNT}), 0)
        - coalesce((select sum(amount) from val_entries where ${MINTS} and created_at >= ${from}), 0)
        + coalesce((select sum(amount) from val_entries where ${BURNS} and created_at >= ${from}), 0) as level`.execute(db),
  ]);
  return cumulative(changes, Number(before.rows[0]?.level ?? 0));
}

/** Resonance exchanges recorded per bucket. */
export function exchangesPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(db, { table: "resonance_exchanges", column: "created_at" }, range, now);
}

/** Every node reputation's current trust score in bands of 10 (0–10 … 90–100): the same reputations the average trust reads. */
export async function trustDistributionNow(db: Executor): Promise<CategoryCount[]> {
  const rows = await db.selectFrom("node_reputations").select("trust_score").execute();
  return trustDistribution(rows.map((r) => Number(r.trust_score)));
}

export interface EconomyHistory {
  /** VAL in circulation (minted − burned) at the end of each bucket. */
  circulation: History;
  /** VAL minted per bucket. */
  minted: History;
  /** Resonance exchanges per bucket. */
  exchanges: History;
  /** Nodes per trust band, now (not a time series). */
  trust: { unit: string; bands: CategoryCount[] };
}

/** The economic dashboard's history: VAL in circulation, VAL minted and exchanges over the range, and the trust distribution now. */
export async function economyHistory(db: Executor, range: HistoryRange, now: number): Promise<EconomyHistory> {
  const [circulation, minted, exchanges, trust] = await Promise.all([
    valInCirculationPerBucket(db, range, now),
    valMintedPerBucket(db, range, now),
    exchangesPerBucket(db, range, now),
    trustDistributionNow(db),
  ]);
  return {
    circulation: toHistory(range, now, "VAL", { "VAL in circulation": circulation }),
    minted: toHistory(range, now, "VAL", { "VAL minted": minted }),
    exchanges: toHistory(range, now, "exchanges", { "Resonance exchanges": exchanges }),
    trust: { unit: "nodes", bands: trust },
  };
}
