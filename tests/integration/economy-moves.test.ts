import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cycleLeaseId, leaseSettlementKey, listLeases, openCycleLeases, tradeLeaseId } from "~/domain/economy.server";
import { balanceOf, ledgerTotals, mint, nodeAccount } from "~/domain/ledger.server";
import { deployCycle, finishDeployment, planCycle, reflectCycle } from "~/domain/velocity.server";
import { cycleLeaseTerms, leaseSettlement, tradeLeaseTerms } from "~/lib/economy-rules";
import type { NodeType } from "../../db/types";
import { bullPrefix } from "../../worker/queues";
import { expectJobCompletes } from "./helpers/jobs";
import { testDb } from "./helpers/db";
import { Jar, signIn } from "./helpers/http";
import { REDIS_URL } from "./helpers/server";

/**
 * The economy moves (issue 17, item 3): leases opened by velocity cycles and knowledge trades,
 * counted down and settled by the real maintenance job through the ledger; refused and replayed
 * node signatures become custodian events and cost trust; reviews and sovereignty changes too.
 */

const db = testDb();
const run = randomBytes(4).toString("hex");
let operator: Jar;
let connection: Redis;
let maintenance: Queue;

beforeAll(async () => {
  operator = await signIn(new Jar());
  connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  maintenance = new Queue("maintenance", { connection, prefix: bullPrefix(inject("redisPrefix")) });
});
afterAll(async () => {
  await maintenance.close();
  connection.disconnect();
  await db.destroy();
});

let nodeCount = 0;
async function freshNode(nodeType: NodeType, profile: Record<string, number> = {}, lastHeartbeat = new Date()): Promise<string> {
  const id = `node-${nodeType.toLowerCase()}-ec${run}-${++nodeCount}`;
  await db
    .insertInto("mesh_nodes")
    .values({ id, node_type: nodeType, status: "active", name: `Economy ${nodeType} ${run} ${nodeCount}`, location: null, personality: null, glyph_profile: JSON.stringify(profile), val_balance: 0, version: "1.0.0", last_heartbeat: lastHeartbeat })
    .execute();
  return id;
}

/** Runs the maintenance queue's settle-leases job on the real worker and waits for it. */
async function settleThroughWorker() {
  const finished = await expectJobCompletes(maintenance, await maintenance.add("settle-leases", {}));
  return finished.returnvalue as { settled: { id: string; amount: number }[]; defaulted: { id: string }[] };
}

/** "Time passes" for one lease: its opening moves back so that it ended a minute ago. */
async function expire(leaseId: string) {
  const lease = await db.selectFrom("capacity_leases").select("duration_seconds").where("id", "=", leaseId).executeTakeFirstOrThrow();
  await db
    .updateTable("capacity_leases")
    .set({ created_at: new Date(Date.now() - (Number(lease.duration_seconds) + 60) * 1000) })
    .where("id", "=", leaseId)
    .execute();
}

const leaseRow = (id: string) =>
  db.selectFrom("capacity_leases").select(["node_id", "lease_type", "amount", "val_price_per_hour", "duration_seconds", "status", "payer_account", "source", "source_ref", "val_settled"]).where("id", "=", id).executeTakeFirstOrThrow();

