import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { dropDatabase, ensureDatabase } from "../../../db/client";
import { READ_CACHE_TTL_MS } from "../../../app/infra/read-cache.server";

export const PG_BASE = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432";
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once every page read a server (at the default PAGE_READS_TTL_MS) shared before now has expired:
 * for a test that wrote to the database behind the app's back (announcing nothing) and reads a page next.
 */
export function pageReadsExpired(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, READ_CACHE_TTL_MS + 50));
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
}

export interface TestServer {
  url: string;
  port: number;
  databaseUrl: string | undefined;
  redisPrefix: string;
  process: ChildProcess;
  logs(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /** false: run on the embedded PGlite database (DATABASE_URL unset). */
  postgres?: boolean;
  /** Wait for /api/health to answer (any status) before resolving. Default true. */
  waitForHealth?: boolean;
  keepDatabase?: boolean;
  /** Join an existing database (another test server's): it is neither created nor dropped by this server. */
  databaseUrl?: string;
  /** Join an existing Redis key prefix (another test server's): its keys are not deleted when this server stops. */
  redisPrefix?: string;
}

/** Starts the real server (build/server.js: the global set-up builds it when a source is newer) on a free port against a fresh database and Redis prefix. */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const redisPrefix = options.redisPrefix ?? uniqueName("tmit").replace(/_/g, "-");
  const ownsPrefix = options.redisPrefix === undefined;
  const databaseUrl = options.databaseUrl ?? (options.postgres === false ? undefined : `${PG_BASE}/${uniqueName("tm_it")}`);
  const ownsDatabase = options.databaseUrl === undefined;
  if (databaseUrl && ownsDatabase) await ensureDatabase(databaseUrl);
  const env: Record<string, string> = {
    ...Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => typeof e[1] === "string")),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: "integration-test-secret-0123456789",
    LOG_LEVEL: "info",
    // The crash hooks (JOB_CRASH_POINTS) some suites set are refused in production without it.
    TEST_HOOKS: "1",
    TRUST_PROXY: "1",
    RATE_LIMIT_READ_PER_MIN: "100000",
    RATE_LIMIT_WRITE_PER_MIN: "100000",
    RATE_LIMIT_AUTH_PER_15MIN: "5",
    // Most suites connect from one address (127.0.0.1) as many visitors at once: the per-address
    // caps are raised like the read and write limits; tests/integration/security-floods.test.ts sets them low.
    CHAT_QUESTIONS_PER_MIN_PER_ADDRESS: "100000",
    ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR: "100000",
    WS_CONNECTIONS_PER_ADDRESS: "100000",
    SSE_CONNECTIONS_PER_ADDRESS: "100000",
    // The minds' warm-up (~2 s of both cores at start) is left to the tests that are about it; the
    // browser suite's server does warm up, as deployed.
    MINDS_WARMUP_QUESTIONS: "0",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  for (const [k, v] of Object.entries(options.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const child = spawn(process.execPath, ["build/server.js"], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d.toString()));
  child.stderr!.on("data", (d) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const server: TestServer = {
    url,
    port,
    databaseUrl,
    redisPrefix,
    process: child,
    logs: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
        await exited;
        clearTimeout(timer);
      }
      if (databaseUrl && ownsDatabase && !options.keepDatabase) await dropDatabase(databaseUrl).catch(() => {});
      if (ownsPrefix) await deleteRedisPrefix(redisPrefix).catch(() => {});
    },
  };

  if (options.waitForHealth !== false) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.status === 200 || res.status === 503) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) {
        await server.stop();
        throw new Error(`server did not start in time:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return server;
}

export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
