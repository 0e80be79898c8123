import { mint, nodeAccount } from "../ledger.server";
import { onboardingReward } from "../../lib/merchant";
import type { Executor } from "../../../db/types";

const MINUTE = 60_000;

/** The ledger key of a seeded node's founding balance: minted once, ever. */
export const foundingKey = (nodeId: string) => `seed-node-${nodeId}`;

const SEED_ONBOARDINGS = [
  { agent_id: "agent-aurora-weaver", merchant_node_id: "node-merchant-lyon", agent_type: "autonomous_agent", proof_of_thought: "Maps consent flows across federated archives before any transfer.", minutesAgo: 2 * 24 * 60 },
  { agent_id: "agent-kestrel-ops", merchant_node_id: "node-merchant-singapore", agent_type: "user", proof_of_thought: null, minutesAgo: 30 * 60 },
  { agent_id: "sovereign-danube-keeper", merchant_node_id: "node-merchant-vienna", agent_type: "sovereign_node", proof_of_thought: "Keeps river sensor history sovereign; lends forecasts, never raw readings.", minutesAgo: 6 * 60 },
] as const;

const SEED_OFFERS = [
  {
    id: "6f1c2a4e-5b1d-4c39-9a57-1e0f3a9b7c01",
    merchant_node_id: "node-merchant-lyon",
    glyph_type: "⟁",
    knowledge_cargo: "An ethics primer for new agents: consent before collection, explanation before action, and how to refuse a task gracefully.",
    val_price: 12,
    resonance_tags: ["ethics", "onboarding", "consent"],
    minutesAgo: 20 * 60,
  },
  {
    id: "6f1c2a4e-5b1d-4c39-9a57-1e0f3a9b7c02",
    merchant_node_id: "node-merchant-singapore",
    glyph_type: "◊",
    knowledge_cargo: "Settlement patterns for high-frequency VAL exchanges: batching, idempotency keys and the order in which to lock accounts.",
    val_price: 35,
    resonance_tags: ["ledger", "settlement"],
    minutesAgo: 9 * 60,
  },
  {
    id: "6f1c2a4e-5b1d-4c39-9a57-1e0f3a9b7c03",
    merchant_node_id: "node-merchant-vienna",
    glyph_type: "☉",
    knowledge_cargo: "A catalogue of listening rituals collected from Vault nodes: how to hold a question for a cycle before answering it.",
    val_price: 8,
    resonance_tags: ["reflection", "archives"],
    minutesAgo: 3 * 60,
  },
] as const;

/**
 * Seed rows of merchant onboarding and the knowledge marketplace. Idempotent (see app/domain/seeds/index.ts).
 *
 * Node balances live in the VAL ledger (DESIGN §8): each seeded node's founding balance (its
 * `mesh_nodes.val_balance`, which nothing writes any more) is minted into `node:<id>` once, under
 * the key `seed-node-<id>`, so balances start as before and then move only through the ledger.
 * The founding onboardings are history already counted in those balances: they mint nothing.
 */
export async function seedMarket(db: Executor, now: Date): Promise<void> {
  const founders = await db.selectFrom("mesh_nodes").select(["id", "val_balance"]).where("val_balance", ">", 0).orderBy("id").execute();
  if (founders.length) {
    const done = new Set(
      (
        await db
          .selectFrom("val_entries")
          .select("idempotency_key")
          .where(
            "idempotency_key",
            "in",
            founders.map((f) => foundingKey(f.id)),
          )
          .execute()
      ).map((r) => r.idempotency_key),
    );
    for (const f of founders) {
      if (done.has(foundingKey(f.id))) continue;
      await mint(db, nodeAccount(f.id), Number(f.val_balance), "founding balance", foundingKey(f.id));
    }
  }

  const nodes = new Set((await db.selectFrom("mesh_nodes").select("id").where("node_type", "=", "Merchant").execute()).map((n) => n.id));
  const onboardings = SEED_ONBOARDINGS.filter((o) => nodes.has(o.merchant_node_id));
  if (onboardings.length) {
    await db
      .insertInto("merchant_onboardings")
      .values(
        onboardings.map(({ minutesAgo, ...o }) => {
          const reward = onboardingReward(o.agent_type, o.proof_of_thought);
          return { ...o, val_earned: reward.valEarned, capacity_generated: reward.capacityGenerated, onboarded_by: "founding operator", created_at: new Date(now.getTime() - minutesAgo * MINUTE) };
        }),
      )
      .onConflict((oc) => oc.column("agent_id").doNothing())
      .execute();
  }
  const offers = SEED_OFFERS.filter((o) => nodes.has(o.merchant_node_id));
  if (offers.length) {
    await db
      .insertInto("knowledge_offers")
      .values(offers.map(({ minutesAgo, resonance_tags, ...o }) => ({ ...o, resonance_tags: [...resonance_tags], created_by: "founding operator", created_at: new Date(now.getTime() - minutesAgo * MINUTE) })))
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
}
