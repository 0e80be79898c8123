/**
 * HTTP throughput of the real app against a bare Express baseline, and the JavaScript shipped to `/`.
 *
 * Targets (from the performance issue), at 50 connections:
 * - GET /api/mesh/nodes: ≥ 35% of the bare baseline's req/s, p99 ≤ 30 ms
 * - GET / (server-rendered HTML): ≥ 15% of the baseline's req/s, ≤ 1.5 ms of server CPU per page, for
 *   first visits and for a returning visitor (the page cache answers both); the page rendered each
 *   time (a second cookie beside the visitor's keeps it out of the cache): ≤ 1.0 ms (issue 32)
 * - JavaScript shipped to / : ≤ 150 KB gzipped
 * - and no connection errors or non-2xx answers on the measured routes.
 */
import { gzipSync } from "node:zlib";
import { RATE_LIMIT_OFF } from "../lib/app";
import { renderedEachTime, visitorCookie } from "../lib/chat-client";
import { isStandard, measure, STANDARD_LOAD, type LoadResult } from "../lib/load";
import { describeMachine } from "../lib/machine";
import { checksMarkdown, fmt, markdownTable } from "../lib/report";
import type { Check, Scenario } from "../lib/types";

export const TARGETS = {
  nodesRatio: 0.35,
  nodesP99Ms: 30,
  pageRatio: 0.15,
  pageCpuMs: 1.5,
  renderedPageCpuMs: 1.0,
  jsGzipKB: 150,
};

const HTML = { accept: "text/html,application/xhtml+xml" };

export interface JsAsset {
  path: string;
  via: "script" | "modulepreload" | "inline import" | "static import";
  bytes: number;
  gzipBytes: number;
}

export interface JsWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  assets: JsAsset[];
  totalBytes: number;
  totalGzipBytes: number;
  inlineScripts: number;
  inlineBytes: number;
  missing: string[];
}

const attr = (attrs: string, name: string): string | undefined => {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};

/** Static `import … from "x"`, `import "x"` and `export … from "x"` (not dynamic `import()`: loaded later, if ever). */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();=]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

