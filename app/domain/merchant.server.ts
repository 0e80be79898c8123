import { sql } from "kysely";
import { z } from "zod";
import { inTransaction } from "../../db/tx";
import type { Executor, NodeType } from "../../db/types";
import { derivedNodeStatus, nodeIsActive } from "./node-status.server";
import type { ReportedStatus } from "../lib/nodes";
import {
  AGENT_ID_MAX,
  AGENT_TYPE_LABELS,
  AGENT_TYPES,
  DEFAULT_AGENT_TYPE,
  GLYPH_TYPE_MAX,
  KNOWLEDGE_CARGO_MAX,
  MESSAGES,
  OFFER_STATUSES,
  onboardingReward,
  parseResonanceTags,
  PROOF_OF_THOUGHT_MAX,
  RESONANCE_TAG_MAX,
  RESONANCE_TAGS_MAX,
  VAL_PRICE_DEFAULT,
  VAL_PRICE_MAX,
  type OfferStatus,
} from "../lib/merchant";
import type { KnowledgeOffer, OnboardingRecord } from "../lib/merchant.schema";
import { toIso } from "../lib/time";
import { balanceOf, InsufficientFundsError, mint, nodeAccount, post } from "./ledger.server";
import { openTradeLease } from "./economy.server";

/**
 * Merchant onboarding and the knowledge marketplace (spec "Merchant Onboarding Portal" and
 * "Knowledge Marketplace"; DESIGN §5 operator-only, §8 money). VAL moves only through the ledger:
 * an onboarding mints its reward to the merchant node's account, a trade posts the price from the
 * buyer node's account to the merchant's, each in the same transaction as the row it explains.
 */

// ---------------------------------------------------------------------------------------------
// Input schemas: one per input, for the API route, the page action and the form's errors.
// ---------------------------------------------------------------------------------------------

const NODE_ID_MAX = 100;
const blankToUndefined = (v: unknown) => (v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : v);

