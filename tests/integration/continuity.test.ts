import { randomBytes } from "node:crypto";
import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { bullPrefix } from "../../worker/queues";
import { testDb } from "./helpers/db";
import { baseUrl, Jar, OPERATOR, signIn } from "./helpers/http";
import { REDIS_URL, startServer } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

const db = testDb();
afterAll(() => db.destroy());

const post = (jar: Jar, path: string, body?: unknown) => jar.sendJson(path, body);

interface Scan {
  id: string;
  status: "queued" | "running" | "completed" | "failed";
  overallScore: number | null;
  recommendations: string[];
  error: string | null;
  modules: { moduleName: string; schemaVersion: string; status: string; compatibilityScore: number; details: string }[];
}

async function waitForScan(jar: Jar, id: string, timeoutMs = 40_000): Promise<Scan> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await jar.fetch(`/api/continuity/harmony-scan/${id}`);
    expect(res.status).toBe(200);
    const scan = (await res.json()) as Scan;
    if (scan.status === "completed" || scan.status === "failed" || Date.now() > deadline) return scan;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The archive's content hash as the API documents it (SHA-256 of the JSON array of every memory as
 * {id, pattern, message, sourceType, glyphSequence, intensity, resonanceTags, createdAt}, ordered by
 * created_at then id), computed by PostgreSQL itself: an oracle independent of the app's code.
 */
async function archiveHash(): Promise<string> {
  const { rows } = await sql<{ hash: string }>`
    select encode(sha256(convert_to('[' || coalesce(string_agg(
      '{"id":' || to_json(id)::text ||
      ',"pattern":' || to_json(pattern)::text ||
      ',"message":' || to_json(message)::text ||
      ',"sourceType":' || to_json(source_type)::text ||
      ',"glyphSequence":' || to_json(glyph_sequence)::text ||
      ',"intensity":' || to_json(intensity)::text ||
      ',"resonanceTags":' || to_json(resonance_tags)::text ||
      ',"createdAt":"' || to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}',
      ',' order by created_at, id), '') || ']', 'UTF8')), 'hex') as hash
    from alexandria_memories`.execute(db);
  return rows[0].hash;
}

async function ownNode(): Promise<string> {
  const id = `node-it-continuity-${randomBytes(4).toString("hex")}`;
  await db.insertInto("mesh_nodes").values({ id, node_type: "Standard", status: "active", name: `Continuity ${id}`, glyph_profile: JSON.stringify({}), val_balance: 0 }).execute();
  await db.insertInto("ai_task_focus").values({ node_id: id, current_domain: "analysis", tasks_completed: 0, last_rotation: new Date(Date.now() - 60_000) }).execute();
  return id;
}

