/** Builds the app when needed and starts the real server on a throwaway database and Redis prefix. */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild as ensureFreshBuild } from "../../../scripts/ensure-build.mjs";
import type { Cleanup } from "./cleanup";
import { createDatabase, databaseUrl, deleteRedisKeys, dropDatabase, REDIS_URL } from "./infra";
import { freePort, startNode, waitForHttp, type ChildHandle } from "./processes";
import type { AppHandle } from "./types";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
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

/** The build of the tree as it is: made when a source is newer than it, or always with --rebuild. */
export async function ensureBuild(force: boolean, log: (m: string) => void): Promise<void> {
  await ensureFreshBuild({ force, log });
}

/** The compiled file and the npm script of each deployed entry point. */
const DEPLOYED: Record<string, { compiled: string; npmScript: string }> = {
  "server.ts": { compiled: "build/server.js", npmScript: "start" },
  "worker/main.ts": { compiled: "build/worker.js", npmScript: "worker" },
};

/**
 * The Node flags package.json gives `node` before the compiled entry point (`npm start`: `node
 * --v8-pool-size=0 build/server.js`), so the bench runs the server and the worker as they are deployed.
 */
function startFlags(deployed: { compiled: string; npmScript: string }): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const words = (scripts[deployed.npmScript] ?? "").split(/\s+/);
  const entry = words.indexOf(deployed.compiled);
  const node = words.lastIndexOf("node", entry);
  if (entry < 0 || node < 0) throw new Error(`package.json's "${deployed.npmScript}" script no longer runs \`node … ${deployed.compiled}\``);
  return words.slice(node + 1, entry);
}

/**
 * Child processes run from the repo root: the deployed entry points (server.ts, worker/main.ts) as
 * their compiled build with `npm start`'s flags, other scripts as `node --import tsx <script>`. With
 * BENCH_CPU_PROF=<dir> each one also writes a V8 CPU profile there when it exits (Node refuses
 * --cpu-prof in NODE_OPTIONS).
 */
export function startTsScript(
  cleanup: Cleanup,
  options: { name: string; script: string; env: NodeJS.ProcessEnv; log: (m: string) => void },
): ChildHandle {
  const deployed = DEPLOYED[options.script];
  const child = startNode({
    name: options.name,
    args: [...cpuProfileArgs(), ...(deployed ? [...startFlags(deployed), deployed.compiled] : ["--import", "tsx", options.script])],
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
