/**
 * Pure rules of the Continuity and Harmony screen (spec "Continuity and Harmony", §3, §9):
 * the AI task rotation order and the harmony scanner's per-module judgements, overall score and
 * recommendations. Client-safe: no server imports.
 */

/** AI task rotation domains, in rotation order (spec §9: 4 domains). */
export const TASK_DOMAINS = ["analysis", "creation", "maintenance", "teaching"] as const;
export type TaskDomain = (typeof TASK_DOMAINS)[number];

export function isTaskDomain(value: unknown): value is TaskDomain {
  return typeof value === "string" && (TASK_DOMAINS as readonly string[]).includes(value);
}

/** analysis → creation → maintenance → teaching → analysis. */
export function nextDomain(domain: TaskDomain): TaskDomain {
  return TASK_DOMAINS[(TASK_DOMAINS.indexOf(domain) + 1) % TASK_DOMAINS.length];
}

/** The domain a node starts in when it is first seeded: spread over the four by position. */
export function initialDomain(index: number): TaskDomain {
  return TASK_DOMAINS[((index % TASK_DOMAINS.length) + TASK_DOMAINS.length) % TASK_DOMAINS.length];
}

/** Summary hash display (spec §9): the first 16 characters. */
export const HASH_DISPLAY_CHARS = 16;
export function shortHash(hash: string): string {
  return hash.slice(0, HASH_DISPLAY_CHARS);
}

export const DEFAULT_SYNC_PROJECT = "Alexandria Archive";
export const SCAN_SYNC_PROJECT = "Harmony scan";

/** Web processes refresh their presence this often; a report older than the TTL has expired. */
export const PRESENCE_REFRESH_MS = 10_000;
export const PRESENCE_TTL_SECONDS = 30;

/** A database or Redis round trip slower than this marks the module degraded. */
export const SLOW_PING_MS = 1000;
/** A queue whose success rate (completed / (completed + failed)) falls under this is degraded. */
export const QUEUE_MIN_SUCCESS_RATE = 0.8;

export type ModuleStatus = "active" | "degraded" | "offline";

export interface ModuleVerdict {
  moduleName: string;
  schemaVersion: string;
  status: ModuleStatus;
  /** 0..1, rounded to 3 decimals. */
  compatibilityScore: number;
  details: string;
  recommendation: string | null;
}

const round3 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;
const pct = (n: number) => `${Math.round(n * 100)}%`;

export interface PingFacts {
  ok: boolean;
  latencyMs: number;
  version: string | null;
}

/** What a pinged module's verdict says: its name, product, probe and the advice for each failure. */
interface PingTexts {
  moduleName: string;
  product: string;
  probe: string;
  silent: string;
  offline: string;
  slow: (ms: number) => string;
}

/** A pinged module: reachable and quick → active; slow → degraded (score SLOW_PING_MS / latency); unreachable → offline. */
function judgePing(t: PingTexts, f: PingFacts): ModuleVerdict {
  const base = { moduleName: t.moduleName, schemaVersion: f.version ? `${t.product} ${f.version}` : "unknown" };
  if (!f.ok) return { ...base, status: "offline", compatibilityScore: 0, details: t.silent, recommendation: t.offline };
  const details = `${t.probe} took ${f.latencyMs} ms.`;
  if (f.latencyMs > SLOW_PING_MS) return { ...base, status: "degraded", compatibilityScore: round3(SLOW_PING_MS / f.latencyMs), details, recommendation: t.slow(f.latencyMs) };
  return { ...base, status: "active", compatibilityScore: 1, details, recommendation: null };
}

/** The database: reachable and quick → active; slow → degraded; unreachable → offline. */
export const judgeDatabase = (f: PingFacts): ModuleVerdict =>
  judgePing(
    {
      moduleName: "database",
      product: "PostgreSQL",
      probe: "A query",
      silent: "The database did not answer a query.",
      offline: "The database is unreachable: check DATABASE_URL and that PostgreSQL is running.",
      slow: (ms) => `The database answered slowly (${ms} ms): check its load and the connection pool.`,
    },
    f,
  );

