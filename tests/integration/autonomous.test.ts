import { randomBytes } from "node:crypto";
import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import type { Kysely } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/types";
import { NODE_TYPE_DEFS } from "~/lib/node-types";
import { bullPrefix } from "../../worker/queues";
import { testDb } from "./helpers/db";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { expectJobCompletes } from "./helpers/jobs";
import { REDIS_URL, startServer } from "./helpers/server";

const db = testDb();
afterAll(() => db.destroy());

const post = (jar: Jar, path: string, body?: unknown) => jar.sendJson(path, body);

const getJson = <T>(jar: Jar, path: string) => jar.getJson<T>(path);

interface RegistryView {
  nodeType: string;
  currentVersion: string;
  previousVersion: string | null;
  versionStatus: string;
  nodeInstances: number;
  autoUpdateEnabled: boolean;
}
interface AlertView {
  id: string;
  nodeId: string;
  detectedVersion: string;
  expectedVersion: string;
}
interface JobView {
  id: string;
  nodeType: string;
  targetVersion: string;
  status: string;
  successfulUpdates: number;
  failedUpdates: number;
  targetNodes: string[];
  progress: number;
  results: { nodeId: string; outcome: string; reason: string | null }[];
}

async function busEvents(type: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const rows = await redis.xrevrange(`${inject("redisPrefix")}:mesh:events`, "+", "-", "COUNT", 1000);
    return rows
      .map(([, fields]) => JSON.parse(fields[fields.indexOf("e") + 1]) as { type: string; data: Record<string, unknown> })
      .filter((e) => e.type === type);
  } finally {
    redis.disconnect();
  }
}

