/**
 * Recall scenario: the Alexandria Archive full (1,000 memories), then ranked recall measured two ways:
 * the domain call (`recallArchiveJson`, what `/api/alexandria/recall` and `/api/alexandria/source/{sourceType}`
 * run; the /alexandria screen runs the same query as parsed rows) one call at a time, and the HTTP endpoints under modest concurrency
 * (a few keep-alive clients), which adds the Express + Remix request path.
 *
 * Target: the domain call's recall p99 ≤ 10 ms with 1,000 memories in the archive. The HTTP figures
 * are reported beside it.
 *
 * The archive is filled through the domain's own insert (`insertMemory`, the chat's write path, with
 * capacity eviction) with memories shaped like the chat's: a pattern and tags from the real question
 * analysis of varied questions (tests/bench/lib/questions.ts), a message made of the question and a few
 * sentences of the project's docs. Quick local checks: BENCH_RECALL_CLIENTS, BENCH_RECALL_SECONDS.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { archiveCounts, insertMemory, markRecallSessions, RECALL_SESSION_OPTIONS, recallArchiveJson, recallMemories, recallPlan } from "../../../app/domain/alexandria.server";
import { analyzeQuestion } from "../../../app/domain/trinity/analysis.server";
import { ARCHIVE_CAPACITY, type MemorySourceType } from "../../../app/lib/alexandria";
import type { Database } from "../../../db/types";
import { allowPreparedStatements } from "../../../db/prepared";
import { ROOT } from "../lib/app";
import { describeMachine } from "../lib/machine";
import { cpuSeconds } from "../lib/processes";
import { realNodePid } from "../lib/proc";
import { questionPlan, seededRandom } from "../lib/questions";
import { checksMarkdown, fmt, markdownTable } from "../lib/report";
import { fmtMs, nowMs, summarize } from "../lib/stats";
import type { Check, Scenario } from "../lib/types";
import { envInt } from "../lib/load";

export const RECALL_STANDARD = { clients: 2, warmupSeconds: 2, measureSeconds: 10, domainCalls: 1000, rotation: 125 };
export const RECALL_TARGETS = { p99Ms: 10 };
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * What visitors type: topic words and phrases, near-miss spellings, words of the seeded memories,
 * a glyph, a long question and a term nothing matches. Every fourth request is filtered by source.
 */
export const RECALL_TERMS = [
  "community gardens",
  "drought",
  "water conservation",
  "broadband",
  "library funding",
  "burnout",
  "heat islands",
  "composting apartment",
  "recycling",
  "bicycle lanes",
  "data privacy",
  "hospital microgrids",
  "pollinators",
  "flood insurance",
  "tenant unions",
  "loneliness older adults",
  "volunteer fire departments",
  "retirement savings",
  "cybersecurity family business",
  "solar panels schools",
  "droght",
  "brodband",
  "recyclng",
  "pollinaters",
  "neighbourhod mesh",
  "lantern",
  "lanturn",
  "dread valley",
  "trust promise",
  "∞",
  "how should a small town council start with affordable housing",
  "ethical trade-offs",
  "resilient long-term approach",
  "qzxvkjw",
];
const SOURCES: MemorySourceType[] = ["trinity_mesh", "safety_protocol", "mind_palace"];

/** Sentences of the project's own prose, to give memories realistic messages. */
function corpusSentences(): string[] {
  const files = ["README.md", "docs/ARCHITECTURE.md", "app/content/docs/operator-guide.md", "app/content/docs/deployment-guide.md"];
  const text = files
    .map((f) => {
      try {
        return readFileSync(path.join(ROOT, f), "utf8");
      } catch {
        return "";
      }
    })
    .join("\n")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[#*`|>[\]()_]+/g, " ")
    .replace(/\s+/g, " ");
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.length > 40 && s.length < 300);
  if (sentences.length < 20) throw new Error("too little prose in the docs to build memory messages");
  return sentences;
}

