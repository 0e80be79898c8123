/**
 * Mixed scenario: 1,000 simulated visitors spread over the screens, each doing what its screen does —
 * polling its JSON endpoints at the screen's own intervals (the components' constants are imported,
 * so the mix follows the code), opening pages, a few chatting over /ws, some contributing
 * (POST /api/mesh-contributions) and the Ritual Plane's visitors holding an SSE subscription on
 * /api/ritual/stream. Run 1: the harness's app (one web process, embedded worker). Run 2: two web
 * processes (EMBEDDED_WORKER=0) and one `worker/main.ts` process on the same PostgreSQL database and
 * Redis prefix, visitors alternating between them. After each open-loop run, a closed-loop burst of
 * the same read mix (autocannon) gives the throughput the setup can reach: the ratio of run 2 to run 1
 * is the scaling figure.
 *
 * Targets (issue 8): error rate 0 and p99 ≤ 100 ms for reads. Quick local checks (flagged as
 * non-standard in the report): BENCH_MIXED_VISITORS (1000), BENCH_MIXED_SECONDS (30 measured),
 * BENCH_MIXED_RAMP (10), BENCH_MIXED_CONNECTIONS (100, closed-loop burst), BENCH_MIXED_TWO=0 (skip run 2).
 * The burst uses BENCH_WARMUP / BENCH_DURATION (2 s / 10 s) like the http scenario.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import autocannon from "autocannon";
import { CHAT_QUESTIONS_PER_MIN_DEFAULT, MIXED_SCREENS, type MixScreen } from "../lib/mix";
import { ADDRESS_CAPS_OFF, RATE_LIMIT_OFF } from "../lib/app";
import { BenchChatClient, mapLimit, visitorCookie, type QuestionOutcome } from "../lib/chat-client";
import { REDIS_URL } from "../lib/infra";
import { envInt } from "../lib/load";
import { describeMachine } from "../lib/machine";
import { cpuSeconds } from "../lib/processes";
import { mib, realNodePid, rssBytes } from "../lib/proc";
import { questionPlan, seededRandom } from "../lib/questions";
import { checksMarkdown, fmt, markdownTable } from "../lib/report";
import { fmtMs, nowMs, summarize, type LatencySummary } from "../lib/stats";
import type { Check, Scenario } from "../lib/types";
import { ROUTES } from "../../../app/lib/routes";
import { CONTRIBUTION_GLYPHS } from "../../../app/lib/resonance";

export const MIXED_STANDARD = {
  visitors: 1000,
  rampSeconds: 10,
  measureSeconds: 30,
  /** Share of all visitors who chat (they are /swarm visitors; the chat lives there). */
  chatShare: 0.02,
  /** A chatting visitor asks a question every 30 s (the visitor limit is CHAT_QUESTIONS_PER_MIN = 10 a minute). */
  chatEveryMs: 30_000,
  /** A /contribute visitor submits a contribution every 30 s. */
  contributeEveryMs: 30_000,
  /** Every visitor opens a page of the site every 60 s (a navigation, a reload, another tab). */
  pageEveryMs: 60_000,
  /** Keep-alive sockets per web process in the harness (a shared pool, as in the polling scenario). */
  sockets: 200,
  /** Connections of the closed-loop throughput burst, split evenly over the web processes. */
  connections: 100,
};
export const MIXED_TARGETS = { readP99Ms: 100 };
const REQUEST_TIMEOUT_MS = 10_000;
const QUESTION_TIMEOUT_MS = 30_000;
const SSE_READY_TIMEOUT_MS = 15_000;
/** A contribution acknowledged at least this long before the end must have reached every SSE subscriber. */
const SSE_DELIVERY_GRACE_MS = 3000;

type Kind = "read" | "page" | "write";
interface Sample {
  kind: Kind;
  /** The endpoint, e.g. `GET /api/mesh/status`. */
  label: string;
  ms: number;
  measured: boolean;
  target: number;
}
interface Failure {
  what: string;
  measured: boolean;
  message: string;
}

interface Reply {
  status: number;
  body: string;
}

/** One request over the keep-alive agent, timed by the caller from issue to the last body byte. */
function send(agent: http.Agent, url: URL, method: "GET" | "POST", headers: Record<string, string>, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: method === "POST" ? Buffer.concat(chunks).toString("utf8") : "" }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A Ritual Plane visitor: one SSE subscription on its own socket, parsed as it arrives. */
class RitualSubscriber {
  readyAt: number | undefined;
  readonly connectMs: Promise<number>;
  /** contribution id → when its `contribution` event was parsed. */
  readonly contributions = new Map<string, number>();
  events = 0;
  error: string | null = null;
  private buffer = "";
  private closedByUs = false;
  private req: http.ClientRequest;

