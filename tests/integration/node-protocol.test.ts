import { createHash, createHmac, randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "./helpers/db";
import { form, Jar, signIn } from "./helpers/http";
import { REDIS_URL } from "./helpers/server";

const db = testDb();
afterAll(() => db.destroy());

const newSeed = () => `⟁∇ glyphseed ${randomBytes(24).toString("hex")}`;
const sign = (seed: string, ts: string, body: string) => `sha256=${createHmac("sha256", seed).update(`${ts}.${body}`).digest("hex")}`;

interface StatusNode {
  id: string;
  status: string;
  nodeType: string;
  lastHeartbeat: string | null;
  version: string | null;
  metadata: { name: string };
  signature: { status: string; lastSignedAt: string | null; fingerprint: string | null };
}

async function register(jar: Jar, body: unknown) {
  return jar.fetch("/api/mesh/nodes/register", { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
}

async function registerNode(name = `Test Observer ${randomBytes(3).toString("hex")}`) {
  const seed = newSeed();
  const res = await register(new Jar(), { name, nodeType: "Observer", location: "Tartu, Estonia", version: "1.2.0", glyphseed: seed });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: string; status: string; fingerprint: string };
  return { ...body, seed, name };
}

interface BeatOptions {
  ts?: string;
  body?: string;
  signature?: string | null;
  nodeId?: string | null;
  jar?: Jar;
}

async function heartbeat(nodeId: string, seed: string, options: BeatOptions = {}) {
  const ts = options.ts ?? String(Date.now());
  const body = options.body ?? JSON.stringify({ version: "1.2.1", metrics: { cpu: 0.31, uptime_s: 120 } });
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Node-Timestamp": ts };
  const id = options.nodeId === undefined ? nodeId : options.nodeId;
  if (id !== null) headers["X-Node-Id"] = id;
  const signature = options.signature === undefined ? sign(seed, ts, body) : options.signature;
  if (signature !== null) headers["X-Node-Signature"] = signature;
  return (options.jar ?? new Jar()).fetch("/api/mesh/heartbeat", { method: "POST", headers, body });
}

async function status(): Promise<{ totalNodes: number; activeNodes: number; totalEvents: number; recentEvents: number; nodes: StatusNode[]; latestEvents: unknown[] }> {
  const res = await new Jar().fetch("/api/mesh/status");
  expect(res.status).toBe(200);
  return res.json();
}

async function review(jar: Jar, id: string, decision: string) {
  return jar.fetch(`/api/mesh/nodes/${encodeURIComponent(id)}/review`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ decision }) });
}

