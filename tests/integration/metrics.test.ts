/**
 * /metrics (issue 18 §2): the Prometheus text of a web process (EMBEDDED_WORKER=0) and of a worker
 * process (worker/main.ts on METRICS_PORT), both on one private database and Redis prefix, parsed by a
 * strict text-format parser; who may read it; counters that move with requests, a chat question over
 * /ws, an open SSE stream and jobs the worker process runs.
 */
import { randomUUID } from "node:crypto";
import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bullPrefix } from "../../worker/queues";
import { startWorkerProcess, waitFor, type WorkerProcess } from "./helpers/faults";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { parsePrometheusText, sampleSum, samplesOf, type Family } from "./helpers/prometheus";
import { freePort, REDIS_URL, startServer, type TestServer } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

const METRICS_TOKEN = "metrics-token-0123456789abcdef";

describe("/metrics", () => {
  let server: TestServer;
  let worker: WorkerProcess;
  let workerUrl: string;
  let operator: Jar;
  let apiToken: string;
  let connection: Redis;
  let maintenance: Queue;

  beforeAll(async () => {
    server = await startServer({ env: { EMBEDDED_WORKER: "0", METRICS_TOKEN, OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
    const port = await freePort();
    worker = await startWorkerProcess({
      databaseUrl: server.databaseUrl!,
      redisUrl: REDIS_URL,
      redisPrefix: server.redisPrefix,
      env: { METRICS_PORT: String(port), METRICS_TOKEN, HOST: "127.0.0.1" },
    });
    workerUrl = `http://127.0.0.1:${port}`;
    // The worker starts its /metrics server just after its workers.
    await waitFor("the worker's /metrics to listen", async () => (await fetch(`${workerUrl}/metrics`)).status === 401);
    operator = await signIn(new Jar(undefined, server.url));
    const created = await operator.fetch("/settings/tokens", { method: "POST", ...form({ intent: "create", name: "prometheus" }) });
    expect(created.status).toBe(200);
    apiToken = /tm_[A-Za-z0-9_-]{20,100}/.exec(await created.text())![0];
    connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    maintenance = new Queue("maintenance", { connection, prefix: bullPrefix(server.redisPrefix) });
  }, 180_000);

  afterAll(async () => {
    await maintenance?.close();
    connection?.disconnect();
    await worker?.kill("SIGTERM");
    await server?.stop();
  });

  const scrape = async (base = server.url, token = METRICS_TOKEN): Promise<Map<string, Family>> => {
    const res = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`/metrics answered ${res.status}: ${text}`);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(text);
  };
  const httpCount = (m: Map<string, Family>, labels: Record<string, string>) => sampleSum(m, "http_request_duration_seconds_count", labels);

  it("answers visitors 401 and reads for the metrics token, an operator's session and an operator's API token", async () => {
    const visitor = new Jar(undefined, server.url);
    await visitor.fetch("/");
    const refused = await visitor.fetch("/metrics");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await refused.json()).error.code).toBe("unauthorized");
    expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: "Bearer wrong-token-0123456789abcdef" } })).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(401);

    for (const res of [
      await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }),
      await operator.fetch("/metrics"),
      await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${apiToken}` } }),
    ]) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("# TYPE http_request_duration_seconds histogram");
    }
    expect((await fetch(`${server.url}/metrics`, { method: "POST", headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(405);

    // The worker process's own /metrics: the same rule (no sessions there).
    expect((await fetch(`${workerUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${workerUrl}/metrics`, { headers: { Authorization: "Bearer nope-nope-nope-nope-nope" } })).status).toBe(401);
    expect((await fetch(`${workerUrl}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    expect((await fetch(`${workerUrl}/metrics`, { headers: { Authorization: `Bearer ${apiToken}` } })).status).toBe(200);
  });

  it("parses strictly and holds Node's process metrics, the connections, the queues and the pools", async () => {
    const m = await scrape();
    for (const name of ["process_cpu_user_seconds_total", "process_resident_memory_bytes", "nodejs_eventloop_lag_seconds", "nodejs_heap_size_used_bytes"]) {
      expect(m.has(name), name).toBe(true);
    }
    expect(m.get("http_request_duration_seconds")?.type).toBe("histogram");
    expect(m.get("trinity_deliberation_duration_seconds")?.type).toBe("histogram");
    expect(m.get("trinity_deliberations_total")?.type).toBe("counter");
    expect(m.get("trinity_websocket_connections")?.type).toBe("gauge");
    expect(m.get("trinity_sse_connections")?.type).toBe("gauge");
    const queues = new Set(samplesOf(m, "trinity_queue_jobs").map((s) => s.labels.queue));
    expect([...queues].sort()).toEqual(["autonomous", "deploy", "harmony", "maintenance", "manifest", "reflection", "velocity"]);
    expect(samplesOf(m, "trinity_queue_jobs").map((s) => s.labels.state)).toEqual(expect.arrayContaining(["waiting", "active", "delayed", "failed"]));
    const pool = samplesOf(m, "trinity_pg_pool_connections").filter((s) => s.labels.pool === "main");
    expect(pool.map((s) => s.labels.state).sort()).toEqual(["idle", "in_use", "waiting"]);
    expect(pool.reduce((sum, s) => sum + s.value, 0)).toBeGreaterThan(0);
  });

  it("counts requests under their route pattern and status class, never the raw URL", async () => {
    const before = await scrape();
    const visitor = new Jar(undefined, server.url);
    for (let i = 0; i < 3; i++) expect((await visitor.fetch("/api/mesh/nodes")).status).toBe(200);
    expect((await visitor.fetch("/swarm", { headers: { Accept: "text/html" } })).status).toBe(200);
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) expect((await visitor.fetch(`/api/conversations/${id}`)).status).toBe(404);
    expect((await visitor.fetch("/no-such-page-for-metrics", { headers: { Accept: "text/html" } })).status).toBe(404);
    const after = await waitFor("the last request's close to be counted", async () => {
      const m = await scrape();
      return httpCount(m, { route: "unmatched", status_class: "4xx" }) > httpCount(before, { route: "unmatched", status_class: "4xx" }) ? m : undefined;
    });

    expect(httpCount(after, { method: "GET", route: "/api/mesh/nodes", status_class: "2xx" }) - httpCount(before, { method: "GET", route: "/api/mesh/nodes", status_class: "2xx" })).toBe(3);
    expect(httpCount(after, { method: "GET", route: "/swarm", status_class: "2xx" }) - httpCount(before, { method: "GET", route: "/swarm", status_class: "2xx" })).toBe(1);
    expect(httpCount(after, { route: "/api/conversations/{id}", status_class: "4xx" }) - httpCount(before, { route: "/api/conversations/{id}", status_class: "4xx" })).toBe(2);
    expect(httpCount(after, { route: "unmatched", status_class: "4xx" }) - httpCount(before, { route: "unmatched", status_class: "4xx" })).toBe(1);
    // The scrapes themselves are counted under /metrics.
    expect(httpCount(after, { route: "/metrics", status_class: "2xx" })).toBeGreaterThan(httpCount(before, { route: "/metrics", status_class: "2xx" }));
    const routes = new Set(samplesOf(after, "http_request_duration_seconds_count").map((s) => s.labels.route));
    for (const raw of [...ids, "no-such-page-for-metrics"]) expect([...routes].some((r) => r.includes(raw)), raw).toBe(false);
    expect(sampleSum(after, "http_request_duration_seconds_sum", { route: "/swarm" })).toBeGreaterThan(0);
  });

  it("counts open WebSocket and SSE connections and a chat question's deliberation", async () => {
    const before = await scrape();
    const visitor = new Jar(undefined, server.url);
    await visitor.fetch("/");
    const client = await ChatClient.open(server.url, { Cookie: visitor.header() });
    const abort = new AbortController();
    const stream = await fetch(`${server.url}/api/ritual/stream`, { signal: abort.signal, headers: { Accept: "text/event-stream" } });
    const reader = stream.body!.getReader();
    try {
      expect(stream.headers.get("content-type")).toContain("text/event-stream");
      const open = await waitFor("the socket and the stream to be counted", async () => {
        const m = await scrape();
        return sampleSum(m, "trinity_websocket_connections") >= 1 && sampleSum(m, "trinity_sse_connections") >= 1 ? m : undefined;
      });
      expect(sampleSum(open, "trinity_websocket_connections")).toBe(1);
      expect(sampleSum(open, "trinity_sse_connections")).toBe(1);

      const { thoughts, complete } = await client.deliberation("How can I save money each month?");
      expect(thoughts.length).toBeGreaterThanOrEqual(3);
      expect(complete).toBeTruthy();
    } finally {
      client.close();
      abort.abort();
      await reader.cancel().catch(() => {});
    }
    const after = await scrape();
    expect(sampleSum(after, "trinity_deliberations_total", { source: "composer", fallback: "false" }) - sampleSum(before, "trinity_deliberations_total", { source: "composer", fallback: "false" })).toBe(1);
    expect(sampleSum(after, "trinity_deliberation_duration_seconds_count", { source: "composer" }) - sampleSum(before, "trinity_deliberation_duration_seconds_count", { source: "composer" })).toBe(1);
    expect(sampleSum(after, "trinity_deliberation_duration_seconds_sum", { source: "composer" })).toBeGreaterThan(sampleSum(before, "trinity_deliberation_duration_seconds_sum", { source: "composer" }));
    // A closed socket or stream leaves its gauge when the server sees it close: at once as a rule, at
    // the latest on the next keep-alive write (SSE every 15 s, the socket's ping); each is waited for
    // on its own, so a failure names the one that stayed.
    for (const gauge of ["trinity_websocket_connections", "trinity_sse_connections"]) {
      let last = -1;
      await waitFor(
        `the closed connection to leave ${gauge}`,
        async () => {
          last = sampleSum(await scrape(), gauge);
          return last === 0;
        },
        60_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)} (still ${last})`);
      });
    }
  }, 150_000);

  it("analyses questions on the analysis thread (the web process starts it; questions before it has loaded are analysed on the main thread)", async () => {
    const visitor = new Jar(undefined, server.url);
    await visitor.fetch("/");
    const client = await ChatClient.open(server.url, { Cookie: visitor.header() });
    try {
      const before = await scrape();
      const onWorker = (m: Map<string, Family>) => sampleSum(m, "trinity_question_analyses_total", { thread: "worker" });
      // The thread loads in well under a second; each try is one more question (the visitor may ask 10 a minute).
      let asked = 0;
      await waitFor("a question analysed on the analysis thread", async () => {
        if (asked >= 8) throw new Error(`8 questions, none analysed on the analysis thread`);
        asked++;
        const { complete } = await client.deliberation(`How can a city share water fairly in a drought? (${asked})`);
        expect(complete).toBeTruthy();
        if (onWorker(await scrape()) > onWorker(before)) return true;
        await new Promise((resolve) => setTimeout(resolve, 400));
        return undefined;
      });
      const after = await scrape();
      const counted = sampleSum(after, "trinity_question_analyses_total") - sampleSum(before, "trinity_question_analyses_total");
      expect(counted).toBe(asked);
    } finally {
      client.close();
    }
  });

  it("the worker process counts the jobs it runs and the ones that fail, per queue", async () => {
    const before = await scrape(workerUrl);
    const done = await maintenance.add("prune-expired-sessions", {});
    const failing = await maintenance.add("no-such-maintenance-job", {}, { attempts: 1 });
    for (const [job, state] of [
      [done, "completed"],
      [failing, "failed"],
    ] as const) {
      await waitFor(`job ${job.name} to be ${state}`, async () => (await Job.fromId(maintenance, job.id!))?.finishedOn !== undefined && (await job.getState()) === state, 30_000);
    }
    const after = await waitFor("the worker's metrics to show the failure", async () => {
      const m = await scrape(workerUrl);
      return sampleSum(m, "trinity_job_failures_total", { queue: "maintenance" }) > sampleSum(before, "trinity_job_failures_total", { queue: "maintenance" }) ? m : undefined;
    });
    const completed = { queue: "maintenance", status: "completed" };
    expect(sampleSum(after, "trinity_job_duration_seconds_count", completed)).toBeGreaterThanOrEqual(sampleSum(before, "trinity_job_duration_seconds_count", completed) + 1);
    expect(sampleSum(after, "trinity_job_duration_seconds_count", { queue: "maintenance", status: "failed" })).toBeGreaterThanOrEqual(1);
    // The web process (no embedded workers here) sees the failed job in its queue depth.
    const web = await waitFor("the web process's queue counts to show the failed job", async () => {
      const m = await scrape();
      return sampleSum(m, "trinity_queue_jobs", { queue: "maintenance", state: "failed" }) >= 1 ? m : undefined;
    });
    expect(sampleSum(web, "trinity_job_failures_total")).toBe(0);
  });
});