  constructor(url: URL, cookie: string) {
    const started = nowMs();
    let ready!: (ms: number) => void;
    let fail!: (e: Error) => void;
    this.connectMs = new Promise<number>((resolve, reject) => {
      ready = resolve;
      fail = reject;
    });
    this.connectMs.catch(() => {});
    const timer = setTimeout(() => fail(new Error(`no mesh_snapshot within ${SSE_READY_TIMEOUT_MS / 1000} s`)), SSE_READY_TIMEOUT_MS);
    this.req = http.request(url, { agent: false, headers: { Accept: "text/event-stream", Cookie: cookie } }, (res) => {
      if (res.statusCode !== 200) {
        this.error = `SSE: HTTP ${res.statusCode}`;
        fail(new Error(this.error));
        res.resume();
        return;
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        this.buffer += chunk;
        let end: number;
        while ((end = this.buffer.indexOf("\n\n")) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5).trim())
            .join("\n");
          if (!data) continue;
          let event: { type?: string; data?: { id?: unknown } };
          try {
            event = JSON.parse(data);
          } catch {
            continue;
          }
          this.events += 1;
          if (event.type === "mesh_snapshot" && this.readyAt === undefined) {
            this.readyAt = nowMs();
            clearTimeout(timer);
            ready(this.readyAt - started);
          } else if (event.type === "contribution" && typeof event.data?.id === "string") {
            this.contributions.set(event.data.id, nowMs());
          }
        }
      });
      res.on("end", () => {
        if (!this.closedByUs) this.error ??= "SSE: the server ended the stream";
      });
      res.on("error", (e) => {
        if (!this.closedByUs) this.error ??= `SSE: ${e.message}`;
      });
    });
    this.req.on("error", (e) => {
      if (!this.closedByUs) this.error ??= `SSE: ${e.message}`;
      fail(e);
    });
    this.req.end();
  }

  close() {
    this.closedByUs = true;
    this.req.destroy();
  }
}

/** Screen of each visitor: the shares in whole visitors (largest remainder), interleaved so the ramp mixes them. */
function assignScreens(visitors: number, random: () => number): MixScreen[] {
  const total = MIXED_SCREENS.reduce((s, x) => s + x.share, 0);
  const exact = MIXED_SCREENS.map((s) => (visitors * s.share) / total);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r);
  for (let k = 0; counts.reduce((s, c) => s + c, 0) < visitors; k++) counts[order[k % order.length].i] += 1;
  const list = MIXED_SCREENS.flatMap((s, i) => Array.from({ length: counts[i] }, () => s));
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Requests per second each read endpoint and page receives from the mix (used to weight the closed-loop burst). */
function offeredRates(screens: MixScreen[], pageEveryMs: number) {
  const reads = new Map<string, number>();
  for (const s of screens) for (const p of s.polls) reads.set(p.path, (reads.get(p.path) ?? 0) + 1000 / p.periodMs);
  const pagesPerSec = (screens.length * 1000) / pageEveryMs;
  return { reads, pagesPerSec };
}

interface RunResult {
  label: string;
  processes: number;
  samples: Sample[];
  failures: Failure[];
  chat: { asked: number; first: number[]; complete: number[]; failures: string[] };
  sse: { subscribers: number; connected: number; connectMs: number[]; errors: string[]; events: number; missing: number; expected: number };
  contributions: number;
  offeredPerSec: number;
  cpuMsPerSecond: number[];
  rssAfter: (number | undefined)[];
  lagP99: number;
  maxInFlight: number;
  skipped: number;
}

interface Settings {
  visitors: number;
  rampSeconds: number;
  measureSeconds: number;
  chatters: number;
}

