import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import type { Kysely } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/types";
import { exchangeMintKey, recordResonanceExchange } from "~/domain/economy.server";
import { balanceOf, nodeAccount } from "~/domain/ledger.server";
import { bullPrefix } from "../../worker/queues";
import { expectJobCompletes } from "./helpers/jobs";
import { testDb } from "./helpers/db";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { REDIS_URL, startServer, uniqueName } from "./helpers/server";

const db = testDb();
afterAll(() => db.destroy());

const get = async (jar: Jar, path: string) => {
  const res = await jar.fetch(path);
  expect(res.status, path).toBe(200);
  return res.json();
};
const post = (jar: Jar, path: string, body?: unknown) => jar.sendJson(path, body);

async function newNode(nodeType: "Observer" | "Capacity" | "Standard" = "Observer", heartbeat: Date | null = new Date(), on: Kysely<Database> = db): Promise<string> {
  const id = uniqueName("node-it").replace(/_/g, "-");
  await on
    .insertInto("mesh_nodes")
    .values({ id, node_type: nodeType, status: "active", name: `IT ${id}`, location: null, personality: null, glyph_profile: JSON.stringify({}), val_balance: 0, version: "1.0.0", last_heartbeat: heartbeat })
    .execute();
  return id;
}

async function pendingPromotion(nodeId: string): Promise<string> {
  const row = await db
    .insertInto("node_promotions")
    .values({ node_id: nodeId, proposed_role: "Guardian", activity_score: 91, connected_nodes: 4, reason: "arranged by the test" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function reviewedPromotion(nodeId: string, status: "approved" | "rejected"): Promise<string> {
  const row = await db
    .insertInto("node_promotions")
    .values({ node_id: nodeId, status, proposed_role: "Guardian", activity_score: 88, connected_nodes: 3, reason: "arranged by the test", reviewed_by: "another operator", reviewed_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every promotion id the dashboard's HTML lists, per section (the items carry data-pending-promotion / data-history-promotion). */
async function dashboardSections(jar: Jar): Promise<{ pending: string[]; history: string[] }> {
  const res = await jar.fetch("/promotion-dashboard");
  expect(res.status).toBe(200);
  const html = await res.text();
  const ids = (attr: string) => [...html.matchAll(new RegExp(`${attr}="([^"]+)"`, "g"))].map((m) => m[1]!);
  return { pending: ids("data-pending-promotion"), history: ids("data-history-promotion") };
}

const count = (ids: string[], id: string) => ids.filter((x) => x === id).length;

const isNewestFirst = (times: string[]) => times.every((t, i) => i === 0 || Date.parse(times[i - 1]!) >= Date.parse(t));

describe("economy reads", () => {
  it("GET /api/economy/reputation: seeded nodes, highest trust first, derived trades and violations, bounded", async () => {
    const jar = new Jar();
    const { reputations } = await get(jar, "/api/economy/reputation");
    expect(reputations.length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(reputations[0]).sort()).toEqual(["nodeId", "nodeName", "serviceHistory", "successfulTrades", "trustScore", "violations"]);
    const scores = reputations.map((r: { trustScore: number }) => r.trustScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const r of reputations) expect(r.trustScore).toBeGreaterThanOrEqual(0);
    // Nairobi has a seeded critical custodian event; Reykjavik took part in seeded exchanges.
    const nairobi = reputations.find((r: { nodeId: string }) => r.nodeId === "node-capacity-nairobi");
    expect(nairobi.violations).toBeGreaterThanOrEqual(1);
    const reykjavik = reputations.find((r: { nodeId: string }) => r.nodeId === "node-vault-reykjavik");
    expect(reykjavik.successfulTrades).toBeGreaterThanOrEqual(3);
    expect((await get(jar, "/api/economy/reputation?limit=3")).reputations).toHaveLength(3);
    expect((await get(jar, "/api/economy/reputation?limit=0")).reputations).toHaveLength(1);
    expect((await get(jar, "/api/economy/reputation?limit=5000")).reputations.length).toBeLessThanOrEqual(100);
  });

  it("GET /api/economy/leases: shape, newest first, status filter, 400 for an unknown status", async () => {
    const jar = new Jar();
    const { leases } = await get(jar, "/api/economy/leases");
    expect(leases.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(leases[0]).sort()).toEqual(["amount", "createdAt", "duration", "expiresAt", "id", "leaseType", "nodeId", "payer", "qualityScore", "remainingSeconds", "source", "status", "valPrice", "valSettled"]);
    expect(isNewestFirst(leases.map((l: { createdAt: string }) => l.createdAt))).toBe(true);
    for (const l of leases) {
      expect(["memory", "compute", "bandwidth"]).toContain(l.leaseType);
      expect(l.qualityScore).toBeGreaterThanOrEqual(0);
      expect(l.qualityScore).toBeLessThanOrEqual(1);
      expect(Number.isInteger(l.valPrice)).toBe(true);
    }
    const active = (await get(jar, "/api/economy/leases?status=active")).leases;
    expect(active.length).toBeGreaterThanOrEqual(7);
    expect(active.every((l: { status: string; remainingSeconds: number }) => l.status === "active" && l.remainingSeconds > 0)).toBe(true);
    expect(leases.some((l: { status: string }) => l.status === "completed")).toBe(true);
    expect((await get(jar, "/api/economy/leases?limit=2")).leases).toHaveLength(2);
    const bad = await jar.fetch("/api/economy/leases?status=sleeping");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("validation_failed");
  });

  it("GET /api/economy/custodian: shape, newest first, bounded", async () => {
    const jar = new Jar();
    const { events } = await get(jar, "/api/economy/custodian");
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(events[0]).sort()).toEqual(["actionTaken", "eventType", "id", "nodeId", "severity", "subject", "timestamp"]);
    expect(isNewestFirst(events.map((e: { timestamp: string }) => e.timestamp))).toBe(true);
    expect(events.some((e: { actionTaken: string | null }) => e.actionTaken === null)).toBe(true);
    expect(events.some((e: { severity: string }) => e.severity === "critical")).toBe(true);
    expect((await get(jar, "/api/economy/custodian?limit=4")).events).toHaveLength(4);
  });

  it("a resonance exchange mints floor(score × 10) VAL to the receiving node through the ledger, once", async () => {
    const from = await newNode("Standard");
    const to = await newNode("Capacity");
    const before = await balanceOf(db, nodeAccount(to));
    const { exchange, created } = await recordResonanceExchange(db, { fromNodeId: from, toNodeId: to, resonanceScore: 0.57 });
    expect(created).toBe(true);
    expect(exchange.valMinted).toBe(5);
    expect(await balanceOf(db, nodeAccount(to))).toBe(before + 5);
    expect(await balanceOf(db, nodeAccount(from))).toBe(0);
    const entry = await db.selectFrom("val_entries").select(["from_account", "to_account", "amount", "kind"]).where("idempotency_key", "=", exchangeMintKey(exchange.id)).executeTakeFirstOrThrow();
    expect({ ...entry, amount: Number(entry.amount) }).toEqual({ from_account: "system:mint", to_account: nodeAccount(to), amount: 5, kind: "mint" });

    // Recording the same exchange again (a retry) pays nothing more.
    const again = await recordResonanceExchange(db, { fromNodeId: from, toNodeId: to, resonanceScore: 0.57 }, { id: exchange.id });
    expect(again.created).toBe(false);
    expect(await balanceOf(db, nodeAccount(to))).toBe(before + 5);

    const second = await recordResonanceExchange(db, { fromNodeId: to, toNodeId: from, resonanceScore: 0.7 });
    expect(second.exchange.valMinted).toBe(7);
    expect(await balanceOf(db, nodeAccount(from))).toBe(7);

    const { exchanges } = await get(new Jar(), "/api/economy/resonance?limit=100");
    expect(Object.keys(exchanges[0]).sort()).toEqual(["createdAt", "fromNodeId", "id", "resonanceScore", "toNodeId", "valMinted"]);
    expect(isNewestFirst(exchanges.map((x: { createdAt: string }) => x.createdAt))).toBe(true);
    expect(exchanges.find((x: { id: string }) => x.id === exchange.id)).toMatchObject({ fromNodeId: from, toNodeId: to, resonanceScore: 0.57, valMinted: 5 });
    for (const x of exchanges) expect(x.valMinted).toBe(Math.floor(x.resonanceScore * 10 + 1e-9));
    expect((await get(new Jar(), "/api/economy/resonance?limit=3")).exchanges).toHaveLength(3);

    const rep = await get(new Jar(), "/api/economy/reputation?limit=100");
    expect(rep.reputations.some((r: { nodeId: string }) => r.nodeId === to)).toBe(false); // no reputation row yet: not on the board
    await expect(recordResonanceExchange(db, { fromNodeId: from, toNodeId: to, resonanceScore: 1.2 })).rejects.toBeInstanceOf(RangeError);
  });
});

describe("promotion review", () => {
  it("an operator approves a pending promotion (200), the node takes the role, a second review is refused (409)", async () => {
    const nodeId = await newNode();
    const id = await pendingPromotion(nodeId);
    const jar = await signIn();
    const pending = await get(jar, "/api/promotions/pending");
    expect(pending.promotions.some((p: { id: string }) => p.id === id)).toBe(true);
    expect(pending.promotions.every((p: { status: string }) => p.status === "pending")).toBe(true);

    const res = await post(jar, `/api/promotions/${id}/review`, { approved: true, reviewNotes: "   Steady and well connected.  ", extra: "ignored" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id, nodeId, status: "approved", proposedRole: "Guardian", reviewedBy: OPERATOR.handle, reviewNotes: "Steady and well connected." });
    expect(Math.abs(Date.parse(body.reviewedAt) - Date.now())).toBeLessThan(60_000);

    const role = await db.selectFrom("node_roles").select(["role", "promotion_id"]).where("node_id", "=", nodeId).executeTakeFirstOrThrow();
    expect(role).toEqual({ role: "Guardian", promotion_id: id });
    const event = await db.selectFrom("mesh_events").select(["event_type", "payload"]).where("node_id", "=", nodeId).where("event_type", "=", "node_promoted").executeTakeFirst();
    expect(event).toBeDefined();

    const again = await post(jar, `/api/promotions/${id}/review`, { approved: false });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("conflict");
    const stored = await db.selectFrom("node_promotions").select(["status", "reviewed_by"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "approved", reviewed_by: OPERATOR.handle });

    const all = await get(new Jar(), "/api/promotions");
    expect(isNewestFirst(all.promotions.map((p: { timestamp: string }) => p.timestamp))).toBe(true);
    expect(all.promotions.find((p: { id: string }) => p.id === id)).toMatchObject({ status: "approved", reviewedBy: OPERATOR.handle });
    expect((await get(new Jar(), "/api/promotions/pending")).promotions.some((p: { id: string }) => p.id === id)).toBe(false);
  });

  it("a rejection is stored without a note and grants no role", async () => {
    const nodeId = await newNode();
    const id = await pendingPromotion(nodeId);
    const res = await post(await signIn(), `/api/promotions/${id}/review`, { approved: false, reviewNotes: "   " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "rejected", reviewNotes: null });
    expect(await db.selectFrom("node_roles").select("role").where("node_id", "=", nodeId).executeTakeFirst()).toBeUndefined();
  });

  it("visitors get 401, unknown ids 404, bad bodies 400, GET 405; nothing changes", async () => {
    const nodeId = await newNode();
    const id = await pendingPromotion(nodeId);
    const visitor = await post(new Jar(), `/api/promotions/${id}/review`, { approved: true });
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error.code).toBe("unauthorized");

    const jar = await signIn();
    expect((await post(jar, `/api/promotions/${uniqueName("nope")}/review`, { approved: true })).status).toBe(404);
    for (const body of [{}, { approved: "yes" }, { approved: 1 }, { approved: true, reviewNotes: "x".repeat(501) }, { approved: true, reviewNotes: 42 }, "{not json"]) {
      const res = await post(jar, `/api/promotions/${id}/review`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toMatch(/^(validation_failed|bad_request)$/);
    }
    expect((await jar.fetch(`/api/promotions/${id}/review`)).status).toBe(405);
    const stored = await db.selectFrom("node_promotions").select(["status", "reviewed_by"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "pending", reviewed_by: null });
  });
});

describe("the promotion dashboard lists each proposal once", () => {
  it("pending ones only under Pending, reviewed ones only under History; a review moves one across", async () => {
    const [a, b, c] = [await newNode(), await newNode(), await newNode()];
    const pending = await pendingPromotion(a);
    const approved = await reviewedPromotion(b, "approved");
    const rejected = await reviewedPromotion(c, "rejected");

    const before = await dashboardSections(new Jar());
    expect([count(before.pending, pending), count(before.history, pending)]).toEqual([1, 0]);
    expect([count(before.pending, approved), count(before.history, approved)]).toEqual([0, 1]);
    expect([count(before.pending, rejected), count(before.history, rejected)]).toEqual([0, 1]);
    // No proposal at all (including other tests' and the seed's) is listed twice on the page.
    const listed = [...before.pending, ...before.history];
    expect(new Set(listed).size).toBe(listed.length);

    const jar = await signIn();
    const review = await jar.fetch("/promotion-dashboard", { method: "POST", ...form({ promotionId: pending, approved: "false", reviewNotes: "Not yet." }) });
    expect(review.status).toBe(302);
    const after = await dashboardSections(jar);
    expect([count(after.pending, pending), count(after.history, pending)]).toEqual([0, 1]);
    const listedAfter = [...after.pending, ...after.history];
    expect(new Set(listedAfter).size).toBe(listedAfter.length);
  });
});

describe("the propose-promotions job", () => {
  async function runJob(queue: Queue) {
    const finished = await expectJobCompletes(queue, await queue.add("propose-promotions", {}));
    expect(finished.stacktrace ?? []).toEqual([]);
    return finished.returnvalue as { proposed: { nodeId: string; proposedRole: string; activityScore: number }[] };
  }

  /** An Observer with a heartbeat now, 15 events in the last hour and 5 exchanges with distinct seeded nodes (each records an event too). */
  async function busyNode(on: Kysely<Database>): Promise<string> {
    const busy = await newNode("Observer", new Date(), on);
    await on
      .insertInto("mesh_events")
      .values(Array.from({ length: 15 }, (_, i) => ({ event_type: "heartbeat", node_id: busy, summary: "test heartbeat", payload: JSON.stringify({}), created_at: new Date(Date.now() - i * 60_000) })))
      .execute();
    for (const peer of ["node-vault-reykjavik", "node-vault-kyoto", "node-merchant-lyon", "node-catalyst-berlin", "node-capacity-helsinki"]) {
      await recordResonanceExchange(on, { fromNodeId: busy, toNodeId: peer, resonanceScore: 0.5 });
    }
    return busy;
  }

  it("proposes an active, busy, well-connected node once, through the real worker", async () => {
    const busy = await busyNode(db);
    const idle = await newNode("Observer", new Date(Date.now() - 3 * 24 * 3600_000));

    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("maintenance", { connection, prefix: bullPrefix(inject("redisPrefix")) });
    try {
      const first = await runJob(queue);
      // 40 (heartbeat now) + 30 (20 events today) + 4 (20 this week) + 20 (5 peers) = 94. (The 10-minute schedule
      // may have run in between on a long suite; either way the node is proposed by the real job, once.)
      const mine = first.proposed.filter((p) => p.nodeId === busy);
      expect(mine.length).toBeLessThanOrEqual(1);
      expect(first.proposed.some((p) => p.nodeId === idle)).toBe(false);

      const second = await runJob(queue);
      expect(second.proposed.some((p) => p.nodeId === busy)).toBe(false);
      const rows = await db.selectFrom("node_promotions").select(["status", "activity_score", "connected_nodes", "reason"]).where("node_id", "=", busy).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "pending", activity_score: 94, connected_nodes: 5 });
      expect(rows[0]!.reason).toContain("5 connected nodes");

      const { promotions } = await get(new Jar(), "/api/promotions/pending");
      expect(promotions.find((p: { nodeId: string }) => p.nodeId === busy)).toMatchObject({ proposedRole: "Guardian", activityScore: 94, connectedNodes: 5 });
      expect(promotions.some((p: { nodeId: string }) => p.nodeId === idle)).toBe(false);
      expect(await db.selectFrom("node_promotions").select("id").where("node_id", "=", idle).execute()).toEqual([]);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it("POST /api/promotions/propose is operator-only and enqueues the job", async () => {
    expect((await post(new Jar(), "/api/promotions/propose", {})).status).toBe(401);
    const res = await post(await signIn(), "/api/promotions/propose", {});
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ queue: "maintenance", name: "propose-promotions", jobId: expect.stringMatching(/^propose-promotions-\d{12}$/) });
  });

  it("a crash right after the proposals were committed: the retry finishes the job and proposes nothing twice", async () => {
    const server = await startServer({ env: { JOB_CRASH_POINTS: "maintenance:promotions-proposed", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
    const privateDb = testDb(server.databaseUrl);
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("maintenance", { connection, prefix: bullPrefix(server.redisPrefix) });
    try {
      // The scheduled run (at worker start) crashes once too; wait until it is done so it cannot race the job under test.
      const deadline = Date.now() + 30_000;
      while (!(await queue.getCompleted()).some((j) => j.name === "propose-promotions") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const busy = await busyNode(privateDb);

      const jar = await signIn(new Jar(undefined, server.url));
      const res = await post(jar, "/api/promotions/propose", {});
      expect(res.status).toBe(202);
      const { jobId } = await res.json();
      const job = await Job.fromId(queue, jobId);
      const finished = await expectJobCompletes(queue, job!);
      expect((finished.stacktrace ?? []).join("\n")).toContain("simulated crash at maintenance:promotions-proposed");
      const proposed = (finished.returnvalue as { proposed: { nodeId: string }[] }).proposed.filter((p) => p.nodeId === busy);
      expect(proposed).toHaveLength(1);

      const rows = await privateDb.selectFrom("node_promotions").select(["status", "activity_score"]).where("node_id", "=", busy).execute();
      expect(rows).toEqual([{ status: "pending", activity_score: 94 }]);
      const pending = await jar.fetch("/api/promotions/pending");
      expect(((await pending.json()).promotions as { nodeId: string }[]).filter((p) => p.nodeId === busy)).toHaveLength(1);
    } finally {
      await queue.close();
      connection.disconnect();
      await privateDb.destroy();
      await server.stop();
    }
  }, 120_000);
});
