/**
 * Polling scenario: 500 simulated /swarm visitors, each polling the screen's real mix of JSON
 * endpoints at the screen's own intervals (app/components/swarm/swarm-screen.tsx), over keep-alive
 * HTTP with a bounded socket pool. Measures per-request latency per endpoint and errors.
 *
 * Quick local checks (flagged as non-standard in the report): BENCH_POLL_VISITORS, BENCH_POLL_SECONDS.
 * BENCH_POLL_TRACE=<file> writes every timed request as a JSON line (latency over time).
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { BenchChatClient, mapLimit, visitorCookie } from "../lib/chat-client";
import { describeMachine } from "../lib/machine";
import { cpuSeconds } from "../lib/processes";
import { mib, realNodePid, rssBytes } from "../lib/proc";
import { questionPlan, seededRandom } from "../lib/questions";
import { checksMarkdown, fmt, markdownTable } from "../lib/report";
import { fmtMs, nowMs, summarize } from "../lib/stats";
import type { Check, Scenario } from "../lib/types";
import { envInt } from "../lib/load";

/** The /swarm screen's polls: usePoll(url, intervalMs) in app/components/swarm/swarm-screen.tsx. */
export const POLLS = [
  { path: "/api/cognitive-safety/current", periodMs: 2000 },
  { path: "/api/glyph-weights?limit=10", periodMs: 5000 },
  { path: "/api/recursive-archive/recent?limit=10", periodMs: 5000 },
  { path: "/api/recursive-archive/stats", periodMs: 10_000 },
] as const;

export const POLLING_STANDARD = { visitors: 500, rampSeconds: 5, measureSeconds: 30, sockets: 100 };
export const POLLING_TARGETS = { p99Ms: 50 };
const REQUEST_TIMEOUT_MS = 10_000;
/** 4 visitors × 5 questions: one visitor may ask only CHAT_QUESTIONS_PER_MIN (10) a minute. */
const SEED_VISITORS = 4;
const SEED_QUESTIONS_EACH = 5;

interface Sample {
  poll: number;
  /** When the request was issued, ms after the ramp began. */
  at: number;
  ms: number;
  measured: boolean;
}

interface Failure {
  poll: number;
  measured: boolean;
  message: string;
}

/** GET with the keep-alive agent; resolves with the status and the time until the last body byte. */
function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: "GET", headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on("error", reject);
    req.end();
  });
}