async function runMix(ctx: Parameters<Scenario["run"]>[0], label: string, targets: { baseUrl: string; pid: number | undefined }[], settings: Settings): Promise<RunResult> {
  const { visitors, rampSeconds, measureSeconds } = settings;
  const random = seededRandom(8_2026);
  const screens = assignScreens(visitors, random);
  const targetOf = (v: number) => v % targets.length;
  const chatterIds = new Set(
    screens
      .map((s, v) => ({ s, v }))
      .filter((x) => x.s.chat)
      .slice(0, settings.chatters)
      .map((x) => x.v),
  );

  // 1. A signed visitor cookie for each visitor, from loading the page it is on (not measured).
  ctx.log(`${label}: ${visitors} visitors load their first page for a cookie (not measured)`);
  const cookies = await mapLimit(screens, 8, (s, v) => visitorCookie(targets[targetOf(v)].baseUrl, s.page));

  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: MIXED_STANDARD.sockets, maxFreeSockets: MIXED_STANDARD.sockets, scheduling: "lifo" }));
  const samples: Sample[] = [];
  const failures: Failure[] = [];
  const lagMs: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let skipped = 0;
  const chat = { asked: 0, first: [] as number[], complete: [] as number[], failures: [] as string[] };
  const acked: { id: string; at: number }[] = [];
  const subscribers: RitualSubscriber[] = [];
  const sseErrors: string[] = [];
  const sseConnectMs: number[] = [];
  const chatClients: BenchChatClient[] = [];
  const questions = questionPlan(Math.max(1, settings.chatters), Math.ceil(measureSeconds / (MIXED_STANDARD.chatEveryMs / 1000)) + 2, 88);
  const pages = ROUTES.map((r) => r.path);

  const t0 = nowMs() + 200;
  const measureFrom = t0 + rampSeconds * 1000;
  const measureUntil = measureFrom + measureSeconds * 1000;
  let cpuBefore: (number | undefined)[] = [];
  let cpuAfter: (number | undefined)[] = [];
  const cpuMark = setTimeout(() => (cpuBefore = targets.map((t) => cpuSeconds(t.pid))), measureFrom - nowMs());
  const cpuEnd = setTimeout(() => (cpuAfter = targets.map((t) => cpuSeconds(t.pid))), measureUntil - nowMs());

  /** A periodic activity of one visitor: random phase, then every `period`; a tick is skipped while the previous one runs. */
  const periodic = (arrival: number, period: number, act: (measured: boolean) => Promise<void>) =>
    new Promise<void>((done) => {
      let due = arrival + random() * period;
      let busy = false;
      const finish = () => (busy ? setTimeout(finish, 5) : done());
      if (due >= measureUntil) return done();
      const tick = () => {
        lagMs.push(Math.max(0, nowMs() - due));
        const measured = due >= measureFrom;
        if (busy) {
          if (measured) skipped += 1;
        } else {
          busy = true;
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          void act(measured).finally(() => {
            busy = false;
            inFlight -= 1;
          });
        }
        due += period;
        if (due >= measureUntil) return finish();
        setTimeout(tick, Math.max(0, due - nowMs()));
      };
      setTimeout(tick, Math.max(0, due - nowMs()));
    });

  const timed = async (v: number, kind: Kind, what: string, measured: boolean, expect: number, call: () => Promise<Reply>) => {
    const start = nowMs();
    try {
      const reply = await call();
      if (reply.status === expect) {
        samples.push({ kind, label: what, ms: nowMs() - start, measured, target: targetOf(v) });
        return reply;
      }
      failures.push({ what, measured, message: `HTTP ${reply.status}` });
    } catch (error) {
      failures.push({ what, measured, message: error instanceof Error ? error.message : String(error) });
    }
    return null;
  };

  ctx.log(
    `${label}: ${visitors} visitors over ${targets.length} web process(es); ${rampSeconds} s ramp + ${measureSeconds} s measured; ` +
      `${settings.chatters} chatting, ${screens.filter((s) => s.sse).length} on the SSE stream, ${screens.filter((s) => s.contribute).length} contributing`,
  );
  const work: Promise<void>[] = [];
  for (let v = 0; v < visitors; v++) {
    const screen = screens[v];
    const base = new URL(targets[targetOf(v)].baseUrl);
    const agent = agents[targetOf(v)];
    const arrival = t0 + (v / visitors) * rampSeconds * 1000;
    const headers = { Cookie: cookies[v], "Accept-Encoding": "gzip, deflate, br" };
    for (const poll of screen.polls) {
      const url = new URL(poll.path, base);
      const what = `GET ${poll.path}`;
      work.push(periodic(arrival, poll.periodMs, (m) => timed(v, "read", what, m, 200, () => send(agent, url, "GET", { ...headers, Accept: "application/json" })).then(() => {})));
    }
    work.push(
      periodic(arrival, MIXED_STANDARD.pageEveryMs, (m) => {
        const page = pages[Math.floor(random() * pages.length)];
        return timed(v, "page", "GET (page)", m, 200, () => send(agent, new URL(page, base), "GET", { ...headers, Accept: "text/html" })).then(() => {});
      }),
    );
    if (screen.contribute) {
      const url = new URL("/api/mesh-contributions", base);
      let n = 0;
      work.push(
        periodic(arrival, MIXED_STANDARD.contributeEveryMs, async (m) => {
          n += 1;
          const body = JSON.stringify({
            contributorName: `bench visitor ${v}`,
            glyphType: CONTRIBUTION_GLYPHS[(v + n) % CONTRIBUTION_GLYPHS.length],
            impactDescription: `Mixed benchmark contribution ${n} of visitor ${v}: a community garden shared by the neighbourhood.`,
            score: 1 + ((v + n) % 10),
          });
          const reply = await timed(v, "write", "POST /api/mesh-contributions", m, 201, () =>
            send(agent, url, "POST", { ...headers, Accept: "application/json", "Content-Type": "application/json" }, body),
          );
          if (reply) {
            const id = (JSON.parse(reply.body) as { id?: unknown }).id;
            if (typeof id === "string" || typeof id === "number") acked.push({ id: String(id), at: nowMs() });
          }
        }),
      );
    }
    if (screen.sse) {
      work.push(
        (async () => {
          await delay(Math.max(0, arrival - nowMs()));
          const sub = new RitualSubscriber(new URL("/api/ritual/stream", base), cookies[v]);
          subscribers.push(sub);
          try {
            sseConnectMs.push(await sub.connectMs);
          } catch (error) {
            sseErrors.push(error instanceof Error ? error.message : String(error));
          }
        })(),
      );
    }
    if (chatterIds.has(v)) {
      const plan = questions[chatterIds.size ? [...chatterIds].indexOf(v) % questions.length : 0];
      work.push(
        (async () => {
          await delay(Math.max(0, arrival - nowMs()));
          let client: BenchChatClient;
          try {
            client = await BenchChatClient.open(base.origin, cookies[v]);
          } catch (error) {
            chat.failures.push(`connect: ${error instanceof Error ? error.message : String(error)}`);
            return;
          }
          chatClients.push(client);
          let k = 0;
          await periodic(arrival, MIXED_STANDARD.chatEveryMs, async (m) => {
            const outcome: QuestionOutcome = await client.ask(plan[k++ % plan.length], QUESTION_TIMEOUT_MS);
            // A failure counts also during the ramp; latencies only inside the measured window.
            if (!outcome.ok) chat.failures.push(`${outcome.kind}: ${outcome.message}${m ? "" : " (during the ramp)"}`);
            if (!m) return;
            chat.asked += 1;
            if (outcome.ok) {
              chat.first.push(outcome.firstThoughtMs);
              chat.complete.push(outcome.completeMs);
            }
          });
        })(),
      );
    }
  }
  await Promise.all(work);
  clearTimeout(cpuMark);
  clearTimeout(cpuEnd);
  if (!cpuAfter.length) cpuAfter = targets.map((t) => cpuSeconds(t.pid));
  const rssAfter = targets.map((t) => rssBytes(t.pid));

  // SSE: every subscriber ready before a contribution was acknowledged (and the ack well before the end) must have its event.
  await delay(SSE_DELIVERY_GRACE_MS);
  const deadline = nowMs();
  let expected = 0;
  let missing = 0;
  for (const sub of subscribers) {
    if (sub.readyAt === undefined) continue;
    for (const a of acked) {
      if (a.at < sub.readyAt + 100 || a.at > deadline - SSE_DELIVERY_GRACE_MS) continue;
      expected += 1;
      if (!sub.contributions.has(a.id)) missing += 1;
    }
    if (sub.error) sseErrors.push(sub.error);
  }
  const events = subscribers.reduce((s, x) => s + x.events, 0);
  for (const sub of subscribers) sub.close();
  for (const c of chatClients) {
    for (const e of c.idleSocketErrors) chat.failures.push(`socket: ${e}`);
    c.close();
  }
  for (const a of agents) a.destroy();
  await delay(200);

  const counted = screens.reduce((s, x) => s + x.polls.reduce((p, q) => p + 1000 / q.periodMs, 0), 0);
  return {
    label,
    processes: targets.length,
    samples,
    failures,
    chat,
    sse: {
      subscribers: subscribers.length,
      connected: sseConnectMs.length,
      connectMs: sseConnectMs,
      errors: sseErrors,
      events,
      missing,
      expected,
    },
    contributions: acked.length,
    offeredPerSec: counted + (visitors * 1000) / MIXED_STANDARD.pageEveryMs,
    cpuMsPerSecond: targets.map((_, i) =>
      cpuBefore[i] !== undefined && cpuAfter[i] !== undefined ? ((cpuAfter[i]! - cpuBefore[i]!) * 1000) / measureSeconds : Number.NaN,
    ),
    rssAfter,
    lagP99: summarize(lagMs).p99,
    maxInFlight,
    skipped,
  };
}

