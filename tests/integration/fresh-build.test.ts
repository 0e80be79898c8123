import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropDatabase, ensureDatabase } from "../../db/client";
import { deleteRedisPrefix, freePort, PG_BASE, REDIS_URL, uniqueName } from "./helpers/server";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ROUTE = "app/routes/_index.tsx";
const ORIGINAL = "Type any question: a decision, a dilemma, a plan you are unsure of.";

/** `npm run <script>` in its own process group (so the whole tree stops together), with its output kept. */
function npmRun(cwd: string, script: string, env: NodeJS.ProcessEnv) {
  const child = spawn("npm", ["run", "--silent", script], { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d.toString()));
  child.stderr!.on("data", (d) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
}

/** The command lines of every process below `pid` (ps, as an operator would look). */
function descendants(pid: number): string[] {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,args="]).toString().trim().split("\n");
  const table = rows.map((row) => row.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/)!).map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] }));
  const found: string[] = [];
  const walk = (parent: number) => {
    for (const row of table.filter((r) => r.ppid === parent)) {
      found.push(row.args);
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, child: ChildProcess, logs: () => string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (child.exitCode !== null) throw new Error(`exited before ${what}:\n${logs()}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s:\n${logs()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// A copy of the tree with the build the global set-up made (timestamps kept, so the copy's build is
// current), then a visible string edited in a route: `npm start` must serve the edit, not the old build.
describe("npm start serves the tree as it is", () => {
  let dir: string;
  const databaseUrl = `${PG_BASE}/${uniqueName("tm_it_fresh")}`;
  const redisPrefix = uniqueName("tmitfresh").replace(/_/g, "-");

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "tm-fresh-build-"));
    // The files git would commit (tracked, and new ones not ignored): the tree as it is, without build output or node_modules.
    const tracked = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT }).toString().split("\0").filter(Boolean);
    for (const file of tracked) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(path.join(ROOT, file), path.join(dir, file), { preserveTimestamps: true });
    }
    for (const built of ["build", "public/build"]) cpSync(path.join(ROOT, built), path.join(dir, built), { recursive: true, preserveTimestamps: true });
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    await ensureDatabase(databaseUrl);
  });

  afterAll(async () => {
    await dropDatabase(databaseUrl);
    await deleteRedisPrefix(redisPrefix);
    rmSync(dir, { recursive: true, force: true });
  });

  it("rebuilds after a route changed and runs compiled JavaScript (no tsx) for the server and the worker", async () => {
    const marker = `Fresh build ${Date.now().toString(36)}`;
    const source = readFileSync(path.join(dir, ROUTE), "utf8");
    expect(source).toContain(ORIGINAL);
    writeFileSync(path.join(dir, ROUTE), source.replace(ORIGINAL, `${marker}: ${ORIGINAL}`));

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      SESSION_SECRET: "fresh-build-test-secret-0123456789",
      MINDS_WARMUP_QUESTIONS: "0",
      DEMO_NODES: "0",
      LOG_LEVEL: "info",
    };
    const web = npmRun(dir, "start", env);
    try {
      const page = await waitFor(
        "an answer on /",
        async () => {
          const res = await fetch(`http://127.0.0.1:${port}/`);
          return res.ok ? res.text() : undefined;
        },
        web.child,
        web.output,
        180_000,
      );
      expect(page).toContain(marker);
      expect(web.output()).toContain(`building: ${ROUTE} changed after the build`);
      const webProcesses = descendants(web.child.pid!);
      expect(webProcesses.some((args) => /^node --v8-pool-size=0 build\/server\.js$/.test(args))).toBe(true);
      expect(webProcesses.filter((args) => args.includes("tsx"))).toEqual([]);

      // The worker process of the same tree: the build is current now, so it starts without building.
      const worker = npmRun(dir, "worker", { ...env, PORT: String(await freePort()) });
      try {
        await waitFor("the workers' start", async () => (worker.output().includes("workers started") ? true : undefined), worker.child, worker.output, 60_000);
        expect(worker.output()).not.toContain("building:");
        const workerProcesses = descendants(worker.child.pid!);
        expect(workerProcesses.some((args) => /^node --v8-pool-size=0 build\/worker\.js$/.test(args))).toBe(true);
        expect(workerProcesses.filter((args) => args.includes("tsx"))).toEqual([]);
      } finally {
        await worker.stop();
      }
    } finally {
      await web.stop();
    }
  }, 300_000);
});
