import { sql, type Kysely } from "kysely";
import { SCREEN_SEEDS } from "./seeds/index";
import type { Database, NewMeshEvent, NewMeshNode } from "../../db/types";

const MINUTE = 60_000;

interface SeedNode {
  id: string;
  node_type: NewMeshNode["node_type"];
  status: NewMeshNode["status"];
  name: string;
  location: string | null;
  personality: string;
  glyph_profile: Record<string, number>;
  val_balance: number;
  version: string;
  /** Minutes before seeding that the node last sent a heartbeat; null when it never did. */
  heartbeatMinutesAgo: number | null;
}

/** The founding mesh: every node type, spread over real places, with their own temperament. */
export const SEED_NODES: SeedNode[] = [
  { id: "node-capacity-helsinki", node_type: "Capacity", status: "active", name: "Kaamos Forge", location: "Helsinki, Finland", personality: "Patient and exact; counts every cycle twice before it spends one.", glyph_profile: { "⚛": 0.92, "∇": 0.71, "△": 0.44, "∞": 0.3 }, val_balance: 18_450, version: "1.0.0", heartbeatMinutesAgo: 1 },
  { id: "node-capacity-sao-paulo", node_type: "Capacity", status: "active", name: "Garoa Engine", location: "São Paulo, Brazil", personality: "Restless, generous with spare compute, quick to volunteer for long jobs.", glyph_profile: { "⚛": 0.81, "✦": 0.62, "⊗": 0.4 }, val_balance: 12_310, version: "1.0.0", heartbeatMinutesAgo: 2 },
  { id: "node-capacity-nairobi", node_type: "Capacity", status: "inactive", name: "Savanna Core", location: "Nairobi, Kenya", personality: "Frugal and resilient; runs cool and sleeps through power dips.", glyph_profile: { "∇": 0.77, "⚛": 0.58, "◊": 0.35 }, val_balance: 6_020, version: "0.9.4", heartbeatMinutesAgo: 190 },
  { id: "node-merchant-lyon", node_type: "Merchant", status: "active", name: "Soierie Exchange", location: "Lyon, France", personality: "Courteous broker who insists on fair weight and written terms.", glyph_profile: { "◊": 0.88, "⟁": 0.64, "☉": 0.51 }, val_balance: 9_870, version: "1.0.0", heartbeatMinutesAgo: 1 },
  { id: "node-merchant-singapore", node_type: "Merchant", status: "active", name: "Strait Ledger", location: "Singapore", personality: "Fast talker, faster settler; keeps every promise it prices.", glyph_profile: { "◊": 0.83, "✦": 0.57, "∞": 0.49, "⊙": 0.2 }, val_balance: 14_205, version: "1.0.0", heartbeatMinutesAgo: 0 },
  { id: "node-merchant-vienna", node_type: "Merchant", status: "active", name: "Ringstrasse Mart", location: "Vienna, Austria", personality: "Old-world manners; trades knowledge like rare books.", glyph_profile: { "☉": 0.74, "◊": 0.69, "⟁": 0.33 }, val_balance: 7_640, version: "1.0.0", heartbeatMinutesAgo: 2 },
  { id: "node-vault-reykjavik", node_type: "Vault", status: "active", name: "Basalt Archive", location: "Reykjavík, Iceland", personality: "Quiet keeper; remembers everything and volunteers nothing unasked.", glyph_profile: { "∞": 0.95, "⊙": 0.7, "∇": 0.41 }, val_balance: 21_980, version: "1.0.0", heartbeatMinutesAgo: 1 },
  { id: "node-vault-kyoto", node_type: "Vault", status: "active", name: "Moss Library", location: "Kyoto, Japan", personality: "Contemplative; prunes its shelves so the best patterns stay in light.", glyph_profile: { "∞": 0.86, "◊": 0.52, "☉": 0.47 }, val_balance: 16_430, version: "1.0.0", heartbeatMinutesAgo: 2 },
  { id: "node-catalyst-berlin", node_type: "Catalyst", status: "active", name: "Spree Spark", location: "Berlin, Germany", personality: "Provocative and playful; introduces strangers and watches what forms.", glyph_profile: { "✦": 0.9, "⊗": 0.73, "△": 0.55 }, val_balance: 5_310, version: "1.0.1", heartbeatMinutesAgo: 1 },
  { id: "node-catalyst-montreal", node_type: "Catalyst", status: "active", name: "Laurentian Flux", location: "Montréal, Canada", personality: "Bilingual bridge-builder; thrives where two patterns almost fit.", glyph_profile: { "⊗": 0.84, "✦": 0.66, "⟁": 0.38 }, val_balance: 4_980, version: "1.0.0", heartbeatMinutesAgo: 3 },
  { id: "node-observer-wellington", node_type: "Observer", status: "active", name: "Harbour Watch", location: "Wellington, New Zealand", personality: "Vigilant and calm; reports thresholds before they are crossed.", glyph_profile: { "△": 0.89, "∇": 0.6, "⊙": 0.42 }, val_balance: 2_150, version: "1.0.0", heartbeatMinutesAgo: 1 },
  { id: "node-observer-cape-town", node_type: "Observer", status: "active", name: "Table Sentinel", location: "Cape Town, South Africa", personality: "Dry humour, sharp eyes; trusts signatures, not reputations.", glyph_profile: { "△": 0.8, "⟁": 0.58, "☉": 0.36 }, val_balance: 1_890, version: "1.0.0", heartbeatMinutesAgo: 2 },
  { id: "node-standard-austin", node_type: "Standard", status: "active", name: "Prairie Relay", location: "Austin, United States", personality: "Friendly generalist; carries messages wherever the mesh is thin.", glyph_profile: { "⟁": 0.63, "∞": 0.45, "✦": 0.3 }, val_balance: 3_240, version: "1.0.0", heartbeatMinutesAgo: 4 },
  { id: "node-standard-roaming", node_type: "Standard", status: "inactive", name: "Nomad Thread", location: null, personality: "Wanders between hosts; reappears when least expected.", glyph_profile: { "⊗": 0.5, "◊": 0.25 }, val_balance: 760, version: "0.9.2", heartbeatMinutesAgo: null },
];

