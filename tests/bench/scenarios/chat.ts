/**
 * Chat scenario: 200 concurrent WebSocket visitors on /ws, each with its own signed visitor cookie,
 * each asking 5 different questions in sequence to the built-in composer. Measures time to the first
 * swarm_thought and to swarm_complete per question, errors, and the server's RSS growth.
 *
 * Quick local checks (flagged as non-standard in the report): BENCH_CHAT_CLIENTS, BENCH_CHAT_QUESTIONS,
 * BENCH_CHAT_THINK_MS (pause between a swarm_complete and the visitor's next question; default 0).
 */
import { setTimeout as delay } from "node:timers/promises";
import { BenchChatClient, mapLimit, visitorCookie, type QuestionOutcome } from "../lib/chat-client";
import { describeMachine } from "../lib/machine";
import { cpuSeconds } from "../lib/processes";
import { mib, procStatusBytes, realNodePid, rssBytes, rssSampler } from "../lib/proc";
import { questionPlan } from "../lib/questions";
import { checksMarkdown, fmt, markdownTable } from "../lib/report";
import { fmtMs, nowMs, summarize } from "../lib/stats";
import type { Check, Scenario } from "../lib/types";
import { envInt } from "../lib/load";

export const CHAT_STANDARD = { clients: 200, questionsPerClient: 5, connectSpreadMs: 2000, thinkMs: 0 };
export const CHAT_TARGETS = { firstThoughtP99Ms: 150, completeP99Ms: 750, rssGrowthMB: 150 };
const QUESTION_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;
const WARMUP_QUESTIONS = 3;
/** Asked by the warm-up visitor alone after its warm-up (3 + 5 stays within the 10-a-minute visitor limit). */
const SOLO_QUESTIONS = 5;

type Failure = Extract<QuestionOutcome, { ok: false }> | { ok: false; kind: "connect"; message: string };

