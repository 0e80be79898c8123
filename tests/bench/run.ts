/**
 * Benchmark harness: `npm run bench` runs every scenario, `npm run bench -- http` only the named ones.
 *
 *   --rebuild      build first even when the build is newer than every source
 *   --list         list the scenarios and exit
 *   BENCH_CONNECTIONS / BENCH_WARMUP / BENCH_DURATION   override the standard load (50 / 2 s / 10 s)
 *   BENCH_VERBOSE=1   forward the child processes' output
 *   BENCH_CPU_PROF=<dir>   the app processes write V8 CPU profiles (.cpuprofile) there when they stop
 *   BENCH_PG_URL (postgres://postgres@127.0.0.1:5432), REDIS_URL (redis://127.0.0.1:6379)
 *
 * Each scenario rewrites its own section of docs/BENCHMARKS.md (also when a target fails or the
 * scenario crashes). Cleanup always runs: child processes stopped (SIGTERM, SIGKILL after 10 s),
 * the throwaway database dropped, the run's Redis keys deleted. Exits 1 when any target fails.
 */
import path from "node:path";
import { ensureBuild, ROOT, startApp, startTsScript } from "./lib/app";
import { Cleanup } from "./lib/cleanup";
import { loadSettingsFromEnv } from "./lib/load";
import { describeMachine, machineInfo } from "./lib/machine";
import { freePort, waitForHttp } from "./lib/processes";
import { upsertSection } from "./lib/report";
import type { AppHandle, BenchContext, Check, Scenario } from "./lib/types";
import { scenarios } from "./scenarios/index";

const REPORT_FILE = path.join(ROOT, "docs/BENCHMARKS.md");

const log = (message: string) => console.log(`[bench] ${message}`);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parseArgs(argv: string[]) {
  const flags = new Set(argv.filter((a) => a.startsWith("-")));
  const names = argv.filter((a) => !a.startsWith("-"));
  for (const flag of flags) {
    if (!["--rebuild", "--list", "--help", "-h"].includes(flag)) throw new Error(`unknown option ${flag} (known: --rebuild, --list)`);
  }
  const unknown = names.filter((n) => !scenarios.some((s) => s.name === n));
  if (unknown.length) {
    throw new Error(`unknown scenario ${unknown.join(", ")}; known: ${scenarios.map((s) => s.name).join(", ")}`);
  }
  const selected = names.length ? scenarios.filter((s) => names.includes(s.name)) : scenarios;
  return { selected, rebuild: flags.has("--rebuild"), list: flags.has("--list") || flags.has("--help") || flags.has("-h") };
}

function failureSection(scenario: Scenario, machine: string, error: unknown): string {
  return `## ${scenario.title}

**The benchmark did not complete** (${new Date().toISOString().replace(/\.\d+Z$/, "Z")}): ${errorText(error).split("\n")[0]}

Machine: ${machine}.

\`\`\`text
${errorText(error).split("\n").slice(0, 30).join("\n").replace(/```/g, "'''")}
\`\`\`
`;
}

async function main(): Promise<number> {
  const { selected, rebuild, list } = parseArgs(process.argv.slice(2));
  if (list) {
    for (const s of scenarios) console.log(`${s.name.padEnd(12)} ${s.title}`);
    return 0;
  }

  const cleanup = new Cleanup(log);
  let signalled = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (signalled) {
        log(`${signal} again: cleanup is already running, please wait (children get SIGKILL after 10 s)`);
        return;
      }
      signalled = true;
      log(`${signal}: stopping and cleaning up`);
      void cleanup.runAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
  process.on("uncaughtException", (error) => {
    console.error("[bench] uncaught error:", error);
    void cleanup.runAll().finally(() => process.exit(1));
  });
  process.on("unhandledRejection", (error) => {
    console.error("[bench] unhandled rejection:", error);
    void cleanup.runAll().finally(() => process.exit(1));
  });

  const machine = machineInfo();
  const load = loadSettingsFromEnv();
  const machineText = describeMachine(machine);
  log(`scenarios: ${selected.map((s) => s.name).join(", ")}`);
  log(`machine: ${machineText}`);
  if (machine.loadAvg1 > machine.cores * 0.5) {
    log(`warning: load average ${machine.loadAvg1.toFixed(2)} on ${machine.cores} cores — other work is running; absolute numbers will be low`);
  }

  const failed: { scenario: string; check: Check }[] = [];
  try {
    let app: AppHandle | undefined;
    let appError: unknown;
    if (selected.some((s) => s.needsApp)) {
      try {
        await ensureBuild(rebuild, log);
        app = await startApp(cleanup, log);
      } catch (error) {
        appError = error;
        console.error(`[bench] the app could not be started: ${errorText(error).split("\n")[0]} (details below)`);
      }
    }

    const ctx: BenchContext = {
      app,
      machine,
      load,
      log,
      async startScript({ name, script, env = {}, readyPath = "/", timeoutMs = 60_000 }) {
        const port = await freePort();
        const child = startTsScript(cleanup, {
          name,
          script,
          log,
          env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", ...env, PORT: String(port) },
        });
        const baseUrl = `http://127.0.0.1:${port}`;
        await waitForHttp(`${baseUrl}${readyPath}`, child, timeoutMs);
        return Object.assign(child, { baseUrl });
      },
      async startProcess({ name, script, env = {}, readyLine, timeoutMs = 60_000 }) {
        const child = startTsScript(cleanup, { name, script, log, env: { ...process.env, NODE_ENV: "production", ...env } });
        const deadline = Date.now() + timeoutMs;
        while (!readyLine.test(child.tail(200))) {
          if (child.hasExited()) throw new Error(`${name} exited before it was ready.\n--- last output ---\n${child.tail()}`);
          if (Date.now() > deadline) throw new Error(`${name} printed no line matching ${readyLine} within ${timeoutMs / 1000} s.\n--- last output ---\n${child.tail()}`);
          await new Promise((r) => setTimeout(r, 200));
        }
        return child;
      },
    };

    for (const scenario of selected) {
      if (signalled) break;
      log(`— scenario ${scenario.name}: ${scenario.title}`);
      let markdown: string;
      let checks: Check[];
      try {
        if (scenario.needsApp && !app) throw appError ?? new Error("the app is not running");
        ({ markdown, checks } = await scenario.run(ctx));
      } catch (error) {
        if (signalled) break;
        console.error(`[bench] scenario ${scenario.name} failed: ${errorText(error)}`);
        markdown = failureSection(scenario, machineText, error);
        checks = [{ name: `scenario ${scenario.name} completed`, pass: false, detail: "crashed", why: errorText(error).split("\n")[0] }];
      }
      upsertSection(REPORT_FILE, scenario.name, markdown);
      log(`wrote section "${scenario.name}" of ${path.relative(ROOT, REPORT_FILE)}`);
      for (const check of checks) {
        console.log(`  ${check.pass ? "PASS" : "FAIL"}  ${check.name}: ${check.detail}${check.pass || !check.why ? "" : `\n        why: ${check.why}`}`);
        if (!check.pass) failed.push({ scenario: scenario.name, check });
      }
    }
  } finally {
    await cleanup.runAll();
  }

  if (failed.length) {
    console.log(`\n[bench] ${failed.length} target(s) failed:`);
    for (const { scenario, check } of failed) console.log(`  - ${scenario}: ${check.name} — ${check.why ?? check.detail}`);
    return 1;
  }
  log("all targets passed");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[bench] ${errorText(error)}`);
    process.exit(1);
  },
);
