/**
 * Scale-out scenario (issue 33): N = 1, 2, 3 web processes and one worker behind HAProxy, started by
 * scripts/scale-local.mjs with the same deploy/haproxy.cfg as docker-compose's `proxy` service. For
 * each N: the polled read and the home page through the proxy (req/s, server CPU per request summed
 * over the web processes: the per-process cost should not grow with N); with N ≥ 2 a question asked
 * on one process must appear on a ritual stream held by another; with N = 3 one web process is
 * killed in the middle of a run and the proxy must route around it with no failed request, while
 * visitors ask questions over /ws through the proxy (a socket that drops is opened again, a question
 * without its answer sent again with its ask id, as the page does: each question answered once, none
 * lost) and ritual streams are read through it (a dropped stream resumes with Last-Event-ID: no event
 * missing against a stream held on a surviving process).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { dropDatabase } from "../../../db/client";
import { ADDRESS_CAPS_OFF, RATE_LIMIT_OFF, ROOT } from "../lib/app";
import { BenchChatClient, visitorCookie } from "../lib/chat-client";
import { measure, type LoadResult } from "../lib/load";
import { cpuSeconds, freePort } from "../lib/processes";
import { checksMarkdown, fmt, markdownTable } from "../lib/report";
import { median } from "../lib/stats";
import type { Check, Scenario } from "../lib/types";
import { describeMachine } from "../lib/machine";
import { startFakeOpenAI } from "../../integration/helpers/fake-openai";
import { compareStreamIds } from "../../../app/lib/stream-ids";

const PG = process.env.BENCH_PG_BASE ?? "postgres://postgres@127.0.0.1:5432";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
export const SCALE_TARGETS = { perProcessCostGrowth: 0.15, pacedShare: 0.25 };
/**
 * The paced comparison is measured in rounds, each starting every fleet anew, in the order 1-2-3,
 * 3-2-1, 1-2-3: this VM's speed drifts by 15-25% over minutes, as much as the 15% compared, so one
 * pass per N compared the drift as often as the processes. Each N's cost is the median of its rounds.
 */
const PACED_ROUND_ORDERS = [
  [1, 2, 3],
  [3, 2, 1],
  [1, 2, 3],
] as const;

interface Fleet {
  url: string;
  web: { pid: number; port: number }[];
  stop(): Promise<void>;
}