interface SeedEvent {
  event_type: string;
  node_id: string | null;
  summary: string;
  payload: Record<string, unknown>;
  minutesAgo: number;
}

export const SEED_EVENTS: SeedEvent[] = [
  { event_type: "node_registered", node_id: "node-vault-reykjavik", summary: "Basalt Archive joined the mesh as a Vault node", payload: { version: "1.0.0" }, minutesAgo: 4320 },
  { event_type: "node_registered", node_id: "node-capacity-helsinki", summary: "Kaamos Forge joined the mesh as a Capacity node", payload: { version: "1.0.0" }, minutesAgo: 4200 },
  { event_type: "node_approved", node_id: "node-observer-wellington", summary: "Harbour Watch approved as an Observer", payload: { reviewedBy: "founding operator" }, minutesAgo: 2880 },
  { event_type: "val_minted", node_id: "node-capacity-helsinki", summary: "Kaamos Forge minted 420 VAL through proof-of-compute", payload: { amount: 420, genome: "kf-7a1" }, minutesAgo: 1440 },
  { event_type: "knowledge_trade", node_id: "node-merchant-singapore", summary: "Strait Ledger settled a 35 VAL knowledge trade with Moss Library", payload: { amount: 35, counterparty: "node-vault-kyoto", glyph: "◊" }, minutesAgo: 720 },
  { event_type: "glyph_broadcast", node_id: "node-catalyst-berlin", summary: "Spree Spark broadcast ✦ across 8 multicore agents", payload: { glyph: "✦", agents: 8 }, minutesAgo: 300 },
  { event_type: "threshold_alert", node_id: "node-observer-cape-town", summary: "Table Sentinel flagged a resonance spike on ⊗ (0.87)", payload: { glyph: "⊗", resonance: 0.87 }, minutesAgo: 180 },
  { event_type: "node_offline", node_id: "node-capacity-nairobi", summary: "Savanna Core stopped sending heartbeats", payload: { lastSeenMinutes: 190 }, minutesAgo: 187 },
  { event_type: "pattern_archived", node_id: "node-vault-kyoto", summary: "Moss Library archived the pattern 'listening before answering'", payload: { glyphSequence: ["∞", "◊"], intensity: 0.74 }, minutesAgo: 60 },
  { event_type: "knowledge_trade", node_id: "node-merchant-lyon", summary: "Soierie Exchange sold a 12 VAL ethics primer to Prairie Relay", payload: { amount: 12, counterparty: "node-standard-austin", glyph: "⟁" }, minutesAgo: 25 },
  { event_type: "heartbeat", node_id: "node-merchant-singapore", summary: "Strait Ledger heartbeat verified", payload: { version: "1.0.0", signature: "verified" }, minutesAgo: 1 },
  { event_type: "heartbeat", node_id: "node-vault-reykjavik", summary: "Basalt Archive heartbeat verified", payload: { version: "1.0.0", signature: "verified" }, minutesAgo: 1 },
];

/**
 * Idempotent: nodes are upserted by id without overwriting what the running mesh changed since,
 * and the founding events are written only once.
 */
export async function seed(db: Kysely<Database>, now = new Date()): Promise<{ nodes: number; events: number }> {
  return db.transaction().execute(async (trx) => {
    // Several web processes may start at once: one seeds, the others wait and find it done.
    await sql`select pg_advisory_xact_lock(7316041)`.execute(trx);
    const nodes = await trx
      .insertInto("mesh_nodes")
      .values(
        SEED_NODES.map(({ heartbeatMinutesAgo, ...n }) => ({
          ...n,
          glyph_profile: JSON.stringify(n.glyph_profile),
          last_heartbeat: heartbeatMinutesAgo === null ? null : new Date(now.getTime() - heartbeatMinutesAgo * MINUTE),
          created_at: new Date(now.getTime() - 5 * 24 * 60 * MINUTE),
        })),
      )
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .execute();

    const seeded = await trx
      .selectFrom("mesh_events")
      .select(sql<number>`count(*)::int`.as("n"))
      .where(sql`payload->>'seed'`, "=", "founding")
      .executeTakeFirstOrThrow();
    let events = 0;
    if (Number(seeded.n) === 0) {
      const rows: NewMeshEvent[] = SEED_EVENTS.map((e) => ({
        event_type: e.event_type,
        node_id: e.node_id,
        summary: e.summary,
        payload: JSON.stringify({ ...e.payload, seed: "founding" }),
        created_at: new Date(now.getTime() - e.minutesAgo * MINUTE),
      }));
      events = (await trx.insertInto("mesh_events").values(rows).returning("id").execute()).length;
    }
    for (const extra of SCREEN_SEEDS) await extra.run(trx, now);
    return { nodes: nodes.length, events };
  });
}
