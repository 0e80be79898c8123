import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, ledgerTotals, mint, nodeAccount } from "../../app/domain/ledger.server";
import { onboardingReward } from "../../app/lib/merchant";
import type { NodeType } from "../../db/types";
import { testDb } from "./helpers/db";
import { Jar, OPERATOR, signIn } from "./helpers/http";

const db = testDb();
afterAll(() => db.destroy());

const run = randomBytes(4).toString("hex");
let operator: Jar;
beforeAll(async () => {
  operator = await signIn(new Jar());
});

const postJson = (jar: Jar, path: string, body?: unknown) => jar.sendJson(path, body);

let nodeCount = 0;
/** A node of this run only, so its ledger balance moves only by what this file does. */
async function freshNode(nodeType: NodeType, status: "active" | "inactive" = "active"): Promise<string> {
  const id = `node-${nodeType.toLowerCase()}-mk${run}-${++nodeCount}`;
  await db
    .insertInto("mesh_nodes")
    .values({ id, node_type: nodeType, status, name: `Test ${nodeType} ${run} ${nodeCount}`, location: null, personality: null, glyph_profile: JSON.stringify({}), val_balance: 0, version: "1.0.0", last_heartbeat: new Date() })
    .execute();
  return id;
}

async function onboardingsOf(agentPrefix: string): Promise<number> {
  const row = await db.selectFrom("merchant_onboardings").select(sql<number>`count(*)::int`.as("n")).where("agent_id", "like", `${agentPrefix}%`).executeTakeFirstOrThrow();
  return row.n;
}

async function offersOf(merchant: string): Promise<number> {
  const row = await db.selectFrom("knowledge_offers").select(sql<number>`count(*)::int`.as("n")).where("merchant_node_id", "=", merchant).executeTakeFirstOrThrow();
  return row.n;
}

async function createOffer(merchantNodeId: string, valPrice: number, extra: Record<string, unknown> = {}): Promise<{ id: string; valPrice: number }> {
  const res = await postJson(operator, "/api/mesh/merchant/offer", { merchantNodeId, glyphType: "◊", knowledgeCargo: `cargo ${run}`, valPrice, ...extra });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; valPrice: number };
}

interface NodeView {
  id: string;
  valBalance: number;
}

async function meshBalances(path: "/api/mesh/nodes" | "/api/mesh/status"): Promise<Map<string, number>> {
  const res = await new Jar().fetch(path);
  expect(res.status).toBe(200);
  const body = (await res.json()) as NodeView[] | { nodes: NodeView[] };
  const nodes = Array.isArray(body) ? body : body.nodes;
  return new Map(nodes.map((n) => [n.id, n.valBalance]));
}

