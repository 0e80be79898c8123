/**
 * Helpers of the fault-injection suites: a private redis-server that can be stopped and started
 * again on the same port, a separate worker process (`npm run worker`) that can be SIGKILLed, and
 * a small wait-until.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer as createHttpServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { freePort } from "./server";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Polls `check` until it answers a value other than undefined/false, or throws after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
}

export interface PrivateRedis {
  url: string;
  port: number;
  running(): boolean;
  /** Kills the server (SIGKILL: no goodbye to its clients) and waits for it to be gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
}

/** A redis-server of this test's own on a free port (never the shared one): stopping it affects no other suite. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const ping = async () => {
    const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on("error", () => {});
    try {
      await client.connect();
      return (await client.ping()) === "PONG";
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };
  const handle: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    async start() {
      child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
      await waitFor(`redis-server on ${port}`, ping, 10_000, 50);
    },
    async stop() {
      if (!child || !handle.running()) return;
      const exited = exitOf(child);
      child.kill("SIGKILL");
      await exited;
      child = null;
    },
  };
  await handle.start();
  return handle;
}

export interface WorkerProcess {
  process: ChildProcess;
  logs(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `npm run worker` (build/worker.js) for a test server's database and Redis prefix. Resolves
 * once its workers have started.
 */
export async function startWorkerProcess(options: { databaseUrl: string; redisUrl: string; redisPrefix: string; env?: Record<string, string> }): Promise<WorkerProcess> {
  const env: Record<string, string> = {
    ...Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => typeof e[1] === "string")),
    NODE_ENV: "production",
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    SESSION_SECRET: "integration-test-secret-0123456789",
    LOG_LEVEL: "info",
    TEST_HOOKS: "1", // JOB_CRASH_POINTS is refused in production without it
    ...options.env,
  };
  const child = spawn(process.execPath, ["build/worker.js"], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d.toString()));
  child.stderr!.on("data", (d) => (output += d.toString()));
  const exited = exitOf(child);
  const worker: WorkerProcess = {
    process: child,
    logs: () => output,
    exited,
    async kill(signal = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + 60_000;
  while (!output.includes('"workers started"')) {
    if (child.exitCode !== null) throw new Error(`the worker exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await worker.kill();
      throw new Error(`the worker did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return worker;
}

export interface HoldingProxy {
  url: string;
  /** Resolves with the method and path of the first request matching `hold`, once its answer is back from the target and held. */
  held: Promise<{ method: string; path: string }>;
  /** From now on every request passes straight through. */
  stopHolding(): void;
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of `target` (the fake code host): requests pass through, except the
 * first one matching `hold`, which is forwarded (the target does the write) but whose answer is
 * kept from the caller: the caller is left exactly between "the remote write happened" and "I
 * recorded it", the worst moment for it to be killed.
 */
export async function startHoldingProxy(target: string, hold: (method: string, path: string) => boolean): Promise<HoldingProxy> {
  let holding = true;
  let resolveHeld!: (v: { method: string; path: string }) => void;
  const held = new Promise<{ method: string; path: string }>((r) => (resolveHeld = r));
  const parked: ServerResponse[] = [];
  const server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === "string" && !["host", "connection", "content-length"].includes(k))) as Record<string, string>;
    try {
      const answer = await fetch(`${target}${path}`, { method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      const body = Buffer.from(await answer.arrayBuffer());
      if (holding && hold(method, path)) {
        holding = false;
        parked.push(res);
        resolveHeld({ method, path });
        return;
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((v, k) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(k)) out[k] = v;
      });
      res.writeHead(answer.status, out).end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    stopHolding: () => void (holding = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of parked) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