describe("capacity leases", () => {
  it("a velocity cycle's deployed node opens a lease that counts down, expires and is settled by the maintenance job with balanced entries", async () => {
    const node = await freshNode("Capacity");
    await db.insertInto("node_reputations").values({ node_id: node, trust_score: 80, service_history: 3 }).execute();

    // A real cycle through the domain's phases (the velocity processor's steps), one hour long.
    const cycle = await db
      .insertInto("velocity_cycles")
      .values({ job_id: `economy-it-${run}`, cycle_number: 900_000 + Math.floor(Math.random() * 90_000), cycle_time_hours: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await reflectCycle(db, cycle.id);
    await planCycle(db, cycle.id);
    await deployCycle(db, cycle.id);
    await finishDeployment(db, cycle.id);
    const openedAt = new Date();
    const opened = await openCycleLeases(db, cycle.id, openedAt);
    expect(opened).toBeGreaterThanOrEqual(1);
    expect(await openCycleLeases(db, cycle.id, openedAt)).toBe(0); // a retry opens nothing twice

    const id = cycleLeaseId(cycle.id, node);
    const terms = cycleLeaseTerms("Capacity", 1, 80);
    expect(await leaseRow(id)).toMatchObject({
      node_id: node,
      lease_type: "compute",
      val_price_per_hour: terms.valPrice,
      duration_seconds: 3600,
      status: "active",
      payer_account: "system:mint",
      source: "velocity_cycle",
      source_ref: cycle.id,
      val_settled: null,
    });

    // Counting down: hours remaining come from opened + duration at the time of reading.
    const at = (minutes: number) => openedAt.getTime() + minutes * 60_000;
    const find = async (now: number, status?: "active") => (await listLeases(db, { limit: 100, status, now })).find((l) => l.id === id);
    expect((await find(at(0), "active"))?.remainingSeconds).toBe(3600);
    expect((await find(at(30), "active"))?.remainingSeconds).toBe(1800);
    expect(await find(at(61), "active")).toBeUndefined();
    expect(await find(at(61))).toMatchObject({ status: "expired", remainingSeconds: 0 });
    const api = (await (await new Jar().fetch("/api/economy/leases?status=active&limit=100")).json()) as { leases: { id: string; remainingSeconds: number; status: string }[] };
    const listed = api.leases.find((l) => l.id === id);
    expect(listed?.status).toBe("active");
    expect(listed!.remainingSeconds).toBeGreaterThan(3500);
    expect(listed!.remainingSeconds).toBeLessThanOrEqual(3600);

    // The hour passes; the real maintenance job settles it: the mesh pays the node through the ledger.
    await expire(id);
    const before = await balanceOf(db, nodeAccount(node));
    const totalsBefore = await ledgerTotals(db);
    await settleThroughWorker(); // (the minute schedule may have settled it first: the state below is what counts)
    const owed = leaseSettlement(terms.valPrice, 3600);
    expect(await leaseRow(id)).toMatchObject({ status: "completed", val_settled: owed });
    expect(await balanceOf(db, nodeAccount(node))).toBe(before + owed);
    const entries = await db.selectFrom("val_entries").select(["from_account", "to_account", "amount", "kind"]).where("idempotency_key", "=", leaseSettlementKey(id)).execute();
    expect(entries.map((e) => ({ ...e, amount: Number(e.amount) }))).toEqual([{ from_account: "system:mint", to_account: nodeAccount(node), amount: owed, kind: "mint" }]);
    // Double entry: every account still agrees with its entries, and what circulates moved only by what was minted.
    const totalsAfter = await ledgerTotals(db);
    expect(totalsAfter.drift).toBe(0);
    expect(totalsAfter.circulating - totalsAfter.minted + totalsAfter.burned).toBe(totalsBefore.circulating - totalsBefore.minted + totalsBefore.burned);
    const rep = await db.selectFrom("node_reputations").select("service_history").where("node_id", "=", node).executeTakeFirstOrThrow();
    expect(rep.service_history).toBe(4);

    // Settling again pays nothing more.
    await settleThroughWorker();
    expect(await balanceOf(db, nodeAccount(node))).toBe(before + owed);
  });

  it("a knowledge trade opens a lease for the buyer; at its end the buyer pays the merchant (or, too poor, it is cancelled with a custodian event)", async () => {
    const merchant = await freshNode("Merchant");
    const [buyer, poorBuyer] = [await freshNode("Vault"), await freshNode("Observer")];
    await mint(db, nodeAccount(buyer), 100, "test float");
    await mint(db, nodeAccount(poorBuyer), 20, "test float");

    const offerFor = async () => {
      const res = await operator.sendJson("/api/mesh/merchant/offer", { merchantNodeId: merchant, glyphType: "◊", knowledgeCargo: `cargo ${run}`, valPrice: 20 });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const offer = await offerFor();
    expect((await operator.sendJson(`/api/mesh/merchant/offers/${offer}/trade`, { buyerNodeId: buyer })).status).toBe(200);
    const terms = tradeLeaseTerms(null);
    expect(await leaseRow(tradeLeaseId(offer))).toMatchObject({
      node_id: merchant,
      lease_type: "bandwidth",
      val_price_per_hour: terms.valPrice,
      duration_seconds: 3600,
      status: "active",
      payer_account: nodeAccount(buyer),
      source: "knowledge_trade",
      source_ref: offer,
    });
    const { leases } = (await (await new Jar().fetch("/api/economy/leases?status=active&limit=100")).json()) as { leases: { id: string; payer: string; source: string }[] };
    expect(leases.find((l) => l.id === tradeLeaseId(offer))).toMatchObject({ payer: nodeAccount(buyer), source: "knowledge_trade" });

    const poorOffer = await offerFor();
    expect((await operator.sendJson(`/api/mesh/merchant/offers/${poorOffer}/trade`, { buyerNodeId: poorBuyer })).status).toBe(200); // 20 of its 20 VAL

    await expire(tradeLeaseId(offer));
    await expire(tradeLeaseId(poorOffer));
    const merchantBefore = await balanceOf(db, nodeAccount(merchant));
    await settleThroughWorker();

    const owed = leaseSettlement(terms.valPrice, 3600);
    expect(await leaseRow(tradeLeaseId(offer))).toMatchObject({ status: "completed", val_settled: owed });
    expect(await balanceOf(db, nodeAccount(buyer))).toBe(100 - 20 - owed);
    expect(await balanceOf(db, nodeAccount(merchant))).toBe(merchantBefore + owed);
    const entry = await db.selectFrom("val_entries").select(["from_account", "to_account", "amount", "kind"]).where("idempotency_key", "=", leaseSettlementKey(tradeLeaseId(offer))).executeTakeFirstOrThrow();
    expect({ ...entry, amount: Number(entry.amount) }).toEqual({ from_account: nodeAccount(buyer), to_account: nodeAccount(merchant), amount: owed, kind: "transfer" });

    expect(await leaseRow(tradeLeaseId(poorOffer))).toMatchObject({ status: "cancelled", val_settled: 0 });
    expect(await balanceOf(db, nodeAccount(poorBuyer))).toBe(0);
    const defaulted = await db.selectFrom("custodian_events").select(["severity", "event_type"]).where("node_id", "=", merchant).execute();
    expect(defaulted).toContainEqual({ severity: "warning", event_type: "lease_default" });
    expect((await ledgerTotals(db)).drift).toBe(0);
  });
});

// ------------------------------------------------------------------------------------ node signatures

const sign = (seed: string, ts: string, body: string) => `sha256=${createHmac("sha256", seed).update(`${ts}.${body}`).digest("hex")}`;

async function approvedNode() {
  const seed = `⟁∇ glyphseed ${randomBytes(24).toString("hex")}`;
  const res = await new Jar().sendJson("/api/mesh/nodes/register", { name: `Economy Observer ${randomBytes(3).toString("hex")}`, nodeType: "Observer", location: "Tartu, Estonia", version: "1.2.0", glyphseed: seed });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  expect((await operator.sendJson(`/api/mesh/nodes/${encodeURIComponent(id)}/review`, { decision: "approve" })).status).toBe(200);
  return { id, seed };
}

function beat(nodeId: string, seed: string, options: { ts?: string; body?: string; signature?: string } = {}) {
  const ts = options.ts ?? String(Date.now());
  const body = options.body ?? JSON.stringify({ version: "1.2.1", metrics: { cpu: 0.2 } });
  return new Jar().fetch("/api/mesh/heartbeat", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Node-Id": nodeId, "X-Node-Timestamp": ts, "X-Node-Signature": options.signature ?? sign(seed, ts, body) },
    body,
  });
}

const trustOf = async (nodeId: string) => Number((await db.selectFrom("node_reputations").select("trust_score").where("node_id", "=", nodeId).executeTakeFirstOrThrow()).trust_score);
const custodianOf = (nodeId: string) => db.selectFrom("custodian_events").select(["severity", "event_type", "action_taken"]).where("node_id", "=", nodeId).orderBy("created_at").execute();

describe("custodian events and trust", () => {
  it("an approval is a custodian event; a replayed heartbeat (the same signed call twice) is a critical custodian event and costs no trust", async () => {
    const { id, seed } = await approvedNode();
    expect(await custodianOf(id)).toEqual([{ severity: "info", event_type: "node_approved", action_taken: expect.stringContaining("Admitted") }]);

    const ts = String(Date.now());
    const body = JSON.stringify({ version: "1.2.1", metrics: { cpu: 0.3 } });
    expect((await beat(id, seed, { ts, body })).status).toBe(200);
    const afterFirst = await trustOf(id);
    expect(afterFirst).toBe(50); // a first beat has no gap to judge: the starting score

    const replay = await beat(id, seed, { ts, body });
    expect(replay.status).toBe(409);
    const events = await custodianOf(id);
    expect(events).toContainEqual({ severity: "critical", event_type: "signature_replayed", action_taken: "Replayed heartbeat refused; trust unchanged" });
    // Anyone who captured the call could replay it: that says nothing about the node (issue 30).
    expect(await trustOf(id)).toBe(50);
    const { events: listed } = (await (await new Jar().fetch("/api/economy/custodian?limit=100")).json()) as { events: { nodeId: string; eventType: string }[] };
    expect(listed.some((e) => e.nodeId === id && e.eventType === "signature_replayed")).toBe(true);

    // Regular beats raise it, a little at a time (an exponential moving score).
    expect((await beat(id, seed)).status).toBe(200);
    expect(await trustOf(id)).toBe(55);
  });

  it("a refused signature changes neither the trust score nor the custodian record; the rejection of a node is recorded", async () => {
    const { id, seed } = await approvedNode();
    expect((await beat(id, seed)).status).toBe(200);
    const before = await trustOf(id);
    const refused = await beat(id, seed, { signature: `sha256=${"0".repeat(64)}` });
    expect(refused.status).toBe(401);
    // Anyone can send a call naming the node: it is counted and logged, never held against the node (issue 30).
    expect(await trustOf(id)).toBe(before);
    expect((await custodianOf(id)).map((e) => e.event_type)).toEqual(["node_approved"]);
    const rep = await db.selectFrom("node_reputations").select(["refused_signatures", "heartbeats"]).where("node_id", "=", id).executeTakeFirstOrThrow();
    expect(rep).toEqual({ refused_signatures: 0, heartbeats: 1 });

    // A genuine signature over a 10-minute-old timestamp (an old call played again): recorded, trust kept.
    const stale = await beat(id, seed, { ts: String(Date.now() - 10 * 60_000) });
    expect(stale.status).toBe(401);
    expect(await custodianOf(id)).toContainEqual({ severity: "warning", event_type: "signature_stale", action_taken: expect.stringContaining("outside the 5-minute window") });
    expect(await trustOf(id)).toBe(before);

    const seed2 = `⟁∇ glyphseed ${randomBytes(24).toString("hex")}`;
    const res = await new Jar().sendJson("/api/mesh/nodes/register", { name: `Economy Reject ${randomUUID().slice(0, 6)}`, nodeType: "Observer", location: "Tartu, Estonia", version: "1.2.0", glyphseed: seed2 });
    const pending = (await res.json()) as { id: string };
    expect((await operator.sendJson(`/api/mesh/nodes/${encodeURIComponent(pending.id)}/review`, { decision: "reject" })).status).toBe(200);
    expect(await custodianOf(pending.id)).toEqual([{ severity: "warning", event_type: "node_rejected", action_taken: expect.stringContaining("Refused admission") }]);
  });

  it("a sovereignty change is a custodian event about the agent", async () => {
    const reason = `Economy test ${run}`;
    const res = await operator.fetch("/api/velocity/sovereignty/firefly", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ sovereign: true, reason }) });
    expect(res.status).toBe(200);
    const row = await db.selectFrom("custodian_events").select(["severity", "event_type", "node_id", "subject", "action_taken"]).where("action_taken", "like", `%${reason}`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ severity: "info", event_type: "sovereignty_granted", node_id: null, subject: "agent:firefly" });
    const { events } = (await (await new Jar().fetch("/api/economy/custodian?limit=100")).json()) as { events: { subject: string | null; nodeId: string | null }[] };
    expect(events.some((e) => e.subject === "agent:firefly" && e.nodeId === null)).toBe(true);
  });
});