interface Throughput {
  reqPerSec: number;
  perProcess: number[];
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)));
  });
}

/** The mix's reads and pages as one request sequence, each path as often as the mix asks for it (200 entries). */
function burstSequence(visitors: number): { path: string; html: boolean }[] {
  const screens = assignScreens(visitors, seededRandom(8_2026));
  const { reads, pagesPerSec } = offeredRates(screens, MIXED_STANDARD.pageEveryMs);
  const items = [...[...reads].map(([path, rate]) => ({ path, rate, html: false })), { path: "", rate: pagesPerSec, html: true }];
  const total = items.reduce((s, x) => s + x.rate, 0);
  const length = 200;
  const out: { path: string; html: boolean }[] = [];
  let page = 0;
  for (const item of items) {
    const n = Math.max(1, Math.round((length * item.rate) / total));
    for (let k = 0; k < n; k++) out.push(item.html ? { path: ROUTES[page++ % ROUTES.length].path, html: true } : { path: item.path, html: false });
  }
  const random = seededRandom(99);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Closed loop: `connections` split over the targets, each cycling through the mix's sequence as fast as answers come. */
async function burst(targets: string[], connections: number, warmupSeconds: number, durationSeconds: number, visitors: number): Promise<Throughput> {
  const sequence = burstSequence(visitors);
  const cookies = await Promise.all(targets.map((t) => visitorCookie(t, "/")));
  const options = (i: number, duration: number): autocannon.Options => ({
    url: targets[i],
    connections: Math.max(1, Math.round(connections / targets.length)),
    duration,
    timeout: 10,
    requests: sequence.map((s) => ({
      method: "GET",
      path: s.path,
      headers: { Cookie: cookies[i], Accept: s.html ? "text/html" : "application/json", "Accept-Encoding": "gzip, deflate, br" },
    })),
  });
  if (warmupSeconds > 0) await Promise.all(targets.map((_, i) => fire(options(i, warmupSeconds))));
  const results = await Promise.all(targets.map((_, i) => fire(options(i, durationSeconds))));
  const perProcess = results.map((r) => r.requests.total / durationSeconds);
  const total = results.reduce((s, r) => s + r.requests.total, 0);
  // Latency percentiles of the busiest process (autocannon does not merge histograms).
  const worst = results.reduce((a, b) => (b.latency.p99 > a.latency.p99 ? b : a));
  return {
    reqPerSec: perProcess.reduce((s, x) => s + x, 0),
    perProcess,
    p50: worst.latency.p50,
    p99: worst.latency.p99,
    errors: results.reduce((s, r) => s + r.errors, 0),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    total,
  };
}

interface Summary {
  reads: LatencySummary;
  pages: LatencySummary;
  writes: LatencySummary;
  perEndpoint: { label: string; kind: Kind; s: LatencySummary; errors: number }[];
  measuredFailures: Failure[];
  rampFailures: number;
  errorText: string;
  totalMeasured: number;
}

function summarise(r: RunResult): Summary {
  const measured = r.samples.filter((s) => s.measured);
  const measuredFailures = r.failures.filter((f) => f.measured);
  const labels = [...new Set([...measured.map((s) => s.label), ...measuredFailures.map((f) => f.what)])];
  const kindOf = (label: string) => measured.find((s) => s.label === label)?.kind ?? (label.startsWith("POST") ? "write" : label.includes("(page)") ? "page" : "read");
  const order: Kind[] = ["read", "page", "write"];
  const perEndpoint = labels
    .map((label) => ({ label, kind: kindOf(label), s: summarize(measured.filter((s) => s.label === label).map((s) => s.ms)), errors: measuredFailures.filter((f) => f.what === label).length }))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.s.count - a.s.count);
  const kinds = new Map<string, number>();
  const all = [...r.failures.map((f) => `${f.what}: ${f.message}`), ...r.chat.failures.map((f) => `chat ${f}`), ...r.sse.errors.map((e) => e)];
  for (const m of all) kinds.set(m.slice(0, 120), (kinds.get(m.slice(0, 120)) ?? 0) + 1);
  return {
    reads: summarize(measured.filter((s) => s.kind === "read").map((s) => s.ms)),
    pages: summarize(measured.filter((s) => s.kind === "page").map((s) => s.ms)),
    writes: summarize(measured.filter((s) => s.kind === "write").map((s) => s.ms)),
    perEndpoint,
    measuredFailures,
    rampFailures: r.failures.length - measuredFailures.length,
    errorText: kinds.size ? [...kinds].map(([m, n]) => `${fmt.int(n)}× ${m}`).join("; ") : "none",
    totalMeasured: measured.length + measuredFailures.length,
  };
}

