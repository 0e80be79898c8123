/**
 * Fault injection (issue 8): Redis stopped and started again while the site is under load. A
 * private redis-server (never the shared one) and a private app server pointed at it.
 */
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bullPrefix } from "../../worker/queues";
import { startPrivateRedis, waitFor, type PrivateRedis } from "./helpers/faults";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

type Phase = "before" | "outage" | "returning" | "after";
interface Sample {
  phase: Phase;
  path: string;
  status: number;
  ms: number;
}

const PAGES = ["/", "/velocity", "/continuity", "/contribute", "/valoir-mesh"];
const READS = ["/api/mesh/nodes", "/api/velocity/engine/status", "/api/velocity/cycles", "/api/continuity/harmony-scan/latest", "/api/mesh-contributions"];

async function readSse(reader: ReadableStreamDefaultReader<Uint8Array>, until: (text: string) => boolean, ms: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  while (!until(text)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`SSE: timed out; got:\n${text.slice(-2000)}`);
    let timer: NodeJS.Timeout | undefined;
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => (timer = setTimeout(() => r(null), left)))]);
    clearTimeout(timer);
    if (chunk === null) continue;
    if (chunk.done) throw new Error(`SSE: stream ended; got:\n${text}`);
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

describe("Redis stopped and restarted under load", () => {
  let redis: PrivateRedis;
  let server: TestServer;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    server = await startServer({ env: { REDIS_URL: redis.url, OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  });

  it("keeps pages and reads answering, refuses queue actions with 503, and recovers without a restart", async () => {
    const operator = await signIn(new Jar(undefined, server.url));
    const health = async () => (await (await fetch(`${server.url}/api/health`)).json()) as { status: string; redis: string; queues: unknown };
    expect(await health()).toMatchObject({ status: "ok", redis: "ok" });

    // Load: four loops of page and read-API GETs (half as the operator), each with a 5 s limit so a hang shows.
    let phase: Phase = "before";
    let running = true;
    const samples: Sample[] = [];
    const loop = async (jar: Jar, offset: number) => {
      const paths = [...PAGES, ...READS];
      for (let i = offset; running; i++) {
        const path = paths[i % paths.length];
        const at = phase;
        const t0 = performance.now();
        let status = 0;
        try {
          const res = await jar.fetch(path, { signal: AbortSignal.timeout(5000), headers: path.startsWith("/api/") ? {} : { Accept: "text/html" } });
          status = res.status;
          await res.arrayBuffer();
        } catch {
          status = 0; // hung or reset
        }
        samples.push({ phase: at, path, status, ms: performance.now() - t0 });
      }
    };
    const loops = [loop(operator, 0), loop(new Jar(undefined, server.url), 3), loop(operator, 5), loop(new Jar(undefined, server.url), 7)];
    const seen = (p: Phase) => samples.filter((s) => s.phase === p).length;
    await waitFor("load before the outage", () => seen("before") >= 40, 20_000);

    // Outage.
    phase = "outage";
    await redis.stop();
    await waitFor("health to report Redis down", async () => {
      const h = await health();
      return h.status === "degraded" && h.redis === "down" ? h : undefined;
    });
    for (const [path, body] of [
      ["/api/continuity/harmony-scan", {}],
      ["/api/velocity/engine/start", { cycleTimeHours: 12 }],
    ] as const) {
      const t0 = Date.now();
      const res = await operator.sendJson(path, body);
      expect(res.status, `${path}\n${server.logs().slice(-1500)}`).toBe(503);
      expect(Date.now() - t0).toBeLessThan(5000);
      const error = (await res.json()).error;
      expect(error.code).toBe("service_unavailable");
      expect(error.message).toMatch(/redis|queue|unavailable/i);
    }
    // The job console's JSON (what its page polls) answers 503 at once in the error format, not a hang in bull-board.
    const consoleStart = Date.now();
    const consoleApi = await operator.fetch("/operator/jobs/api/queues");
    expect(consoleApi.status).toBe(503);
    expect(Number(consoleApi.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await consoleApi.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "service_unavailable", message: expect.stringMatching(/Redis is down/) });
    expect(Date.now() - consoleStart).toBeLessThan(2000);
    // Nothing half-done: the refused start left the engine stopped, the refused scan is recorded as failed.
    expect(await operator.getJson("/api/velocity/engine/status")).toMatchObject({ running: false });
    const latest = await operator.fetch("/api/continuity/harmony-scan/latest");
    expect(latest.status).toBe(200);
    expect(((await latest.json()) as { status: string }).status).toBe("failed");
    const outageStart = seen("outage");
    await waitFor("load during the outage", () => seen("outage") - outageStart >= 40, 20_000);

    // Redis comes back (empty: it keeps nothing on disk).
    phase = "returning";
    await redis.start();
    await waitFor("health to be ok again", async () => ((await health()).status === "ok" ? true : undefined), 20_000);
    phase = "after";
    await waitFor("load after the outage", () => seen("after") >= 40, 20_000);
    running = false;
    await Promise.all(loops);

    const bad = samples.filter((s) => s.status !== 200);
    expect(bad, JSON.stringify(bad.slice(0, 5))).toEqual([]);
    const slowest = Math.max(...samples.filter((s) => s.phase === "outage").map((s) => s.ms));
    expect(slowest).toBeLessThan(3000);
    for (const p of ["before", "outage", "after"] as const) expect(seen(p)).toBeGreaterThanOrEqual(40);
    console.log(`redis outage: ${samples.length} GETs, all 200; slowest during the outage ${Math.round(slowest)} ms`);

    // The ritual stream delivers events again, and a queued action runs to the end.
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/ritual/stream`, { signal: controller.signal, headers: { Accept: "text/event-stream" } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    try {
      await readSse(reader, (t) => t.includes('"mesh_snapshot"'), 10_000);
      const queued = await operator.sendJson("/api/continuity/harmony-scan", {});
      expect(queued.status).toBe(202);
      const { id } = (await queued.json()) as { id: string };
      const scan = await waitFor(
        "the harmony scan to finish",
        async () => {
          const s = await operator.getJson<{ status: string; overallScore: number | null }>(`/api/continuity/harmony-scan/${id}`);
          return s.status === "completed" || s.status === "failed" ? s : undefined;
        },
        30_000,
        200,
      );
      expect(scan.status).toBe("completed");
      const text = await readSse(reader, (t) => t.includes('"harmony_scan_complete"') && t.includes(id), 10_000);
      expect(text).toMatch(/^id:\d+-\d+$/m);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }

    // The worker put its repeatable jobs back into the new (empty) Redis.
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const maintenance = new Queue("maintenance", { connection, prefix: bullPrefix(server.redisPrefix) });
    try {
      const ids = await waitFor(
        "the schedules to be restored",
        async () => {
          const list = (await maintenance.getJobSchedulers()).map((s) => s.key ?? s.id);
          return list.includes("prune-expired-sessions") ? list : undefined;
        },
        15_000,
        200,
      );
      expect(ids).toContain("prune-expired-sessions");
    } finally {
      await maintenance.close();
      connection.disconnect();
    }
    expect(server.process.exitCode).toBeNull();
  }, 120_000);
});
