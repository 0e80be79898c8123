import { sql } from "kysely";
import type { Services } from "./services.server";
import { pingRedis } from "./redis.server";
import { PYTHON_DEFAULT_PORT, type ChrysalisHealth, type PythonProbe } from "../lib/chrysalis";
import { withTimeout } from "../lib/timeout";

export type { ChrysalisHealth, PythonProbe };

/** How long the Python plane may take to answer /health before it counts as unavailable. */
export const PYTHON_PROBE_TIMEOUT_MS = 1500;
const DB_PING_TIMEOUT_MS = 1500;
const VERSION_MAX = 40;

function urlPort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/**
 * Probes `<baseUrl>/health`, expecting JSON with a `version` (and optionally the `port` it
 * reports). Never waits longer than `timeoutMs`, headers and body together. Unset → unavailable on
 * the default port 5001.
 */
export async function probePythonPlane(baseUrl: string | undefined, timeoutMs = PYTHON_PROBE_TIMEOUT_MS, fetchImpl: typeof fetch = fetch): Promise<PythonProbe> {
  if (!baseUrl) return { configured: false, available: false, port: PYTHON_DEFAULT_PORT, version: null, error: "PYTHON_PLANE_URL is not configured" };
  const base = new URL(baseUrl);
  const port = urlPort(base);
  const controller = new AbortController();
  try {
    const body = await withTimeout(
      (async () => {
        const res = await fetchImpl(new URL("health", base.href.endsWith("/") ? base.href : `${base.href}/`), {
          headers: { Accept: "application/json" },
          signal: controller.signal,
        });
        if (!res.ok) throw new Error(`the Python plane answered ${res.status}`);
        return (await res.json()) as unknown;
      })(),
      timeoutMs,
      `the Python plane did not answer within ${timeoutMs} ms`,
    );
    const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const version = typeof record.version === "string" && record.version.trim() ? record.version.trim().slice(0, VERSION_MAX) : null;
    if (!version) return { configured: true, available: false, port, version: null, error: "the Python plane's /health answer has no version" };
    const reported = record.port;
    const reportedPort = typeof reported === "number" && Number.isInteger(reported) && reported > 0 && reported < 65536 ? reported : port;
    return { configured: true, available: true, port: reportedPort, version, error: null };
  } catch (error) {
    return { configured: true, available: false, port, version: null, error: error instanceof Error ? error.message.slice(0, 200) : "the Python plane could not be reached" };
  } finally {
    controller.abort();
  }
}

async function pingDb(services: Pick<Services, "db">): Promise<boolean> {
  try {
    await withTimeout(sql`select 1`.execute(services.db), DB_PING_TIMEOUT_MS, "database ping timed out");
    return true;
  } catch {
    return false;
  }
}

/** Both planes, probed at once. */
export async function chrysalisHealth(services: Pick<Services, "db" | "redis" | "env">, now: Date = new Date()): Promise<ChrysalisHealth> {
  const [dbOk, redisOk, python] = await Promise.all([pingDb(services), pingRedis(services.redis), probePythonPlane(services.env.PYTHON_PLANE_URL)]);
  return {
    typescript_healthy: dbOk && redisOk,
    typescript_port: services.env.PORT,
    database: dbOk ? "ok" : "down",
    redis: redisOk ? "ok" : "down",
    python_available: python.available,
    python_port: python.port,
    python_version: python.version,
    python_configured: python.configured,
    python_error: python.error,
    checked_at: now.toISOString(),
  };
}