/** Writes `count` chat-shaped memories through insertMemory (capacity eviction included). */
async function fillArchive(db: Kysely<Database>, count: number, seed: number, log: (m: string) => void): Promise<number> {
  const sentences = corpusSentences();
  const rand = seededRandom(seed);
  const questions = questionPlan(Math.ceil(count / 10), 10, seed).flat().slice(0, count);
  const started = nowMs();
  for (let i = 0; i < questions.length; i++) {
    const question = questions[i];
    const analysis = analyzeQuestion(question);
    const synthesis = Array.from({ length: 3 }, () => sentences[Math.floor(rand() * sentences.length)]).join(" ");
    const r = rand();
    await insertMemory(db, {
      pattern: analysis.keyTerms.length ? analysis.keyTerms.slice(0, 3).join(" · ") : question.slice(0, 60),
      message: `${question} — ${synthesis}`.slice(0, 1500),
      sourceType: r < 0.7 ? "trinity_mesh" : r < 0.85 ? "safety_protocol" : "mind_palace",
      glyphSequence: analysis.glyphs.slice(0, 8),
      intensity: Math.round((0.15 + rand() * 0.85) * 1000) / 1000,
      resonanceTags: analysis.keyTerms.slice(0, 5),
    });
    if ((i + 1) % 250 === 0) log(`  ${i + 1} memories inserted`);
  }
  return nowMs() - started;
}

function requestPath(i: number): { path: string; filtered: boolean } {
  const term = encodeURIComponent(RECALL_TERMS[i % RECALL_TERMS.length]);
  if (i % 4 === 3) return { path: `/api/alexandria/source/${SOURCES[i % SOURCES.length]}?pattern=${term}&limit=100`, filtered: true };
  return { path: `/api/alexandria/recall?pattern=${term}&limit=100`, filtered: false };
}

function get(agent: http.Agent, url: URL): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: "GET", headers: { Accept: "application/json" }, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on("error", reject);
    req.end();
  });
}

interface Sample {
  ms: number;
  filtered: boolean;
  results: number;
}