const row = (id: string) => db.selectFrom("mesh_nodes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

let operatorJar: Promise<Jar> | undefined;
const operator = () => (operatorJar ??= signIn());

async function approvedNode() {
  const node = await registerNode();
  expect((await review(await operator(), node.id, "approve")).status).toBe(200);
  return node;
}

describe("GET /api/mesh/status", () => {
  it("reports totals, recent activity and every seeded node with its signature state", async () => {
    const s = await status();
    expect(s.totalNodes).toBe(s.nodes.length);
    expect(s.totalNodes).toBeGreaterThanOrEqual(14);
    expect(s.activeNodes).toBe(s.nodes.filter((n) => n.status === "active").length);
    expect(s.totalEvents).toBeGreaterThanOrEqual(12);
    expect(s.recentEvents).toBeGreaterThanOrEqual(1);
    expect(s.recentEvents).toBeLessThanOrEqual(s.totalEvents);
    expect(s.latestEvents.length).toBeGreaterThan(0);
    const forge = s.nodes.find((n) => n.id === "node-capacity-helsinki")!;
    expect(forge).toMatchObject({ nodeType: "Capacity", metadata: { name: "Kaamos Forge" }, signature: { status: "unsigned", lastSignedAt: null, fingerprint: null } });
    // Seeded 190 minutes silent: inactive; never sent one: inactive.
    expect(s.nodes.find((n) => n.id === "node-capacity-nairobi")!.status).toBe("inactive");
    expect(s.nodes.find((n) => n.id === "node-standard-roaming")!.status).toBe("inactive");
  });

  it("reports an approved node silent for 3 minutes as inactive while its stored status stays active", async () => {
    const node = await approvedNode();
    await db.updateTable("mesh_nodes").set({ last_heartbeat: new Date(Date.now() - 4 * 60_000) }).where("id", "=", node.id).execute();
    // The status read is cached 250 ms; a new approval below invalidates it anyway.
    await new Promise((r) => setTimeout(r, 300));
    const s = await status();
    expect(s.nodes.find((n) => n.id === node.id)!.status).toBe("inactive");
    expect((await row(node.id)).status).toBe("active");
  });
});

describe("node registration", () => {
  it("answers 201 pending with the fingerprint and stores the glyphseed only sealed", async () => {
    const node = await registerNode();
    expect(node.status).toBe("pending");
    expect(node.id).toMatch(/^node-observer-[0-9a-f]{12}$/);
    expect(node.fingerprint).toBe(createHash("sha256").update(node.seed, "utf8").digest("hex"));

    const stored = await row(node.id);
    expect(stored).toMatchObject({ status: "pending", node_type: "Observer", location: "Tartu, Estonia", version: "1.2.0", signature_status: "unsigned", glyphseed_fingerprint: node.fingerprint });
    expect(stored.glyphseed_sealed).toMatch(/^v1\./);
    expect(stored.glyphseed_sealed).not.toContain(node.seed.slice(12));
    expect(JSON.stringify(stored)).not.toContain(node.seed.slice(12));

    const listed = (await status()).nodes.find((n) => n.id === node.id)!;
    expect(listed).toMatchObject({ status: "pending", signature: { status: "unsigned", fingerprint: node.fingerprint.slice(0, 16) } });
    expect(JSON.stringify(await status())).not.toContain(node.seed.slice(12));

    const event = await db.selectFrom("mesh_events").select(["event_type", "summary"]).where("node_id", "=", node.id).executeTakeFirstOrThrow();
    expect(event.event_type).toBe("node_registered");
  });

  it("is idempotent for the same glyphseed", async () => {
    const node = await registerNode();
    const again = await register(new Jar(), { name: "Renamed", nodeType: "Vault", version: "2.0.0", glyphseed: node.seed });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: node.id, status: "pending", fingerprint: node.fingerprint });
    expect((await row(node.id)).name).toBe(node.name);
  });

  it.each([
    [{ nodeType: "Observer", version: "1.0.0", glyphseed: newSeed() }, "name"],
    [{ name: "x", nodeType: "Overseer", version: "1.0.0", glyphseed: newSeed() }, "nodeType"],
    [{ name: "x", nodeType: "Observer", glyphseed: newSeed() }, "version"],
    [{ name: "x", nodeType: "Observer", version: "1.0 beta", glyphseed: newSeed() }, "version"],
    [{ name: "x", nodeType: "Observer", version: "1.0.0" }, "glyphseed"],
    [{ name: "x", nodeType: "Observer", version: "1.0.0", glyphseed: "too short" }, "glyphseed"],
    [{ name: "x", nodeType: "Observer", version: "1.0.0", glyphseed: "z".repeat(40) }, "glyphseed"],
    [{ name: "x", nodeType: "Observer", version: "1.0.0", glyphseed: "abcdefgh".repeat(33) }, "glyphseed"],
    [{ name: "n".repeat(81), nodeType: "Observer", version: "1.0.0", glyphseed: newSeed() }, "name"],
    [{ name: "x", nodeType: "Observer", version: "1.0.0", glyphseed: newSeed(), location: 42 }, "location"],
  ])("answers 400 for %j (%s)", async (body, field) => {
    const res = await register(new Jar(), body);
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(error.code).toBe("validation_failed");
    expect(error.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("answers 400 for a body that is not JSON, and 405 for GET", async () => {
    const res = await register(new Jar(), "{not json");
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
    expect((await new Jar().fetch("/api/mesh/nodes/register")).status).toBe(405);
  });
});

describe("signed heartbeats", () => {
  it("refuses a pending node (403), accepts it once approved (200) and shows it verified", async () => {
    const node = await registerNode();
    const pending = await heartbeat(node.id, node.seed);
    expect(pending.status).toBe(403);
    expect((await pending.json()).error.code).toBe("forbidden");
    expect((await row(node.id)).last_heartbeat).toBeNull();

    const op = await operator();
    const approved = await review(op, node.id, "approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id: node.id, status: "active", decision: "approve" });
    expect((await review(op, node.id, "approve")).status).toBe(409);

    const before = Date.now();
    const res = await heartbeat(node.id, node.seed);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, nodeId: node.id, status: "active", signature: "verified" });

    const stored = await row(node.id);
    expect(stored.signature_status).toBe("verified");
    expect(stored.version).toBe("1.2.1");
    expect(new Date(stored.last_heartbeat!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(stored.last_signed_at!).getTime()).toBe(new Date(stored.last_heartbeat!).getTime());
    const beat = await db.selectFrom("mesh_events").select(["event_type", "payload"]).where("node_id", "=", node.id).where("event_type", "=", "heartbeat").executeTakeFirstOrThrow();
    expect(beat.payload).toMatchObject({ version: "1.2.1", signature: "verified", metrics: { cpu: 0.31 } });

    const listed = (await status()).nodes.find((n) => n.id === node.id)!;
    expect(listed.status).toBe("active");
    expect(listed.version).toBe("1.2.1");
    expect(listed.signature.status).toBe("verified");
    expect(listed.signature.lastSignedAt).toBe(new Date(stored.last_signed_at!).toISOString());
    expect(listed.lastHeartbeat).toBe(listed.signature.lastSignedAt);

    // A ritual-visible node_heartbeat event went out on the mesh bus.
    const redis = new Redis(REDIS_URL);
    try {
      const entries = await redis.xrevrange(`${inject("redisPrefix")}:mesh:events`, "+", "-", "COUNT", 200);
      const events = entries.map(([, fields]) => JSON.parse(fields[1]) as { type: string; data: { nodeId?: string } });
      expect(events.some((e) => e.type === "node_heartbeat" && e.data.nodeId === node.id)).toBe(true);
      expect(events.some((e) => e.type === "mesh_changed" && e.data.nodeId === node.id)).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it("accepts an ISO timestamp and an empty body", async () => {
    const node = await approvedNode();
    const res = await heartbeat(node.id, node.seed, { ts: new Date().toISOString(), body: "" });
    expect(res.status).toBe(200);
    expect((await row(node.id)).version).toBe("1.2.0");
  });

  it("refuses a replayed signature with 409", async () => {
    const node = await approvedNode();
    const ts = String(Date.now());
    const body = JSON.stringify({ version: "1.2.1" });
    expect((await heartbeat(node.id, node.seed, { ts, body })).status).toBe(200);
    const replay = await heartbeat(node.id, node.seed, { ts, body });
    expect(replay.status).toBe(409);
    expect((await replay.json()).error.code).toBe("conflict");
    expect(await db.selectFrom("mesh_events").select("id").where("node_id", "=", node.id).where("event_type", "=", "heartbeat").execute()).toHaveLength(1);
  });

  it("refuses a wrong signature with 401 and leaves the node's signature status as it was (anyone can send one)", async () => {
    const node = await approvedNode();
    const wrong = await heartbeat(node.id, node.seed, { signature: sign(newSeed(), String(Date.now()), "{}") });
    expect(wrong.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody.error.code).toBe("unauthorized");
    expect((await row(node.id)).signature_status).toBe("unsigned");
    expect((await status()).nodes.find((n) => n.id === node.id)!.signature.status).toBe("unsigned");

    // Tampered body with the original signature: refused too.
    const ts = String(Date.now());
    const tampered = await heartbeat(node.id, node.seed, { ts, body: JSON.stringify({ version: "9.9.9" }), signature: sign(node.seed, ts, JSON.stringify({ version: "1.2.1" })) });
    expect(tampered.status).toBe(401);
    expect((await row(node.id)).version).toBe("1.2.0");

    expect((await heartbeat(node.id, node.seed)).status).toBe(200);
    expect((await row(node.id)).signature_status).toBe("verified");
  });

  it("refuses stale (over 5 minutes) and future (over 1 minute) timestamps with 401", async () => {
    const node = await approvedNode();
    const stale = await heartbeat(node.id, node.seed, { ts: String(Date.now() - 6 * 60_000) });
    expect(stale.status).toBe(401);
    expect((await stale.json()).error.message).toMatch(/5 minutes/);
    const future = await heartbeat(node.id, node.seed, { ts: String(Date.now() + 2 * 60_000) });
    expect(future.status).toBe(401);
    expect((await future.json()).error.message).toMatch(/future/);
    const stored = await row(node.id);
    expect(stored.last_heartbeat).toBeNull();
    expect(stored.signature_status).toBe("unsigned");
  });

  it("answers an unknown node exactly like a wrong signature (401)", async () => {
    const node = await approvedNode();
    const unknown = await heartbeat("node-observer-000000000000", newSeed());
    const wrong = await heartbeat(node.id, newSeed());
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("refuses calls with missing headers (401)", async () => {
    const node = await approvedNode();
    for (const options of [{ nodeId: null }, { signature: null }, { ts: "" }, { signature: "sha256=abc" }, { ts: "yesterday" }] as BeatOptions[]) {
      const res = await heartbeat(node.id, node.seed, options);
      expect(res.status, JSON.stringify(options)).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
    const bare = await new Jar().fetch("/api/mesh/heartbeat", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(bare.status).toBe(401);
    expect((await row(node.id)).last_heartbeat).toBeNull();
  });

  it("answers 400 for a signed body that is not valid", async () => {
    const node = await approvedNode();
    expect((await heartbeat(node.id, node.seed, { body: "{oops" })).status).toBe(400);
    const res = await heartbeat(node.id, node.seed, { body: JSON.stringify({ metrics: { "bad key!": 1 } }) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("validation_failed");
  });

  it("refuses a founding node that has no glyphseed (401) without changing its state", async () => {
    const res = await heartbeat("node-vault-kyoto", newSeed());
    expect(res.status).toBe(401);
    expect((await row("node-vault-kyoto")).signature_status).toBe("unsigned");
  });
});

describe("operator review", () => {
  it("refuses visitors (401), answers 404 for an unknown node and 400 for a bad decision", async () => {
    const node = await registerNode();
    const visitor = await review(new Jar(), node.id, "approve");
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error.code).toBe("unauthorized");
    expect((await row(node.id)).status).toBe("pending");

    const op = await operator();
    expect((await review(op, "node-observer-000000000000", "approve")).status).toBe(404);
    expect((await review(op, node.id, "maybe")).status).toBe(400);
    expect((await row(node.id)).status).toBe("pending");
  });

  it("rejects a node: its heartbeats are refused (403) and it leaves the status list", async () => {
    const node = await registerNode();
    const res = await review(await operator(), node.id, "reject");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "rejected" });
    expect((await row(node.id)).status).toBe("rejected");
    expect((await heartbeat(node.id, node.seed)).status).toBe(403);
    expect((await status()).nodes.some((n) => n.id === node.id)).toBe(false);
  });

  it("works as a form on /valoir-mesh: operators approve, visitors are sent to sign in", async () => {
    const node = await registerNode();
    const visitor = await new Jar().fetch("/valoir-mesh?tab=vault", { method: "POST", ...form({ nodeId: node.id, decision: "approve" }) });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect((await row(node.id)).status).toBe("pending");

    const op = await operator();
    const page = await op.fetch("/valoir-mesh");
    const html = await page.text();
    expect(html).toContain(node.name);
    expect(html).toContain(`Approve ${node.name}`);

    const res = await op.fetch("/valoir-mesh?tab=vault", { method: "POST", ...form({ nodeId: node.id, decision: "approve" }) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/valoir-mesh?tab=vault");
    expect((await row(node.id)).status).toBe("active");
    const after = await (await op.fetch("/valoir-mesh?tab=vault")).text();
    expect(after).toContain("Node approved");

    const again = await op.fetch("/valoir-mesh", { method: "POST", ...form({ nodeId: node.id, decision: "reject" }) });
    expect(again.status).toBe(302);
    expect(await (await op.fetch("/valoir-mesh")).text()).toContain("Already reviewed");
    expect((await row(node.id)).status).toBe("active");
  });
});