export const chat: Scenario = {
  name: "chat",
  title: "Trinity chat over WebSocket: 200 visitors × 5 questions",
  needsApp: true,
  async run(ctx) {
    const app = ctx.app!;
    const settings = {
      clients: envInt("BENCH_CHAT_CLIENTS", CHAT_STANDARD.clients, 0),
      questionsPerClient: envInt("BENCH_CHAT_QUESTIONS", CHAT_STANDARD.questionsPerClient, 0),
      connectSpreadMs: CHAT_STANDARD.connectSpreadMs,
      thinkMs: envInt("BENCH_CHAT_THINK_MS", CHAT_STANDARD.thinkMs, 0),
    };
    const standard =
      settings.clients === CHAT_STANDARD.clients && settings.questionsPerClient === CHAT_STANDARD.questionsPerClient && settings.thinkMs === CHAT_STANDARD.thinkMs;

    const node = realNodePid(app.process.pid);
    if (!node) throw new Error(`could not find the app's node process under pid ${app.process.pid} (/proc unreadable?)`);
    const pid = node.pid;
    ctx.log(`server node process: pid ${pid} (${node.argv.slice(0, 4).join(" ")} …)`);

    // 1. One signed visitor per client (GET / sets tm_visitor), plus one for the warm-up. Not measured.
    ctx.log(`getting ${settings.clients + 1} visitor cookies (GET /)`);
    const cookies = await mapLimit(Array.from({ length: settings.clients + 1 }), 8, () => visitorCookie(app.baseUrl, "/"));
    if (new Set(cookies).size !== cookies.length) throw new Error("GET / handed out the same visitor cookie twice");
    const warmupCookie = cookies.pop()!;

    // 2. Warm-up: a few questions from a separate visitor, so lazy module loading and JIT are not counted;
    //    then that visitor asks a few more alone, for the unloaded latency (context for the loaded numbers).
    const plan = questionPlan(settings.clients + 1, Math.max(settings.questionsPerClient, WARMUP_QUESTIONS + SOLO_QUESTIONS));
    const warm = await BenchChatClient.open(app.baseUrl, warmupCookie, CONNECT_TIMEOUT_MS);
    const solo: Extract<QuestionOutcome, { ok: true }>[] = [];
    for (const [i, q] of plan[settings.clients].slice(0, WARMUP_QUESTIONS + SOLO_QUESTIONS).entries()) {
      const r = await warm.ask(q, QUESTION_TIMEOUT_MS);
      if (!r.ok) throw new Error(`warm-up question failed: ${r.message}`);
      if (i >= WARMUP_QUESTIONS) solo.push(r);
    }
    warm.close();
    const soloFirst = summarize(solo.map((r) => r.firstThoughtMs));
    const soloComplete = summarize(solo.map((r) => r.completeMs));
    ctx.log(`one visitor alone: first thought p50 ${fmtMs(soloFirst.p50)} ms, complete p50 ${fmtMs(soloComplete.p50)} ms`);
    await delay(500);

    // 3. The run: clients connect evenly over ~2 s, each asks its questions back to back.
    const rssBefore = rssBytes(pid);
    const cpuBefore = cpuSeconds(pid);
    const sampler = rssSampler(pid);
    const connectMs: number[] = [];
    const outcomes: (QuestionOutcome | Failure)[] = [];
    const clients: BenchChatClient[] = [];
    let deltas = 0;
    let thoughts = 0;
    let recalled = 0;
    const gap = settings.connectSpreadMs / Math.max(1, settings.clients);
    ctx.log(
      `${settings.clients} clients connecting over ${settings.connectSpreadMs / 1000} s, ${settings.questionsPerClient} questions each` +
        (settings.thinkMs ? `, ${settings.thinkMs} ms think time` : ", back to back"),
    );
    const started = nowMs();
    let lastComplete = started;

    await Promise.all(
      Array.from({ length: settings.clients }, async (_, i) => {
        await delay(i * gap);
        const t0 = nowMs();
        let client: BenchChatClient;
        try {
          client = await BenchChatClient.open(app.baseUrl, cookies[i], CONNECT_TIMEOUT_MS);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          for (let q = 0; q < settings.questionsPerClient; q++) outcomes.push({ ok: false, kind: "connect", message: `connect failed: ${message}` });
          return;
        }
        connectMs.push(nowMs() - t0);
        clients.push(client);
        for (const [q, question] of plan[i].slice(0, settings.questionsPerClient).entries()) {
          if (q > 0 && settings.thinkMs) await delay(settings.thinkMs);
          const r = await client.ask(question, QUESTION_TIMEOUT_MS);
          outcomes.push(r);
          if (r.ok) {
            deltas += r.deltas;
            thoughts += r.thoughts;
            recalled += r.memoriesRecalled;
            lastComplete = nowMs();
          }
        }
      }),
    );
    const wallMs = lastComplete - started;
    const cpuAfter = cpuSeconds(pid);
    const rssAfter = rssBytes(pid);
    const rssPeak = sampler.stop();
    const idleSocketErrors = clients.flatMap((c) => c.idleSocketErrors);
    for (const c of clients) c.close();
    await delay(2000);
    const rssAfterClose = rssBytes(pid);
    const hwm = procStatusBytes(pid, "VmHWM");

    // 4. Results.
    const ok = outcomes.filter((o): o is Extract<QuestionOutcome, { ok: true }> => o.ok);
    const failures = outcomes.filter((o): o is Failure => !o.ok);
    const first = summarize(ok.map((o) => o.firstThoughtMs));
    const complete = summarize(ok.map((o) => o.completeMs));
    const connect = summarize(connectMs);
    const expected = settings.clients * settings.questionsPerClient;
    const errorCount = failures.length + Math.max(0, expected - outcomes.length) + idleSocketErrors.length;
    const byKind = new Map<string, { n: number; example: string }>();
    for (const f of [...failures, ...idleSocketErrors.map((message) => ({ kind: "socket (between questions)", message }))]) {
      const e = byKind.get(f.kind) ?? { n: 0, example: f.message };
      e.n += 1;
      byKind.set(f.kind, e);
    }
    const errorText = byKind.size
      ? [...byKind].map(([kind, e]) => `${fmt.int(e.n)} ${kind} (e.g. “${e.example.slice(0, 120)}”)`).join("; ")
      : "0";
    const growthMB = rssBefore !== undefined && rssAfter !== undefined ? mib(rssAfter - rssBefore) : Number.NaN;
    const cpuMsPerQuestion = cpuBefore !== undefined && cpuAfter !== undefined && ok.length ? ((cpuAfter - cpuBefore) * 1000) / ok.length : Number.NaN;
    const questionsPerSec = ok.length / (wallMs / 1000);

    ctx.log(
      `${fmt.int(ok.length)}/${fmt.int(expected)} answered in ${(wallMs / 1000).toFixed(1)} s (${questionsPerSec.toFixed(1)}/s); first thought p50 ${fmtMs(first.p50)} / p99 ${fmtMs(first.p99)} ms; ` +
        `complete p50 ${fmtMs(complete.p50)} / p99 ${fmtMs(complete.p99)} ms; errors ${errorText}; RSS ${rssBefore ? mib(rssBefore).toFixed(0) : "?"} → ${rssAfter ? mib(rssAfter).toFixed(0) : "?"} MB`,
    );

    const checks: Check[] = [
      {
        name: "0 errors (swarm_error, socket error/close, 30 s timeout, refused connection)",
        pass: errorCount === 0 && outcomes.length === expected,
        detail: `${fmt.int(errorCount)} (${fmt.int(expected)} questions)`,
        why: errorText,
      },
      {
        name: `p99 time to first \`swarm_thought\` ≤ ${CHAT_TARGETS.firstThoughtP99Ms} ms`,
        pass: first.p99 <= CHAT_TARGETS.firstThoughtP99Ms,
        detail: `${fmtMs(first.p99)} ms (p50 ${fmtMs(first.p50)} ms)`,
        why:
          `p99 ${fmtMs(first.p99)} ms with up to ${settings.clients} questions in flight: the server answered ${questionsPerSec.toFixed(0)} questions/s at ` +
          `${fmtMs(cpuMsPerQuestion)} ms of its CPU each, so with every visitor waiting a question spends about ${settings.clients} ÷ ${questionsPerSec.toFixed(0)}/s = ` +
          `${fmtMs((settings.clients / questionsPerSec) * 1000)} ms in the server (Little's law), mostly queued behind the others; ` +
          `${settings.clients} visitors asking back to back need ≥ ${fmt.int(settings.clients / (CHAT_TARGETS.completeP99Ms / 1000))} questions/s (${settings.clients} ÷ ${CHAT_TARGETS.completeP99Ms / 1000} s) before any p99 target can hold`,
      },
      {
        name: `p99 time to \`swarm_complete\` ≤ ${CHAT_TARGETS.completeP99Ms} ms`,
        pass: complete.p99 <= CHAT_TARGETS.completeP99Ms,
        detail: `${fmtMs(complete.p99)} ms (p50 ${fmtMs(complete.p50)} ms)`,
        why: `p99 ${fmtMs(complete.p99)} ms; the server answered ${questionsPerSec.toFixed(0)} questions/s using ${fmtMs(cpuMsPerQuestion)} ms of its CPU per question`,
      },
      {
        name: `server RSS growth ≤ ${CHAT_TARGETS.rssGrowthMB} MB`,
        pass: Number.isFinite(growthMB) && growthMB <= CHAT_TARGETS.rssGrowthMB,
        detail: Number.isFinite(growthMB) ? `${growthMB >= 0 ? "+" : ""}${growthMB.toFixed(1)} MB` : "not measured",
        why: Number.isFinite(growthMB) ? `RSS grew ${growthMB.toFixed(1)} MB` : `/proc/${pid}/status was not readable`,
      },
      {
        name: "answers came from the built-in composer (no `swarm_thought_delta`, LLM_BASE_URL unset)",
        pass: deltas === 0,
        detail: deltas === 0 ? "yes" : `${fmt.int(deltas)} deltas`,
        why: "streamed deltas mean an external LLM answered: unset LLM_BASE_URL",
      },
    ];
    for (const c of checks) if (c.pass) delete c.why;

    const row = (label: string, s: ReturnType<typeof summarize>) => [label, fmt.int(s.count), fmtMs(s.p50), fmtMs(s.p90), fmtMs(s.p99), fmtMs(s.max)];
    const table = markdownTable(
      ["per question / connection", "n", "p50 ms", "p90 ms", "p99 ms", "max ms"],
      [
        row("WebSocket upgrade (connect)", connect),
        row("time to first `swarm_thought`", first),
        row("time to `swarm_complete`", complete),
        row("*unloaded: one visitor alone, first `swarm_thought`*", soloFirst),
        row("*unloaded: one visitor alone, `swarm_complete`*", soloComplete),
      ],
      ["l", "r", "r", "r", "r", "r"],
    );
    const memTable = markdownTable(
      ["server RSS (VmRSS of the node process)", "MB"],
      [
        ["before (after the warm-up, no clients)", rssBefore ? mib(rssBefore).toFixed(1) : "–"],
        ["peak during the run (sampled every 100 ms)", rssPeak ? mib(rssPeak).toFixed(1) : "–"],
        ["after the last `swarm_complete` (sockets open)", rssAfter ? mib(rssAfter).toFixed(1) : "–"],
        ["2 s after the sockets closed", rssAfterClose ? mib(rssAfterClose).toFixed(1) : "–"],
        ["VmHWM (lifetime peak, includes start-up and earlier scenarios)", hwm ? mib(hwm).toFixed(1) : "–"],
      ],
      ["l", "r"],
    );
    const settingsNote = standard
      ? ""
      : `\n> **Non-standard settings** (${settings.clients} clients × ${settings.questionsPerClient} questions, ${settings.thinkMs} ms think time): the targets are defined at ${CHAT_STANDARD.clients} × ${CHAT_STANDARD.questionsPerClient}, back to back. Re-run without BENCH_CHAT_* before quoting these numbers.\n`;

    const markdown = `## ${chat.title}

What is measured: ${settings.clients} WebSocket clients (the \`ws\` package, in the harness's own
process) on \`/ws\` of the real server, the built-in composer answering (LLM_BASE_URL unset;
CHAT_QUESTIONS_PER_MIN at its default 10 per visitor). Each client is its own visitor: it first GETs \`/\`
for a signed \`tm_visitor\` cookie and sends it on the upgrade. Clients connect evenly over
${settings.connectSpreadMs / 1000} s, then each asks ${settings.questionsPerClient} different questions in sequence
(\`swarm_thinking\`, conversation \`trinity-demo\`, protocol \`utilitarian\`), the next one as soon as
\`swarm_complete\` arrives${settings.thinkMs ? ` plus ${settings.thinkMs} ms` : ""}; so up to ${settings.clients} deliberations are in flight at once. Questions
are built from 50 topics × 12 question shapes × 10 askers (tests/bench/lib/questions.ts), so
Alexandria's recall finds related memories (mean ${ok.length ? (recalled / ok.length).toFixed(1) : "–"} recalled per answer).
Times run from just before the frame is sent to the arrival of the first \`swarm_thought\` and of
\`swarm_complete\`. An error is a \`swarm_error\`, a socket error or close, a refused upgrade, or no
\`swarm_complete\` within ${QUESTION_TIMEOUT_MS / 1000} s. Before the run (not in the targets): ${WARMUP_QUESTIONS} warm-up questions from
another visitor, then ${SOLO_QUESTIONS} more from that visitor alone (the *unloaded* rows: what one question costs without
queueing). RSS is VmRSS from /proc/${"<pid>"}/status of the server's node process.

Machine: ${describeMachine(ctx.machine)}.
${settingsNote}
${table}

${fmt.int(ok.length)} of ${fmt.int(expected)} questions answered in ${(wallMs / 1000).toFixed(1)} s
(${questionsPerSec.toFixed(1)} questions/s, ${ok.length ? (thoughts / ok.length).toFixed(1) : "–"} thoughts each); server CPU
${fmtMs(cpuMsPerQuestion)} ms per question (user + system time of the server process over the run, from /proc).
Errors: ${errorText}.

${memTable}

### Targets

${checksMarkdown(checks)}
`;
    return { markdown, checks };
  },
};
