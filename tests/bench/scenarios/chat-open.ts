/**
 * Open-loop chat (issue 19): 2,000 connected WebSocket visitors, each asking at random times, on
 * average one question every 30 s (exponential gaps, ~67 questions/s offered), for 60 s. Closer to real
 * visitors than the closed loop of `chat`: the arrivals do not wait for the server, so the latencies
 * show what a visitor meets at that load. Measures the time to the first `swarm_thought` and to
 * `swarm_complete` from the moment each question was due (a question that falls due while its socket
 * is still waiting for the previous answer is sent after it, and its wait counts), errors, and whether
 * every socket is still open at the end.
 *
 * Quick local checks (flagged as non-standard in the report): BENCH_CHAT_OPEN_SOCKETS (2000),
 * BENCH_CHAT_OPEN_SECONDS (60), BENCH_CHAT_OPEN_EVERY_MS (30000).
 */
import { setTimeout as delay } from "node:timers/promises";
import { BenchChatClient, mapLimit, visitorCookie, type QuestionOutcome } from "../lib/chat-client";
import { envInt } from "../lib/load";
import { describeMachine } from "../lib/machine";
import { cpuSeconds } from "../lib/processes";
import { mib, realNodePid, rssBytes } from "../lib/proc";
import { questionPlan, seededRandom } from "../lib/questions";
import { checksMarkdown, fmt, markdownTable } from "../lib/report";
import { fmtMs, nowMs, summarize } from "../lib/stats";
import type { Check, Scenario } from "../lib/types";

export const CHAT_OPEN_STANDARD = { sockets: 2000, seconds: 60, everyMs: 30_000, connectSpreadMs: 10_000 };
export const CHAT_OPEN_TARGETS = { firstThoughtP99Ms: 100, completeP99Ms: 300 };
const QUESTION_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 15_000;
/** The visitor limit is 10 questions a minute: a socket never asks more than this many in the run's minute. */
const MAX_QUESTIONS_PER_SOCKET = 9;

interface Timed {
  /** From when the question was due (not when it could be sent) to the first thought and to complete. */
  firstMs: number;
  completeMs: number;
  /** How long it waited for its socket's previous question. */
  heldMs: number;
  /** When it was due, from the start of the run. */
  dueAt: number;
}