const requiredText = (message: string, max: number, name: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${name} must be at most ${max} characters.`);

export const onboardSchema = z.object({
  merchantNodeId: requiredText(MESSAGES.merchantRequired, NODE_ID_MAX, "merchantNodeId"),
  agentId: requiredText(MESSAGES.agentIdRequired, AGENT_ID_MAX, "Agent ID"),
  agentType: z.preprocess(
    (v) => blankToUndefined(v) ?? DEFAULT_AGENT_TYPE,
    z.enum(AGENT_TYPES, { error: `Agent type must be one of ${AGENT_TYPES.join(", ")}.` }),
  ),
  initialProofOfThought: z.preprocess(
    blankToUndefined,
    z.string({ error: "The proof of thought must be text." }).trim().max(PROOF_OF_THOUGHT_MAX, `The proof of thought must be at most ${PROOF_OF_THOUGHT_MAX} characters.`).optional(),
  ),
});
export type OnboardInput = z.infer<typeof onboardSchema>;

export const offerSchema = z.object({
  merchantNodeId: requiredText(MESSAGES.merchantRequired, NODE_ID_MAX, "merchantNodeId"),
  glyphType: requiredText(MESSAGES.glyphTypeRequired, GLYPH_TYPE_MAX, "Glyph type"),
  knowledgeCargo: requiredText(MESSAGES.cargoRequired, KNOWLEDGE_CARGO_MAX, "Knowledge cargo"),
  valPrice: z.preprocess(
    (v) => {
      const value = blankToUndefined(v);
      if (value === undefined) return VAL_PRICE_DEFAULT;
      return typeof value === "string" ? Number(value.trim()) : value;
    },
    z
      .number({ error: "Price must be a number of VAL" })
      .int("Price must be a whole number of VAL")
      .min(1, MESSAGES.priceMin)
      .max(VAL_PRICE_MAX, `Price must be at most ${VAL_PRICE_MAX} VAL`),
  ),
  resonanceTags: z
    .union([z.string(), z.array(z.string())], { error: "Resonance tags are a list of words or one comma-separated text." })
    .nullish()
    .transform((v) => parseResonanceTags(v))
    .pipe(
      z
        .array(z.string().max(RESONANCE_TAG_MAX, `Each resonance tag must be at most ${RESONANCE_TAG_MAX} characters.`))
        .max(RESONANCE_TAGS_MAX, `At most ${RESONANCE_TAGS_MAX} resonance tags.`)
        .optional(),
    ),
});
export type OfferInput = z.infer<typeof offerSchema>;

export const tradeSchema = z.object({
  buyerNodeId: requiredText("Please select a buyer node", NODE_ID_MAX, "buyerNodeId"),
});

export const offerStatusSchema = z.enum(OFFER_STATUSES);

// ---------------------------------------------------------------------------------------------
// Shapes returned
// ---------------------------------------------------------------------------------------------


export type { KnowledgeOffer, OnboardingRecord };

export interface MarketStats {
  activeMerchants: number;
  totalOnboarded: number;
  availableOffers: number;
  totalTraded: number;
  /** VAL that changed hands in trades. */
  tradedVal: number;
}

/** Who acted: the operator's public handle (never their e-mail, which is their sign-in name). */
export interface Actor {
  handle: string;
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** Onboardings, newest first. */
export async function listOnboardings(db: Executor, limit: number): Promise<OnboardingRecord[]> {
  const rows = await db
    .selectFrom("merchant_onboardings as o")
    .innerJoin("mesh_nodes as m", "m.id", "o.merchant_node_id")
    .select(["o.id", "o.merchant_node_id", "m.name as merchant_name", "o.agent_id", "o.agent_type", "o.val_earned", "o.capacity_generated", "o.onboarded_by", "o.created_at"])
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    merchantNodeId: r.merchant_node_id,
    merchantName: r.merchant_name,
    agentId: r.agent_id,
    agentType: r.agent_type,
    valEarned: Number(r.val_earned),
    capacityGenerated: r.capacity_generated,
    onboardedBy: r.onboarded_by,
    timestamp: toIso(r.created_at)!,
  }));
}

function offersQuery(db: Executor) {
  return db
    .selectFrom("knowledge_offers as k")
    .innerJoin("mesh_nodes as m", "m.id", "k.merchant_node_id")
    .leftJoin("mesh_nodes as b", "b.id", "k.buyer_node_id")
    .select([
      "k.id",
      "k.merchant_node_id",
      "m.name as merchant_name",
      "k.glyph_type",
      "k.knowledge_cargo",
      "k.val_price",
      "k.resonance_tags",
      "k.status",
      "k.created_by",
      "k.created_at",
      "k.buyer_node_id",
      "b.name as buyer_name",
      "k.traded_by",
      "k.traded_at",
    ]);
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offersQuery>["executeTakeFirstOrThrow"]>>;

function toOffer(r: OfferRow): KnowledgeOffer {
  return {
    id: r.id,
    merchantNodeId: r.merchant_node_id,
    merchantName: r.merchant_name,
    glyphType: r.glyph_type,
    knowledgeCargo: r.knowledge_cargo,
    valPrice: Number(r.val_price),
    resonanceTags: r.resonance_tags ?? [],
    status: r.status,
    createdBy: r.created_by,
    createdAt: toIso(r.created_at)!,
    buyerNodeId: r.buyer_node_id,
    buyerName: r.buyer_name,
    tradedBy: r.traded_by,
    tradedAt: toIso(r.traded_at),
  };
}

/** Offers, newest first; `status` narrows to available or traded ones. Traded ones by trade time, newest first. */
export async function listOffers(db: Executor, options: { status?: OfferStatus; limit: number }): Promise<KnowledgeOffer[]> {
  let query = offersQuery(db);
  if (options.status) query = query.where("k.status", "=", options.status);
  if (options.status === "traded") query = query.orderBy("k.traded_at", "desc");
  const rows = await query.orderBy("k.created_at", "desc").orderBy("k.id", "desc").limit(options.limit).execute();
  return rows.map(toOffer);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getOffer(db: Executor, id: string): Promise<KnowledgeOffer | null> {
  if (!UUID.test(id)) return null;
  const row = await offersQuery(db).where("k.id", "=", id).executeTakeFirst();
  return row ? toOffer(row) : null;
}

/** The statistics of both screens, in one snapshot. */
export async function marketStats(db: Executor): Promise<MarketStats> {
  const { rows } = await sql<{ active_merchants: string; total_onboarded: string; available_offers: string; total_traded: string; traded_val: string }>`
    select
      (select count(*) from mesh_nodes where node_type = 'Merchant' and ${nodeIsActive()}) as active_merchants,
      (select count(*) from merchant_onboardings) as total_onboarded,
      (select count(*) from knowledge_offers where status = 'available') as available_offers,
      (select count(*) from knowledge_offers where status = 'traded') as total_traded,
      (select coalesce(sum(val_price), 0) from knowledge_offers where status = 'traded') as traded_val`.execute(db);
  const r = rows[0]!;
  return {
    activeMerchants: Number(r.active_merchants),
    totalOnboarded: Number(r.total_onboarded),
    availableOffers: Number(r.available_offers),
    totalTraded: Number(r.total_traded),
    tradedVal: Number(r.traded_val),
  };
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

interface NodeRef {
  id: string;
  name: string;
  nodeType: NodeType;
  status: ReportedStatus;
}

async function findNode(db: Executor, id: string): Promise<NodeRef | null> {
  const row = await db.selectFrom("mesh_nodes").select(["id", "name", "node_type", derivedNodeStatus().as("status")]).where("id", "=", id).executeTakeFirst();
  return row ? { id: row.id, name: row.name, nodeType: row.node_type, status: row.status } : null;
}

/** Why a merchant node cannot act (unknown, not a Merchant, not active), or null when it can. */
export type MerchantRefusal = { outcome: "merchant_not_found"; message: string } | { outcome: "not_a_merchant"; message: string };

function merchantRefusal(id: string, node: NodeRef | null): MerchantRefusal | null {
  if (!node) return { outcome: "merchant_not_found", message: `There is no merchant node with id "${id}".` };
  if (node.nodeType !== "Merchant") return { outcome: "not_a_merchant", message: `${node.name} is a ${node.nodeType} node, not a Merchant node.` };
  if (node.status !== "active") return { outcome: "not_a_merchant", message: `${node.name} is ${node.status}; only an active Merchant node can do this.` };
  return null;
}

async function recordMeshEvent(db: Executor, event: { type: string; nodeId: string; summary: string; payload: Record<string, unknown> }) {
  await db.insertInto("mesh_events").values({ event_type: event.type, node_id: event.nodeId, summary: event.summary, payload: JSON.stringify(event.payload) }).execute();
}

export type OnboardOutcome =
  | { outcome: "onboarded"; message: string; valEarned: number; capacityGenerated: number; onboarding: OnboardingRecord; merchantBalance: number }
  | MerchantRefusal
  | { outcome: "duplicate"; message: string };

/**
 * Onboards an agent through an active Merchant node: the record and the VAL it earns the merchant
 * (minted to `node:<merchant>`, idempotency key from the record) are written in one transaction.
 * The same agent id twice is refused (unique key), also under concurrency.
 */
export async function onboardAgent(db: Executor, input: OnboardInput, by: Actor): Promise<OnboardOutcome> {
  return inTransaction(db, async (tx) => {
    const merchant = await findNode(tx, input.merchantNodeId);
    const refused = merchantRefusal(input.merchantNodeId, merchant);
    if (refused) return refused;
    const reward = onboardingReward(input.agentType, input.initialProofOfThought);
    const row = await tx
      .insertInto("merchant_onboardings")
      .values({
        merchant_node_id: merchant!.id,
        agent_id: input.agentId,
        agent_type: input.agentType,
        proof_of_thought: input.initialProofOfThought ?? null,
        val_earned: reward.valEarned,
        capacity_generated: reward.capacityGenerated,
        onboarded_by: by.handle,
      })
      .onConflict((oc) => oc.column("agent_id").doNothing())
      .returning(["id", "created_at"])
      .executeTakeFirst();
    if (!row) return { outcome: "duplicate" as const, message: `Agent "${input.agentId}" has already been onboarded.` };
    if (reward.valEarned > 0) {
      await mint(tx, nodeAccount(merchant!.id), reward.valEarned, `onboarding of ${input.agentId}`, `onboarding-${row.id}`);
    }
    const label = AGENT_TYPE_LABELS[input.agentType];
    await recordMeshEvent(tx, {
      type: "agent_onboarded",
      nodeId: merchant!.id,
      summary: `${merchant!.name} onboarded ${input.agentId} (${label.toLowerCase()}): +${reward.valEarned} VAL`,
      payload: { agentId: input.agentId, agentType: input.agentType, valEarned: reward.valEarned, capacityGenerated: reward.capacityGenerated, onboardingId: row.id },
    });
    const merchantBalance = await balanceOf(tx, nodeAccount(merchant!.id));
    return {
      outcome: "onboarded" as const,
      message: `${input.agentId} joined the mesh through ${merchant!.name}: ${reward.valEarned} VAL earned, ${reward.capacityGenerated} capacity generated.`,
      valEarned: reward.valEarned,
      capacityGenerated: reward.capacityGenerated,
      merchantBalance,
      onboarding: {
        id: row.id,
        merchantNodeId: merchant!.id,
        merchantName: merchant!.name,
        agentId: input.agentId,
        agentType: input.agentType,
        valEarned: reward.valEarned,
        capacityGenerated: reward.capacityGenerated,
        onboardedBy: by.handle,
        timestamp: toIso(row.created_at)!,
      },
    };
  });
}

export type CreateOfferOutcome = { outcome: "created"; offer: KnowledgeOffer } | MerchantRefusal;

/** Puts a merchant node's knowledge cargo on the marketplace (status available). */
export async function createOffer(db: Executor, input: OfferInput, by: Actor): Promise<CreateOfferOutcome> {
  return inTransaction(db, async (tx) => {
    const merchant = await findNode(tx, input.merchantNodeId);
    const refused = merchantRefusal(input.merchantNodeId, merchant);
    if (refused) return refused;
    const row = await tx
      .insertInto("knowledge_offers")
      .values({
        merchant_node_id: merchant!.id,
        glyph_type: input.glyphType,
        knowledge_cargo: input.knowledgeCargo,
        val_price: input.valPrice,
        resonance_tags: input.resonanceTags ?? [],
        created_by: by.handle,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const offer = await getOffer(tx, row.id);
    return { outcome: "created" as const, offer: offer! };
  });
}

export interface TradeBalances {
  buyer: { nodeId: string; valBalance: number };
  merchant: { nodeId: string; valBalance: number };
}

export type TradeOutcome =
  | { outcome: "traded"; offer: KnowledgeOffer; balances: TradeBalances }
  | { outcome: "offer_not_found"; message: string }
  | { outcome: "buyer_not_found"; message: string }
  | { outcome: "own_offer"; message: string }
  | { outcome: "already_traded"; message: string }
  | { outcome: "insufficient_funds"; message: string; balance: number; price: number };

export const ALREADY_TRADED_MESSAGE = "This offer has already been traded";

class TradeRefused extends Error {
  constructor(readonly refusal: Exclude<TradeOutcome, { outcome: "traded" }>) {
    super(refusal.message);
  }
}

/**
 * A buyer node buys an offer (an operator acts on its behalf). One transaction: a single
 * conditional `UPDATE … WHERE status = 'available' RETURNING` takes the offer (so of two buyers
 * exactly one wins), then the ledger posts the price from `node:<buyer>` to `node:<merchant>`.
 * If the buyer cannot pay, the whole transaction rolls back and the offer stays available.
 *
 * Given the database it runs its own transaction and answers refusals as outcomes; given a
 * caller's transaction, a refusal after the offer was taken is thrown (roll that transaction back).
 */
export async function tradeOffer(db: Executor, offerId: string, buyerNodeId: string, by: Actor): Promise<TradeOutcome> {
  const ownsTransaction = !db.isTransaction;
  try {
    return await inTransaction(db, async (tx) => {
      const offer = await getOffer(tx, offerId);
      if (!offer) return { outcome: "offer_not_found" as const, message: "There is no knowledge offer with this id." };
      const buyer = await findNode(tx, buyerNodeId);
      if (!buyer || buyer.status === "pending" || buyer.status === "rejected") {
        return { outcome: "buyer_not_found" as const, message: `There is no mesh node "${buyerNodeId}" that can buy.` };
      }
      if (buyer.id === offer.merchantNodeId) return { outcome: "own_offer" as const, message: `${buyer.name} cannot buy its own offer.` };
      if (offer.status !== "available") return { outcome: "already_traded" as const, message: ALREADY_TRADED_MESSAGE };

      const taken = await tx
        .updateTable("knowledge_offers")
        .set({ status: "traded", buyer_node_id: buyer.id, traded_by: by.handle, traded_at: sql`now()` })
        .where("id", "=", offer.id)
        .where("status", "=", "available")
        .returning(["id", "merchant_node_id", "val_price"])
        .executeTakeFirst();
      if (!taken) return { outcome: "already_traded" as const, message: ALREADY_TRADED_MESSAGE };

      const price = Number(taken.val_price);
      const from = nodeAccount(buyer.id);
      const to = nodeAccount(taken.merchant_node_id);
      try {
        await post(tx, { from, to, amount: price, kind: "transfer", memo: `knowledge trade ${offer.glyphType}`, idempotencyKey: `trade-${offer.id}` });
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          throw new TradeRefused({
            outcome: "insufficient_funds",
            message: `${buyer.name} holds ${error.balance} VAL and this offer costs ${price} VAL.`,
            balance: error.balance,
            price,
          });
        }
        throw error;
      }
      // The buyer leases the merchant's bandwidth to fetch what it bought (paid when the lease is settled).
      await openTradeLease(tx, { offerId: offer.id, merchantNodeId: taken.merchant_node_id, buyerNodeId: buyer.id });
      await recordMeshEvent(tx, {
        type: "knowledge_trade",
        nodeId: taken.merchant_node_id,
        summary: `${offer.merchantName} sold a ${price} VAL ${offer.glyphType} offer to ${buyer.name}`,
        payload: { amount: price, counterparty: buyer.id, glyph: offer.glyphType, offerId: offer.id },
      });
      const buyerBalance = await balanceOf(tx, from);
      const merchantBalance = await balanceOf(tx, to);
      const traded = await getOffer(tx, offer.id);
      return {
        outcome: "traded" as const,
        offer: traded!,
        balances: { buyer: { nodeId: buyer.id, valBalance: buyerBalance }, merchant: { nodeId: taken.merchant_node_id, valBalance: merchantBalance } },
      };
    });
  } catch (error) {
    if (error instanceof TradeRefused && ownsTransaction) return error.refusal;
    throw error;
  }
}