describe("continuity reads", () => {
  it("lists the AI task focus of the seeded active nodes", async () => {
    const res = await new Jar().fetch("/api/continuity/ai-task-focus");
    expect(res.status).toBe(200);
    const list = (await res.json()) as { nodeId: string; currentDomain: string; tasksCompleted: number; lastRotation: string }[];
    const ids = list.map((f) => f.nodeId);
    for (const id of ["node-merchant-lyon", "node-merchant-singapore", "node-vault-kyoto"]) expect(ids).toContain(id);
    expect(ids).not.toContain("node-capacity-nairobi"); // inactive when seeded
    for (const f of list) {
      expect(["analysis", "creation", "maintenance", "teaching"]).toContain(f.currentDomain);
      expect(f.tasksCompleted).toBeGreaterThanOrEqual(0);
      expect(new Date(f.lastRotation).toISOString()).toBe(f.lastRotation);
    }
  });

  it("answers snapshots, modules, the latest scan and the demo guest wallet", async () => {
    const jar = new Jar();
    const syncs = await jar.fetch("/api/continuity/alexandria-sync");
    expect(syncs.status).toBe(200);
    expect(Array.isArray(await syncs.json())).toBe(true);
    const modules = await jar.fetch("/api/continuity/harmony-modules");
    expect(modules.status).toBe(200);
    expect(Array.isArray(await modules.json())).toBe(true);
    expect((await jar.fetch("/api/continuity/harmony-scan/latest")).status).toBe(200);
    const wallet = await jar.fetch("/api/continuity/guest-wallet/demo");
    expect(wallet.status).toBe(200);
    expect(await wallet.json()).toMatchObject({ type: "Ephemeral", enabled: false, yourWalletId: expect.stringMatching(/^val-/) });
    expect((await jar.fetch("/api/continuity/harmony-scan/not-a-scan")).status).toBe(404);
    expect((await jar.fetch("/api/continuity/harmony-scan/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("refuses visitors with 401 and changes nothing", async () => {
    const jar = new Jar();
    const node = await ownNode();
    for (const path of [`/api/continuity/ai-task-focus/${node}/rotate`, "/api/continuity/harmony-scan", "/api/continuity/alexandria-sync"]) {
      const res = await post(jar, path);
      expect(res.status, path).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
    const row = await db.selectFrom("ai_task_focus").selectAll().where("node_id", "=", node).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ current_domain: "analysis", tasks_completed: 0 });
    expect((await jar.fetch("/api/continuity/harmony-scan")).status).toBe(405);
  });
});

describe("AI task rotation", () => {
  it("rotates analysis → creation → maintenance → teaching → analysis, counting tasks; unknown nodes are 404", async () => {
    const jar = await signIn();
    const node = await ownNode();
    let last = 0;
    const seen: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await post(jar, `/api/continuity/ai-task-focus/${node}/rotate`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { nodeId: string; currentDomain: string; tasksCompleted: number; lastRotation: string };
      expect(body.nodeId).toBe(node);
      expect(body.tasksCompleted).toBe(i);
      const at = Date.parse(body.lastRotation);
      expect(at).toBeGreaterThanOrEqual(last);
      expect(Date.now() - at).toBeLessThan(60_000);
      last = at;
      seen.push(body.currentDomain);
    }
    expect(seen).toEqual(["creation", "maintenance", "teaching", "analysis", "creation"]);

    // Two rotations at once both count (one atomic UPDATE each).
    const both = await Promise.all([post(jar, `/api/continuity/ai-task-focus/${node}/rotate`), post(jar, `/api/continuity/ai-task-focus/${node}/rotate`)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const row = await db.selectFrom("ai_task_focus").selectAll().where("node_id", "=", node).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ current_domain: "teaching", tasks_completed: 7 });

    const missing = await post(jar, "/api/continuity/ai-task-focus/node-that-does-not-exist/rotate");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");
  });
});

describe("Alexandria sync", () => {
  it("a snapshot's summary hash is the SHA-256 of the archive's content; the list is newest first", async () => {
    const jar = await signIn();
    const name = `IT project ${randomBytes(3).toString("hex")}`;
    let checked = false;
    // Other tests may add memories meanwhile: compare only when the archive held still around the snapshot.
    for (let attempt = 0; attempt < 5 && !checked; attempt++) {
      const before = await archiveHash();
      const res = await post(jar, "/api/continuity/alexandria-sync", { projectName: `  ${name}  ` });
      expect(res.status).toBe(201);
      const snap = (await res.json()) as { id: string; projectName: string; summaryHash: string; syncedAt: string };
      const after = await archiveHash();
      expect(snap.projectName).toBe(name);
      expect(snap.summaryHash).toMatch(/^[0-9a-f]{64}$/);
      if (before === after) {
        expect(snap.summaryHash).toBe(before);
        checked = true;
        const list = (await (await jar.fetch("/api/continuity/alexandria-sync")).json()) as { id: string; syncedAt: string }[];
        expect(list.some((s) => s.id === snap.id)).toBe(true);
        const times = list.map((s) => Date.parse(s.syncedAt));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
      }
    }
    expect(checked).toBe(true);

    const bad = await post(jar, "/api/continuity/alexandria-sync", { projectName: "x".repeat(81) });
    expect(bad.status).toBe(400);
  });
});

describe("harmony scan", () => {
  it("runs through the real worker, records every module and is visible through latest", async () => {
    const jar = await signIn();
    const res = await post(jar, "/api/continuity/harmony-scan");
    expect(res.status).toBe(202);
    const { id, status } = (await res.json()) as { id: string; status: string };
    expect(status).toBe("queued");
    const scan = await waitForScan(jar, id);
    expect({ status: scan.status, error: scan.error }).toEqual({ status: "completed", error: null });
    expect(scan.overallScore).toBeGreaterThan(0);
    expect(scan.overallScore).toBeLessThanOrEqual(1);
    expect(scan.recommendations.length).toBeGreaterThan(0);

    const byName = new Map(scan.modules.map((m) => [m.moduleName, m]));
    for (const name of ["database", "migrations", "redis", "queue:velocity", "queue:harmony", "queue:deploy", "queue:manifest", "queue:autonomous", "queue:reflection", "queue:maintenance", "websocket", "sse"]) {
      expect(byName.has(name), name).toBe(true);
    }
    for (const m of scan.modules) {
      expect(["active", "degraded", "offline"]).toContain(m.status);
      expect(m.compatibilityScore).toBeGreaterThanOrEqual(0);
      expect(m.compatibilityScore).toBeLessThanOrEqual(1);
    }
    expect(byName.get("database")).toMatchObject({ status: "active", compatibilityScore: 1, schemaVersion: expect.stringMatching(/^PostgreSQL /) });
    expect(byName.get("redis")).toMatchObject({ status: "active", schemaVersion: expect.stringMatching(/^Redis /) });
    const latestMigration = (await db.selectFrom("kysely_migration" as never).select("name" as never).orderBy("name" as never, "desc").limit(1).executeTakeFirstOrThrow()) as { name: string };
    expect(byName.get("migrations")).toMatchObject({ status: "active", compatibilityScore: 1, schemaVersion: latestMigration.name });
    // The harmony worker runs this very job, so its queue has a worker attached.
    expect(byName.get("queue:harmony")!.status).not.toBe("offline");
    expect(byName.get("sse")).toMatchObject({ status: "active" });
    // The web process reports its WebSocket clients (a number, here 0 or more): the module is active.
    expect(byName.get("websocket")).toMatchObject({ status: "active", compatibilityScore: 1 });
    const expectedScore = Math.round((scan.modules.reduce((n, m) => n + m.compatibilityScore, 0) / scan.modules.length) * 1000) / 1000;
    expect(scan.overallScore).toBeCloseTo(expectedScore, 3);

    const latest = (await (await jar.fetch("/api/continuity/harmony-scan/latest")).json()) as Scan;
    expect(latest).toMatchObject({ id, status: "completed", overallScore: scan.overallScore });
    const modules = (await (await jar.fetch("/api/continuity/harmony-modules")).json()) as Scan["modules"];
    expect(modules.map((m) => m.moduleName)).toEqual(scan.modules.map((m) => m.moduleName));

    // The scan took one snapshot of the archive.
    const snaps = await db.selectFrom("alexandria_syncs").select(["summary_hash"]).where("scan_id", "=", id).execute();
    expect(snaps).toHaveLength(1);
  });
});

describe("harmony scan with sockets connected", () => {
  it("sees the web process's real WebSocket presence: active, with the open sockets counted on a reporting process", async () => {
    const sockets = await Promise.all([ChatClient.open(baseUrl()), ChatClient.open(baseUrl())]);
    try {
      // Both sockets are served (a ping answered) before the scan is asked for.
      for (const s of sockets) {
        s.ws.send(JSON.stringify({ type: "ping" }));
        await s.next("pong");
      }
      const jar = await signIn();
      const res = await post(jar, "/api/continuity/harmony-scan");
      expect(res.status).toBe(202);
      const scan = await waitForScan(jar, ((await res.json()) as { id: string }).id);
      expect(scan.status).toBe("completed");
      const ws = scan.modules.find((m) => m.moduleName === "websocket")!;
      expect(ws).toMatchObject({ status: "active", compatibilityScore: 1 });
      const counted = /(\d+) open WebSocket client\(s\) on the (\d+) reporting/.exec(ws.details);
      expect(counted, ws.details).not.toBeNull();
      const [clients, reporting] = [Number(counted![1]), Number(counted![2])];
      expect(reporting).toBeGreaterThanOrEqual(1);
      expect(clients).toBeGreaterThanOrEqual(sockets.length);
    } finally {
      for (const s of sockets) s.ws.close();
    }
  });
});

describe("harmony scan crash and retry (private server)", () => {
  it("a scan that crashes after recording its modules is retried and completes with one result", async () => {
    const server = await startServer({ env: { JOB_CRASH_POINTS: "harmony:modules", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
    const privateDb = testDb(server.databaseUrl);
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("harmony", { connection, prefix: bullPrefix(server.redisPrefix) });
    try {
      const jar = await signIn(new Jar(undefined, server.url));
      const res = await post(jar, "/api/continuity/harmony-scan");
      expect(res.status).toBe(202);
      const { id } = (await res.json()) as { id: string };
      const scan = await waitForScan(jar, id, 45_000);
      expect({ status: scan.status, error: scan.error }).toEqual({ status: "completed", error: null });

      const job = await Job.fromId(queue, `harmony-scan-${id}`);
      expect(job?.attemptsMade).toBeGreaterThanOrEqual(1); // the first attempt crashed
      const modules = await privateDb.selectFrom("harmony_modules").select("module_name").where("scan_id", "=", id).execute();
      expect(new Set(modules.map((m) => m.module_name)).size).toBe(modules.length);
      expect(modules.length).toBe(scan.modules.length);
      const scans = await privateDb.selectFrom("harmony_scans").select(["id", "status"]).execute();
      expect(scans.filter((s) => s.id === id)).toEqual([{ id, status: "completed" }]);
      const snaps = await privateDb.selectFrom("alexandria_syncs").select("id").where("scan_id", "=", id).execute();
      expect(snaps).toHaveLength(1);
    } finally {
      await queue.close();
      connection.disconnect();
      await privateDb.destroy();
      await server.stop();
    }
  });
});