/** scripts/scale-local.mjs with N web processes; resolves when it prints its ready line. */
function startFleet(webCount: number, port: number, env: Record<string, string>): Promise<Fleet> {
  const child = spawn(process.execPath, ["scripts/scale-local.mjs", "--web", String(webCount), "--port", String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the fleet of ${webCount} did not get ready:\n${out.slice(-3000)}`)), 300_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith('{"ready":true'));
      if (!line) return;
      clearTimeout(timer);
      const ready = JSON.parse(line) as { url: string; web: { pid: number; port: number }[] };
      resolve({
        url: ready.url,
        web: ready.web,
        async stop() {
          if (child.exitCode === null) child.kill("SIGTERM");
          await exited;
        },
      });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`scale-local exited (${code}) before it was ready:\n${out.slice(-3000)}`));
    });
  });
}

/** CPU seconds of all the processes together (a process gone since counts what it had). */
function totalCpu(pids: number[], last: Map<number, number>): number {
  let sum = 0;
  for (const pid of pids) {
    const s = cpuSeconds(pid);
    if (s !== undefined) last.set(pid, s);
    sum += last.get(pid) ?? 0;
  }
  return sum;
}

/** The web processes' CPU per answered request over one run, as fast as they answer or at `overallRate` requests per second. */
async function measureFleet(label: string, url: string, pids: number[], headers: Record<string, string>, overallRate?: number) {
  await measure(`${label} (warm-up)`, url, { connections: 50, warmupSeconds: 0, durationSeconds: 2 }, { headers, overallRate });
  const last = new Map<number, number>();
  const before = totalCpu(pids, last);
  const r = await measure(label, url, { connections: 50, warmupSeconds: 0, durationSeconds: 10 }, { headers, overallRate });
  const after = totalCpu(pids, last);
  return { r, cpuMsPerRequest: r.total > 0 ? ((after - before) * 1000) / r.total : Number.NaN };
}

/** Waits until the ritual stream at `url` carries an event whose data includes `needle`. */
function streamSees(url: string, needle: string, timeoutMs: number): { seen: Promise<boolean>; close(): void } {
  let req: http.ClientRequest;
  const seen = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    let text = "";
    req = http.get(url, { headers: { Accept: "text/event-stream" } }, (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
        if (text.includes(needle)) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    });
    req.on("error", () => resolve(false));
  });
  return { seen, close: () => req.destroy() };
}

/** Control messages of the ritual stream: they repeat the reader's position as their id, they are not bus events. */
const CONTROL = new Set(["connected", "mesh_snapshot", "heartbeat"]);

interface StreamReader {
  /** The bus events' ids, in arrival order (a duplicate would appear twice). */
  ids: string[];
  reconnects: number;
  stop(): void;
}

/**
 * A ritual stream read as a browser's EventSource reads it: when the connection drops it connects
 * again (after 0.5 s) with Last-Event-ID, the id of the last event it had.
 */
function readStream(url: string): StreamReader {
  const reader: StreamReader = { ids: [], reconnects: 0, stop: () => {} };
  let lastId = "";
  let stopped = false;
  let current: http.ClientRequest | null = null;
  const connect = () => {
    if (stopped) return;
    let over = false;
    const again = () => {
      if (over || stopped) return;
      over = true;
      reader.reconnects += 1;
      setTimeout(connect, 500).unref();
    };
    current = http.get(url, { headers: { Accept: "text/event-stream", ...(lastId ? { "Last-Event-ID": lastId } : {}) } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        again();
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          const id = block.find((l) => l.startsWith("id:"))?.slice(3).trim();
          const data = block.filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trim()).join("\n");
          if (!id) continue;
          lastId = id;
          let type = "";
          try {
            type = String((JSON.parse(data) as { type?: unknown }).type ?? "");
          } catch {
            continue;
          }
          if (!CONTROL.has(type)) reader.ids.push(id);
        }
      });
      res.on("end", again);
      res.on("error", again);
      res.on("aborted", again);
    });
    current.on("error", again);
  };
  connect();
  reader.stop = () => {
    stopped = true;
    current?.destroy();
  };
  return reader;
}

/** What a reader missed of the reference's events, over the span both were reading; and its duplicates. */
function streamGaps(reader: StreamReader, reference: StreamReader): { missing: number; duplicates: number; events: number } {
  const seen = new Set(reader.ids);
  const ref = [...new Set(reference.ids)].sort(compareStreamIds);
  const mine = [...seen].sort(compareStreamIds);
  if (mine.length === 0 || ref.length === 0) return { missing: ref.length, duplicates: 0, events: 0 };
  const lo = compareStreamIds(mine[0]!, ref[0]!) > 0 ? mine[0]! : ref[0]!;
  const hi = compareStreamIds(mine.at(-1)!, ref.at(-1)!) < 0 ? mine.at(-1)! : ref.at(-1)!;
  const span = ref.filter((id) => compareStreamIds(id, lo) >= 0 && compareStreamIds(id, hi) <= 0);
  return { missing: span.filter((id) => !seen.has(id)).length, duplicates: reader.ids.length - seen.size, events: span.length };
}

/** Visitors asking over /ws during the kill run. */
const ASKERS = 9;

const ASKER_QUESTIONS = [
  "How should our small team plan a community garden the whole neighbourhood can share?",
  "What should a first-time volunteer bring to a beach clean-up?",
  "How can a choir keep rehearsing through a winter with a cold hall?",
  "Which evening suits a repair cafe better, Tuesday or Thursday?",
];

interface AskerResult {
  askIds: string[];
  answered: Set<string>;
  /** Sockets that dropped and were opened again; questions sent again (their socket dropped before the answer). */
  reconnects: number;
  resent: number;
  failures: string[];
}

/**
 * A visitor asking over /ws through the proxy until `until`, a question 0.5–1.5 s after each answer
 * (within the per-visitor limit of 10 a minute), as the page does: a socket that dropped is opened again, and a
 * question whose socket dropped before its answer is sent again with the same ask id.
 */
async function asker(baseUrl: string, tag: string, until: number): Promise<AskerResult> {
  const result: AskerResult = { askIds: [], answered: new Set(), reconnects: 0, resent: 0, failures: [] };
  const cookie = await visitorCookie(baseUrl);
  let client: BenchChatClient | null = null;
  const open = async (): Promise<BenchChatClient> => {
    for (let tries = 0; ; tries++) {
      try {
        return await BenchChatClient.open(baseUrl, cookie, 5_000);
      } catch (error) {
        if (tries >= 40) throw error;
        await sleep(250);
      }
    }
  };
  for (let i = 0; Date.now() < until; i++) {
    const askId = `${tag}-${i}-${randomBytes(8).toString("hex")}`;
    result.askIds.push(askId);
    for (let attempt = 0; ; attempt++) {
      if (!client?.isOpen) {
        if (client) result.reconnects += 1;
        client = await open();
      }
      const outcome = await client.ask(ASKER_QUESTIONS[i % ASKER_QUESTIONS.length]!, 30_000, { askId, conversationId: `${tag}-thread` });
      if (outcome.ok) {
        result.answered.add(askId);
        break;
      }
      if (outcome.kind === "socket" && attempt < 5) {
        result.resent += 1;
        continue;
      }
      result.failures.push(`${askId}: ${outcome.kind}: ${outcome.message}`);
      break;
    }
    // 0.5 to 1.5 s before the next question, so the visitors' questions are spread over the run.
    await sleep(500 + Math.random() * 1000);
  }
  client?.close();
  return result;
}

/** How many turns were saved for each of these ask ids (saved as `<visitor>:<askId>`). */
async function savedTurnsByAskId(databaseUrl: string, tagPrefix: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ask: string; n: string }>(
      "select substr(ask_id, strpos(ask_id, $1)) as ask, count(*) as n from messages where strpos(ask_id, $1) > 0 group by 1",
      [tagPrefix],
    );
    return new Map(rows.map((r) => [r.ask, Number(r.n)]));
  } finally {
    await client.end();
  }
}

interface KillRun {
  load: LoadResult;
  askers: AskerResult[];
  saved: Map<string, number>;
  streams: { missing: number; duplicates: number; events: number; reconnects: number }[];
}

export const scale: Scenario = {
  name: "scale",
  title: "Scale-out behind HAProxy (1, 2, 3 web processes)",
  needsApp: false,
  async run(ctx) {
    const rows: { n: number; nodes: LoadResult; nodesCpu: number; home: LoadResult; homeCpu: number; paced: LoadResult[]; pacedCpu: number[]; crossed: boolean | null }[] = [];
    /** The rate each process answers in the per-process cost comparison: a share of what one process answers flat out. */
    let pacedRate = 0;
    /** The offered load for N processes: N times the per-process rate, so each process answers the same rate for every N. */
    const offeredFor = (n: number) => n * pacedRate;
    let killRun: KillRun | null = null;
    const stamp = Date.now().toString(36);
    const databaseUrl = `${PG}/trinity_bench_scale_${stamp}`;
    // With N = 3 the minds are a local fake model that takes ~0.8 s a mind, so questions are in flight
    // when the web process is killed (the built-in composer answers in milliseconds).
    const model = await startFakeOpenAI("slow-first-token", { slowFirstTokenMs: 800 });
    const fleetOf = async (n: number) =>
      startFleet(n, await freePort(), {
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_PREFIX: `tmbench-scale-${stamp}`,
        // As the harness's app (lib/app.ts): the rate limits raised, the composer pinned.
        RATE_LIMIT_READ_PER_MIN: RATE_LIMIT_OFF,
        RATE_LIMIT_WRITE_PER_MIN: RATE_LIMIT_OFF,
        ...ADDRESS_CAPS_OFF,
        ...(n === 3 ? { LLM_BASE_URL: model.url, LLM_MODEL: "fake-scale" } : { LLM_BASE_URL: "" }),
      });
    const pacedOn = (fleet: Fleet, n: number, round: number) =>
      measureFleet(`n=${n} GET /api/mesh/nodes at ${offeredFor(n)} req/s (round ${round})`, `${fleet.url}/api/mesh/nodes`, fleet.web.map((w) => w.pid), {}, offeredFor(n));
    try {
      // Round 1: every measurement, the paced one included.
      for (const n of PACED_ROUND_ORDERS[0]) {
        const fleet = await fleetOf(n);
        try {
          const pids = fleet.web.map((w) => w.pid);
          const cookie = await visitorCookie(fleet.url);
          const nodes = await measureFleet(`n=${n} GET /api/mesh/nodes`, `${fleet.url}/api/mesh/nodes`, pids, {});
          const home = await measureFleet(`n=${n} GET /`, `${fleet.url}/`, pids, { Accept: "text/html", cookie });
          // The same rate per process for every N (a share of one process's flat-out rate): CPU per request
          // compares the work each request costs, not how 2 cores share out N processes run flat out.
          if (n === 1) pacedRate = Math.max(100, Math.round((nodes.r.reqPerSec * SCALE_TARGETS.pacedShare) / 100) * 100);
          const paced = await pacedOn(fleet, n, 1);
          let crossed: boolean | null = null;
          if (n >= 2) {
            // A question asked on the first process, its announcement (trinity_deliberation: nothing else
            // asks here) on a stream held by the last one.
            const stream = streamSees(`http://127.0.0.1:${fleet.web[n - 1].port}/api/ritual/stream`, "trinity_deliberation", 30_000);
            const client = await BenchChatClient.open(`http://127.0.0.1:${fleet.web[0].port}`, cookie);
            const outcome = await client.ask("How should our small team plan a community garden the whole neighbourhood can share?", 30_000);
            crossed = outcome.ok && (await stream.seen);
            stream.close();
            client.close();
          }
          rows.push({ n, nodes: nodes.r, nodesCpu: nodes.cpuMsPerRequest, home: home.r, homeCpu: home.cpuMsPerRequest, paced: [paced.r], pacedCpu: [paced.cpuMsPerRequest], crossed });
          ctx.log(`  n=${n}: /api/mesh/nodes ${fmt.int(nodes.r.reqPerSec)} req/s, ${nodes.cpuMsPerRequest.toFixed(2)} ms CPU/req; / ${fmt.int(home.r.reqPerSec)} req/s; crossed ${crossed}`);
          if (n === 3) {
            // One web process killed 3 s into a 10 s run: the proxy must route around it, while
            // visitors ask over /ws and read ritual streams through it. The reference stream is held
            // on a process that survives.
            const victim = fleet.web[0].pid;
            const reference = readStream(`http://127.0.0.1:${fleet.web[n - 1].port}/api/ritual/stream`);
            const readers = Array.from({ length: 6 }, () => readStream(`${fleet.url}/api/ritual/stream`));
            await sleep(1000);
            const tag = `k${stamp}`;
            const until = Date.now() + 10_000;
            const asking = Promise.all(Array.from({ length: ASKERS }, (_, i) => asker(fleet.url, `${tag}-${i}`, until)));
            setTimeout(() => process.kill(victim, "SIGKILL"), 3000).unref();
            const load = await measure("n=3, one killed", `${fleet.url}/api/mesh/nodes`, { connections: 50, warmupSeconds: 0, durationSeconds: 10 }, {});
            const askers = await asking;
            // The readers catch up (a reconnect waits 0.5 s), then stop together with the reference.
            await sleep(3000);
            for (const r of readers) r.stop();
            reference.stop();
            const saved = await savedTurnsByAskId(databaseUrl, tag);
            const streams = readers.map((r) => ({ ...streamGaps(r, reference), reconnects: r.reconnects }));
            killRun = { load, askers, saved, streams };
            ctx.log(
              `  n=3 with one web process killed: ${fmt.int(load.total)} answers, ${load.errors} errors, ${load.non2xx} non-2xx; ` +
                `${askers.reduce((a, r) => a + r.askIds.length, 0)} questions, ${askers.reduce((a, r) => a + r.reconnects, 0)} sockets reopened, ${askers.reduce((a, r) => a + r.resent, 0)} sent again; ` +
                `streams reconnected ${streams.reduce((a, s) => a + s.reconnects, 0)} times, missing ${streams.reduce((a, s) => a + s.missing, 0)}`,
            );
          }
        } finally {
          await fleet.stop();
        }
      }
      // The other rounds: each fleet started anew for the paced measurement alone.
      for (const [i, order] of PACED_ROUND_ORDERS.slice(1).entries()) {
        for (const n of order) {
          const fleet = await fleetOf(n);
          try {
            // Warmed as round 1's fleets are by their flat-out runs (a new process's first thousands of
            // requests run before V8 has optimised them, and each of N processes gets 1/N of a warm-up).
            await measure(`n=${n} warm-up (round ${i + 2})`, `${fleet.url}/api/mesh/nodes`, { connections: 50, warmupSeconds: 0, durationSeconds: 12 }, {});
            const paced = await pacedOn(fleet, n, i + 2);
            const row = rows.find((r) => r.n === n)!;
            row.paced.push(paced.r);
            row.pacedCpu.push(paced.cpuMsPerRequest);
            ctx.log(`  n=${n} round ${i + 2}: ${paced.cpuMsPerRequest.toFixed(3)} ms CPU/req at ${fmt.int(offeredFor(n))} req/s`);
          } finally {
            await fleet.stop();
          }
        }
      }
    } finally {
      await model.close();
      await dropDatabase(databaseUrl).catch(() => {});
    }

    const one = rows[0];
    // NaN unless every round was measured (and NaN passes no target).
    const pacedMedian = (row: (typeof rows)[number]) => (row.pacedCpu.length === PACED_ROUND_ORDERS.length ? median(row.pacedCpu) : Number.NaN);
    const pacedErrors = (row: (typeof rows)[number]) => row.paced.reduce((a, r) => a + r.errors + r.non2xx, 0);
    const checks: Check[] = [];
    for (const row of rows.slice(1)) {
      const growth = pacedMedian(row) / pacedMedian(one) - 1;
      checks.push({
        name: `${row.n} web processes: server CPU per request within ${SCALE_TARGETS.perProcessCostGrowth * 100}% of one process (GET /api/mesh/nodes at ${fmt.int(pacedRate)} req/s per process, median of ${PACED_ROUND_ORDERS.length} rounds)`,
        pass: growth <= SCALE_TARGETS.perProcessCostGrowth && pacedErrors(row) === 0,
        detail: `${pacedMedian(row).toFixed(3)} ms vs ${pacedMedian(one).toFixed(3)} ms (${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(0)}%)`,
      });
      checks.push({ name: `${row.n} web processes: a question asked on one process appears on a ritual stream held by another`, pass: row.crossed === true, detail: String(row.crossed) });
    }
    for (const row of rows) {
      const errors = row.nodes.errors + row.nodes.non2xx + row.home.errors + row.home.non2xx + pacedErrors(row);
      checks.push({ name: `${row.n} web process(es): 0 errors through the proxy`, pass: errors === 0, detail: String(errors) });
    }
    const kill = killRun as KillRun | null;
    const k = kill?.load ?? null;
    checks.push({ name: "3 web processes, one killed mid-run: 0 failed requests", pass: k !== null && k.errors + k.non2xx === 0, detail: k ? `${k.errors} errors, ${k.non2xx} non-2xx of ${k.total}` : "not run" });
    const asked = kill ? kill.askers.flatMap((a) => a.askIds) : [];
    const unanswered = kill ? kill.askers.flatMap((a) => a.askIds.filter((id) => !a.answered.has(id))) : [];
    const savedTwice = kill ? [...kill.saved.values()].filter((n) => n > 1).length : 0;
    const notSaved = kill ? asked.filter((id) => !kill.saved.has(id)).length : 0;
    const reopened = kill ? kill.askers.reduce((a, r) => a + r.reconnects, 0) : 0;
    const resent = kill ? kill.askers.reduce((a, r) => a + r.resent, 0) : 0;
    checks.push({
      name: "one web process killed: WebSocket visitors on it reconnect through the proxy, their questions in flight sent again",
      pass: reopened > 0 && resent > 0 && unanswered.length === 0,
      detail: kill ? `${reopened} sockets opened again, ${resent} questions sent again with their ask id` : "not run",
    });
    checks.push({
      name: "one web process killed: no question lost or answered twice",
      pass: kill !== null && asked.length > 0 && unanswered.length === 0 && notSaved === 0 && savedTwice === 0,
      detail: kill
        ? `${asked.length} questions: ${unanswered.length} without an answer${unanswered.length ? ` (${kill.askers.flatMap((a) => a.failures).slice(0, 3).join("; ")})` : ""}, ${notSaved} not saved, ${savedTwice} saved twice`
        : "not run",
    });
    const streamMissing = kill ? kill.streams.reduce((a, s) => a + s.missing + s.duplicates, 0) : 0;
    const streamReconnects = kill ? kill.streams.reduce((a, s) => a + s.reconnects, 0) : 0;
    checks.push({
      name: "one web process killed: ritual streams resume with Last-Event-ID, no event lost or repeated",
      pass: kill !== null && streamReconnects > 0 && streamMissing === 0,
      detail: kill
        ? `${kill.streams.length} streams, ${streamReconnects} reconnects; missing ${kill.streams.map((s) => `${s.missing}/${s.events}`).join(", ")}; duplicates ${kill.streams.reduce((a, s) => a + s.duplicates, 0)}`
        : "not run",
    });

    const table = markdownTable(
      ["web processes", "`/api/mesh/nodes` req/s", "server CPU ms/req", "`GET /` req/s", "server CPU ms/req", `\`/api/mesh/nodes\` at ${fmt.int(pacedRate)} req/s per process: server CPU ms/req, median (rounds ${PACED_ROUND_ORDERS.map((_, i) => i + 1).join(", ")})`, "errors", "chat → stream on another process"],
      rows.map((r) => [
        String(r.n),
        fmt.int(r.nodes.reqPerSec),
        r.nodesCpu.toFixed(2),
        fmt.int(r.home.reqPerSec),
        r.homeCpu.toFixed(2),
        `${pacedMedian(r).toFixed(3)} (${r.pacedCpu.map((v) => v.toFixed(3)).join(", ")})`,
        fmt.int(r.nodes.errors + r.nodes.non2xx + r.home.errors + r.home.non2xx + pacedErrors(r)),
        r.crossed === null ? "–" : r.crossed ? "yes" : "**no**",
      ]),
    );
    const markdown = `## Scale-out behind HAProxy

What is measured: \`node scripts/scale-local.mjs --web N\` (N web processes with EMBEDDED_WORKER=0 and one
worker on one PostgreSQL database and one Redis prefix, behind Debian's HAProxy with deploy/haproxy.cfg, the
configuration of docker-compose's \`proxy\` service). For each N, 50 keep-alive connections through the
proxy (2 s warm-up, 10 s measured) on the polled read and on the home page (a returning visitor: page
cache), as fast as the fleet answers; server CPU per request is the user + system time of all web
processes over the measured run divided by the answers. Flat out, N processes on 2 cores share them
with the proxy, the worker, PostgreSQL, Redis and the load generator, so CPU per request there also
counts the contention. The per-process cost is compared with every process answering the same rate
(${SCALE_TARGETS.pacedShare * 100}% of what one process answered flat out; N times that offered through the proxy,
autocannon's overallRate), so it counts what a process's request costs when it has N − 1 peers (the bus
fan-out, the shared Redis and PostgreSQL, the proxy's health checks) plus each process's own idle work.
At one fixed total load instead, each of N processes would run at 1/N of the rate, and a Node process's
CPU per request rises as its rate falls (fewer requests per event-loop wake-up), so that comparison
mostly measured idle capacity. It runs in ${PACED_ROUND_ORDERS.length} rounds, every fleet started anew in each (and warmed by a
12 s flat-out run, as round 1's fleets are by their flat-out runs), in the orders ${PACED_ROUND_ORDERS.map((o) => o.join("-")).join(", ")}
(this VM's speed drifts over minutes by as much as the 15% compared); each N's cost is the median of its
rounds. With N ≥ 2, a question asked over /ws on the
first process must reach a ritual stream held on the last. With N = 3, one web process is killed
(SIGKILL) 3 s into a 10 s run, while ${ASKERS} visitors ask over /ws through the proxy (the minds a local fake
model taking ~0.8 s a mind, so questions are in flight at the kill; a question 0.5–1.5 s after each answer;
a dropped socket is opened again and a question without its answer sent again with its ask id, as the
page does) and 6 ritual streams are read through it (a dropped stream reconnects with Last-Event-ID),
compared with a stream held on a process that survives.

Machine: ${describeMachine(ctx.machine)}, ${new Date().toISOString()}.

${table}

One web process killed mid-run: ${k ? `${fmt.int(k.total)} answers, ${k.errors} connection errors, ${k.non2xx} non-2xx` : "not run"}${kill ? `; ${asked.length} questions over /ws (${reopened} sockets opened again, ${resent} questions sent again); ${kill.streams.length} ritual streams (${streamReconnects} reconnects, ${streamMissing} events missing or repeated)` : ""}.

### Targets

${checksMarkdown(checks)}
`;
    return { markdown, checks };
  },
};
