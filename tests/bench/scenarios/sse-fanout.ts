/**
 * SSE fan-out scenario: 1,000 subscribers of /api/ritual/stream spread over two web processes on one
 * PostgreSQL database and one Redis prefix (the harness's app plus a second `server.ts` started here).
 * Events are published on the mesh bus one at a time with the app's own MeshBus class, as a web process
 * publishes them; every subscriber's receipt of every event is timed from just before the publish.
 * Then one real glyph broadcast (POST /api/multicore/broadcast-glyph) is timed end to end.
 *
 * Targets: p99 delivery ≤ 250 ms and no loss (every subscriber gets every event, exactly once).
 * Quick local checks (flagged as non-standard in the report): BENCH_SSE_CLIENTS, BENCH_SSE_EVENTS.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { MeshBus } from "../../../app/infra/mesh-bus.server";
import { createRedis } from "../../../app/infra/redis.server";
import { ADDRESS_CAPS_OFF, RATE_LIMIT_OFF } from "../lib/app";
import { REDIS_URL } from "../lib/infra";
import { describeMachine } from "../lib/machine";
import { cpuSeconds } from "../lib/processes";
import { mib, realNodePid, rssBytes } from "../lib/proc";
import { checksMarkdown, fmt, markdownTable } from "../lib/report";
import { fmtMs, nowMs, summarize } from "../lib/stats";
import type { Check, Scenario } from "../lib/types";
import { envInt } from "../lib/load";

export const SSE_STANDARD = { clients: 1000, events: 20, gapMs: 500, connectConcurrency: 50 };
export const SSE_TARGETS = { p99Ms: 250 };
const DELIVERY_TIMEOUT_MS = 5000;
const PROBE = "bench_probe";

/** One subscriber on its own socket: parses the stream as it arrives, timestamps each probe event. */
class Subscriber {
  /** seq → ms (nowMs) when the event was parsed. */
  readonly received = new Map<number, number>();
  duplicates = 0;
  /** broadcastId → ms when its firefly_pulse was parsed. */
  readonly fireflies = new Map<string, number>();
  error: string | null = null;
  ended = false;
  readonly ready: Promise<number>;
  private buffer = "";
  private req: http.ClientRequest;
  private markReady!: (ms: number) => void;

  constructor(
    readonly url: URL,
    readonly process: "A" | "B",
  ) {
    const started = nowMs();
    let fail!: (e: Error) => void;
    this.ready = new Promise<number>((resolve, reject) => {
      this.markReady = (ms) => resolve(ms);
      fail = reject;
    });
    this.req = http.request(url, { agent: false, headers: { Accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        this.error = `HTTP ${res.statusCode}`;
        fail(new Error(this.error));
        res.resume();
        return;
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => this.feed(chunk, started));
      res.on("end", () => (this.ended = true));
      res.on("error", (e) => (this.error = e.message));
    });
    this.req.on("error", (e) => {
      this.error ??= e.message;
      fail(e);
    });
    this.req.end();
  }

  private feed(chunk: string, started: number) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf("\n\n")) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      if (block.includes(`"${PROBE}"`)) {
        const at = nowMs();
        const data = block.slice(block.indexOf("data:") + 5).split("\n")[0];
        const seq = (JSON.parse(data) as { data: { seq: number } }).data.seq;
        if (this.received.has(seq)) this.duplicates += 1;
        else this.received.set(seq, at);
      } else if (block.includes('"mesh_snapshot"')) {
        this.markReady(nowMs() - started);
      } else if (block.includes('"firefly_pulse"')) {
        const id = /"broadcastId":"([^"]+)"/.exec(block)?.[1];
        if (id && !this.fireflies.has(id)) this.fireflies.set(id, nowMs());
      }
    }
  }

  close() {
    this.req.destroy();
  }
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.allSettled(items.slice(i, i + size).map(fn));
}