async function waitForJob(jar: Jar, id: string, timeoutMs = 45_000): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { jobs } = await getJson<{ jobs: JobView[] }>(jar, "/api/autonomous-mesh/deployment-jobs?limit=100");
    const job = jobs.find((j) => j.id === id);
    if (job && !["queued", "running"].includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`cascade ${id} did not finish: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Our own nodes of a type: one reachable (active, heartbeat now), one offline (heartbeat 10 min ago), one pending. */
async function arrangeNodes(target: Kysely<Database>, nodeType: "Vault" | "Observer", m: string) {
  const base = { node_type: nodeType, location: null, personality: null, glyph_profile: JSON.stringify({}), val_balance: 0, version: "1.0.0" };
  const ids = { reachable: `it-auto-${m}-live`, offline: `it-auto-${m}-off`, pending: `it-auto-${m}-pend` };
  await target
    .insertInto("mesh_nodes")
    .values([
      { ...base, id: ids.reachable, status: "active", name: `Live ${m}`, last_heartbeat: new Date() },
      { ...base, id: ids.offline, status: "active", name: `Offline ${m}`, last_heartbeat: new Date(Date.now() - 10 * 60_000) },
      { ...base, id: ids.pending, status: "pending", name: `Pending ${m}`, last_heartbeat: null, version: "0.9.0" },
    ])
    .execute();
  return ids;
}

describe("autonomous mesh reads", () => {
  it("answers the registry of all 29 node types, drift alerts from the seeded versions and the jobs list", async () => {
    const jar = new Jar();
    const { registry } = await getJson<{ registry: RegistryView[] }>(jar, "/api/autonomous-mesh/version-registry");
    expect(registry.map((r) => r.nodeType)).toEqual(NODE_TYPE_DEFS.map((d) => d.typeName));
    for (const r of registry) {
      expect(Object.keys(r).sort()).toEqual(["autoUpdateEnabled", "currentVersion", "nodeInstances", "nodeType", "previousVersion", "updatedAt", "versionStatus"]);
      expect(["current", "outdated", "ahead"]).toContain(r.versionStatus);
      // Real nodes only: a type with none on the mesh counts 0 (issue 31: no invented "1").
      expect(Number.isInteger(r.nodeInstances) && r.nodeInstances >= 0).toBe(true);
    }
    const apex = registry.find((r) => r.nodeType === "Apex")!;
    expect(apex).toMatchObject({ currentVersion: "1.2.0", previousVersion: "1.1.3", nodeInstances: 0, versionStatus: "current" });
    const capacity = registry.find((r) => r.nodeType === "Capacity")!;
    expect(capacity.nodeInstances).toBeGreaterThanOrEqual(3);

    const { alerts } = await getJson<{ alerts: AlertView[] }>(jar, "/api/autonomous-mesh/drift-alerts");
    expect(alerts.find((a) => a.nodeId === "node-capacity-nairobi")).toMatchObject({ detectedVersion: "0.9.4", expectedVersion: capacity.currentVersion });
    expect(alerts.find((a) => a.nodeId === "node-standard-roaming")).toMatchObject({ detectedVersion: "0.9.2" });
    expect(alerts.find((a) => a.nodeId === "node-catalyst-berlin")).toMatchObject({ detectedVersion: "1.0.1" });
    expect(alerts.some((a) => a.nodeId === "node-merchant-lyon")).toBe(false);
    expect(new Set(alerts.map((a) => a.id)).size).toBe(alerts.length);

    const { jobs } = await getJson<{ jobs: JobView[] }>(jar, "/api/autonomous-mesh/deployment-jobs");
    expect(Array.isArray(jobs)).toBe(true);
  });
});

describe("version cascades", () => {
  it("a visitor gets 401; bad bodies 400; an unknown type 404", async () => {
    const visitor = new Jar();
    expect((await post(visitor, "/api/autonomous-mesh/cascade-deploy/Vault", { targetVersion: "1.0.1" })).status).toBe(401);
    const jar = await signIn();
    for (const body of [{}, { targetVersion: "" }, { targetVersion: "1.0 .1" }, { targetVersion: "x".repeat(41) }, { targetVersion: 101 }, "{oops"]) {
      const res = await post(jar, "/api/autonomous-mesh/cascade-deploy/Vault", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await post(jar, "/api/autonomous-mesh/cascade-deploy/Dragon", { targetVersion: "1.0.1" });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect((await jar.fetch("/api/autonomous-mesh/cascade-deploy/Vault")).status).toBe(405);
  });

  it("updates reachable nodes, fails offline and pending ones with a reason, then moves the registry", async () => {
    const m = randomBytes(4).toString("hex");
    const ids = await arrangeNodes(db, "Vault", m);
    try {
      const jar = await signIn();
      const before = (await getJson<{ registry: RegistryView[] }>(jar, "/api/autonomous-mesh/version-registry")).registry.find((r) => r.nodeType === "Vault")!;
      const target = `3.${parseInt(m.slice(0, 4), 16)}.0`;
      const res = await post(jar, "/api/autonomous-mesh/cascade-deploy/Vault", { targetVersion: ` ${target} ` });
      expect(res.status).toBe(202);
      const { job } = (await res.json()) as { job: JobView };
      expect(job).toMatchObject({ nodeType: "Vault", targetVersion: target });
      expect(job.targetNodes).toEqual(expect.arrayContaining(Object.values(ids)));

      const done = await waitForJob(jar, job.id);
      expect(done.successfulUpdates + done.failedUpdates).toBe(done.targetNodes.length);
      expect(done.results).toHaveLength(done.targetNodes.length);
      expect(done.progress).toBe(100);
      expect(done.status).toBe("partial");
      const result = (id: string) => done.results.find((r) => r.nodeId === id)!;
      expect(result(ids.reachable)).toMatchObject({ outcome: "updated", reason: null });
      expect(result(ids.offline)).toMatchObject({ outcome: "failed" });
      expect(result(ids.offline).reason).toMatch(/offline: no heartbeat for 10 min/);
      expect(result(ids.pending).reason).toMatch(/pending approval/);

      const after = (await getJson<{ registry: RegistryView[] }>(jar, "/api/autonomous-mesh/version-registry")).registry.find((r) => r.nodeType === "Vault")!;
      expect(after).toMatchObject({ currentVersion: target, previousVersion: before.currentVersion, versionStatus: "ahead" });

      // The updated node must now run the target: until it reports it, it drifts towards it.
      const { alerts } = await getJson<{ alerts: AlertView[] }>(jar, "/api/autonomous-mesh/drift-alerts");
      expect(alerts.find((a) => a.nodeId === ids.reachable)).toMatchObject({ detectedVersion: "1.0.0", expectedVersion: target });
      // Node data changed: the mesh bus tells every process to refresh its mesh reads.
      expect((await busEvents("mesh_changed")).some((e) => e.data.deploymentId === job.id && e.data.reason === "version_cascade")).toBe(true);
      const targetRow = await db.selectFrom("node_version_targets").select(["expected_version", "deployment_id"]).where("node_id", "=", ids.reachable).executeTakeFirstOrThrow();
      expect(targetRow).toEqual({ expected_version: target, deployment_id: job.id });
      expect(await db.selectFrom("node_version_targets").select("node_id").where("node_id", "in", [ids.offline, ids.pending]).execute()).toHaveLength(0);
    } finally {
      await db.deleteFrom("mesh_nodes").where("id", "in", Object.values(ids)).execute();
    }
  });
});

describe("the Deploy Update form of /autonomous-mesh", () => {
  it("sends a visitor to sign in, and starts an operator's cascade to 1.0.1 with a redirect back", async () => {
    const visitor = await new Jar().fetch("/autonomous-mesh", { method: "POST", ...form({ intent: "deploy", nodeType: "Nexus", targetVersion: "1.0.1" }) });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=%2Fautonomous-mesh/);

    const jar = await signIn();
    const bad = await jar.fetch("/autonomous-mesh", { method: "POST", ...form({ intent: "deploy", nodeType: "Nexus", targetVersion: "no spaces allowed" }) });
    expect(bad.status).toBe(302);
    const res = await jar.fetch("/autonomous-mesh", { method: "POST", ...form({ intent: "deploy", nodeType: "Nexus", targetVersion: "1.0.1" }) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/autonomous-mesh");
    const { jobs } = await getJson<{ jobs: JobView[] }>(jar, "/api/autonomous-mesh/deployment-jobs?limit=100");
    const nexus = jobs.filter((j) => j.nodeType === "Nexus");
    expect(nexus).toHaveLength(1); // the bad post started nothing
    const done = await waitForJob(jar, nexus[0].id);
    // No Nexus node on the mesh: nothing to update, the release moves.
    expect(done).toMatchObject({ targetVersion: "1.0.1", status: "completed", targetNodes: [], successfulUpdates: 0, failedUpdates: 0, progress: 100 });
    const registry = (await getJson<{ registry: RegistryView[] }>(jar, "/api/autonomous-mesh/version-registry")).registry.find((r) => r.nodeType === "Nexus");
    expect(registry).toMatchObject({ currentVersion: "1.0.1", previousVersion: "0.2.0", nodeInstances: 0 });
  });
});

describe("a cascade that crashes after updating its first node", () => {
  it("is retried and finishes without updating any node twice", async () => {
    const server = await startServer({
      env: { JOB_CRASH_POINTS: "reflection:patterns-recorded,autonomous:node-updated", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
    });
    const privateDb = testDb(server.databaseUrl!);
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("autonomous", { connection, prefix: bullPrefix(server.redisPrefix) });
    try {
      const m = randomBytes(4).toString("hex");
      const ids = await arrangeNodes(privateDb, "Observer", m);
      const jar = await signIn(new Jar(undefined, server.url));
      const res = await post(jar, "/api/autonomous-mesh/cascade-deploy/Observer", { targetVersion: "1.0.1" });
      expect(res.status).toBe(202);
      const { job } = (await res.json()) as { job: JobView };
      // A second cascade for the same type while this one runs is refused.
      const twice = await post(jar, "/api/autonomous-mesh/cascade-deploy/Observer", { targetVersion: "1.0.1" });
      expect(twice.status).toBe(409);

      const done = await waitForJob(jar, job.id, 60_000);
      // The deployment's row is written before BullMQ marks the attempt completed: wait for the job itself.
      const bull = await expectJobCompletes(queue, (await Job.fromId(queue, `cascade-${job.id}`))!);
      expect(bull.attemptsMade).toBe(2);

      const results = await privateDb.selectFrom("version_deployment_results").select(["node_id", "outcome"]).where("deployment_id", "=", job.id).execute();
      expect(results).toHaveLength(done.targetNodes.length);
      expect(new Set(results.map((r) => r.node_id)).size).toBe(results.length);
      expect(done.successfulUpdates).toBe(results.filter((r) => r.outcome === "updated").length);
      expect(done.failedUpdates).toBe(results.filter((r) => r.outcome === "failed").length);
      expect(results.find((r) => r.node_id === ids.reachable)?.outcome).toBe("updated");
      expect(["partial", "completed"]).toContain(done.status);

      const registry = await privateDb.selectFrom("version_registry").select(["current_version", "previous_version"]).where("node_type", "=", "Observer").executeTakeFirstOrThrow();
      expect(registry).toEqual({ current_version: "1.0.1", previous_version: "1.0.0" });
    } finally {
      await queue.close();
      connection.disconnect();
      await privateDb.destroy();
      await server.stop();
    }
  });
});
