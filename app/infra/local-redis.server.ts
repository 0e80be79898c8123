import { spawn } from "node:child_process";
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * A laptop's `npm start` brings its own Redis (issue 33): with REDIS_URL unset and no Redis answering
 * on 127.0.0.1:6379, the web process starts a private `redis-server` from the PATH (Debian's and
 * Homebrew's both fit) on a free local port, its data under DATA_DIR/redis with the append-only file
 * on (queued jobs survive a restart), and stops it when it stops. A set REDIS_URL, or a Redis already
 * on 6379, is used as it is; with no `redis-server` installed the app starts degraded and says so once.
 */

export const DEFAULT_REDIS = { host: "127.0.0.1", port: 6379 } as const;

/** Said once when there is no Redis and no `redis-server` to start one. */
export const REDIS_MISSING_MESSAGE =
  "No Redis answers on 127.0.0.1:6379 and redis-server is not installed, so queued jobs (deploys, manifests, the pulses) are off and health says degraded. " +
  "Install it with `apt install redis-server` (Debian, Ubuntu) or `brew install redis` (macOS) and start again, or set REDIS_URL.";

export type RedisSource =
  | { kind: "configured" }
  | { kind: "found" }
  | { kind: "private"; url: string; pid: number; adopted: boolean; dir: string; stop(): Promise<void> }
  | { kind: "missing"; reason: string };

/** Under DATA_DIR/redis: the private server's pid and port, while it runs. */
const OWNER_FILE = "owner.json";

interface Owner {
  pid: number;
  port: number;
}

/** Answers true when a Redis answers PING at host:port within the time (something else there, or nothing: false). */
export function answersPing(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let reply = "";
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk: Buffer) => {
      reply += chunk.toString("latin1");
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
    socket.on("error", () => done(false));
    socket.on("close", () => done(false));
  });
}

/** The first executable `name` in the PATH's directories, or null. */
export function findOnPath(name: string, searchPath: string | undefined): string | null {
  for (const dir of (searchPath ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a private redis-server: SIGTERM (it writes its append-only file and exits), SIGKILL after 5 s. */
async function stopPid(pid: number): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, "SIGTERM");
  for (let waited = 0; waited < 5000 && alive(pid); waited += 50) await sleep(50);
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<Owner>;
    return Number.isInteger(owner.pid) && Number.isInteger(owner.port) ? (owner as Owner) : null;
  } catch {
    return null;
  }
}

/** The private server's handle: stopped by `stop()`, or at the latest when this process exits. */
function handleOf(pid: number, port: number, dir: string, adopted: boolean): Extract<RedisSource, { kind: "private" }> {
  const ownerFile = path.join(dir, OWNER_FILE);
  let stopped = false;
  const onExit = () => {
    // A process exiting without its shutdown (an uncaught error): the server still gets SIGTERM.
    if (!stopped && alive(pid)) process.kill(pid, "SIGTERM");
  };
  process.on("exit", onExit);
  return {
    kind: "private",
    url: `redis://${DEFAULT_REDIS.host}:${port}`,
    pid,
    adopted,
    dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off("exit", onExit);
      await stopPid(pid);
      rmSync(ownerFile, { force: true });
    },
  };
}

export interface ProvideRedisOptions {
  /** The process environment: REDIS_URL and PATH are read. */
  env: NodeJS.ProcessEnv;
  /** DATA_DIR: the private server keeps its files in DATA_DIR/redis. */
  dataDir: string;
  /** How long a started redis-server may take to answer. */
  readyTimeoutMs?: number;
}

/** Decides where Redis comes from, starting the private one when that is the way (see the top of this file). */
export async function provideRedis({ env, dataDir, readyTimeoutMs = 10_000 }: ProvideRedisOptions): Promise<RedisSource> {
  if (env.REDIS_URL) return { kind: "configured" };
  if (await answersPing(DEFAULT_REDIS.host, DEFAULT_REDIS.port)) return { kind: "found" };

  const dir = path.resolve(dataDir, "redis");
  const ownerFile = path.join(dir, OWNER_FILE);
  // One left running by a process that died without stopping it: taken over rather than started twice on one data dir.
  const left = existsSync(ownerFile) ? readOwner(ownerFile) : null;
  if (left && alive(left.pid) && (await answersPing(DEFAULT_REDIS.host, left.port))) return handleOf(left.pid, left.port, dir, true);

  const bin = findOnPath("redis-server", env.PATH);
  if (!bin) return { kind: "missing", reason: REDIS_MISSING_MESSAGE };

  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const socketFile = path.join(dir, "redis.sock");
  const args = ["--bind", DEFAULT_REDIS.host, "--port", String(port), "--dir", dir, "--appendonly", "yes", "--save", "", "--daemonize", "no", "--logfile", path.join(dir, "redis.log")];
  // Also a unix socket for local tools (`redis-cli -s DATA_DIR/redis/redis.sock`), where the path fits.
  if (socketFile.length < 100) args.push("--unixsocket", socketFile, "--unixsocketperm", "700");
  // Its own process group: a terminal's Ctrl-C reaches the app, which stops Redis last, after its workers.
  const child = spawn(bin, args, { stdio: "ignore", detached: true });
  let exited: string | null = null;
  child.once("exit", (code, signal) => (exited = signal ?? `exit code ${code}`));
  child.once("error", (error) => (exited = error.message));
  const deadline = Date.now() + readyTimeoutMs;
  while (!(await answersPing(DEFAULT_REDIS.host, port, 250))) {
    if (exited !== null || Date.now() > deadline) {
      if (exited === null) child.kill("SIGKILL");
      return { kind: "missing", reason: `redis-server (${bin}) did not start (${exited ?? "no answer"}; see ${path.join(dir, "redis.log")}): queued jobs are off and health says degraded.` };
    }
    await sleep(50);
  }
  child.unref();
  writeFileSync(ownerFile, JSON.stringify({ pid: child.pid!, port } satisfies Owner));
  return handleOf(child.pid!, port, dir, false);
}