export const sseFanout: Scenario = {
  name: "sse-fanout",
  title: "Ritual stream fan-out: 1,000 SSE subscribers on two web processes",
  needsApp: true,
  async run(ctx) {
    const app = ctx.app!;
    const clients = envInt("BENCH_SSE_CLIENTS", SSE_STANDARD.clients);
    const eventCount = envInt("BENCH_SSE_EVENTS", SSE_STANDARD.events);
    const { gapMs, connectConcurrency } = SSE_STANDARD;
    const standard = clients === SSE_STANDARD.clients && eventCount === SSE_STANDARD.events;

    // 1. A second web process on the same database and Redis prefix.
    ctx.log("starting a second web process (B) on the same database and Redis prefix");
    const b = await ctx.startScript({
      name: "app-b",
      script: "server.ts",
      readyPath: "/api/health",
      timeoutMs: 120_000,
      env: {
        DATABASE_URL: app.databaseUrl,
        REDIS_URL,
        REDIS_PREFIX: app.redisPrefix,
        LOG_LEVEL: "warn",
        RATE_LIMIT_READ_PER_MIN: RATE_LIMIT_OFF,
        RATE_LIMIT_WRITE_PER_MIN: RATE_LIMIT_OFF,
        ...ADDRESS_CAPS_OFF,
        SESSION_SECRET: randomBytes(24).toString("base64url"),
        EMBEDDED_WORKER: "0",
        LLM_BASE_URL: "",
      },
    });
    const servers = { A: app.baseUrl, B: b.baseUrl } as const;
    const pids = { A: realNodePid(app.process.pid)?.pid ?? app.process.pid, B: realNodePid(b.pid)?.pid ?? b.pid };

    // 2. The subscribers, half on each process, connected in batches; each is ready once its mesh_snapshot arrived.
    ctx.log(`connecting ${clients} SSE subscribers (${connectConcurrency} at a time), half to A, half to B`);
    const subscribers = Array.from({ length: clients }, (_, i) => {
      const process = i % 2 === 0 ? "A" : "B";
      return { process, create: () => new Subscriber(new URL("/api/ritual/stream", servers[process]), process) } as const;
    });
    const live: Subscriber[] = [];
    const connectMs: number[] = [];
    const connectErrors: string[] = [];
    const connectStart = nowMs();
    await inBatches(subscribers, connectConcurrency, async (s) => {
      const sub = s.create();
      live.push(sub);
      try {
        connectMs.push(await Promise.race([sub.ready, delay(15_000).then(() => Promise.reject(new Error("no mesh_snapshot within 15 s")))]));
      } catch (error) {
        connectErrors.push(error instanceof Error ? error.message : String(error));
      }
    });
    const connectSeconds = (nowMs() - connectStart) / 1000;
    const connected = live.filter((s) => s.error === null);
    ctx.log(`${connected.length} of ${clients} subscribers connected in ${connectSeconds.toFixed(1)} s; connect errors: ${connectErrors.length}`);
    await delay(500);

    // 3. Events published one at a time on the mesh bus with the app's MeshBus; each waits for full delivery (or 5 s).
    const commands = createRedis(REDIS_URL, "commands");
    const reader = createRedis(REDIS_URL, "subscriber");
    const bus = new MeshBus(commands, reader, `${app.redisPrefix}:mesh:events`);
    const publishedAt = new Map<number, number>();
    const cpuBefore = { A: cpuSeconds(pids.A), B: cpuSeconds(pids.B) };
    const eventStart = nowMs();
    try {
      await delay(200);
      for (let seq = 0; seq < eventCount; seq++) {
        const t0 = nowMs();
        publishedAt.set(seq, t0);
        const id = await bus.publish(PROBE, { seq }, "bench");
        if (id === null) throw new Error("publishing on the mesh bus failed (Redis unavailable?)");
        const deadline = t0 + DELIVERY_TIMEOUT_MS;
        while (nowMs() < deadline && connected.some((s) => !s.received.has(seq))) await delay(5);
        await delay(Math.max(0, gapMs - (nowMs() - t0)));
      }
    } finally {
      await bus.stop();
      commands.disconnect();
    }
    const eventSeconds = (nowMs() - eventStart) / 1000;
    const cpuAfter = { A: cpuSeconds(pids.A), B: cpuSeconds(pids.B) };

    // 4. One real broadcast, end to end: POST on A → its firefly_pulse parsed by every subscriber (after one warm-up broadcast).
    const post = (context: string) =>
      fetch(`${servers.A}/api/multicore/broadcast-glyph`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ glyph: "✦", context }),
      });
    let e2e: number[] = [];
    let e2eMissing = 0;
    let e2eError: string | null = null;
    try {
      await (await post("sse fan-out benchmark (warm-up)")).arrayBuffer();
      await delay(gapMs);
      const startAt = nowMs();
      const res = await post("sse fan-out benchmark");
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const { broadcastId } = (await res.json()) as { broadcastId: string };
      const deadline = nowMs() + DELIVERY_TIMEOUT_MS;
      while (nowMs() < deadline && connected.some((s) => !s.fireflies.has(broadcastId))) await delay(5);
      e2e = connected.filter((s) => s.fireflies.has(broadcastId)).map((s) => s.fireflies.get(broadcastId)! - startAt);
      e2eMissing = connected.length - e2e.length;
    } catch (error) {
      e2eError = error instanceof Error ? error.message : String(error);
    }

    const rss = { A: rssBytes(pids.A), B: rssBytes(pids.B) };
    for (const s of live) s.close();
    await delay(1500);
    const healthy = await Promise.all(
      Object.values(servers).map((url) =>
        fetch(`${url}/api/health`)
          .then((r) => r.status === 200)
          .catch(() => false),
      ),
    );
    const logs = `${app.process.tail(200)}\n${b.tail(200)}`;
    const unhandled = (logs.match(/unhandled promise rejection/g) ?? []).length;

    // 5. Results.
    const latencies: number[] = [];
    const perEvent: { seq: number; p50: number; p99: number; max: number; missing: number }[] = [];
    let missing = 0;
    let duplicates = 0;
    for (const s of connected) duplicates += s.duplicates;
    for (let seq = 0; seq < eventCount; seq++) {
      const t0 = publishedAt.get(seq)!;
      const values = connected.filter((s) => s.received.has(seq)).map((s) => s.received.get(seq)! - t0);
      latencies.push(...values);
      const lost = connected.length - values.length;
      missing += lost;
      const x = summarize(values);
      perEvent.push({ seq, p50: x.p50, p99: x.p99, max: x.max, missing: lost });
    }
    const all = summarize(latencies);
    const byProcess = (["A", "B"] as const).map((p) => {
      const subs = connected.filter((s) => s.process === p);
      const values = subs.flatMap((s) => [...s.received.entries()].map(([seq, at]) => at - publishedAt.get(seq)!));
      return { p, subs: subs.length, s: summarize(values) };
    });
    const connect = summarize(connectMs);
    const e2eStats = summarize(e2e);
    const cpuMs = (p: "A" | "B") => (cpuBefore[p] !== undefined && cpuAfter[p] !== undefined ? (cpuAfter[p]! - cpuBefore[p]!) * 1000 : Number.NaN);
    const expected = connected.length * eventCount;

    ctx.log(
      `${fmt.int(latencies.length)} of ${fmt.int(expected)} deliveries: p50 ${fmtMs(all.p50)} ms, p99 ${fmtMs(all.p99)} ms, max ${fmtMs(all.max)} ms; ` +
        `missing ${missing}, duplicates ${duplicates}; broadcast end to end p99 ${fmtMs(e2eStats.p99)} ms (${e2eMissing} missing); unhandled rejections ${unhandled}`,
    );

    const checks: Check[] = [
      {
        name: `all ${fmt.int(clients)} subscribers connected (connected + mesh_snapshot)`,
        pass: connected.length === clients && connectErrors.length === 0,
        detail: `${fmt.int(connected.length)} of ${fmt.int(clients)}`,
        why: connectErrors.slice(0, 3).join("; ") || `${clients - connected.length} failed`,
      },
      {
        name: `p99 delivery ≤ ${SSE_TARGETS.p99Ms} ms (publish → parsed by the subscriber)`,
        pass: all.p99 <= SSE_TARGETS.p99Ms,
        detail: `${fmtMs(all.p99)} ms (p50 ${fmtMs(all.p50)} ms, max ${fmtMs(all.max)} ms)`,
        why: `p99 ${fmtMs(all.p99)} ms over ${fmt.int(latencies.length)} deliveries; server CPU per event A ${fmtMs(cpuMs("A") / eventCount)} ms, B ${fmtMs(cpuMs("B") / eventCount)} ms`,
      },
      {
        name: "no loss: every subscriber got every event, exactly once",
        pass: missing === 0 && duplicates === 0 && latencies.length === expected && expected > 0,
        detail: `${fmt.int(missing)} missing, ${fmt.int(duplicates)} duplicates of ${fmt.int(expected)}`,
        why: `${missing} deliveries missing after ${DELIVERY_TIMEOUT_MS / 1000} s, ${duplicates} duplicated`,
      },
      {
        name: "both processes healthy afterwards, no unhandled rejection logged",
        pass: healthy.every(Boolean) && unhandled === 0,
        detail: `health ${healthy.map((h) => (h ? "200" : "down")).join(" / ")}, ${unhandled} unhandled rejections`,
        why: healthy.every(Boolean) ? `${unhandled} unhandled promise rejections in the servers' logs` : "a web process stopped answering /api/health",
      },
    ];
    for (const c of checks) if (c.pass) delete c.why;

    const processTable = markdownTable(
      ["process", "subscribers", "deliveries", "p50 ms", "p90 ms", "p99 ms", "max ms", "server CPU per event", "RSS after"],
      byProcess.map(({ p, subs, s }) => [
        p === "A" ? "A (harness app, embedded worker)" : "B (second web process)",
        fmt.int(subs),
        fmt.int(s.count),
        fmtMs(s.p50),
        fmtMs(s.p90),
        fmtMs(s.p99),
        fmtMs(s.max),
        `${fmtMs(cpuMs(p) / eventCount)} ms`,
        rss[p] ? `${mib(rss[p]!).toFixed(0)} MB` : "–",
      ]),
      ["l", "r", "r", "r", "r", "r", "r", "r", "r"],
    );
    const eventRows = perEvent.map((e) => `${e.seq + 1}: ${fmtMs(e.p99)}`).join(" · ");
    const settingsNote = standard
      ? ""
      : `\n> **Non-standard settings** (${clients} subscribers, ${eventCount} events): the target is defined at ${SSE_STANDARD.clients} subscribers and ${SSE_STANDARD.events} events. Re-run without BENCH_SSE_* before quoting these numbers.\n`;

    const markdown = `## ${sseFanout.title}

What is measured: ${fmt.int(clients)} subscribers of \`GET /api/ritual/stream\`, half on the harness's app (A) and
half on a second \`server.ts\` (B) started on the same PostgreSQL database and Redis key prefix, each on its own
socket in the harness's process, connected ${connectConcurrency} at a time (a subscriber counts as connected when its
\`connected\` and \`mesh_snapshot\` events have arrived). Then ${eventCount} events are published on the mesh bus, one every
${gapMs} ms, with the app's own \`MeshBus.publish\` (the call a web process makes); each delivery is timed from just
before the publish to the moment the subscriber has parsed the event — so Redis, both processes' stream readers,
better-sse and the harness's own parsing of 1,000 sockets all count. An event not parsed by a subscriber within
${DELIVERY_TIMEOUT_MS / 1000} s is lost. Last, one real glyph broadcast (\`POST /api/multicore/broadcast-glyph\` on A:
database transaction, then three ritual events) is timed from the request to its \`firefly_pulse\` on every subscriber.

Machine: ${describeMachine(ctx.machine)}.
${settingsNote}
${processTable}

All deliveries: ${fmt.int(latencies.length)} of ${fmt.int(expected)}; p50 ${fmtMs(all.p50)} ms, p90 ${fmtMs(all.p90)} ms, p99 ${fmtMs(all.p99)} ms,
max ${fmtMs(all.max)} ms. p99 per event, ms: ${eventRows}. Subscribers connected in ${connectSeconds.toFixed(1)} s
(time to \`mesh_snapshot\`: p50 ${fmtMs(connect.p50)} ms, p99 ${fmtMs(connect.p99)} ms). Events phase: ${eventSeconds.toFixed(1)} s.
Broadcast end to end (POST → \`firefly_pulse\` parsed): p50 ${fmtMs(e2eStats.p50)} ms, p99 ${fmtMs(e2eStats.p99)} ms,
max ${fmtMs(e2eStats.max)} ms${e2eMissing ? `, ${e2eMissing} subscribers missed it` : ""}${e2eError ? ` (not measured: ${e2eError})` : ""}.

### Targets

${checksMarkdown(checks)}
`;
    return { markdown, checks };
  },
};