describe("resonance exchanges", () => {
  it("a glyph broadcast and symbolic feedback make the live nodes carrying the glyph exchange resonance, minted through the ledger", async () => {
    const glyph = `✶${run}`;
    const now = Date.now();
    const strong = await freshNode("Vault", { [glyph]: 0.9 }, new Date(now - 20_000));
    const speaker = await freshNode("Observer", { [glyph]: 0.4 }, new Date(now - 5_000));
    const silent = await freshNode("Catalyst", { [glyph]: 1 }, new Date(now - 60 * 60_000)); // not live: left out
    const before = await balanceOf(db, nodeAccount(strong));

    const res = await new Jar().sendJson("/api/multicore/broadcast-glyph", { glyph });
    expect(res.status).toBe(200);
    const exchanges = await db.selectFrom("resonance_exchanges").select(["from_node_id", "to_node_id", "resonance_score", "val_minted", "id"]).where("to_node_id", "in", [strong, speaker, silent]).execute();
    expect(exchanges.map(({ id: _id, ...x }) => ({ ...x, resonance_score: Number(x.resonance_score) }))).toEqual([{ from_node_id: speaker, to_node_id: strong, resonance_score: 0.6, val_minted: 6 }]);
    expect(await balanceOf(db, nodeAccount(strong))).toBe(before + 6);
    const mintEntry = await db.selectFrom("val_entries").select(["from_account", "to_account", "amount"]).where("idempotency_key", "=", `resonance-exchange-${exchanges[0]!.id}`).executeTakeFirstOrThrow();
    expect({ ...mintEntry, amount: Number(mintEntry.amount) }).toEqual({ from_account: "system:mint", to_account: nodeAccount(strong), amount: 6 });
    const { exchanges: listed } = (await (await new Jar().fetch("/api/economy/resonance?limit=100")).json()) as { exchanges: { id: string }[] };
    expect(listed.some((x) => x.id === exchanges[0]!.id)).toBe(true);

    const feedback = await new Jar().sendJson("/api/symbolic-feedback", { glyphInput: glyph });
    expect(feedback.status).toBeLessThan(300);
    const after = await db.selectFrom("resonance_exchanges").select("id").where("to_node_id", "=", strong).execute();
    expect(after).toHaveLength(2);
    expect(await balanceOf(db, nodeAccount(strong))).toBe(before + 12);

    // A glyph no two live nodes carry exchanges nothing.
    const count = async () => Number((await db.selectFrom("resonance_exchanges").select(db.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
    const total = await count();
    expect((await new Jar().sendJson("/api/multicore/broadcast-glyph", { glyph: `◌${run}` })).status).toBe(200);
    expect(await count()).toBe(total);
  });
});