export const polling: Scenario = {
  name: "polling",
  title: "/swarm polling: 500 visitors, the screen's real request mix",
  needsApp: true,
  async run(ctx) {
    const app = ctx.app!;
    const visitors = envInt("BENCH_POLL_VISITORS", POLLING_STANDARD.visitors);
    const measureSeconds = envInt("BENCH_POLL_SECONDS", POLLING_STANDARD.measureSeconds);
    const { rampSeconds, sockets } = POLLING_STANDARD;
    const standard = visitors === POLLING_STANDARD.visitors && measureSeconds === POLLING_STANDARD.measureSeconds;
    const pid = realNodePid(app.process.pid)?.pid ?? app.process.pid;

    // 1. Seed realistic data: 20 questions, so safety records, glyph weights and archive events exist.
    ctx.log(`seeding: ${SEED_VISITORS} visitors × ${SEED_QUESTIONS_EACH} questions over /ws`);
    const seedPlan = questionPlan(SEED_VISITORS, SEED_QUESTIONS_EACH, 7);
    for (const questions of seedPlan) {
      const client = await BenchChatClient.open(app.baseUrl, await visitorCookie(app.baseUrl, "/"));
      for (const q of questions) {
        const r = await client.ask(q, 30_000);
        if (!r.ok) throw new Error(`seeding question failed: ${r.message}`);
      }
      client.close();
    }

    const stats = (await (await fetch(`${app.baseUrl}/api/recursive-archive/stats`)).json()) as { totalEvents?: number; tagDistribution?: object };
    const dataNote = `${fmt.int(stats.totalEvents ?? 0)} recursive-archive events with ${fmt.int(Object.keys(stats.tagDistribution ?? {}).length)} distinct tags`;
    ctx.log(`data at the start: ${dataNote}`);

    // 2. A signed visitor cookie for each simulated visitor, from loading the /swarm page as a browser does. Not measured.
    ctx.log(`getting ${visitors} visitor cookies (GET /swarm)`);
    const cookies = await mapLimit(Array.from({ length: visitors }), 8, () => visitorCookie(app.baseUrl, "/swarm"));

    // 3. The run: visitors arrive evenly over the ramp; each poll starts at a random phase of its period
    //    and then ticks like setInterval. Like usePoll, a tick is skipped while that poll is still in flight.
    const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets, scheduling: "lifo" });
    const base = new URL(app.baseUrl);
    const urls = POLLS.map((p) => new URL(p.path, base));
    const samples: Sample[] = [];
    const failures: Failure[] = [];
    const lagMs: number[] = [];
    let skipped = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    const statusCounts: Record<string, number> = {};
    const random = seededRandom(424242);

    const t0 = nowMs() + 100;
    const measureFrom = t0 + rampSeconds * 1000;
    const measureUntil = measureFrom + measureSeconds * 1000;
    let cpuBefore: number | undefined;
    let cpuAfter: number | undefined;
    let rssBefore: number | undefined;
    const cpuMark = setTimeout(() => {
      cpuBefore = cpuSeconds(pid);
      rssBefore = rssBytes(pid);
    }, measureFrom - nowMs());
    const cpuEnd = setTimeout(() => {
      cpuAfter = cpuSeconds(pid);
    }, measureUntil - nowMs());
    ctx.log(
      `${visitors} visitors, ${POLLS.map((p) => `${p.path} every ${p.periodMs / 1000} s`).join(", ")}; ` +
        `${rampSeconds} s ramp + ${measureSeconds} s measured; keep-alive pool of ${sockets} sockets`,
    );

    const pending: Promise<void>[] = [];
    const runPoll = (visitor: number, poll: number) =>
      new Promise<void>((done) => {
        const arrival = t0 + (visitor / visitors) * rampSeconds * 1000;
        const period = POLLS[poll].periodMs;
        let due = arrival + random() * period;
        let busy = false;
        const tick = () => {
          const firedAt = nowMs();
          lagMs.push(Math.max(0, firedAt - due));
          const measured = due >= measureFrom;
          if (busy) {
            if (measured) skipped += 1;
          } else {
            busy = true;
            inFlight += 1;
            maxInFlight = Math.max(maxInFlight, inFlight);
            const start = nowMs();
            get(agent, urls[poll], { Cookie: cookies[visitor], Accept: "application/json", "Accept-Encoding": "gzip, deflate, br" })
              .then(({ status }) => {
                statusCounts[status] = (statusCounts[status] ?? 0) + 1;
                if (status === 200) samples.push({ poll, at: start - t0, ms: nowMs() - start, measured });
                else failures.push({ poll, measured, message: `HTTP ${status}` });
              })
              .catch((error: unknown) => failures.push({ poll, measured, message: error instanceof Error ? error.message : String(error) }))
              .finally(() => {
                busy = false;
                inFlight -= 1;
              });
          }
          due += period;
          if (due >= measureUntil) {
            // Let the last request finish before this poll counts as done.
            const wait = () => (busy ? setTimeout(wait, 5) : done());
            wait();
            return;
          }
          setTimeout(tick, Math.max(0, due - nowMs()));
        };
        setTimeout(tick, Math.max(0, due - nowMs()));
      });
    for (let v = 0; v < visitors; v++) for (let p = 0; p < POLLS.length; p++) pending.push(runPoll(v, p));
    await Promise.all(pending);
    clearTimeout(cpuMark);
    clearTimeout(cpuEnd);
    cpuAfter ??= cpuSeconds(pid);
    const rssAfter = rssBytes(pid);
    agent.destroy();
    await delay(100);
    // BENCH_POLL_TRACE=<file>: every sample as JSON lines, for looking at latency over time.
    if (process.env.BENCH_POLL_TRACE) {
      writeFileSync(process.env.BENCH_POLL_TRACE, samples.map((x) => JSON.stringify({ ...x, path: POLLS[x.poll].path })).join("\n") + "\n");
      ctx.log(`wrote ${fmt.int(samples.length)} samples to ${process.env.BENCH_POLL_TRACE}`);
    }

    // 4. Results (only requests due inside the measured window).
    const measured = samples.filter((s) => s.measured);
    const measuredFailures = failures.filter((f) => f.measured);
    const rampFailures = failures.length - measuredFailures.length;
    const all = summarize(measured.map((s) => s.ms));
    const perPoll = POLLS.map((p, i) => ({
      path: p.path,
      periodMs: p.periodMs,
      s: summarize(measured.filter((m) => m.poll === i).map((m) => m.ms)),
      errors: measuredFailures.filter((f) => f.poll === i).length,
    }));
    const total = measured.length + measuredFailures.length;
    const expectedPerSec = visitors * POLLS.reduce((sum, p) => sum + 1000 / p.periodMs, 0);
    const cpuMsPerRequest = cpuBefore !== undefined && cpuAfter !== undefined && total ? ((cpuAfter - cpuBefore) * 1000) / total : Number.NaN;
    const lag = summarize(lagMs);
    // p99 per 5 s slice of the window: a steady tail looks flat, stalls (GC, a slow query, a busy machine) stand out.
    const sliceMs = 5000;
    const slices = Array.from({ length: Math.ceil((measureSeconds * 1000) / sliceMs) }, (_, k) =>
      summarize(measured.filter((m) => m.at >= rampSeconds * 1000 + k * sliceMs && m.at < rampSeconds * 1000 + (k + 1) * sliceMs).map((m) => m.ms)),
    );
    const sliceText = slices.map((x) => fmtMs(x.p99)).join(" · ");
    const errorKinds = new Map<string, number>();
    for (const f of measuredFailures) errorKinds.set(f.message, (errorKinds.get(f.message) ?? 0) + 1);
    const errorText = errorKinds.size ? [...errorKinds].map(([m, n]) => `${fmt.int(n)}× ${m.slice(0, 100)}`).join("; ") : "0";

    ctx.log(
      `${fmt.int(total)} requests measured (${(total / measureSeconds).toFixed(0)}/s, offered ${expectedPerSec.toFixed(0)}/s): ` +
        `p50 ${fmtMs(all.p50)} ms, p99 ${fmtMs(all.p99)} ms, max ${fmtMs(all.max)} ms; errors ${errorText}; skipped ticks ${skipped}; ` +
        `server CPU ${fmtMs(cpuMsPerRequest)} ms/req; client timer lag p99 ${fmtMs(lag.p99)} ms; p99 per 5 s: ${sliceText}`,
    );

    const checks: Check[] = [
      {
        name: `p99 over all requests ≤ ${POLLING_TARGETS.p99Ms} ms`,
        pass: all.p99 <= POLLING_TARGETS.p99Ms,
        detail: `${fmtMs(all.p99)} ms (p50 ${fmtMs(all.p50)} ms)`,
        why:
          `p99 ${fmtMs(all.p99)} ms at ${(total / measureSeconds).toFixed(0)} req/s; the server spent ${fmtMs(cpuMsPerRequest)} ms of CPU per request, ` +
          `i.e. ${((cpuMsPerRequest * total) / measureSeconds / 1000).toFixed(2)} of the machine's ${ctx.machine.cores} cores` +
          (lag.p99 > 20 ? ` (the load generator's own timers ran up to ${fmtMs(lag.p99)} ms late at p99: the machine was saturated)` : ""),
      },
      {
        name: "0 errors (non-200, socket errors, 10 s timeouts)",
        pass: measuredFailures.length === 0 && rampFailures === 0,
        detail: `${fmt.int(measuredFailures.length)}${rampFailures ? ` (+ ${fmt.int(rampFailures)} during the ramp)` : ""}`,
        why: errorText,
      },
    ];
    for (const c of checks) if (c.pass) delete c.why;

    const table = markdownTable(
      ["endpoint", "every", "requests", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "errors"],
      [
        ...perPoll.map((p) => [
          `\`GET ${p.path}\``,
          `${p.periodMs / 1000} s`,
          fmt.int(p.s.count + p.errors),
          ((p.s.count + p.errors) / measureSeconds).toFixed(0),
          fmtMs(p.s.p50),
          fmtMs(p.s.p90),
          fmtMs(p.s.p99),
          fmtMs(p.s.max),
          fmt.int(p.errors),
        ]),
        ["**all**", "", fmt.int(total), (total / measureSeconds).toFixed(0), fmtMs(all.p50), fmtMs(all.p90), fmtMs(all.p99), fmtMs(all.max), fmt.int(measuredFailures.length)],
      ],
      ["l", "r", "r", "r", "r", "r", "r", "r", "r"],
    );
    const settingsNote = standard
      ? ""
      : `\n> **Non-standard settings** (${visitors} visitors, ${measureSeconds} s): the target is defined at ${POLLING_STANDARD.visitors} visitors, ${POLLING_STANDARD.measureSeconds} s. Re-run without BENCH_POLL_* before quoting these numbers.\n`;

    const markdown = `## ${polling.title}

What is measured: ${visitors} simulated visitors of \`/swarm\` polling the real server exactly as the
screen does (\`usePoll\` in app/components/swarm/swarm-screen.tsx): ${POLLS.map((p) => `\`${p.path}\` every ${p.periodMs / 1000} s`).join(", ")}
— ${expectedPerSec.toFixed(0)} requests/s offered. Each visitor carries its own signed visitor cookie
and browser-like \`Accept: application/json\` and \`Accept-Encoding: gzip, deflate, br\` headers; each
poll starts at a random phase of its period and then ticks like \`setInterval\` (a tick is skipped
while that poll's previous request is still in flight, as usePoll does). Visitors arrive evenly over a
${rampSeconds} s ramp (not counted), then ${measureSeconds} s are measured: every request due in that window, timed
from issue to the last body byte (so waiting for a free socket counts). Requests share one keep-alive
\`http.Agent\` of at most ${sockets} sockets in the harness's own process. Before the run (not measured): ${SEED_VISITORS * SEED_QUESTIONS_EACH}
chat questions over /ws (${SEED_VISITORS} visitors × ${SEED_QUESTIONS_EACH}, within the 10-a-minute visitor limit) so the
answers hold real safety records, glyph weights and archive events, plus one request per visitor for
its cookie (\`GET /swarm\`, the page these visitors are on). Data when the run began: ${dataNote}
(more when the chat scenario ran first in the same server). Rate limits: read tier at ${fmt.int(10_000_000)}/min (the env cap), as for every scenario.

Machine: ${describeMachine(ctx.machine)}.
${settingsNote}
${table}

Server CPU ${fmtMs(cpuMsPerRequest)} ms per request (user + system time of the server process over the
measured window, from /proc). Skipped ticks (previous request still in flight): ${fmt.int(skipped)}.
Most requests in flight at once: ${fmt.int(maxInFlight)} (including those waiting for one of the ${sockets} sockets).
p99 per 5 s slice of the window, ms: ${sliceText}. Load generator timer lag (how late a poll fired, a sign
of a saturated machine when high): p50 ${fmtMs(lag.p50)} ms, p99 ${fmtMs(lag.p99)} ms. Server RSS: ${rssBefore ? mib(rssBefore).toFixed(0) : "–"} MB at the start of the
window, ${rssAfter ? mib(rssAfter).toFixed(0) : "–"} MB at the end. Errors: ${errorText}${rampFailures ? `; ${fmt.int(rampFailures)} more during the ramp` : ""}.

### Targets

${checksMarkdown(checks)}
`;
    return { markdown, checks };
  },
};