function runTable(s: Summary, measureSeconds: number): string {
  const rows = s.perEndpoint.map((e) => [
    `\`${e.label}\``,
    e.kind,
    fmt.int(e.s.count + e.errors),
    ((e.s.count + e.errors) / measureSeconds).toFixed(1),
    fmtMs(e.s.p50),
    fmtMs(e.s.p90),
    fmtMs(e.s.p99),
    fmtMs(e.s.max),
    fmt.int(e.errors),
  ]);
  const line = (name: string, kind: Kind, x: LatencySummary) => {
    const errors = s.measuredFailures.filter((f) => s.perEndpoint.find((e) => e.label === f.what)?.kind === kind).length;
    return [`**all ${name}**`, kind, fmt.int(x.count + errors), ((x.count + errors) / measureSeconds).toFixed(1), fmtMs(x.p50), fmtMs(x.p90), fmtMs(x.p99), fmtMs(x.max), fmt.int(errors)];
  };
  return markdownTable(
    ["request", "kind", "requests", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "errors"],
    [...rows, line("reads", "read", s.reads), line("pages", "page", s.pages), line("contributions", "write", s.writes)],
    ["l", "l", "r", "r", "r", "r", "r", "r", "r"],
  );
}

function runNotes(r: RunResult, s: Summary): string {
  const first = summarize(r.chat.first);
  const complete = summarize(r.chat.complete);
  const connect = summarize(r.sse.connectMs);
  const cpu = r.cpuMsPerSecond.map((c, i) => `${r.processes > 1 ? `web ${i + 1}: ` : ""}${Number.isFinite(c) ? (c / 1000).toFixed(2) : "–"} of a core`).join(", ");
  const rss = r.rssAfter.map((x) => (x ? `${mib(x).toFixed(0)} MB` : "–")).join(" / ");
  return (
    `Chat: ${fmt.int(r.chat.asked)} question${r.chat.asked === 1 ? "" : "s"} asked in the window, first \`swarm_thought\` p50 ${fmtMs(first.p50)} ms / p99 ${fmtMs(first.p99)} ms, ` +
    `\`swarm_complete\` p50 ${fmtMs(complete.p50)} ms / p99 ${fmtMs(complete.p99)} ms; ${fmt.int(r.chat.failures.length)} failed. ` +
    `SSE: ${fmt.int(r.sse.connected)} of ${fmt.int(r.sse.subscribers)} subscribers connected (time to \`mesh_snapshot\` p50 ${fmtMs(connect.p50)} ms, ` +
    `p99 ${fmtMs(connect.p99)} ms), ${fmt.int(r.sse.events)} events parsed; contribution events delivered ${fmt.int(r.sse.expected - r.sse.missing)} of ${fmt.int(r.sse.expected)} ` +
    `(each subscriber × each contribution acknowledged after it joined). Contributions stored: ${fmt.int(r.contributions)} (ramp included).\n` +
    `Server CPU over the window (user + system, /proc): ${cpu}. RSS at the end: ${rss}. ` +
    `Skipped ticks (previous request of that poll still in flight): ${fmt.int(r.skipped)}; most activities in flight at once: ${fmt.int(r.maxInFlight)}; ` +
    `load generator timer lag p99 ${fmtMs(r.lagP99)} ms. Errors: ${s.errorText}${s.rampFailures ? ` (${fmt.int(s.rampFailures)} of the HTTP ones during the ramp)` : ""}.`
  );
}

