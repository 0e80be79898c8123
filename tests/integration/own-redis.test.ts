import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Queue } from "bullmq";
import { afterAll, describe, expect, it } from "vitest";
import { bullPrefix } from "../../worker/queues";
import { waitFor } from "./helpers/faults";
import { expectJobCompletes } from "./helpers/jobs";

/**
 * Issue 33: a laptop's `npm start` brings its own Redis. Each server here runs in a network namespace
 * of its own (`unshare -n`: only a loopback, so nothing answers on 127.0.0.1:6379, as on a fresh
 * machine), on the embedded database, with REDIS_URL unset. The test reaches it through the namespace
 * (`nsenter`), and the private Redis through its unix socket under DATA_DIR/redis.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PORT = 3999;
const PREFIX = "tm";
const START_TIMEOUT_MS = 150_000;

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => execFile(file, args, { timeout: 30_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout))));
}

interface Server {
  pid: number;
  output(): string;
  /** A GET inside the server's namespace: status and body. */
  get(urlPath: string): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

async function startInOwnNetwork(dir: string, searchPath: string): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    HOME: dir,
    PATH: searchPath,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATA_DIR: path.join(dir, "data"),
    PGLITE_DIR: path.join(dir, "data", "pglite"),
    MINDS_WARMUP_QUESTIONS: "0",
    DEMO_NODES: "0",
    LOG_LEVEL: "info",
  };
  const child = spawn("/usr/bin/unshare", ["-n", "/bin/sh", "-c", '/usr/sbin/ip link set lo up && exec "$0" --v8-pool-size=0 build/server.js', process.execPath], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d.toString()));
  child.stderr!.on("data", (d) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(
    "the server listening",
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      return output.includes("Trinity Mesh is listening");
    },
    START_TIMEOUT_MS,
    250,
  );
  const pid = child.pid!;
  return {
    pid,
    output: () => output,
    async get(urlPath) {
      const script = `fetch(${JSON.stringify(`http://127.0.0.1:${PORT}${urlPath}`)}).then(async (r) => process.stdout.write(JSON.stringify({ status: r.status, body: await r.text() })))`;
      return JSON.parse(await run("/usr/bin/nsenter", [`--net=/proc/${pid}/ns/net`, process.execPath, "-e", script])) as { status: number; body: string };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGTERM");
      await exited;
    },
  };
}

const health = async (server: Server) => JSON.parse((await server.get("/api/health")).body) as { status: string; redis: string };
const warnLines = (output: string) => output.split("\n").filter((line) => line.includes('"level":"warn"'));

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "own-redis-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("npm start with REDIS_URL unset and nothing on 127.0.0.1:6379", () => {
  it("starts a private redis-server from the PATH: health ok, a queued job runs, a job enqueued before a restart runs after it, and Redis stops with the app", async () => {
    const dir = tempDir();
    let server = await startInOwnNetwork(dir, process.env.PATH!);
    const redisDir = path.join(dir, "data", "redis");
    try {
      expect(server.output()).toMatch(/started a private redis-server at redis:\/\/127\.0\.0\.1:\d+ \(pid \d+, data in .*data\/redis\)/);
      expect(await health(server)).toMatchObject({ status: "ok", redis: "ok" });
      const owner = JSON.parse(readFileSync(path.join(redisDir, "owner.json"), "utf8")) as { pid: number };

      const queue = () => new Queue("maintenance", { connection: { path: path.join(redisDir, "redis.sock") }, prefix: bullPrefix(PREFIX) });
      let maintenance = queue();
      const now = await maintenance.add("prune-expired-sessions", {}, { jobId: "own-redis-now" });
      await expectJobCompletes(maintenance, now);
      // Enqueued before the stop, due after it: the append-only file keeps it across the restart.
      await maintenance.add("prune-expired-sessions", {}, { jobId: "own-redis-later", delay: 3_000 });
      await maintenance.close();

      await server.stop();
      // Redis stopped with the app.
      expect(() => process.kill(owner.pid, 0)).toThrow();
      expect(existsSync(path.join(redisDir, "owner.json"))).toBe(false);

      server = await startInOwnNetwork(dir, process.env.PATH!);
      expect(await health(server)).toMatchObject({ status: "ok", redis: "ok" });
      maintenance = queue();
      try {
        const later = await waitFor("the job from before the restart", () => maintenance.getJob("own-redis-later"), 10_000, 200);
        await expectJobCompletes(maintenance, later);
      } finally {
        await maintenance.close();
      }
    } finally {
      await server.stop();
    }
  }, 400_000);

  it("without redis-server on the PATH: starts degraded and says so once, with the install command", async () => {
    const dir = tempDir();
    // A PATH holding node alone (the server is started by its full path; redis-server is nowhere on it).
    const bin = path.join(dir, "bin");
    mkdirSync(bin);
    symlinkSync(process.execPath, path.join(bin, "node"));
    const server = await startInOwnNetwork(dir, bin);
    try {
      expect(await health(server)).toMatchObject({ status: "degraded", redis: "down" });
      // Clients retry every 2 s, the pulse publishes every 5 s: 12 s is time for each to fail again.
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      const warnings = warnLines(server.output());
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain("redis-server is not installed");
      expect(warnings[0]).toContain("apt install redis-server");
      expect(warnings[0]).toContain("brew install redis");
      expect(existsSync(path.join(dir, "data", "redis", "owner.json"))).toBe(false);
    } finally {
      await server.stop();
    }
    expect(server.output()).toContain("stopped cleanly");
  }, 250_000);
});
