import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { bullPrefix } from "../../worker/queues";
import { testDb } from "./helpers/db";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { REDIS_URL, startServer } from "./helpers/server";

const db = testDb();
afterAll(() => db.destroy());

const REASON_REQUIRED = "Reason is required for all sovereignty changes. Operation cancelled.";

const send = (jar: Jar, method: string, path: string, body?: unknown) =>
  jar.fetch(path, { method, headers: { "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

interface Status {
  running: boolean;
  cycleNumber: number;
  sovereignFlag: boolean;
  currentCycle: { phase: string; cycleTimeHours: number } | null;
  cycleTimeHours: number;
}
interface Cycle {
  id: string;
  cycleNumber: number;
  phase: string;
  cycleTimeHours: number;
  nodesDeployed: number;
  startedAt: string;
  completedAt: string | null;
}
interface CycleEvent {
  id: number;
  eventType: string;
  nodeId: string | null;
  success: boolean;
  timestamp: string;
  details: Record<string, unknown>;
}

async function status(jar: Jar): Promise<Status> {
  const res = await jar.fetch("/api/velocity/engine/status");
  expect(res.status).toBe(200);
  return (await res.json()) as Status;
}

/** Polls the cycles until one numbered above `after` has completed. */
async function waitForCycle(jar: Jar, after: number, timeoutMs = 40_000): Promise<Cycle> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const cycles = (await (await jar.fetch("/api/velocity/cycles")).json()) as Cycle[];
    const done = cycles.find((c) => c.cycleNumber > after && c.completedAt);
    if (done) return done;
    if (Date.now() > deadline) throw new Error(`no cycle completed after #${after}: ${JSON.stringify(cycles.slice(0, 3))}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function checkCycleEvents(jar: Jar, cycle: Cycle, database = db) {
  const res = await jar.fetch(`/api/velocity/cycles/${cycle.id}/events`);
  expect(res.status).toBe(200);
  const events = (await res.json()) as CycleEvent[];
  const types = events.map((e) => e.eventType);
  for (const t of ["reflection", "planning", "integration", "complete"]) expect(types.filter((x) => x === t)).toHaveLength(1);
  const deployments = events.filter((e) => e.eventType === "deployment");
  const nodes = deployments.map((e) => e.nodeId);
  expect(new Set(nodes).size).toBe(nodes.length); // never twice in a cycle
  const planned = (events.find((e) => e.eventType === "planning")!.details.nodes as string[]).sort();
  expect([...nodes].sort()).toEqual(planned);
  const active = await database.selectFrom("mesh_nodes").select("id").where("status", "=", "active").execute();
  expect(planned.length).toBeGreaterThan(0);
  for (const id of planned) expect(active.map((a) => a.id)).toContain(id);
  expect(cycle.nodesDeployed).toBe(deployments.filter((e) => e.success).length);
  // Each node the cycle deployed took work: one capacity lease for the cycle's length, paid by the mesh (never twice, even after a retry).
  const leases = await database.selectFrom("capacity_leases").select(["node_id", "duration_seconds", "payer_account", "status"]).where("source", "=", "velocity_cycle").where("source_ref", "=", cycle.id).execute();
  expect(leases.map((l) => l.node_id).sort()).toEqual(deployments.filter((e) => e.success).map((e) => e.nodeId).sort());
  for (const l of leases) expect(l).toMatchObject({ duration_seconds: cycle.cycleTimeHours * 3600, payer_account: "system:mint", status: "active" });
  const times = events.map((e) => Date.parse(e.timestamp));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  return deployments;
}

describe("velocity reads", () => {
  it("answers the engine status, cycles and agent sovereignty", async () => {
    const jar = new Jar();
    const s = await status(jar);
    expect(typeof s.running).toBe("boolean");
    expect(Number.isInteger(s.cycleNumber)).toBe(true);
    expect(typeof s.sovereignFlag).toBe("boolean");
    expect(s.currentCycle === null || typeof s.currentCycle.phase === "string").toBe(true);
    const cycles = await jar.fetch("/api/velocity/cycles");
    expect(cycles.status).toBe(200);
    expect(Array.isArray(await cycles.json())).toBe(true);

    const res = await jar.fetch("/api/velocity/sovereignty");
    expect(res.status).toBe(200);
    const agents = (await res.json()) as { agentId: string; agentName: string; sovereign: boolean; consentReason: string | null; lastConsentCheck: string | null }[];
    const seeded = await db.selectFrom("multicore_agents").select("id").execute();
    expect(agents.map((a) => a.agentId).sort()).toEqual(seeded.map((a) => a.id).sort());
    const firefly = agents.find((a) => a.agentId === "firefly")!;
    expect(firefly.agentName).toBeTruthy();
    expect(typeof firefly.sovereign).toBe("boolean");
    expect(firefly.consentReason).toBeTruthy();

    expect((await jar.fetch("/api/velocity/cycles/not-a-cycle/events")).status).toBe(404);
    expect((await jar.fetch("/api/velocity/cycles/00000000-0000-4000-8000-000000000000/events")).status).toBe(404);
  });

  it("refuses visitors with 401", async () => {
    const jar = new Jar();
    for (const [method, path, body] of [
      ["POST", "/api/velocity/engine/start", { cycleTimeHours: 12 }],
      ["POST", "/api/velocity/engine/stop", undefined],
      ["PUT", "/api/velocity/sovereignty/firefly", { sovereign: false, reason: "visitor attempt" }],
    ] as const) {
      const res = await send(jar, method, path, body);
      expect(res.status, path).toBe(401);
      expect((await res.json()).error.code).toBe("unauthorized");
    }
    expect(await db.selectFrom("sovereignty_audit").select("id").where("reason", "=", "visitor attempt").execute()).toHaveLength(0);
  });
});

describe("agent sovereignty", () => {
  it("refuses a change without a reason (400, the spec's text) and audits every change with its operator", async () => {
    const jar = await signIn();
    for (const body of [{ sovereign: false }, { sovereign: false, reason: "" }, { sovereign: false, reason: "   \n " }]) {
      const res = await send(jar, "PUT", "/api/velocity/sovereignty/pulse", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: "validation_failed", message: REASON_REQUIRED });
    }
    const before = await db.selectFrom("sovereignty_audit").select("id").where("agent_id", "=", "pulse").execute();

    const reason = `Integration review ${Date.now()}`;
    const revoke = await send(jar, "PUT", "/api/velocity/sovereignty/pulse", { sovereign: false, reason: `  ${reason}  ` });
    expect(revoke.status).toBe(200);
    expect(await revoke.json()).toMatchObject({ agentId: "pulse", sovereign: false, consentReason: reason });
    const audit = await db.selectFrom("sovereignty_audit").selectAll().where("agent_id", "=", "pulse").orderBy("id", "desc").execute();
    expect(audit.length).toBe(before.length + 1);
    expect(audit[0]).toMatchObject({ sovereign: false, reason, operator: OPERATOR.handle });

    const list = (await (await jar.fetch("/api/velocity/sovereignty")).json()) as { agentId: string; sovereign: boolean }[];
    expect(list.find((a) => a.agentId === "pulse")!.sovereign).toBe(false);

    const grant = await send(jar, "PUT", "/api/velocity/sovereignty/pulse", { sovereign: true, reason: "Restored after the integration review" });
    expect(grant.status).toBe(200);
    const again = await db.selectFrom("sovereignty_audit").selectAll().where("agent_id", "=", "pulse").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
    expect(again).toMatchObject({ previous_sovereign: false, sovereign: true, operator: OPERATOR.handle });

    expect((await send(jar, "PUT", "/api/velocity/sovereignty/no-such-agent", { sovereign: true, reason: "x" })).status).toBe(404);
    expect((await send(jar, "PUT", "/api/velocity/sovereignty/pulse", { sovereign: "maybe", reason: "x" })).status).toBe(400);
  });
});

// A private server: the engine and its current cycle are global state, and other files (the
// economy's leases) write cycles into the shared database while this one runs.
describe("the pulse engine (private server)", () => {
  it("start runs a cycle through the real worker at once; starting twice keeps one scheduler; stop removes it", async () => {
    const server = await startServer({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
    const privateDb = testDb(server.databaseUrl);
    const jar = await signIn(new Jar(undefined, server.url));
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("velocity", { connection, prefix: bullPrefix(server.redisPrefix) });
    try {
      for (const cycleTimeHours of [0, 169, "soon", 1.5]) {
        const bad = await send(jar, "POST", "/api/velocity/engine/start", { cycleTimeHours });
        expect(bad.status, String(cycleTimeHours)).toBe(400);
      }
      const before = await status(jar);
      const started = await send(jar, "POST", "/api/velocity/engine/start", { cycleTimeHours: 6 });
      expect(started.status).toBe(200);
      expect(await started.json()).toMatchObject({ running: true, cycleTimeHours: 6, alreadyRunning: false });
      const twice = await send(jar, "POST", "/api/velocity/engine/start", { cycleTimeHours: 6 });
      expect(await twice.json()).toMatchObject({ running: true, alreadyRunning: true });
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toEqual(["velocity-pulse"]);
      expect(Number(schedulers[0].every)).toBe(6 * 3_600_000);

      const cycle = await waitForCycle(jar, before.cycleNumber, 45_000);
      expect(cycle).toMatchObject({ phase: "complete", cycleTimeHours: 6 });
      await checkCycleEvents(jar, cycle, privateDb);
      const s = await status(jar);
      expect(s).toMatchObject({ running: true, currentCycle: { phase: "complete", cycleTimeHours: 6 } });
      expect(s.cycleNumber).toBeGreaterThanOrEqual(cycle.cycleNumber);
      const agents = (await (await jar.fetch("/api/velocity/sovereignty")).json()) as { sovereign: boolean }[];
      const row = await privateDb.selectFrom("velocity_cycles").select("sovereign_flag").where("id", "=", cycle.id).executeTakeFirstOrThrow();
      expect(typeof row.sovereign_flag).toBe("boolean");
      if (agents.every((a) => a.sovereign)) expect(s.sovereignFlag).toBe(row.sovereign_flag);

      const stopped = await send(jar, "POST", "/api/velocity/engine/stop");
      expect(stopped.status).toBe(200);
      expect(await stopped.json()).toMatchObject({ running: false, wasRunning: true });
      expect(await queue.getJobSchedulers()).toEqual([]);
      expect((await status(jar)).running).toBe(false);
    } finally {
      await send(jar, "POST", "/api/velocity/engine/stop");
      await queue.close();
      connection.disconnect();
      await privateDb.destroy();
      await server.stop();
    }
  });
});

describe("pulse cycle crash and retry (private server)", () => {
  it("a cycle that crashes after deploying is retried and completes; no node is deployed twice", async () => {
    const server = await startServer({ env: { JOB_CRASH_POINTS: "velocity:deployed", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
    const privateDb = testDb(server.databaseUrl);
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("velocity", { connection, prefix: bullPrefix(server.redisPrefix) });
    try {
      const jar = await signIn(new Jar(undefined, server.url));
      const res = await send(jar, "POST", "/api/velocity/engine/start", {});
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ running: true, cycleTimeHours: 12 });
      const cycle = await waitForCycle(jar, 0, 45_000);
      expect(cycle.cycleNumber).toBe(1);
      const deployments = await checkCycleEvents(jar, cycle, privateDb);

      const row = await privateDb.selectFrom("velocity_cycles").select("job_id").where("id", "=", cycle.id).executeTakeFirstOrThrow();
      const job = await Job.fromId(queue, row.job_id);
      expect(job?.attemptsMade).toBeGreaterThanOrEqual(1); // the first attempt crashed after deploying
      const stored = await privateDb.selectFrom("velocity_cycle_events").select("node_id").where("cycle_id", "=", cycle.id).where("event_type", "=", "deployment").execute();
      expect(stored).toHaveLength(deployments.length);
      expect(await privateDb.selectFrom("velocity_cycles").select("id").execute()).toHaveLength(1);

      const stopped = await send(jar, "POST", "/api/velocity/engine/stop");
      expect(stopped.status).toBe(200);
      expect(await queue.getJobSchedulers()).toEqual([]);
    } finally {
      await queue.close();
      connection.disconnect();
      await privateDb.destroy();
      await server.stop();
    }
  });
});