export const mixed: Scenario = {
  name: "mixed",
  title: "Mixed load: 1,000 visitors over the screens' real polling mix, chats, contributions and SSE",
  needsApp: true,
  async run(ctx) {
    const app = ctx.app!;
    const visitors = envInt("BENCH_MIXED_VISITORS", MIXED_STANDARD.visitors);
    const settings: Settings = {
      visitors,
      rampSeconds: envInt("BENCH_MIXED_RAMP", MIXED_STANDARD.rampSeconds),
      measureSeconds: envInt("BENCH_MIXED_SECONDS", MIXED_STANDARD.measureSeconds),
      chatters: Math.max(1, Math.round(visitors * MIXED_STANDARD.chatShare)),
    };
    const connections = envInt("BENCH_MIXED_CONNECTIONS", MIXED_STANDARD.connections);
    const twoProcesses = process.env.BENCH_MIXED_TWO !== "0";
    const standard =
      visitors === MIXED_STANDARD.visitors &&
      settings.rampSeconds === MIXED_STANDARD.rampSeconds &&
      settings.measureSeconds === MIXED_STANDARD.measureSeconds &&
      connections === MIXED_STANDARD.connections &&
      twoProcesses &&
      ctx.load.warmupSeconds === 2 &&
      ctx.load.durationSeconds === 10;
    const { warmupSeconds, durationSeconds } = ctx.load;
    const pidA = realNodePid(app.process.pid)?.pid ?? app.process.pid;

    // Run 1: the harness's app, one web process with the embedded worker.
    const one = await runMix(ctx, "run 1 (one process)", [{ baseUrl: app.baseUrl, pid: pidA }], settings);
    const oneSummary = summarise(one);
    ctx.log(`run 1: reads p99 ${fmtMs(oneSummary.reads.p99)} ms, pages p99 ${fmtMs(oneSummary.pages.p99)} ms; errors ${oneSummary.errorText}`);
    ctx.log(`run 1: closed-loop burst of the mix, ${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s`);
    const tpOne = await burst([app.baseUrl], connections, warmupSeconds, durationSeconds, visitors);
    ctx.log(`run 1: ${tpOne.reqPerSec.toFixed(0)} req/s`);

    // Run 2: two web processes without workers and one worker process, same database and Redis prefix.
    let two: RunResult | undefined;
    let twoSummary: Summary | undefined;
    let tpTwo: Throughput | undefined;
    if (twoProcesses) {
      const secret = randomBytes(24).toString("base64url");
      const env = {
        DATABASE_URL: app.databaseUrl,
        REDIS_URL,
        REDIS_PREFIX: app.redisPrefix,
        LOG_LEVEL: "warn",
        RATE_LIMIT_READ_PER_MIN: RATE_LIMIT_OFF,
        RATE_LIMIT_WRITE_PER_MIN: RATE_LIMIT_OFF,
        ...ADDRESS_CAPS_OFF,
        CHAT_QUESTIONS_PER_MIN: String(CHAT_QUESTIONS_PER_MIN_DEFAULT),
        LLM_BASE_URL: "",
        // Both web processes sign and read the same cookies, as behind a load balancer.
        SESSION_SECRET: secret,
        EMBEDDED_WORKER: "0",
      };
      ctx.log("run 2: starting two web processes (EMBEDDED_WORKER=0) and one worker process");
      const web1 = await ctx.startScript({ name: "mixed-web-1", script: "server.ts", readyPath: "/api/health", timeoutMs: 120_000, env });
      const web2 = await ctx.startScript({ name: "mixed-web-2", script: "server.ts", readyPath: "/api/health", timeoutMs: 120_000, env });
      await ctx.startProcess({ name: "mixed-worker", script: "worker/main.ts", env: { ...env, LOG_LEVEL: "info" }, readyLine: /workers started/ });
      const targets = [web1, web2].map((w) => ({ baseUrl: w.baseUrl, pid: realNodePid(w.pid)?.pid ?? w.pid }));
      two = await runMix(ctx, "run 2 (two web processes + worker)", targets, settings);
      twoSummary = summarise(two);
      ctx.log(`run 2: reads p99 ${fmtMs(twoSummary.reads.p99)} ms, pages p99 ${fmtMs(twoSummary.pages.p99)} ms; errors ${twoSummary.errorText}`);
      tpTwo = await burst(
        targets.map((t) => t.baseUrl),
        connections,
        warmupSeconds,
        durationSeconds,
        visitors,
      );
      ctx.log(`run 2: ${tpTwo.reqPerSec.toFixed(0)} req/s (${tpTwo.perProcess.map((x) => x.toFixed(0)).join(" + ")})`);
    }

    // Results.
    const errorCount = (r: RunResult) => r.failures.length + r.chat.failures.length + r.sse.errors.length + r.sse.missing;
    const ratio = tpTwo ? tpTwo.reqPerSec / tpOne.reqPerSec : Number.NaN;
    const checks: Check[] = [
      {
        name: `one process: p99 of the polled reads ≤ ${MIXED_TARGETS.readP99Ms} ms`,
        pass: oneSummary.reads.p99 <= MIXED_TARGETS.readP99Ms,
        detail: `${fmtMs(oneSummary.reads.p99)} ms (p50 ${fmtMs(oneSummary.reads.p50)} ms, ${fmt.int(oneSummary.reads.count)} reads)`,
        why:
          `the web process used ${(one.cpuMsPerSecond[0] / 1000).toFixed(2)} of the machine's ${ctx.machine.cores} cores at ${(oneSummary.totalMeasured / settings.measureSeconds).toFixed(0)} req/s` +
          (one.lagP99 > 20 ? `; the load generator's timers ran ${fmtMs(one.lagP99)} ms late at p99 (a saturated machine)` : ""),
      },
      {
        name: "one process: error rate 0 (HTTP, chat, SSE, lost contribution events)",
        pass: errorCount(one) === 0,
        detail: `${fmt.int(errorCount(one))} errors`,
        why: oneSummary.errorText + (one.sse.missing ? `; ${one.sse.missing} contribution events not delivered` : ""),
      },
    ];
    if (two && twoSummary && tpTwo) {
      checks.push(
        {
          name: `two web processes + worker: p99 of the polled reads ≤ ${MIXED_TARGETS.readP99Ms} ms`,
          pass: twoSummary.reads.p99 <= MIXED_TARGETS.readP99Ms,
          detail: `${fmtMs(twoSummary.reads.p99)} ms (p50 ${fmtMs(twoSummary.reads.p50)} ms)`,
          why: `web processes used ${two.cpuMsPerSecond.map((c) => (c / 1000).toFixed(2)).join(" + ")} cores; load generator timer lag p99 ${fmtMs(two.lagP99)} ms`,
        },
        {
          name: "two web processes + worker: error rate 0",
          pass: errorCount(two) === 0,
          detail: `${fmt.int(errorCount(two))} errors`,
          why: twoSummary.errorText + (two.sse.missing ? `; ${two.sse.missing} contribution events not delivered` : ""),
        },
        {
          name: "closed-loop bursts answered without errors",
          pass: tpOne.errors + tpOne.non2xx + tpTwo.errors + tpTwo.non2xx === 0,
          detail: `${fmt.int(tpOne.errors + tpOne.non2xx + tpTwo.errors + tpTwo.non2xx)}`,
          why: `one process: ${tpOne.errors} socket errors, ${tpOne.non2xx} non-2xx; two: ${tpTwo.errors}, ${tpTwo.non2xx}`,
        },
      );
    }
    for (const c of checks) if (c.pass) delete c.why;

    const screenCounts = assignScreens(visitors, seededRandom(8_2026)).reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<MixScreen, number>());
    const mixTable = markdownTable(
      ["screen", "visitors", "what each visitor does"],
      MIXED_SCREENS.map((s) => [
        `\`${s.page}\``,
        fmt.int(screenCounts.get(s) ?? 0),
        [
          ...s.polls.map((p) => `\`GET ${p.path}\` every ${p.periodMs / 1000} s`),
          ...(s.sse ? ["holds `GET /api/ritual/stream` (SSE) open"] : []),
          ...(s.contribute ? [`\`POST /api/mesh-contributions\` every ${MIXED_STANDARD.contributeEveryMs / 1000} s`] : []),
          ...(s.chat ? [`${fmt.int(settings.chatters)} of them chat on \`/ws\`: a question every ${MIXED_STANDARD.chatEveryMs / 1000} s`] : []),
          `a page every ${MIXED_STANDARD.pageEveryMs / 1000} s`,
        ].join("; ") + (s.source ? ` (${s.source})` : ""),
      ]),
      ["l", "r", "l"],
    );
    const tpTable = markdownTable(
      ["setup", "req/s", "per web process", "p50 ms", "p99 ms", "errors"],
      [
        ["one web process (embedded worker)", fmt.int(tpOne.reqPerSec), fmt.int(tpOne.perProcess[0]), fmtMs(tpOne.p50), fmtMs(tpOne.p99), fmt.int(tpOne.errors + tpOne.non2xx)],
        ...(tpTwo
          ? [["two web processes + one worker", fmt.int(tpTwo.reqPerSec), tpTwo.perProcess.map((x) => fmt.int(x)).join(" + "), fmtMs(tpTwo.p50), fmtMs(tpTwo.p99), fmt.int(tpTwo.errors + tpTwo.non2xx)]]
          : []),
      ],
      ["l", "r", "r", "r", "r", "r"],
    );
    const settingsNote = standard
      ? ""
      : `\n> **Non-standard settings** (${fmt.int(visitors)} visitors, ${settings.rampSeconds} s ramp + ${settings.measureSeconds} s, burst ${connections} connections × ${warmupSeconds} + ${durationSeconds} s${twoProcesses ? "" : ", run 2 skipped"}): the targets are defined at ${fmt.int(MIXED_STANDARD.visitors)} visitors, ${MIXED_STANDARD.rampSeconds} + ${MIXED_STANDARD.measureSeconds} s and ${MIXED_STANDARD.connections} connections × 2 + 10 s. Re-run without BENCH_MIXED_* / BENCH_WARMUP / BENCH_DURATION before quoting these numbers.\n`;

    const markdown = `## ${mixed.title}

What is measured: ${fmt.int(visitors)} simulated visitors, each on one screen and doing what that screen does in a
browser (the intervals are the components' own constants, imported by the scenario from tests/bench/lib/mix.ts):

${mixTable}

— ${one.offeredPerSec.toFixed(0)} HTTP requests/s offered, plus the chats and the SSE subscriptions. Each visitor carries its
own signed visitor cookie (from loading its screen's page before the run, not measured) and browser-like
\`Accept\` / \`Accept-Encoding: gzip, deflate, br\` headers; pages are picked at random from the route table
(\`app/lib/routes.ts\`). Every periodic activity starts at a random phase and ticks like \`setInterval\`, skipping a tick
while its previous request is still in flight (as \`usePoll\` does). Visitors arrive evenly over a ${settings.rampSeconds} s ramp
(not counted), then ${settings.measureSeconds} s are measured: every request due in that window, timed from issue to the last body
byte. HTTP goes through one keep-alive \`http.Agent\` per web process of at most ${MIXED_STANDARD.sockets} sockets; each SSE
subscriber and each chat has its own socket. An error is a non-2xx answer (201 for contributions), a socket error, a 10 s
timeout, a failed chat question (\`swarm_error\`, closed socket, no \`swarm_complete\` within 30 s), an SSE subscription that
failed or ended early, or a contribution event that did not reach an SSE subscriber that had joined before it.
Rate limits at ${fmt.int(10_000_000)}/min (the env cap); chat at its real 10 questions a minute per visitor.
${process.env.DEMO_NODES === "0" ? "The demo nodes are off (`DEMO_NODES=0`)." : "The demo nodes run throughout (`DEMO_NODES=1`, issue 17): the seeded nodes sign heartbeats through `POST /api/mesh/heartbeat` every 20–50 s, now and then broadcast a glyph or send feedback, and go silent for a while, run by one process of the deployment (a Redis lease)."}

**Run 1** is the harness's app: one \`server.ts\` process with the embedded worker. **Run 2** starts two more
\`server.ts\` processes with \`EMBEDDED_WORKER=0\` and one \`worker/main.ts\` process on the same PostgreSQL database and
Redis prefix (the harness's app stays up, idle); visitors alternate between the two web processes, as behind a
round-robin balancer. After each run, a **closed-loop burst** measures what the setup can serve: autocannon with
${connections} keep-alive connections (split evenly over the web processes) cycling through the mix's reads and pages in
the proportions above (200-request sequence), ${warmupSeconds} s warm-up, then ${durationSeconds} s measured.

Machine: ${describeMachine(ctx.machine)}.
${settingsNote}
### Run 1: one web process (embedded worker)

${runTable(oneSummary, settings.measureSeconds)}

${runNotes(one, oneSummary)}
${
  two && twoSummary
    ? `
### Run 2: two web processes + one worker process

${runTable(twoSummary, settings.measureSeconds)}

${runNotes(two, twoSummary)}
`
    : ""
}
### Throughput (closed-loop burst of the same mix)

${tpTable}

${tpTwo ? `**Two web processes serve ${ratio.toFixed(2)}× the requests of one** (${fmt.int(tpTwo.reqPerSec)} vs ${fmt.int(tpOne.reqPerSec)} req/s) on ${ctx.machine.cores} cores shared with PostgreSQL, Redis, the worker and the load generator itself. Latency columns are those of the busiest process.` : "Run 2 was skipped (BENCH_MIXED_TWO=0)."}

### Targets

${checksMarkdown(checks)}
`;
    return { markdown, checks };
  },
};
