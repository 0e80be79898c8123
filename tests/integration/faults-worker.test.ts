/**
 * Fault injection (issue 8): the worker process (`npm run worker`, the web server with
 * EMBEDDED_WORKER=0) SIGKILLed in the middle of a job. BullMQ's stalled-job recovery hands the job
 * to the restarted worker (JOB_STALLED_INTERVAL_MS shortened to 2 s here instead of 30 s), which
 * resumes it from the steps recorded in the database: the job completes once, nothing is done twice.
 */
import { randomBytes } from "node:crypto";
import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bullPrefix } from "../../worker/queues";
import { testDb } from "./helpers/db";
import { startHoldingProxy, startWorkerProcess, waitFor, type HoldingProxy, type WorkerProcess } from "./helpers/faults";
import { startFakeGitHub, type FakeGitHub } from "./helpers/fake-github";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { REDIS_URL, startServer, uniqueName, type TestServer } from "./helpers/server";

const STALLED_MS = "2000";

describe("the worker killed mid-job", () => {
  let fake: FakeGitHub;
  let proxy: HoldingProxy;
  let server: TestServer;
  let jar: Jar;
  let db: ReturnType<typeof testDb>;
  let connection: Redis;
  const queues: Record<string, Queue> = {};
  const workers: WorkerProcess[] = [];
  const repo = uniqueName("observer").replace(/_/g, "-");
  const full = `trinity-ops/${repo}`;
  const nodes = [
    { name: "Alpha Observer", region: "france", tags: ["eu"] },
    { name: "Beta Observer", region: "austria", tags: [] },
    { name: "Gamma Observer", region: "japan", tags: ["asia"] },
  ];

  const worker = async (env: Record<string, string> = {}) => {
    const w = await startWorkerProcess({
      databaseUrl: server.databaseUrl!,
      redisUrl: REDIS_URL,
      redisPrefix: server.redisPrefix,
      env: { GITHUB_TOKEN: fake.token, GITHUB_API_URL: proxy.url, PUBLIC_URL: "https://hub.example.test", JOB_STALLED_INTERVAL_MS: STALLED_MS, ...env },
    });
    workers.push(w);
    return w;
  };
  const job = (queue: string, id: string) => Job.fromId(queues[queue], id);

  beforeAll(async () => {
    fake = await startFakeGitHub();
    // The second node's workflow write reaches the code host, but its answer never reaches the worker.
    proxy = await startHoldingProxy(fake.url, (method, path) => method === "PUT" && path.includes("observer-beta-observer.yml"));
    server = await startServer({
      env: { EMBEDDED_WORKER: "0", GITHUB_TOKEN: fake.token, GITHUB_API_URL: proxy.url, PUBLIC_URL: "https://hub.example.test", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
    });
    jar = await signIn(new Jar(undefined, server.url));
    db = testDb(server.databaseUrl);
    connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    for (const name of ["deploy", "velocity", "manifest"]) queues[name] = new Queue(name, { connection, prefix: bullPrefix(server.redisPrefix) });
  });
  afterAll(async () => {
    for (const w of workers) await w.kill();
    for (const q of Object.values(queues)) await q.close();
    connection?.disconnect();
    await db?.destroy();
    await server?.stop();
    await proxy?.close();
    await fake?.close();
  });

  it("a code-hosting cascade and a velocity cycle finish once after a SIGKILL; a manifest cascade too", async () => {
    // Worker 1: its cascade is cut between a workflow push and its record; its velocity cycle freezes after deploying.
    const first = await worker({ JOB_CRASH_POINTS: "velocity:deployed:freeze" });

    // The call waits up to 20 s for the job before answering 202: not awaited here.
    const started = jar.sendJson("/api/github/deploy-cascade", { owner: "trinity-ops", repo, configJson: JSON.stringify(nodes) });
    expect(await proxy.held).toMatchObject({ method: "PUT" });
    const { id: cascadeId } = await db.selectFrom("deploy_cascades").select("id").where("repo", "=", repo).executeTakeFirstOrThrow();
    const midCascade = await jar.getJson<{ status: string; deployments: { nodeName: string; status: string }[] }>(`/api/github/cascades/${cascadeId}`);
    expect(midCascade.status).toBe("running");
    expect(midCascade.deployments.map((d) => d.status)).toEqual(["deployed", "pending", "pending"]);
    expect(fake.files(full).has(".github/workflows/observer-beta-observer.yml")).toBe(true); // the write landed

    const engine = await jar.sendJson("/api/velocity/engine/start", { cycleTimeHours: 12 });
    expect(engine.status).toBe(200);
    await waitFor("the velocity cycle to freeze after deploying", () => first.logs().includes('"point":"velocity:deployed"'), 20_000);
    const cycle = await db.selectFrom("velocity_cycles").select(["id", "job_id", "phase", "completed_at"]).executeTakeFirstOrThrow();
    expect(cycle).toMatchObject({ phase: "deployment", completed_at: null });
    const deployedBefore = await db.selectFrom("velocity_cycle_events").select("node_id").where("cycle_id", "=", cycle.id).where("event_type", "=", "deployment").execute();
    expect(deployedBefore.length).toBeGreaterThan(0);

    expect(await first.kill("SIGKILL")).toMatchObject({ signal: "SIGKILL" });
    proxy.stopHolding();

    // Worker 2 (no crash points but one for the manifest round below) picks both jobs up once their locks expire.
    const second = await worker({ JOB_CRASH_POINTS: "manifest:node-deployed:freeze" });
    const report = await waitFor(
      "the cascade to complete",
      async () => {
        const r = await jar.getJson<{ status: string; successfulDeployments: number; failedDeployments: number; deployments: { nodeName: string; success: boolean }[] }>(`/api/github/cascades/${cascadeId}`);
        return r.status === "completed" ? r : undefined;
      },
      30_000,
      200,
    );
    expect(report).toMatchObject({ successfulDeployments: 3, failedDeployments: 0 });
    const answer = await started;
    expect([200, 202]).toContain(answer.status);
    expect(await answer.json()).toMatchObject({ cascadeId });
    const puts = fake.calls.filter((c) => c.method === "PUT" && c.path.startsWith(`/repos/${full}/contents/.github/workflows/`));
    expect(puts.map((c) => c.path).sort()).toEqual(
      ["alpha", "beta", "gamma"].map((n) => `/repos/${full}/contents/.github/workflows/observer-${n}-observer.yml`), // each pushed exactly once
    );
    expect([...fake.files(full).keys()].filter((p) => p.startsWith(".github/")).sort()).toEqual(
      ["alpha", "beta", "gamma"].map((n) => `.github/workflows/observer-${n}-observer.yml`),
    );
    // initial commit + the observer files + one per workflow: the resumed attempt added no commit of its own.
    expect(fake.commitCount(full)).toBe(5);
    const cascadeJob = await job("deploy", `cascade-${cascadeId}`);
    expect(cascadeJob?.finishedOn).toBeDefined();
    expect(cascadeJob?.stalledCounter).toBe(1); // brought back by the stalled-job check, not by a retry
    expect(cascadeJob?.attemptsMade).toBe(1); // the successful attempt only: nothing failed

    const done = await waitFor(
      "the velocity cycle to complete",
      async () => {
        const row = await db.selectFrom("velocity_cycles").select(["phase", "completed_at", "nodes_deployed"]).where("id", "=", cycle.id).executeTakeFirstOrThrow();
        return row.completed_at ? row : undefined;
      },
      30_000,
      200,
    );
    expect(done.phase).toBe("complete");
    const events = await db.selectFrom("velocity_cycle_events").select(["event_type", "node_id", "success"]).where("cycle_id", "=", cycle.id).execute();
    const deployments = events.filter((e) => e.event_type === "deployment");
    expect(deployments.map((e) => e.node_id).sort()).toEqual(deployedBefore.map((e) => e.node_id).sort()); // none twice, none new
    expect(Number(done.nodes_deployed)).toBe(deployments.filter((e) => e.success).length);
    for (const t of ["reflection", "planning", "integration", "complete"]) expect(events.filter((e) => e.event_type === t)).toHaveLength(1);
    expect(await db.selectFrom("velocity_cycles").select("id").execute()).toHaveLength(1);
    const cycleJob = await job("velocity", cycle.job_id);
    expect(cycleJob?.stalledCounter).toBe(1);
    expect(cycleJob?.finishedOn).toBeDefined();
    expect((await jar.sendJson("/api/velocity/engine/stop", {})).status).toBe(200);

    // Round 2: a manifest cascade frozen after its first node is registered in the mesh.
    const m = `mf${randomBytes(4).toString("hex")}`;
    const names = [`Watch ${m}`, `Ember ${m}`, `Plain ${m}`];
    const types = ["Observer", "Catalyst", "Standard"];
    const upload = await jar.sendJson("/api/manifest/upload", {
      manifestData: {
        version: "2.1.0",
        manifest_type: `echo_${m}`,
        root_repo: `valoir/${m}`,
        node_types: names.map((name, i) => ({ name, type: types[i], description: `${name} node`, status: "planned", access: "public", update_path: `nodes/${types[i].toLowerCase()}` })),
      },
    });
    expect(upload.status).toBe(201);
    const manifest = (await upload.json()) as { cascadeId: string };
    expect((await jar.sendJson(`/api/manifest/${manifest.cascadeId}/deploy`, {})).status).toBe(202);
    await waitFor("the manifest cascade to freeze after its first node", () => second.logs().includes('"point":"manifest:node-deployed"'), 20_000);
    const registered = () => db.selectFrom("mesh_nodes").select(["id", "name"]).where("name", "in", names).execute();
    expect(await registered()).toHaveLength(1);
    await second.kill("SIGKILL");

    await worker();
    const status = await waitFor(
      "the manifest cascade to finish",
      async () => {
        const body = await jar.getJson<{ cascade: { status: string; deployedNodes: number; failedNodes: number }; nodes: { nodeName: string; nodeStatus: string; meshNodeId: string | null }[] }>(`/api/manifest/${manifest.cascadeId}/status`);
        return ["deployed", "partial", "failed"].includes(body.cascade.status) ? body : undefined;
      },
      30_000,
      200,
    );
    expect(status.cascade).toMatchObject({ status: "deployed", deployedNodes: 3, failedNodes: 0 });
    const meshNodes = await registered();
    expect(meshNodes).toHaveLength(3); // each node registered once
    expect(meshNodes.map((n) => n.id).sort()).toEqual(status.nodes.map((n) => n.meshNodeId).sort());
    const synced = await db.selectFrom("mesh_events").select("payload").where("event_type", "=", "manifest_synced").execute();
    expect(synced.filter((e) => (e.payload as { cascadeId?: string }).cascadeId === manifest.cascadeId)).toHaveLength(1);
    const manifestJob = await job("manifest", `manifest-${manifest.cascadeId}`);
    expect(manifestJob?.finishedOn).toBeDefined();
    expect(manifestJob?.stalledCounter).toBe(1);
  }, 150_000);
});