/** Every /build/ script of the page: <script src>, <link rel=modulepreload>, imports in inline module scripts, and their static imports. */
export async function measureJs(baseUrl: string): Promise<JsWeight> {
  const page = await fetch(`${baseUrl}/`, { headers: { ...HTML, "accept-encoding": "identity" } });
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`);
  const html = await page.text();
  const origin = new URL(baseUrl).origin;

  const queue: { url: URL; via: JsAsset["via"] }[] = [];
  const seen = new Set<string>();
  const enqueue = (ref: string, from: string, via: JsAsset["via"]) => {
    let url: URL;
    try {
      url = new URL(ref, from);
    } catch {
      return;
    }
    if (url.origin !== origin || !url.pathname.startsWith("/build/")) return;
    if (seen.has(url.pathname)) return;
    seen.add(url.pathname);
    queue.push({ url, via });
  };

  let inlineScripts = 0;
  let inlineBytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs, body] = m;
    const src = attr(attrs, "src");
    if (src) {
      enqueue(src, `${baseUrl}/`, "script");
    } else {
      inlineScripts += 1;
      inlineBytes += Buffer.byteLength(body);
      if ((attr(attrs, "type") ?? "").toLowerCase() === "module") {
        for (const i of body.matchAll(STATIC_IMPORT)) enqueue(i[1], `${baseUrl}/`, "inline import");
      }
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = (attr(m[1], "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(m[1], "href");
    if (href && rel.includes("modulepreload")) enqueue(href, `${baseUrl}/`, "modulepreload");
  }

  const assets: JsAsset[] = [];
  const missing: string[] = [];
  while (queue.length) {
    const { url, via } = queue.shift()!;
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    if (response.status !== 200) {
      await response.arrayBuffer();
      missing.push(`${url.pathname} (HTTP ${response.status})`);
      continue;
    }
    const body = Buffer.from(await response.arrayBuffer());
    assets.push({ path: url.pathname, via, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    for (const i of body.toString("utf8").matchAll(STATIC_IMPORT)) enqueue(i[1], url.href, "static import");
  }
  assets.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    assets,
    totalBytes: assets.reduce((s, a) => s + a.bytes, 0),
    totalGzipBytes: assets.reduce((s, a) => s + a.gzipBytes, 0),
    inlineScripts,
    inlineBytes,
    missing,
  };
}

function errorsCell(r: LoadResult): string {
  const total = r.errors + r.non2xx;
  if (total === 0) return "0";
  const parts = [];
  if (r.errors) parts.push(`${fmt.int(r.errors)} conn${r.timeouts ? ` (${fmt.int(r.timeouts)} timeouts)` : ""}`);
  if (r.non2xx) {
    const codes = Object.entries(r.statusCounts)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, n]) => `${fmt.int(n)}×${code}`)
      .join(", ");
    parts.push(`non-2xx: ${codes || fmt.int(r.non2xx)}`);
  }
  return `${fmt.int(total)} (${parts.join("; ")})`;
}

export const http: Scenario = {
  name: "http",
  title: "HTTP throughput and JavaScript weight",
  needsApp: true,
  async run(ctx) {
    const app = ctx.app!;
    const load = ctx.load;
    const bare = await ctx.startScript({ name: "bare-express", script: "tests/bench/bare-server.ts", readyPath: "/" });
    ctx.log(`bare Express baseline (pid ${bare.pid}) on ${bare.baseUrl}`);

    const appPid = app.process.pid;
    // Each row says what answers it: the page cache and the read cache make most answers cheap, and
    // a row they answer says nothing about rendering.
    const plan: { label: string; answeredBy: string; url: string; headers?: Record<string, string>; serverPid?: number }[] = [
      { label: "bare Express `GET /` (baseline)", answeredBy: "a fixed JSON object", url: `${bare.baseUrl}/`, serverPid: bare.pid },
      { label: "`GET /api/health`", answeredBy: "Express handler, database and Redis checked", url: `${app.baseUrl}/api/health`, serverPid: appPid },
      { label: "`GET /api/mesh/nodes`", answeredBy: "Express handler, read cache", url: `${app.baseUrl}/api/mesh/nodes`, serverPid: appPid },
      { label: "`GET /` (HTML, a first visit)", answeredBy: "page cache", url: `${app.baseUrl}/`, headers: HTML, serverPid: appPid },
    ];
    // A returning visitor: the cookie of a first visit. Then the same with a second cookie (as when a
    // toast waits), which the page cache leaves alone: each page rendered.
    const cookie = await visitorCookie(app.baseUrl);
    plan.push({ label: "`GET /` (HTML, a returning visitor)", answeredBy: "page cache", url: `${app.baseUrl}/`, headers: { ...HTML, cookie }, serverPid: appPid });
    plan.push({ label: "`GET /` (HTML, rendered each time)", answeredBy: "rendered (Remix)", url: `${app.baseUrl}/`, headers: { ...HTML, cookie: renderedEachTime(cookie) }, serverPid: appPid });
    const results: LoadResult[] = [];
    for (const step of plan) {
      ctx.log(`load: ${step.label} — ${load.connections} connections, ${load.warmupSeconds} s warm-up + ${load.durationSeconds} s`);
      const r = await measure(step.label, step.url, load, { headers: step.headers, serverPid: step.serverPid });
      results.push(r);
      const cpu = r.serverCpuMsPerRequest === undefined ? "" : `, server CPU ${r.serverCpuMsPerRequest.toFixed(2)} ms/req`;
      ctx.log(`  ${fmt.int(r.reqPerSec)} req/s, p50 ${fmt.ms(r.p50Ms)} ms, p99 ${fmt.ms(r.p99Ms)} ms, errors ${errorsCell(r)}${cpu}`);
    }
    // The baseline is no longer needed: stop it now so it does not idle through later scenarios.
    await bare.stop();

    ctx.log("measuring the JavaScript shipped to /");
    const js = await measureJs(app.baseUrl);

    const [baseline, , nodes, page, returning, rendered] = results;
    const ratio = (r: LoadResult) => (baseline.reqPerSec > 0 ? r.reqPerSec / baseline.reqPerSec : 0);
    const jsKB = js.totalGzipBytes / 1024;
    const measured = results.slice(1);
    const withErrors = measured.filter((r) => r.errors + r.non2xx > 0);

    const checks: Check[] = [
      {
        name: `\`GET /api/mesh/nodes\` ≥ ${TARGETS.nodesRatio * 100}% of baseline req/s`,
        pass: ratio(nodes) >= TARGETS.nodesRatio,
        detail: `${fmt.pct(ratio(nodes))} (${fmt.int(nodes.reqPerSec)} / ${fmt.int(baseline.reqPerSec)} req/s)`,
        why: `${fmt.int(nodes.reqPerSec)} req/s is ${fmt.pct(ratio(nodes))} of the bare baseline; needs ≥ ${fmt.int(baseline.reqPerSec * TARGETS.nodesRatio)} req/s`,
      },
      {
        name: `\`GET /api/mesh/nodes\` p99 ≤ ${TARGETS.nodesP99Ms} ms`,
        pass: nodes.p99Ms <= TARGETS.nodesP99Ms,
        detail: `${fmt.ms(nodes.p99Ms)} ms`,
        why:
          `p99 latency ${fmt.ms(nodes.p99Ms)} ms at ${load.connections} connections; with ${load.connections} requests always in flight the mean ` +
          `latency is connections ÷ req/s = ${fmt.ms((load.connections / Math.max(nodes.reqPerSec, 1)) * 1000)} ms (Little's law), so p99 ≤ ${TARGETS.nodesP99Ms} ms ` +
          `needs well over ${fmt.int((load.connections / TARGETS.nodesP99Ms) * 1000)} req/s` +
          (baseline.p99Ms > TARGETS.nodesP99Ms ? ` — even the bare baseline's p99 is ${fmt.ms(baseline.p99Ms)} ms on this machine` : ""),
      },
      {
        name: `\`GET /\` ≥ ${TARGETS.pageRatio * 100}% of baseline req/s`,
        pass: ratio(page) >= TARGETS.pageRatio,
        detail: `${fmt.pct(ratio(page))} (${fmt.int(page.reqPerSec)} / ${fmt.int(baseline.reqPerSec)} req/s)`,
        why: `${fmt.int(page.reqPerSec)} req/s is ${fmt.pct(ratio(page))} of the bare baseline; needs ≥ ${fmt.int(baseline.reqPerSec * TARGETS.pageRatio)} req/s`,
      },
      ...(
        [
          [page, TARGETS.pageCpuMs],
          [returning, TARGETS.pageCpuMs],
          [rendered, TARGETS.renderedPageCpuMs],
        ] as const
      ).map(([r, limit]) => ({
        name: `${r.label} (${plan[results.indexOf(r)].answeredBy}): server CPU ≤ ${limit} ms per page`,
        pass: r.serverCpuMsPerRequest !== undefined && r.serverCpuMsPerRequest <= limit,
        detail: `${r.serverCpuMsPerRequest?.toFixed(2) ?? "?"} ms`,
        why: `${r.serverCpuMsPerRequest?.toFixed(2) ?? "?"} ms of the server's CPU per page`,
      })),
      {
        name: `JS shipped to \`/\` ≤ ${TARGETS.jsGzipKB} KB gzipped`,
        pass: jsKB <= TARGETS.jsGzipKB && js.missing.length === 0,
        detail: `${jsKB.toFixed(1)} KB in ${js.assets.length} files`,
        why: js.missing.length
          ? `${js.missing.length} referenced scripts did not load (${js.missing.slice(0, 3).join(", ")}${js.missing.length > 3 ? ", …" : ""})${
              js.assets.length === 0 ? "; none loaded: public/build no longer matches the build the server loaded — was the app rebuilt during the run?" : ""
            }`
          : `${jsKB.toFixed(1)} KB gzipped is over the budget by ${(jsKB - TARGETS.jsGzipKB).toFixed(1)} KB`,
      },
      {
        name: "no connection errors or non-2xx answers from the app",
        pass: withErrors.length === 0,
        detail: withErrors.length ? withErrors.map((r) => `${r.label}: ${errorsCell(r)}`).join("; ") : "0",
        why: "errors or non-2xx answers make the req/s figures meaningless",
      },
    ];
    for (const c of checks) if (c.pass) delete c.why;

    const table = markdownTable(
      ["target", "answered by", "req/s", "p50 ms", "p99 ms", "errors", "ratio to bare"],
      results.map((r, i) => [
        r.label,
        plan[i].answeredBy,
        fmt.int(r.reqPerSec),
        fmt.ms(r.p50Ms),
        fmt.ms(r.p99Ms),
        errorsCell(r),
        i === 0 ? "100% (baseline)" : fmt.pct(ratio(r)),
      ]),
      ["l", "l", "r", "r", "r", "r", "r"],
    );
    const short = (r: LoadResult) => r.label.replace(/ \((HTML, a first visit|baseline)\)$/, "");
    const sizes = results.map((r) => `${short(r)}: ${fmt.int(r.bytesPerResponse)} B`).join(" · ");
    const baseCpu = baseline.serverCpuMsPerRequest;
    const cpuLine = results.every((r) => r.serverCpuMsPerRequest !== undefined)
      ? `Server CPU per request (user + system time of the server process during the measured run, from
/proc; unlike req/s it hardly moves when other work shares the machine): ${results
          .map((r) => `${short(r)}: ${r.serverCpuMsPerRequest!.toFixed(2)} ms${r === baseline || !baseCpu ? "" : ` (${(r.serverCpuMsPerRequest! / baseCpu).toFixed(1)}× bare)`}`)
          .join(" · ")}.`
      : "";
    const jsTable = markdownTable(
      ["file", "found via", "raw", "gzip -9"],
      js.assets.map((a) => [`\`${a.path}\``, a.via, fmt.kb(a.bytes), fmt.kb(a.gzipBytes)]),
      ["l", "l", "r", "r"],
    );
    const settingsNote = isStandard(load)
      ? ""
      : `\n> **Non-standard load settings** (${load.connections} connections, ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s): the targets are defined at ${STANDARD_LOAD.connections} connections, ${STANDARD_LOAD.durationSeconds} s. Re-run without BENCH_* overrides before quoting these numbers.\n`;

    const markdown = `## HTTP throughput and JavaScript weight

What is measured: the real server (\`node --v8-pool-size=0 build/server.js\`, as \`npm start\` runs it, NODE_ENV=production, embedded
workers on, seeded database, rate limits raised to ${fmt.int(Number(RATE_LIMIT_OFF))}/min, the cap of the
env schema) against a bare Express app answering a fixed JSON object, each in its own process, both
on this machine. autocannon (programmatic API, in the harness's own process) opens
${load.connections} keep-alive connections per target: ${load.warmupSeconds} s warm-up (discarded),
then ${load.durationSeconds} s measured. req/s is the mean of the per-second samples; latency is
per request. Requests carry no \`Accept-Encoding\` (nothing is compressed) and no cookies (every
\`GET /\` is a first visit that gets a new visitor cookie, answered by the page cache,
app/infra/page-cache.server.ts), but for the last two rows: one returning visitor's cookie (the page
cache answers them too), then that cookie and a second one (as when a toast waits: each page
rendered); \`GET /\` sends \`Accept: text/html\`.

Machine: ${describeMachine(ctx.machine)}.
${settingsNote}
${table}

Mean response size (headers + body): ${sizes}.

${cpuLine}

### Targets

${checksMarkdown(checks)}

### JavaScript shipped to \`/\`

**${jsKB.toFixed(1)} KB gzipped** (${fmt.kb(js.totalBytes)} raw) in ${js.assets.length} files under \`/build/\`
(every \`<script src>\` and \`<link rel="modulepreload">\`, plus the static imports of inline module
scripts and of those files; each fetched and gzipped at level 9, KB = 1024 bytes). Not counted:
chunks loaded later by dynamic \`import()\`, CSS, and the ${js.inlineScripts} inline scripts
(${fmt.kb(js.inlineBytes)} raw, part of the HTML: ${fmt.kb(js.htmlBytes)} raw, ${fmt.kb(js.htmlGzipBytes)} gzipped).${
      js.missing.length ? `\n\nReferenced but not loadable: ${js.missing.join(", ")}.` : ""
    }

${jsTable}
`;
    return { markdown, checks };
  },
};