export const chatOpen: Scenario = {
  name: "chat-open",
  title: "Trinity chat, open loop: 2,000 sockets, a question every 30 s each",
  needsApp: true,
  async run(ctx) {
    const app = ctx.app!;
    const settings = {
      sockets: envInt("BENCH_CHAT_OPEN_SOCKETS", CHAT_OPEN_STANDARD.sockets, 1),
      seconds: envInt("BENCH_CHAT_OPEN_SECONDS", CHAT_OPEN_STANDARD.seconds, 1),
      everyMs: envInt("BENCH_CHAT_OPEN_EVERY_MS", CHAT_OPEN_STANDARD.everyMs, 100),
      connectSpreadMs: CHAT_OPEN_STANDARD.connectSpreadMs,
    };
    const standard = settings.sockets === CHAT_OPEN_STANDARD.sockets && settings.seconds === CHAT_OPEN_STANDARD.seconds && settings.everyMs === CHAT_OPEN_STANDARD.everyMs;
    const node = realNodePid(app.process.pid);
    if (!node) throw new Error(`could not find the app's node process under pid ${app.process.pid}`);
    const pid = node.pid;

    // 1. One signed visitor per socket (GET /), then every socket connects, spread over 10 s. Not measured.
    ctx.log(`getting ${settings.sockets} visitor cookies (GET /)`);
    const cookies = await mapLimit(Array.from({ length: settings.sockets }), 8, () => visitorCookie(app.baseUrl, "/"));
    ctx.log(`${settings.sockets} sockets connecting over ${settings.connectSpreadMs / 1000} s`);
    const gap = settings.connectSpreadMs / settings.sockets;
    const connectFailures: string[] = [];
    const clients = (
      await Promise.all(
        cookies.map(async (cookie, i) => {
          await delay(i * gap);
          try {
            return await BenchChatClient.open(app.baseUrl, cookie, CONNECT_TIMEOUT_MS);
          } catch (error) {
            connectFailures.push(error instanceof Error ? error.message : String(error));
            return null;
          }
        }),
      )
    ).filter((c): c is BenchChatClient => c !== null);
    await delay(1000);

    // 2. The run: each socket's questions fall due at exponential gaps (mean everyMs) from the start.
    const random = seededRandom(20261126);
    const plan = questionPlan(settings.sockets, MAX_QUESTIONS_PER_SOCKET);
    const runMs = settings.seconds * 1000;
    const schedules = clients.map(() => {
      const due: number[] = [];
      for (let t = -Math.log(1 - random()) * settings.everyMs; t < runMs && due.length < MAX_QUESTIONS_PER_SOCKET; t += -Math.log(1 - random()) * settings.everyMs) due.push(t);
      return due;
    });
    const offered = schedules.reduce((n, s) => n + s.length, 0);
    ctx.log(`run: ${fmt.int(offered)} questions due over ${settings.seconds} s (${(offered / settings.seconds).toFixed(1)}/s offered)`);
    const timed: Timed[] = [];
    const failures: Extract<QuestionOutcome, { ok: false }>[] = [];
    const cpuBefore = cpuSeconds(pid);
    const rssBefore = rssBytes(pid);
    const started = nowMs();
    await Promise.all(
      clients.map(async (client, i) => {
        for (const [q, dueAt] of schedules[i].entries()) {
          const wait = started + dueAt - nowMs();
          if (wait > 0) await delay(wait);
          const heldMs = Math.max(0, -wait);
          const r = await client.ask(plan[i][q], QUESTION_TIMEOUT_MS);
          if (r.ok) timed.push({ firstMs: heldMs + r.firstThoughtMs, completeMs: heldMs + r.completeMs, heldMs, dueAt });
          else failures.push(r);
        }
      }),
    );
    const wallMs = nowMs() - started;
    const cpuAfter = cpuSeconds(pid);
    const rssAfter = rssBytes(pid);
    const open = clients.filter((c) => c.isOpen).length;
    const idleErrors = clients.flatMap((c) => c.idleSocketErrors);
    for (const c of clients) c.close();
    await delay(1000);

    // 3. Results.
    const first = summarize(timed.map((t) => t.firstMs));
    const complete = summarize(timed.map((t) => t.completeMs));
    const held = timed.filter((t) => t.heldMs > 0).length;
    // When the slow answers happen: the slowest swarm_complete of each 5 s of the run.
    const buckets = new Map<number, number>();
    for (const t of timed) buckets.set(Math.floor(t.dueAt / 5000), Math.max(buckets.get(Math.floor(t.dueAt / 5000)) ?? 0, t.completeMs));
    const slowest = [...buckets].sort(([a], [b]) => a - b).map(([b, ms]) => `${b * 5}s ${fmtMs(ms)}`).join(" · ");
    ctx.log(`slowest swarm_complete per 5 s: ${slowest}`);
    const errors = failures.length + connectFailures.length + idleErrors.length;
    const cpuMsPerQuestion = cpuBefore !== undefined && cpuAfter !== undefined && timed.length ? ((cpuAfter - cpuBefore) * 1000) / timed.length : Number.NaN;
    const busy = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / (wallMs / 1000) : Number.NaN;
    const errorText = errors
      ? [
          failures.length ? `${fmt.int(failures.length)} questions failed (e.g. “${failures[0].message.slice(0, 120)}”)` : "",
          connectFailures.length ? `${fmt.int(connectFailures.length)} sockets did not connect (e.g. “${connectFailures[0].slice(0, 120)}”)` : "",
          idleErrors.length ? `${fmt.int(idleErrors.length)} socket errors between questions (e.g. “${idleErrors[0].slice(0, 120)}”)` : "",
        ]
          .filter(Boolean)
          .join("; ")
      : "0";
    ctx.log(
      `${fmt.int(timed.length)}/${fmt.int(offered)} answered; first thought p50 ${fmtMs(first.p50)} / p99 ${fmtMs(first.p99)} ms; complete p50 ${fmtMs(complete.p50)} / p99 ${fmtMs(complete.p99)} ms; ` +
        `${fmtMs(cpuMsPerQuestion)} ms of server CPU per question (${busy.toFixed(2)} of a core); errors ${errorText}; ${open}/${clients.length} sockets open at the end`,
    );

    const why = `${fmt.int(offered)} questions at ${(offered / settings.seconds).toFixed(0)}/s offered; the server used ${busy.toFixed(2)} of a core at ${fmtMs(cpuMsPerQuestion)} ms per question`;
    const checks: Check[] = [
      {
        name: `p99 time to first \`swarm_thought\` ≤ ${CHAT_OPEN_TARGETS.firstThoughtP99Ms} ms`,
        pass: timed.length > 0 && first.p99 <= CHAT_OPEN_TARGETS.firstThoughtP99Ms,
        detail: `${fmtMs(first.p99)} ms (p50 ${fmtMs(first.p50)} ms)`,
        why,
      },
      {
        name: `p99 time to \`swarm_complete\` ≤ ${CHAT_OPEN_TARGETS.completeP99Ms} ms`,
        pass: timed.length > 0 && complete.p99 <= CHAT_OPEN_TARGETS.completeP99Ms,
        detail: `${fmtMs(complete.p99)} ms (p50 ${fmtMs(complete.p50)} ms)`,
        why,
      },
      { name: "0 errors (failed questions, refused connections, socket errors)", pass: errors === 0 && timed.length === offered, detail: `${fmt.int(errors)}`, why: errorText },
      {
        name: "every socket still open at the end",
        pass: open === settings.sockets,
        detail: `${fmt.int(open)} of ${fmt.int(settings.sockets)}`,
        why: `${fmt.int(settings.sockets - open)} sockets were closed or never opened`,
      },
    ];
    for (const c of checks) if (c.pass) delete c.why;

    const row = (label: string, s: ReturnType<typeof summarize>) => [label, fmt.int(s.count), fmtMs(s.p50), fmtMs(s.p90), fmtMs(s.p99), fmtMs(s.max)];
    const table = markdownTable(
      ["per question, from when it was due", "n", "p50 ms", "p90 ms", "p99 ms", "max ms"],
      [row("time to first `swarm_thought`", first), row("time to `swarm_complete`", complete)],
      ["l", "r", "r", "r", "r", "r"],
    );
    const settingsNote = standard
      ? ""
      : `\n> **Non-standard settings** (${settings.sockets} sockets, ${settings.seconds} s, a question every ${settings.everyMs} ms each): the targets are defined at ${CHAT_OPEN_STANDARD.sockets} sockets, ${CHAT_OPEN_STANDARD.seconds} s, ${CHAT_OPEN_STANDARD.everyMs / 1000} s. Re-run without BENCH_CHAT_OPEN_* before quoting these numbers.\n`;
    const markdown = `## ${chatOpen.title}

What is measured: ${fmt.int(settings.sockets)} WebSocket visitors (each with its own signed cookie from
\`GET /\`) connect over ${settings.connectSpreadMs / 1000} s and stay connected; then, for ${settings.seconds} s, each asks questions
at random times, exponential gaps averaging ${settings.everyMs / 1000} s (a seeded schedule, at most
${MAX_QUESTIONS_PER_SOCKET} per socket, under the visitor limit of 10 a minute), the built-in composer answering.
The arrivals do not wait for the server (open loop); a question due while its socket still waits for
the previous answer is sent right after it, and that wait counts in its times, which run from when the
question was due to the first \`swarm_thought\` and to \`swarm_complete\`.

Machine: ${describeMachine(ctx.machine)}.
${settingsNote}
${table}

${fmt.int(timed.length)} of ${fmt.int(offered)} questions answered over ${(wallMs / 1000).toFixed(1)} s (${(offered / settings.seconds).toFixed(1)} questions/s
offered; ${fmt.int(held)} waited for their socket's previous answer). Server CPU ${fmtMs(cpuMsPerQuestion)} ms per question,
${busy.toFixed(2)} of a core over the run (user + system, /proc). RSS ${rssBefore ? mib(rssBefore).toFixed(0) : "?"} → ${rssAfter ? mib(rssAfter).toFixed(0) : "?"} MB.
Sockets open at the end: ${fmt.int(open)} of ${fmt.int(settings.sockets)}. Errors: ${errorText}.
The slowest \`swarm_complete\` of each 5 s of the run (ms): ${slowest}.

### Targets

${checksMarkdown(checks)}
`;
    return { markdown, checks };
  },
};