/** Redis: PONG quickly → active; slow → degraded; no answer → offline (queued actions answer 503). */
export const judgeRedis = (f: PingFacts): ModuleVerdict =>
  judgePing(
    {
      moduleName: "redis",
      product: "Redis",
      probe: "PING",
      silent: "Redis did not answer PING.",
      offline: "Redis is unreachable: queued actions answer 503 until it returns; check REDIS_URL.",
      slow: (ms) => `Redis answered slowly (${ms} ms): check its memory and load.`,
    },
    f,
  );

export interface MigrationFacts {
  /** null when the migration table could not be read. */
  applied: string[] | null;
  known: string[];
}

/** Migrations: the applied set must equal the set this code knows; the latest applied is the schema version. */
export function judgeMigrations(f: MigrationFacts): ModuleVerdict {
  const latestKnown = [...f.known].sort().at(-1) ?? "none";
  if (f.applied === null) {
    return { moduleName: "migrations", schemaVersion: "unknown", status: "offline", compatibilityScore: 0, details: "The migration table could not be read.", recommendation: "The migration state is unreadable: check the database connection, then run npm run db:migrate." };
  }
  const applied = new Set(f.applied);
  const known = new Set(f.known);
  const missing = f.known.filter((m) => !applied.has(m)).sort();
  const ahead = f.applied.filter((m) => !known.has(m)).sort();
  const matched = f.known.length - missing.length;
  const schemaVersion = [...f.applied].sort().at(-1) ?? "none";
  const denominator = Math.max(f.known.length, f.applied.length, 1);
  const details = `${f.applied.length} applied, ${f.known.length} known; latest known ${latestKnown}.`;
  const degraded = (recommendation: string): ModuleVerdict => ({ moduleName: "migrations", schemaVersion, status: "degraded", compatibilityScore: round3(matched / denominator), details, recommendation });
  if (missing.length) return degraded(`${missing.length} migration(s) not applied (${missing.join(", ")}): run npm run db:migrate.`);
  if (ahead.length) return degraded(`The database has migration(s) this code does not know (${ahead.join(", ")}): deploy the matching version.`);
  return { moduleName: "migrations", schemaVersion, status: "active", compatibilityScore: 1, details, recommendation: null };
}

export interface QueueFacts {
  queue: string;
  /** false when Redis could not be asked. */
  reachable: boolean;
  workers: number;
  completed: number;
  failed: number;
  waiting: number;
  version: string | null;
}

/**
 * A BullMQ queue: no worker attached or a low success rate → degraded; Redis unreachable → offline.
 * Compatibility: the success rate, halved while no worker is attached.
 */
export function judgeQueue(f: QueueFacts): ModuleVerdict {
  const moduleName = `queue:${f.queue}`;
  const schemaVersion = f.version ? `bullmq ${f.version.replace(/^bullmq:/, "")}` : "unknown";
  if (!f.reachable) {
    return { moduleName, schemaVersion, status: "offline", compatibilityScore: 0, details: "Redis could not be asked for this queue.", recommendation: `Queue ${f.queue} is unreachable with Redis: its jobs wait until Redis returns.` };
  }
  const finished = f.completed + f.failed;
  const successRate = finished === 0 ? 1 : f.completed / finished;
  const details = `${f.workers} worker(s), ${f.waiting} waiting, ${f.completed} completed, ${f.failed} failed.`;
  if (f.workers === 0) {
    return {
      moduleName,
      schemaVersion,
      status: "degraded",
      compatibilityScore: round3(successRate / 2),
      details,
      recommendation: `Queue ${f.queue} has no worker attached: start npm run worker or set EMBEDDED_WORKER=1.`,
    };
  }
  if (successRate < QUEUE_MIN_SUCCESS_RATE) {
    return {
      moduleName,
      schemaVersion,
      status: "degraded",
      compatibilityScore: round3(successRate),
      details,
      recommendation: `Queue ${f.queue} has ${f.failed} failed job(s) (success rate ${pct(successRate)}): inspect and retry them.`,
    };
  }
  return { moduleName, schemaVersion, status: "active", compatibilityScore: round3(successRate), details, recommendation: null };
}