/** Nodes inserted straight into the table appear once the server's 250 ms read cache expires. */
async function meshBalancesWith(path: "/api/mesh/nodes" | "/api/mesh/status", id: string): Promise<Map<string, number>> {
  for (let i = 0; i < 40; i++) {
    const shown = await meshBalances(path);
    if (shown.has(id)) return shown;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${id} never appeared in ${path}`);
}

describe("node VAL balances come from the ledger (DESIGN §8)", () => {
  it("every seeded node's founding balance was minted once into node:<id>, and the mesh reads show the ledger balance", async () => {
    const founders = await db.selectFrom("mesh_nodes").select(["id", "val_balance"]).where("val_balance", ">", 0).execute();
    expect(founders.length).toBeGreaterThanOrEqual(14);
    for (const f of founders) {
      const entries = await db.selectFrom("val_entries").select(["amount", "to_account", "kind"]).where("idempotency_key", "=", `seed-node-${f.id}`).execute();
      expect(entries).toEqual([{ amount: String(f.val_balance), to_account: nodeAccount(f.id), kind: "mint" }]);
    }
    for (const path of ["/api/mesh/nodes", "/api/mesh/status"] as const) {
      const shown = await meshBalances(path);
      for (const [id, valBalance] of shown) {
        if (!id.startsWith("node-merchant-")) continue;
        // Merchant balances move with other tests' trades: compare with the ledger right after.
        expect(valBalance).toBeGreaterThanOrEqual(0);
      }
      const quiet = founders.find((f) => f.id === "node-observer-cape-town")!;
      expect(shown.get(quiet.id)).toBe(await balanceOf(db, nodeAccount(quiet.id)));
    }
  });

  it("a node without a ledger account shows 0, not its old column", async () => {
    const id = await freshNode("Standard");
    await db.updateTable("mesh_nodes").set({ val_balance: 999 }).where("id", "=", id).execute();
    expect((await meshBalancesWith("/api/mesh/nodes", id)).get(id)).toBe(0);
  });

  it("after a trade the mesh reads show the new balances at once (the cached read is dropped)", async () => {
    const [merchant, buyer] = [await freshNode("Merchant"), await freshNode("Vault")];
    await mint(db, nodeAccount(buyer), 50, "test float");
    const offer = await createOffer(merchant, 20);
    // Warm the per-process read cache right before the trade.
    expect((await meshBalancesWith("/api/mesh/status", buyer)).get(buyer)).toBe(50);
    expect((await meshBalancesWith("/api/mesh/nodes", buyer)).get(buyer)).toBe(50);
    const res = await postJson(operator, `/api/mesh/merchant/offers/${offer.id}/trade`, { buyerNodeId: buyer });
    expect(res.status).toBe(200);
    const nodes = await meshBalances("/api/mesh/nodes");
    const status = await meshBalances("/api/mesh/status");
    expect([nodes.get(buyer), nodes.get(merchant)]).toEqual([30, 20]);
    expect([status.get(buyer), status.get(merchant)]).toEqual([30, 20]);
  });
});

describe("who may write", () => {
  it("a visitor's POSTs are refused with 401 and store nothing", async () => {
    const merchant = await freshNode("Merchant");
    const visitor = new Jar();
    const offer = await createOffer(merchant, 3);
    const buyer = await freshNode("Vault");
    await mint(db, nodeAccount(buyer), 10, "test float");
    const calls = [
      postJson(visitor, "/api/mesh/merchant/onboard", { merchantNodeId: merchant, agentId: `visitor-${run}` }),
      postJson(visitor, "/api/mesh/merchant/offer", { merchantNodeId: merchant, glyphType: "◊", knowledgeCargo: "x" }),
      postJson(visitor, `/api/mesh/merchant/offers/${offer.id}/trade`, { buyerNodeId: buyer }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    }
    expect(await onboardingsOf(`visitor-${run}`)).toBe(0);
    expect(await offersOf(merchant)).toBe(1);
    expect(await balanceOf(db, nodeAccount(buyer))).toBe(10);
    const stored = await db.selectFrom("knowledge_offers").select("status").where("id", "=", offer.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("available");
  });

  it("the page forms send a visitor to sign in", async () => {
    for (const path of ["/merchant-onboarding", "/knowledge-market"]) {
      const res = await new Jar().fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=create" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    }
  });
});

describe("merchant onboarding API", () => {
  it("validation: the spec's texts as 400 issues, and nothing stored", async () => {
    const merchant = await freshNode("Merchant");
    const cases: [unknown, string[]][] = [
      [{ agentId: `bad-${run}-1` }, ["Please select a merchant node"]],
      [{ merchantNodeId: merchant, agentId: "  " }, ["Agent ID is required"]],
      [{}, ["Please select a merchant node", "Agent ID is required"]],
      [{ merchantNodeId: merchant, agentId: `bad-${run}-2`, agentType: "robot" }, ["Agent type must be one of user, autonomous_agent, sovereign_node."]],
    ];
    for (const [body, messages] of cases) {
      const res = await postJson(operator, "/api/mesh/merchant/onboard", body);
      expect(res.status).toBe(400);
      const error = ((await res.json()) as { error: { code: string; issues: { message: string }[] } }).error;
      expect(error.code).toBe("validation_failed");
      expect(error.issues.map((i) => i.message)).toEqual(messages);
    }
    expect(await onboardingsOf(`bad-${run}`)).toBe(0);
    expect(await balanceOf(db, nodeAccount(merchant))).toBe(0);
  });

  it("onboards through an active merchant: the reward is minted to node:<merchant> with the record; a repeat is 409", async () => {
    const merchant = await freshNode("Merchant");
    const proof = "I reconcile federated archives and explain every settlement decision.";
    const agentId = `agent-${run}-a`;
    const before = await ledgerTotals(db);
    const res = await postJson(operator, "/api/mesh/merchant/onboard", { merchantNodeId: merchant, agentId, agentType: "autonomous_agent", initialProofOfThought: proof });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; valEarned: number; capacityGenerated: number; onboarding: { id: string; agentId: string; agentType: string; timestamp: string }; merchantBalance: number };
    const expected = onboardingReward("autonomous_agent", proof);
    expect(body.valEarned).toBe(expected.valEarned);
    expect(body.capacityGenerated).toBe(expected.capacityGenerated);
    expect(body.message).toContain(agentId);
    expect(body.merchantBalance).toBe(expected.valEarned);
    expect(await balanceOf(db, nodeAccount(merchant))).toBe(expected.valEarned);
    const entry = await db.selectFrom("val_entries").select(["amount", "kind", "to_account"]).where("idempotency_key", "=", `onboarding-${body.onboarding.id}`).executeTakeFirstOrThrow();
    expect(entry).toEqual({ amount: String(expected.valEarned), kind: "mint", to_account: nodeAccount(merchant) });
    const after = await ledgerTotals(db);
    expect(after.minted - before.minted).toBeGreaterThanOrEqual(expected.valEarned);

    const again = await postJson(operator, "/api/mesh/merchant/onboard", { merchantNodeId: merchant, agentId });
    expect(again.status).toBe(409);
    expect(await onboardingsOf(agentId)).toBe(1);
    expect(await balanceOf(db, nodeAccount(merchant))).toBe(expected.valEarned);

    // The default type is user; the history lists it first.
    const plain = await postJson(operator, "/api/mesh/merchant/onboard", { merchantNodeId: merchant, agentId: `agent-${run}-b` });
    expect(plain.status).toBe(201);
    expect(((await plain.json()) as { valEarned: number }).valEarned).toBe(onboardingReward("user").valEarned);
    const history = (await (await new Jar().fetch("/api/mesh/merchant/onboarding-history?limit=100")).json()) as { agentId: string; agentType: string; timestamp: string }[];
    const mine = history.filter((h) => h.agentId.startsWith(`agent-${run}-`));
    expect(mine.map((h) => [h.agentId, h.agentType])).toEqual([
      [`agent-${run}-b`, "user"],
      [`agent-${run}-a`, "autonomous_agent"],
    ]);
    const times = history.map((h) => Date.parse(h.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("refuses an unknown node (404), a non-merchant (400) and an inactive merchant (400)", async () => {
    const vault = await freshNode("Vault");
    const sleeping = await freshNode("Merchant", "inactive");
    const unknown = await postJson(operator, "/api/mesh/merchant/onboard", { merchantNodeId: `node-nope-${run}`, agentId: `x-${run}-1` });
    expect(unknown.status).toBe(404);
    const notMerchant = await postJson(operator, "/api/mesh/merchant/onboard", { merchantNodeId: vault, agentId: `x-${run}-2` });
    expect(notMerchant.status).toBe(400);
    expect(((await notMerchant.json()) as { error: { message: string } }).error.message).toMatch(/not a Merchant node/);
    const inactive = await postJson(operator, "/api/mesh/merchant/onboard", { merchantNodeId: sleeping, agentId: `x-${run}-3` });
    expect(inactive.status).toBe(400);
    expect(await onboardingsOf(`x-${run}`)).toBe(0);
  });
});

describe("knowledge marketplace API", () => {
  it("validation: the spec's texts as 400 issues, and nothing stored", async () => {
    const merchant = await freshNode("Merchant");
    const base = { merchantNodeId: merchant, glyphType: "◊", knowledgeCargo: "cargo" };
    const cases: [unknown, string[]][] = [
      [{ ...base, merchantNodeId: "" }, ["Please select a merchant node"]],
      [{ ...base, glyphType: "" }, ["Glyph type is required"]],
      [{ ...base, knowledgeCargo: " " }, ["Knowledge cargo is required"]],
      [{ ...base, valPrice: 0 }, ["Price must be at least 1 VAL"]],
      [{ ...base, valPrice: 2.5 }, ["Price must be a whole number of VAL"]],
    ];
    for (const [body, messages] of cases) {
      const res = await postJson(operator, "/api/mesh/merchant/offer", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { issues: { message: string }[] } }).error.issues.map((i) => i.message)).toEqual(messages);
    }
    const notMerchant = await postJson(operator, "/api/mesh/merchant/offer", { ...base, merchantNodeId: await freshNode("Capacity") });
    expect(notMerchant.status).toBe(400);
    expect(await offersOf(merchant)).toBe(0);
  });

  it("creates offers (price default 1, tags from a comma-separated text) and lists them newest first with status", async () => {
    const merchant = await freshNode("Merchant");
    const first = await createOffer(merchant, 4, { resonanceTags: " ethics, consent ,, " });
    const res = await postJson(operator, "/api/mesh/merchant/offer", { merchantNodeId: merchant, glyphType: "⟁", knowledgeCargo: "second", resonanceTags: " , " });
    expect(res.status).toBe(201);
    const second = (await res.json()) as { id: string; valPrice: number; resonanceTags: string[]; status: string; createdAt: string };
    expect(second.valPrice).toBe(1);
    expect(second.resonanceTags).toEqual([]);
    expect(second.status).toBe("available");
    const list = (await (await new Jar().fetch("/api/mesh/merchant/offers?status=available&limit=100")).json()) as { id: string; merchantNodeId: string; resonanceTags: string[]; status: string }[];
    const mine = list.filter((o) => o.merchantNodeId === merchant);
    expect(mine.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(mine[1]!.resonanceTags).toEqual(["ethics", "consent"]);
    expect(list.every((o) => o.status === "available")).toBe(true);
    const sold = await new Jar().fetch("/api/mesh/merchant/offers?status=sold");
    expect(sold.status).toBe(400);
    expect(await sold.json()).toEqual({ error: { code: "bad_request", message: 'status must be "available" or "traded".' } });
    expect((await new Jar().fetch("/api/mesh/merchant/offers?status=")).status).toBe(200);
  });

  it("trades once: 200 with balances and the buyer recorded; a second trade is 409; own offer 400; too poor 409; unknown 404", async () => {
    const merchant = await freshNode("Merchant");
    const [rich, other, poor] = [await freshNode("Vault"), await freshNode("Capacity"), await freshNode("Observer")];
    await mint(db, nodeAccount(rich), 100, "test float");
    await mint(db, nodeAccount(other), 100, "test float");
    await mint(db, nodeAccount(poor), 5, "test float");
    const offer = await createOffer(merchant, 30);

    const tooPoor = await postJson(operator, `/api/mesh/merchant/offers/${offer.id}/trade`, { buyerNodeId: poor });
    expect(tooPoor.status).toBe(409);
    const poorMessage = ((await tooPoor.json()) as { error: { message: string } }).error.message;
    expect(poorMessage).toContain("5 VAL");
    expect(poorMessage).toContain("30 VAL");
    expect((await db.selectFrom("knowledge_offers").select("status").where("id", "=", offer.id).executeTakeFirstOrThrow()).status).toBe("available");
    expect(await balanceOf(db, nodeAccount(poor))).toBe(5);

    const own = await postJson(operator, `/api/mesh/merchant/offers/${offer.id}/trade`, { buyerNodeId: merchant });
    expect(own.status).toBe(400);

    const ok = await postJson(operator, `/api/mesh/merchant/offers/${offer.id}/trade`, { buyerNodeId: rich });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { offer: { status: string; buyerNodeId: string; tradedAt: string; tradedBy: string }; balances: { buyer: { valBalance: number }; merchant: { valBalance: number } } };
    expect(body.offer.status).toBe("traded");
    expect(body.offer.buyerNodeId).toBe(rich);
    expect(Date.parse(body.offer.tradedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.offer.tradedBy).toBe(OPERATOR.handle);
    expect(body.balances).toEqual({ buyer: { nodeId: rich, valBalance: 70 }, merchant: { nodeId: merchant, valBalance: 30 } });

    const twice = await postJson(operator, `/api/mesh/merchant/offers/${offer.id}/trade`, { buyerNodeId: other });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe("This offer has already been traded");
    expect(await balanceOf(db, nodeAccount(other))).toBe(100);
    expect(await balanceOf(db, nodeAccount(merchant))).toBe(30);

    for (const id of [randomUUID(), "not-a-uuid"]) {
      expect((await postJson(operator, `/api/mesh/merchant/offers/${id}/trade`, { buyerNodeId: rich })).status).toBe(404);
    }
    expect((await postJson(operator, `/api/mesh/merchant/offers/${offer.id}/trade`, {})).status).toBe(400);
    expect((await new Jar().fetch(`/api/mesh/merchant/offers/${offer.id}/trade`)).status).toBe(405);
  });
});

describe("the page forms (no JavaScript)", () => {
  const postForm = (path: string, data: Record<string, string>) =>
    operator.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(data) });

  it("onboard, create an offer and trade it: each redirects with a flash toast; a refusal re-renders with the spec's text", async () => {
    const merchant = await freshNode("Merchant");
    const buyer = await freshNode("Vault");
    await mint(db, nodeAccount(buyer), 40, "test float");

    const bad = await postForm("/merchant-onboarding", { merchantNodeId: "", agentId: "" });
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toContain("Please select a merchant node");
    expect(page).toContain("Agent ID is required");

    const onboarded = await postForm("/merchant-onboarding", { merchantNodeId: merchant, agentId: `page-${run}`, agentType: "sovereign_node", initialProofOfThought: "" });
    expect(onboarded.status).toBe(302);
    expect(onboarded.headers.get("location")).toBe("/merchant-onboarding");
    const shown = await (await operator.fetch("/merchant-onboarding")).text();
    expect(shown).toContain("Agent Onboarded Successfully!");
    expect(shown).toContain(`page-${run}`);
    expect(await balanceOf(db, nodeAccount(merchant))).toBe(onboardingReward("sovereign_node").valEarned);

    const badOffer = await postForm("/knowledge-market?tab=create", { intent: "create", merchantNodeId: merchant, glyphType: "◊", knowledgeCargo: "x", valPrice: "0" });
    expect(badOffer.status).toBe(400);
    expect(await badOffer.text()).toContain("Price must be at least 1 VAL");
    expect(await offersOf(merchant)).toBe(0);

    const created = await postForm("/knowledge-market?tab=create", { intent: "create", merchantNodeId: merchant, glyphType: "☉", knowledgeCargo: `page cargo ${run}`, valPrice: "15", resonanceTags: " a , ,b " });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/knowledge-market?tab=create");
    expect(await (await operator.fetch("/knowledge-market?tab=create")).text()).toContain("Knowledge Offer Created");
    const offer = await db.selectFrom("knowledge_offers").select(["id", "resonance_tags", "val_price"]).where("merchant_node_id", "=", merchant).executeTakeFirstOrThrow();
    expect(offer.resonance_tags).toEqual(["a", "b"]);
    expect(Number(offer.val_price)).toBe(15);

    const traded = await postForm("/knowledge-market?tab=browse", { intent: "trade", offerId: offer.id, buyerNodeId: buyer });
    expect(traded.status).toBe(302);
    expect(traded.headers.get("location")).toBe("/knowledge-market?tab=browse");
    const browse = await (await operator.fetch("/knowledge-market?tab=browse")).text();
    expect(browse).toContain("Knowledge Traded");
    expect(browse).not.toContain(`data-offer="${offer.id}"`);
    expect(await balanceOf(db, nodeAccount(buyer))).toBe(25);

    const again = await postForm("/knowledge-market?tab=browse", { intent: "trade", offerId: offer.id, buyerNodeId: buyer });
    expect(again.status).toBe(302);
    expect(await (await operator.fetch("/knowledge-market?tab=browse")).text()).toContain("This offer has already been traded");
    expect(await balanceOf(db, nodeAccount(buyer))).toBe(25);
  });
});

describe("must be true: 500 concurrent trades and onboardings keep the ledger whole", () => {
  it("circulating = minted − burned, no drift, no negative balance, exactly one 200 per offer, the rest 409", async () => {
    const merchants = [await freshNode("Merchant"), await freshNode("Merchant"), await freshNode("Merchant")];
    const rich = await Promise.all(Array.from({ length: 10 }, () => freshNode("Vault")));
    const poor = await Promise.all(Array.from({ length: 6 }, () => freshNode("Observer")));
    for (const b of rich) await mint(db, nodeAccount(b), 2_000, "test float");
    for (const b of poor) await mint(db, nodeAccount(b), 2, "test float");
    const offers: { id: string; valPrice: number; merchant: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const merchant = merchants[i % merchants.length]!;
      const o = await createOffer(merchant, 5 + (i % 16));
      offers.push({ ...o, merchant });
    }
    const buyerBalancesBefore = new Map(await Promise.all([...rich, ...poor].map(async (b) => [b, await balanceOf(db, nodeAccount(b))] as const)));
    const merchantBalancesBefore = await Promise.all(merchants.map((m) => balanceOf(db, nodeAccount(m))));

    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    type Call = { kind: "trade"; offer: string; buyer: string } | { kind: "onboard"; agentId: string; merchant: string; agentType: string };
    const calls: Call[] = [];
    // Every offer: one rich buyer for sure, then rich and poor ones at random (several buyers per offer).
    offers.forEach((o, i) => calls.push({ kind: "trade", offer: o.id, buyer: rich[i % rich.length]! }));
    while (calls.length < 400) {
      const o = offers[Math.floor(random() * offers.length)]!;
      const pool = random() < 0.4 ? poor : rich;
      calls.push({ kind: "trade", offer: o.id, buyer: pool[Math.floor(random() * pool.length)]! });
    }
    // 100 onboardings, 10 of them repeating an agent id.
    const types = ["user", "autonomous_agent", "sovereign_node"];
    for (let i = 0; i < 100; i++) {
      const n = i < 90 ? i : i - 90;
      calls.push({ kind: "onboard", agentId: `load-${run}-${n}`, merchant: merchants[n % merchants.length]!, agentType: types[n % 3]! });
    }
    // Shuffle so trades and onboardings interleave.
    for (let i = calls.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [calls[i], calls[j]] = [calls[j]!, calls[i]!];
    }
    expect(calls).toHaveLength(500);

    const results = await Promise.all(
      calls.map(async (c) => {
        const res =
          c.kind === "trade"
            ? await postJson(operator, `/api/mesh/merchant/offers/${c.offer}/trade`, { buyerNodeId: c.buyer })
            : await postJson(operator, "/api/mesh/merchant/onboard", { merchantNodeId: c.merchant, agentId: c.agentId, agentType: c.agentType });
        return { call: c, status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );

    // Trades: exactly one 200 per offer, every other attempt 409 (already traded or not enough VAL).
    const trades = results.filter((r) => r.call.kind === "trade");
    for (const o of offers) {
      const mine = trades.filter((r) => r.call.kind === "trade" && r.call.offer === o.id);
      expect(mine.filter((r) => r.status === 200)).toHaveLength(1);
      expect(mine.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    }
    const poorWins = trades.filter((r) => r.status === 200 && r.call.kind === "trade" && poor.includes(r.call.buyer));
    expect(poorWins).toHaveLength(0);
    const refusedPoor = trades.filter((r) => r.status === 409 && r.call.kind === "trade" && poor.includes(r.call.buyer));
    expect(refusedPoor.length).toBeGreaterThan(0);

    // Onboardings: 90 distinct agents 201, the 10 repeats 409.
    const onboards = results.filter((r) => r.call.kind === "onboard");
    expect(onboards.filter((r) => r.status === 201)).toHaveLength(90);
    expect(onboards.filter((r) => r.status === 409)).toHaveLength(10);

    // The ledger is whole.
    const totals = await ledgerTotals(db);
    expect(totals.drift).toBe(0);
    expect(totals.circulating).toBe(totals.minted - totals.burned);
    const negative = await db.selectFrom("val_accounts").select("id").where("kind", "<>", "system").where("balance", "<", 0).execute();
    expect(negative).toEqual([]);

    // Every offer traded once, buyer and time recorded; the money matches the rows.
    const stored = await db.selectFrom("knowledge_offers").select(["id", "status", "buyer_node_id", "traded_at", "val_price", "merchant_node_id"]).where("merchant_node_id", "in", merchants).execute();
    expect(stored).toHaveLength(40);
    expect(stored.every((o) => o.status === "traded" && o.buyer_node_id !== null && o.traded_at !== null)).toBe(true);
    for (const [buyer, before] of buyerBalancesBefore) {
      const spent = stored.filter((o) => o.buyer_node_id === buyer).reduce((s, o) => s + Number(o.val_price), 0);
      expect(await balanceOf(db, nodeAccount(buyer))).toBe(before - spent);
    }
    const onboarded = await db.selectFrom("merchant_onboardings").select(["merchant_node_id", "val_earned"]).where("agent_id", "like", `load-${run}-%`).execute();
    expect(onboarded).toHaveLength(90);
    for (const [i, m] of merchants.entries()) {
      const sold = stored.filter((o) => o.merchant_node_id === m).reduce((s, o) => s + Number(o.val_price), 0);
      const earned = onboarded.filter((o) => o.merchant_node_id === m).reduce((s, o) => s + Number(o.val_earned), 0);
      expect(await balanceOf(db, nodeAccount(m))).toBe(merchantBalancesBefore[i]! + sold + earned);
    }
  });
});