/** `clients` closed-loop clients for `seconds`: each sends its next request as soon as the last one answered. */
async function httpLoad(baseUrl: string, clients: number, seconds: number, offset: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const samples: Sample[] = [];
  const failures: string[] = [];
  const until = nowMs() + seconds * 1000;
  let next = offset;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (nowMs() < until) {
        const { path: p, filtered } = requestPath(next++);
        const start = nowMs();
        try {
          const res = await get(agent, new URL(p, baseUrl));
          const ms = nowMs() - start;
          if (res.status !== 200) failures.push(`HTTP ${res.status}`);
          else samples.push({ ms, filtered, results: (JSON.parse(res.body) as unknown[]).length });
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  agent.destroy();
  return { samples, failures };
}

export const recall: Scenario = {
  name: "recall",
  title: "Alexandria recall: 1,000 memories, ranked search",
  needsApp: true,
  async run(ctx) {
    const app = ctx.app!;
    const clients = envInt("BENCH_RECALL_CLIENTS", RECALL_STANDARD.clients);
    const measureSeconds = envInt("BENCH_RECALL_SECONDS", RECALL_STANDARD.measureSeconds);
    const { warmupSeconds, domainCalls, rotation } = RECALL_STANDARD;
    const standard = clients === RECALL_STANDARD.clients && measureSeconds === RECALL_STANDARD.measureSeconds;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: app.databaseUrl, max: 2 }) }) });
    // What the web process recalls through: a pool whose sessions carry the index-only plan settings.
    const recallPool = new pg.Pool({ connectionString: app.databaseUrl, max: 2, options: RECALL_SESSION_OPTIONS });
    const recallDb = markRecallSessions(allowPreparedStatements(new Kysely<Database>({ dialect: new PostgresDialect({ pool: recallPool }) }), recallPool));
    try {
      // 1. A full archive: the seeded founding memories plus 1,000 chat-shaped ones (the oldest faint
      //    ones are evicted on the way, as in production), vacuumed as autovacuum would after such a
      //    burst; then the archive keeps rotating: `rotation` more memories (each evicting one) leave
      //    entries in the GIN indexes' pending lists, as between two autovacuum runs at capacity.
      ctx.log(`filling the archive: ${ARCHIVE_CAPACITY} memories through insertMemory`);
      const fillMs = await fillArchive(db, ARCHIVE_CAPACITY, 77, ctx.log);
      await sql`vacuum analyze alexandria_memories`.execute(db);
      ctx.log(`rotating: ${rotation} more memories (each evicts one), not vacuumed`);
      await fillArchive(db, rotation, 78, ctx.log);
      await sql`analyze alexandria_memories`.execute(db);
      const counts = await archiveCounts(db);
      if (counts.total !== ARCHIVE_CAPACITY) throw new Error(`the archive holds ${counts.total} memories, expected ${ARCHIVE_CAPACITY}`);
      ctx.log(`archive full: ${fmt.int(counts.total)} memories (${SOURCES.map((s) => `${s} ${counts.bySource[s]}`).join(", ")}), filled in ${(fillMs / 1000).toFixed(1)} s`);

      const plan = await recallPlan(db, "community gardens", 100);
      const filteredPlan = await recallPlan(db, "drought", 100, "safety_protocol");
      const seqScan = [...plan, ...filteredPlan].some((line) => /Seq Scan/.test(line));

      // 2. The domain call alone, one at a time (the database's share: transaction, plan, scans, scoring).
      ctx.log(`domain: ${domainCalls} recallArchiveJson calls, one at a time`);
      const domainMs: number[] = [];
      const resultCounts: number[] = [];
      const perTerm = new Map<string, number[]>();
      for (let i = 0; i < domainCalls + 50; i++) {
        const term = RECALL_TERMS[i % RECALL_TERMS.length];
        const source = i % 4 === 3 ? SOURCES[i % SOURCES.length] : undefined;
        const start = nowMs();
        const found = await recallArchiveJson(recallDb, term, 100, source);
        if (i >= 50) {
          const ms = nowMs() - start;
          domainMs.push(ms);
          resultCounts.push((JSON.parse(found) as unknown[]).length);
          perTerm.set(term, [...(perTerm.get(term) ?? []), ms]);
        }
      }
      const domain = summarize(domainMs);
      // The slowest terms, and for each the database's own share (EXPLAIN ANALYZE: planning + execution).
      const slowest = [...perTerm]
        .map(([term, ms]) => ({ term, s: summarize(ms), dbMs: Number.NaN }))
        .sort((a, b) => b.s.p50 - a.s.p50)
        .slice(0, 5);
      for (const t of slowest) {
        const times: number[] = [];
        for (let k = 0; k < 5; k++) {
          const lines = await recallPlan(db, t.term, 100, undefined, true);
          const read = (label: string) => Number(/([\d.]+) ms/.exec(lines.find((l) => l.startsWith(label)) ?? "")?.[1] ?? Number.NaN);
          times.push(read("Planning Time") + read("Execution Time"));
        }
        t.dbMs = summarize(times).p50;
      }
      const results = summarize(resultCounts);
      const empty = resultCounts.filter((n) => n === 0).length;
      ctx.log(`  p50 ${fmtMs(domain.p50)} ms, p99 ${fmtMs(domain.p99)} ms; results per recall: mean ${results.mean.toFixed(1)}, max ${results.max}`);

      // The chat's recall (top 3, all sources) on the same archive, for comparison: the same search
      // without the cost of returning up to 100 full memories.
      const chatMs: number[] = [];
      for (let i = 0; i < domainCalls; i++) {
        const start = nowMs();
        await recallMemories(recallDb, RECALL_TERMS[i % RECALL_TERMS.length], 3);
        chatMs.push(nowMs() - start);
      }
      const chatRecall = summarize(chatMs);
      ctx.log(`  chat recall (top 3): p50 ${fmtMs(chatRecall.p50)} ms, p99 ${fmtMs(chatRecall.p99)} ms`);

      // 3. HTTP: warm-up (discarded), then the measured run.
      const pid = realNodePid(app.process.pid)?.pid ?? app.process.pid;
      ctx.log(`HTTP: ${clients} keep-alive clients, ${warmupSeconds} s warm-up + ${measureSeconds} s measured`);
      await httpLoad(app.baseUrl, clients, warmupSeconds, 0);
      const cpuBefore = cpuSeconds(pid);
      const { samples, failures } = await httpLoad(app.baseUrl, clients, measureSeconds, 7);
      const cpuAfter = cpuSeconds(pid);
      const all = summarize(samples.map((s) => s.ms));
      const across = summarize(samples.filter((s) => !s.filtered).map((s) => s.ms));
      const bySource = summarize(samples.filter((s) => s.filtered).map((s) => s.ms));
      const total = samples.length + failures.length;
      const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined && total ? ((cpuAfter - cpuBefore) * 1000) / total : Number.NaN;
      ctx.log(`  ${fmt.int(total / measureSeconds)} req/s, p50 ${fmtMs(all.p50)} ms, p99 ${fmtMs(all.p99)} ms, max ${fmtMs(all.max)} ms, errors ${failures.length}`);

      const errorKinds = new Map<string, number>();
      for (const f of failures) errorKinds.set(f, (errorKinds.get(f) ?? 0) + 1);
      const errorText = errorKinds.size ? [...errorKinds].map(([m, n]) => `${fmt.int(n)}× ${m.slice(0, 100)}`).join("; ") : "0";

      const checks: Check[] = [
        {
          name: `recall p99 ≤ ${RECALL_TARGETS.p99Ms} ms (domain call, 1,000 memories)`,
          pass: domain.count > 0 && domain.p99 <= RECALL_TARGETS.p99Ms,
          detail: `${fmtMs(domain.p99)} ms (p50 ${fmtMs(domain.p50)} ms)`,
          why:
            `p99 ${fmtMs(domain.p99)} ms over ${fmt.int(domain.count)} calls one at a time` +
            (ctx.machine.loadAvg1 > ctx.machine.cores * 0.5 ? ` (load average ${ctx.machine.loadAvg1.toFixed(2)} on ${ctx.machine.cores} cores: other work was running)` : ""),
        },
        {
          name: "recall reads through the indexes (no sequential scan in the plan)",
          pass: !seqScan,
          detail: seqScan ? "a Seq Scan is in the plan" : "GIN bitmap scans only",
          why: "the plan below shows a sequential scan over alexandria_memories",
        },
        {
          name: "0 HTTP errors (non-200, socket errors, timeouts)",
          pass: failures.length === 0,
          detail: errorText,
          why: errorText,
        },
      ];
      for (const c of checks) if (c.pass) delete c.why;

      const table = markdownTable(
        ["what", "calls", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms"],
        [
          ["**domain `recallArchiveJson(term, 100)`, one at a time** (target)", fmt.int(domain.count), "", fmtMs(domain.p50), fmtMs(domain.p90), fmtMs(domain.p99), fmtMs(domain.max)],
          ["domain `recallMemories(term, 3)` (the chat's recall), one at a time", fmt.int(chatRecall.count), "", fmtMs(chatRecall.p50), fmtMs(chatRecall.p90), fmtMs(chatRecall.p99), fmtMs(chatRecall.max)],
          [`HTTP \`GET /api/alexandria/recall?pattern=…\``, fmt.int(across.count), (across.count / measureSeconds).toFixed(0), fmtMs(across.p50), fmtMs(across.p90), fmtMs(across.p99), fmtMs(across.max)],
          [`HTTP \`GET /api/alexandria/source/{sourceType}?pattern=…\``, fmt.int(bySource.count), (bySource.count / measureSeconds).toFixed(0), fmtMs(bySource.p50), fmtMs(bySource.p90), fmtMs(bySource.p99), fmtMs(bySource.max)],
          [`HTTP, all (${clients} clients)`, fmt.int(all.count), (total / measureSeconds).toFixed(0), fmtMs(all.p50), fmtMs(all.p90), fmtMs(all.p99), fmtMs(all.max)],
        ],
        ["l", "r", "r", "r", "r", "r", "r"],
      );
      const settingsNote = standard
        ? ""
        : `\n> **Non-standard settings** (${clients} clients, ${measureSeconds} s): the target is defined at ${RECALL_STANDARD.clients} clients, ${RECALL_STANDARD.measureSeconds} s. Re-run without BENCH_RECALL_* before quoting these numbers.\n`;

      const markdown = `## ${recall.title}

What is measured: ranked recall in a full Alexandria Archive — ${fmt.int(counts.total)} memories
(${SOURCES.map((s) => `${s} ${fmt.int(counts.bySource[s])}`).join(", ")}; ${fmt.int(counts.highIntensity)} at intensity ≥ 0.8).
Before the run (not measured, ${(fillMs / 1000).toFixed(1)} s): ${fmt.int(ARCHIVE_CAPACITY)} memories written through the
domain's own \`insertMemory\` — the chat's write path, capacity eviction included — shaped like the chat's
(pattern and tags from the real question analysis of varied questions, a message of the question plus
three sentences of the project's docs, up to 1,500 characters); \`VACUUM ANALYZE\`, as autovacuum does
after such a burst; then ${rotation} more memories, each evicting one, left unvacuumed, so the GIN indexes
carry pending-list entries as they do between two autovacuum runs of an archive at capacity
(autovacuum comes every ~250 evictions there); \`ANALYZE\`.

**The target is measured on the domain call**: \`recallArchiveJson(term, 100[, source])\` — what
\`/api/alexandria/recall\` and \`/api/alexandria/source/{sourceType}?pattern=\` run (the /alexandria screen
runs the same query, its rows parsed) — ${fmt.int(domainCalls)} calls one at a time (after 50 warm-up calls) from the harness's process over
a recall pool like the web process's (sessions opened with \`RECALL_SESSION_OPTIONS\`, so a recall is one
statement returning one JSON document), cycling through ${RECALL_TERMS.length} terms: topic words and phrases, near-miss
spellings, words of the seeded memories, a glyph, a long question and a term that matches nothing;
every fourth call is filtered by source. Recalls returned ${results.mean.toFixed(1)} memories on average
(max ${results.max}); ${fmt.int(empty)} of ${fmt.int(resultCounts.length)} found nothing.

Beside it, the same terms over **HTTP** — ${clients} closed-loop keep-alive clients for ${measureSeconds} s after a
${warmupSeconds} s warm-up; every fourth request is \`/api/alexandria/source/{sourceType}?pattern=…\`, the rest
\`/api/alexandria/recall?pattern=…\`, all with \`limit=100\`; latency from issue to the last body byte.
These go through Express and Remix's resource-route handling and serialise up to 100 full memories,
which costs more than the recall itself (see the server CPU per request below).

Machine: ${describeMachine(ctx.machine)}.
${settingsNote}
${table}

The slowest terms (median of the domain calls, and of that the database's own planning + execution
time from \`EXPLAIN ANALYZE\`; the rest is the round trips and decoding up to 100 full memories in Node):
${slowest.map((t) => `“${t.term}” ${fmtMs(t.s.p50)} ms (database ${fmtMs(t.dbMs)} ms)`).join(" · ")}.

Server CPU ${fmtMs(cpuMs)} ms per HTTP request (user + system time of the server process during the
measured run, from /proc; PostgreSQL's own CPU is not included). Errors: ${errorText}.

### Targets

${checksMarkdown(checks)}

### Query plan

Recall runs with \`enable_seqscan\` and \`enable_indexscan\` off (session settings of the recall pool; on
PGlite, set in a transaction around it), so its candidates come
from the GIN indexes (the planner prices the trigram operator as cheap and, on a full archive of short
memories, would scan every memory). Words that match by meaning are not searched again by spelling;
only the others go to the trigram index. The plan of \`recall("community gardens")\` (\`EXPLAIN\`, costs off):

\`\`\`text
${plan.join("\n")}
\`\`\`

With a source filter (\`recall("drought", safety_protocol)\`) the plan has the same shape; the source is
checked on the rows the GIN indexes return (${filteredPlan.filter((l) => /source_type/.test(l)).length} filters: \`${filteredPlan.find((l) => /source_type/.test(l))?.trim() ?? "none"}\`).
`;
      return { markdown, checks };
    } finally {
      await db.destroy();
      await recallDb.destroy();
    }
  },
};