/** One web process's presence report (refreshed in Redis with a TTL). */
export interface PresenceReport {
  source: string;
  version: string;
  /** Open WebSocket clients; null when the process does not report them. */
  wsClients: number | null;
  sseClients: number;
  at: string;
}

function presenceVersion(reports: PresenceReport[]): { schemaVersion: string; mixed: boolean } {
  const versions = [...new Set(reports.map((r) => r.version))].sort();
  return { schemaVersion: versions.length ? versions.join(", ") : "unknown", mixed: versions.length > 1 };
}

/** WebSocket (/ws) across the web processes that reported presence. */
export function judgeWebSocket(reports: PresenceReport[]): ModuleVerdict {
  const { schemaVersion, mixed } = presenceVersion(reports);
  if (reports.length === 0) {
    return { moduleName: "websocket", schemaVersion, status: "offline", compatibilityScore: 0, details: "No web process reported presence.", recommendation: "No web process reported its WebSocket server in the last 30 s: check that the web processes are running." };
  }
  const reporting = reports.filter((r) => r.wsClients !== null);
  const clients = reporting.reduce((n, r) => n + (r.wsClients ?? 0), 0);
  const details = `${reports.length} web process(es); ${clients} open WebSocket client(s) on the ${reporting.length} reporting.`;
  if (reporting.length < reports.length) {
    const unknown = reports.length - reporting.length;
    return {
      moduleName: "websocket",
      schemaVersion,
      status: "degraded",
      compatibilityScore: round3((reporting.length + unknown / 2) / reports.length),
      details,
      recommendation: `${unknown} web process(es) do not report their WebSocket clients: start the presence publisher with the WebSocket server (server.ts).`,
    };
  }
  if (mixed) {
    return { moduleName: "websocket", schemaVersion, status: "degraded", compatibilityScore: 0.5, details, recommendation: `Web processes run different versions (${schemaVersion}): finish the rollout.` };
  }
  return { moduleName: "websocket", schemaVersion, status: "active", compatibilityScore: 1, details, recommendation: null };
}

/** SSE (/api/ritual/stream) across the web processes that reported presence. */
export function judgeSse(reports: PresenceReport[]): ModuleVerdict {
  const { schemaVersion, mixed } = presenceVersion(reports);
  if (reports.length === 0) {
    return { moduleName: "sse", schemaVersion, status: "offline", compatibilityScore: 0, details: "No web process reported presence.", recommendation: "No web process reported its SSE hub in the last 30 s: check that the web processes are running." };
  }
  const clients = reports.reduce((n, r) => n + r.sseClients, 0);
  const details = `${reports.length} web process(es); ${clients} open SSE subscriber(s).`;
  if (mixed) {
    return { moduleName: "sse", schemaVersion, status: "degraded", compatibilityScore: 0.5, details, recommendation: `Web processes run different versions (${schemaVersion}): finish the rollout.` };
  }
  return { moduleName: "sse", schemaVersion, status: "active", compatibilityScore: 1, details, recommendation: null };
}

export const ALL_IN_HARMONY = "All modules are in harmony: no action needed.";

/** Overall score = mean compatibility (0..1); recommendations = each module's, or the all-clear. */
export function summarizeScan(modules: Pick<ModuleVerdict, "compatibilityScore" | "recommendation">[]): { overallScore: number; recommendations: string[] } {
  if (modules.length === 0) return { overallScore: 0, recommendations: ["No module could be checked: run the scan again."] };
  const overallScore = round3(modules.reduce((n, m) => n + m.compatibilityScore, 0) / modules.length);
  const recommendations = [...new Set(modules.map((m) => m.recommendation).filter((r): r is string => !!r))];
  return { overallScore, recommendations: recommendations.length ? recommendations : [ALL_IN_HARMONY] };
}

/** 0..1 → whole percent for display. */
export function percent(score: number | null | undefined): string {
  return typeof score === "number" && Number.isFinite(score) ? `${Math.round(score * 100)}%` : "—";
}
