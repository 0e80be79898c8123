import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      if (/^(1|true|yes|on)$/i.test(v)) return true;
      if (/^(0|false|no|off)$/i.test(v)) return false;
      ctx.addIssue({ code: "custom", message: `expected 1/0/true/false, got "${v}"` });
      return z.NEVER;
    });

/** A whole number from min to max; `fallback` when unset (undefined: the code picks a default that depends on other settings). */
const wholeNumber = <F extends number | undefined>(fallback: F, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx): number | F => {
      if (v === undefined || v === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `expected a whole number from ${min} to ${max}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });
const int = (fallback: number, min: number, max: number) => wholeNumber(fallback, min, max);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** A switch that may be left unset (then the code picks a default that depends on other settings). */
const optionalBool = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === "") return undefined;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    ctx.addIssue({ code: "custom", message: `expected 1/0/true/false, got "${v}"` });
    return z.NEVER;
  });

/**
 * Which hops in front of the server may say who the client is: what Express's `trust proxy` takes.
 * A hop count (`1`: one proxy in front; the client is the address that proxy appended last to
 * X-Forwarded-For, whatever the client wrote before it), or a comma-separated list of the proxies'
 * addresses, CIDRs or presets (`loopback`, `linklocal`, `uniquelocal`). `0`/`false`/unset: none.
 * `true` (trust every hop) is refused: the client writes the first X-Forwarded-For entry itself, so
 * any address it chose would pass every per-address limit.
 */
export type TrustProxy = number | string[];

const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const value = v?.trim() ?? "";
    if (value === "" || /^(false|no|off)$/i.test(value)) return 0;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
      ctx.addIssue({ code: "custom", message: `expected a hop count from 0 to 32, got "${value}"` });
      return z.NEVER;
    }
    if (/^(true|yes|on)$/i.test(value)) {
      ctx.addIssue({
        code: "custom",
        message: `"${value}" would trust every X-Forwarded-For entry, which the client writes itself; set the number of proxies in front instead (1 for one load balancer) or their addresses/CIDRs`,
      });
      return z.NEVER;
    }
    const list = value.split(",").map((entry) => entry.trim());
    const bad = list.filter((entry) => !validSubnet(entry));
    if (bad.length) {
      ctx.addIssue({ code: "custom", message: `expected a hop count, or addresses, CIDRs or loopback/linklocal/uniquelocal separated by commas; not ${bad.map((b) => `"${b}"`).join(", ")}` });
      return z.NEVER;
    }
    return list;
  });

/** An address, a CIDR or a preset that proxy-addr (Express's own parser) accepts. */
function validSubnet(entry: string): boolean {
  try {
    proxyaddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: int(3000, 0, 65535),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must start with postgres:// or postgresql://",
  }),
  DATABASE_POOL_MAX: int(10, 1, 200),
  PGLITE_DIR: z.string().default(".data/pglite"),
  REDIS_URL: z
    .string()
    .default("redis://127.0.0.1:6379")
    .refine((v) => /^rediss?:\/\//.test(v), { message: "must start with redis:// or rediss://" }),
  REDIS_PREFIX: z
    .string()
    .default("tm")
    .refine((v) => /^[A-Za-z0-9_-]{1,40}$/.test(v), { message: "letters, digits, _ and - only (1-40)" }),
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: "must be at least 16 characters",
  }),
  EMBEDDED_WORKER: bool(true),
  SEED: bool(true),
  OPERATOR_EMAIL: optionalString,
  OPERATOR_PASSWORD: optionalString,
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_READ_PER_MIN: int(1200, 1, 10_000_000),
  RATE_LIMIT_WRITE_PER_MIN: int(60, 1, 10_000_000),
  RATE_LIMIT_AUTH_PER_15MIN: int(10, 1, 10_000_000),
  CHAT_QUESTIONS_PER_MIN: int(10, 1, 10_000_000),
  /**
   * Questions one client address may ask a minute, whatever visitor wallets it uses (a cookieless
   * socket gets a new wallet each time). Six visitors at their own limit: a household or an office
   * behind one address shares it, and a question is a write (RATE_LIMIT_WRITE_PER_MIN is 60 too).
   */
  CHAT_QUESTIONS_PER_MIN_PER_ADDRESS: int(60, 1, 10_000_000),
  /**
   * Archive memories the questions of one client address may leave an hour (5% of the 1,000-memory
   * archive); past it the questions are still answered but leave no memory, so one address can never
   * evict the archive.
   */
  ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR: int(50, 0, 10_000_000),
  /** Open WebSocket connections (/ws) one client address may hold, per web process. */
  WS_CONNECTIONS_PER_ADDRESS: int(20, 1, 10_000_000),
  /** Open server-sent event streams (/api/ritual/stream) one client address may hold, per web process. */
  SSE_CONNECTIONS_PER_ADDRESS: int(20, 1, 10_000_000),
  /**
   * How long a page's reads that every visitor sees alike are shared (pageReads, app/infra/read-cache.server.ts):
   * an announced write drops them at once, a write from outside the app (SQL by hand) shows within it.
   */
  PAGE_READS_TTL_MS: int(250, 0, 600_000),
  LLM_BASE_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: "must start with http:// or https://" }),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: int(20_000, 100, 600_000),
  /**
   * Questions the web process runs its minds' code over before it takes visitors, so V8 has optimised
   * it (app/domain/trinity/warmup.server.ts; ~2 s at start). Unset: 1000 in production, 0 otherwise.
   */
  MINDS_WARMUP_QUESTIONS: wholeNumber(undefined, 0, 100_000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Bearer token Prometheus sends to read /metrics; unset: only operators (a session or an API token) may. */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, { message: "must be at least 16 characters" }),
  /** A worker process (npm run worker) serves its /metrics on this port; unset or 0: not served. */
  METRICS_PORT: int(0, 0, 65535),
  DATA_DIR: z.string().default(".data"),
  /** An approved node silent this long reads "inactive" (default 3 minutes). */
  NODE_HEARTBEAT_TIMEOUT_MS: int(180_000, 1000, 86_400_000),
  /**
   * Demo nodes (worker/demo-nodes.ts): the seeded nodes run as simulated observer nodes that sign
   * heartbeats through the real HTTP endpoint. Unset: on for the embedded default (no DATABASE_URL).
   */
  DEMO_NODES: optionalBool,
  /** Where demo nodes reach the hub; unset: this process's own address (a worker process: http://127.0.0.1:$PORT). */
  DEMO_NODES_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: "must start with http:// or https://" }),
  /** A demo node's mean heartbeat interval; each beat waits 2/3 to 5/3 of it (30 s: 20–50 s). */
  DEMO_NODES_INTERVAL_MS: int(30_000, 200, 3_600_000),
  /**
   * Raw mesh events stay for today and this many whole UTC days before it; older ones are rolled up
   * into daily counts per node and type (mesh_event_daily) by the hourly `roll-up-mesh-events` job.
   */
  MESH_EVENTS_RETENTION_DAYS: int(14, 7, 36_500),
  /**
   * Conversations (with their turns) whose last turn is older than this many days are deleted by the
   * hourly `prune-stale-conversations` maintenance job; unset: kept forever.
   */
  CONVERSATIONS_RETENTION_DAYS: wholeNumber(undefined, 1, 36_500),
  /** The operator's code-hosting account (DESIGN §10); unset: deploy calls answer needsGitHubAuth. */
  GITHUB_TOKEN: optionalString,
  GITHUB_API_URL: z
    .string()
    .default("https://api.github.com")
    .refine((v) => /^https?:\/\//.test(v), { message: "must start with http:// or https://" }),
  /** This hub's public URL, written into deployed observers' configuration (HUB_URL); unset: taken from the request. */
  PUBLIC_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: "must start with http:// or https://" }),
  /** The symbolic-intelligence (Python) plane probed by /api/chrysalis/health; unset: reported unavailable. */
  PYTHON_PLANE_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), { message: "must start with http:// or https://" }),
  /**
   * Test-only: "queue:point" names (comma-separated) where a job's first attempt throws after the
   * work before that point is done, to prove a retry resumes without doing the work twice.
   */
  /**
   * How long a job's lock lasts and how often workers look for stalled jobs (a worker that died
   * mid-job): its job is handed to another worker within about twice this. BullMQ's 30 s by
   * default; the fault-injection tests shorten it.
   */
  JOB_STALLED_INTERVAL_MS: int(30_000, 1000, 600_000),
  /** Allows the test-only hooks (JOB_CRASH_POINTS) in production mode, as the fault-injection tests run it. */
  TEST_HOOKS: bool(false),
  JOB_CRASH_POINTS: z
    .string()
    .optional()
    .transform((v) => (v ?? "").split(",").map((p) => p.trim()).filter(Boolean)),
});

export type Env = z.infer<typeof envSchema> & { SESSION_SECRET: string };

let cached: Env | undefined;

/** Reads a session secret from the environment, or a random one kept under DATA_DIR so restarts keep sessions. */
function resolveSecret(parsed: z.infer<typeof envSchema>): string {
  if (parsed.SESSION_SECRET) return parsed.SESSION_SECRET;
  const file = path.resolve(parsed.DATA_DIR, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class EnvError extends Error {}

/** Demo nodes run when DEMO_NODES says so, else on the embedded database only. */
export function demoNodesEnabled(env: Pick<Env, "DEMO_NODES" | "DATABASE_URL">): boolean {
  return env.DEMO_NODES ?? env.DATABASE_URL === undefined;
}

/**
 * Sets a variable this process decided itself (the private Redis's URL, local-redis.server.ts) and
 * drops the parsed copy, so every later getEnv() sees it.
 */
export function setProcessEnv(name: "REDIS_URL", value: string): void {
  process.env[name] = value;
  cached = undefined;
}

/** Parses process.env once. A bad value throws an EnvError naming the variable. */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
  if (cached && source === process.env) return cached;
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  if (result.data.OPERATOR_EMAIL && !result.data.OPERATOR_PASSWORD) {
    throw new EnvError("Invalid environment configuration:\n  OPERATOR_PASSWORD: required when OPERATOR_EMAIL is set");
  }
  if (result.data.JOB_CRASH_POINTS.length && result.data.NODE_ENV === "production" && !result.data.TEST_HOOKS) {
    // A test hook whose ":freeze" mode blocks the event loop: never on by accident in a real deployment.
    throw new EnvError("Invalid environment configuration:\n  JOB_CRASH_POINTS: a test hook, refused in production unless TEST_HOOKS=1");
  }
  const env: Env = { ...result.data, SESSION_SECRET: resolveSecret(result.data) };
  if (source === process.env) cached = env;
  return env;
}
