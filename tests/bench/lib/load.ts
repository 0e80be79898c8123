/** HTTP load with autocannon's programmatic API: a warm-up run (discarded), then the measured run. */
import autocannon from "autocannon";
import { cpuSeconds } from "./processes";

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export const STANDARD_LOAD: LoadSettings = { connections: 50, warmupSeconds: 2, durationSeconds: 10 };

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

/** Standard settings unless BENCH_CONNECTIONS / BENCH_WARMUP / BENCH_DURATION override them (quick local checks). */
/** A whole-number setting from the environment (BENCH_…), the fallback when unset; a bad value stops the run. */
export function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ${min === 1 ? "> 0" : `≥ ${min}`}, got "${raw}"`);
  return n;
}

export function loadSettingsFromEnv(): LoadSettings {
  return {
    connections: envNumber("BENCH_CONNECTIONS", STANDARD_LOAD.connections),
    warmupSeconds: envNumber("BENCH_WARMUP", STANDARD_LOAD.warmupSeconds),
    durationSeconds: envNumber("BENCH_DURATION", STANDARD_LOAD.durationSeconds),
  };
}

export function isStandard(s: LoadSettings): boolean {
  return (
    s.connections === STANDARD_LOAD.connections &&
    s.warmupSeconds === STANDARD_LOAD.warmupSeconds &&
    s.durationSeconds === STANDARD_LOAD.durationSeconds
  );
}

export interface LoadResult {
  label: string;
  url: string;
  /** Mean of autocannon's per-second samples. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  total: number;
  /** Mean response size in bytes (body + headers as received). */
  bytesPerResponse: number;
  statusCounts: Record<string, number>;
  /** CPU time the server process spent per answered request during the measured run (ms), when known. */
  serverCpuMsPerRequest: number | undefined;
}

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Warm-up (discarded), then the measured run. With `serverPid`, also samples the server's CPU time
 * around the measured run: CPU per request barely moves when other work shares the machine, unlike req/s.
 */
export async function measure(
  label: string,
  url: string,
  settings: LoadSettings,
  options: { headers?: Record<string, string>; serverPid?: number; overallRate?: number } = {},
): Promise<LoadResult> {
  const base: autocannon.Options = { url, connections: settings.connections, headers: options.headers ?? {}, timeout: 10 };
  // A fixed offered load (requests per second over all connections) instead of as fast as the server answers.
  if (options.overallRate) base.overallRate = options.overallRate;
  if (settings.warmupSeconds > 0) await fire({ ...base, duration: settings.warmupSeconds });
  const cpuBefore = cpuSeconds(options.serverPid);
  const r = await fire({ ...base, duration: settings.durationSeconds });
  const cpuAfter = cpuSeconds(options.serverPid);
  const statusCounts: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCounts[code] = stat.count ?? 0;
  const responses = r.requests.total;
  return {
    label,
    url,
    reqPerSec: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    total: responses,
    bytesPerResponse: responses > 0 ? r.throughput.total / responses : 0,
    statusCounts,
    serverCpuMsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && responses > 0 ? ((cpuAfter - cpuBefore) * 1000) / responses : undefined,
  };
}
