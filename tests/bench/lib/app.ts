/** Builds the app when needed and starts the real server on a throwaway database and Redis prefix. */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Cleanup } from "./cleanup";
import { createDatabase, databaseUrl, deleteRedisKeys, dropDatabase, REDIS_URL } from "./infra";
import { freePort, startNode, waitForHttp, type ChildHandle } from "./processes";
import type { AppHandle } from "./types";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
const BUILD_FILE = path.join(ROOT, "build/index.js");
export const APP_READY_TIMEOUT_MS = 120_000;

/**
 * The app's env schema caps RATE_LIMIT_*_PER_MIN at 10,000,000 (app/env.server.ts), so the "effectively
 * off" limit is that cap: 166,000 requests per second from one IP, far above what one client reaches.
 */
export const RATE_LIMIT_OFF = "10000000";

/**
 * Every benchmark client connects from 127.0.0.1: the per-address chat limit, archive share and
 * connection caps (issue 30) are lifted the same way, so the benches measure the same work as before
 * (each client is still its own visitor, at the real per-visitor chat limit).
 */
export const ADDRESS_CAPS_OFF = {
  CHAT_QUESTIONS_PER_MIN_PER_ADDRESS: RATE_LIMIT_OFF,
  ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR: RATE_LIMIT_OFF,
  WS_CONNECTIONS_PER_ADDRESS: RATE_LIMIT_OFF,
  SSE_CONNECTIONS_PER_ADDRESS: RATE_LIMIT_OFF,
};

function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

export function ensureBuild(force: boolean, log: (m: string) => void): void {
  if (!force && existsSync(BUILD_FILE)) return;
  log(force ? "building the app (--rebuild)" : "build/index.js is missing: building the app (npx remix build)");
  const result = spawnSync("npx", ["remix", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", VITE_CJS_IGNORE_WARNING: "true" },
  });
  if (result.status !== 0) throw new Error(`npx remix build failed (exit ${result.status ?? result.signal})`);
}

/** The package.json script that starts each deployed entry point. */
const NPM_SCRIPT_OF: Record<string, string> = { "server.ts": "start", "worker/main.ts": "worker" };

/**
 * The Node flags package.json gives `tsx` before the entry point (`npm start`: `tsx --v8-pool-size=0
 * server.ts`), so the bench runs the server and the worker with the flags they are deployed with.
 */
function startFlags(script: string): string[] {
  const name = NPM_SCRIPT_OF[script];
  if (!name) return [];
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const words = (scripts[name] ?? "").split(/\s+/);
  const tsx = words.indexOf("tsx");
  const entry = words.indexOf(script);
  return tsx >= 0 && entry > tsx ? words.slice(tsx + 1, entry) : [];
}

/**
 * Child processes run from the repo root as `node --import tsx <script>`. With BENCH_CPU_PROF=<dir> each
 * one also writes a V8 CPU profile there when it exits (Node refuses --cpu-prof in NODE_OPTIONS).
 */
export function startTsScript(
  cleanup: Cleanup,
  options: { name: string; script: string; env: NodeJS.ProcessEnv; log: (m: string) => void },
): ChildHandle {
  const child = startNode({
    name: options.name,
    args: [...cpuProfileArgs(), ...startFlags(options.script), "--import", "tsx", options.script],
    env: options.env,
    cwd: ROOT,
    forward: process.env.BENCH_VERBOSE === "1",
    log: options.log,
  });
  cleanup.add(`stop ${options.name}`, async () => {
    if (child.hasExited()) return;
    options.log(`stopping ${options.name} (pid ${child.pid})`);
    await child.stop();
  });
  return child;
}

export async function startApp(cleanup: Cleanup, log: (m: string) => void): Promise<AppHandle> {
  const id = randomBytes(4).toString("hex");
  const dbName = `tm_bench_${id}`;
  const redisPrefix = `tmbench${id}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tm-bench-"));

  // Registered before anything is created, run after the server has stopped (cleanup runs in reverse).
  cleanup.add("remove data dir", () => rmSync(dataDir, { recursive: true, force: true }));
  cleanup.add(`delete Redis keys ${redisPrefix}:*`, async () => {
    const n = await deleteRedisKeys(redisPrefix);
    log(`deleted ${n} Redis keys under ${redisPrefix}:`);
  });
  cleanup.add(`drop database ${dbName}`, async () => {
    await dropDatabase(dbName);
    log(`dropped database ${dbName}`);
  });

  await createDatabase(dbName);
  log(`created database ${dbName}`);

  const port = await freePort();
  const url = databaseUrl(dbName);
  const child = startTsScript(cleanup, {
    name: "app",
    script: "server.ts",
    log,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: url,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      LOG_LEVEL: "warn",
      RATE_LIMIT_READ_PER_MIN: RATE_LIMIT_OFF,
      RATE_LIMIT_WRITE_PER_MIN: RATE_LIMIT_OFF,
      ...ADDRESS_CAPS_OFF,
      // The chat scenarios measure the built-in composer at the real per-visitor limit (10 a minute):
      // pinned so a developer's shell (LLM_BASE_URL, CHAT_QUESTIONS_PER_MIN) cannot change what is measured.
      CHAT_QUESTIONS_PER_MIN: "10",
      LLM_BASE_URL: "",
      // Keep the run self-contained: no session secret written into the repo's .data/.
      SESSION_SECRET: randomBytes(24).toString("base64url"),
      DATA_DIR: dataDir,
      // Issue 17: the mixed run is measured with the demo nodes beating (DEMO_NODES=0 to measure without).
      DEMO_NODES: process.env.DEMO_NODES ?? "1",
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting the app (pid ${child.pid}) on ${baseUrl}; waiting for GET /api/health = 200`);
  const started = Date.now();
  await waitForHttp(`${baseUrl}/api/health`, child, APP_READY_TIMEOUT_MS);
  log(`app ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { baseUrl, databaseUrl: url, redisPrefix, process: child };
}
