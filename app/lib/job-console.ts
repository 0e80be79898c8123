/**
 * The operator job console (bull-board, mounted by app/infra/job-console.server.ts) and the
 * repeatable schedules page: their paths, and how a schedule's repeat and next run read.
 */

import type { AuditAction } from "./audit";

/** Where bull-board is mounted (server.ts gives these paths their own Content-Security-Policy). */
export const JOB_CONSOLE_PATH = "/operator/jobs";
/** The server-rendered list of every repeatable schedule with its next run. */
export const SCHEDULES_PATH = "/operator/schedules";

/** The console's pages, static files and JSON API: served by Express, not by Remix. */
export function isJobConsolePath(pathname: string): boolean {
  return pathname === JOB_CONSOLE_PATH || pathname.startsWith(`${JOB_CONSOLE_PATH}/`);
}

/** "every 30s", "every 5 min", "every 2 h", "every 1 d 6 h", or the cron pattern; "once" when neither is set. */
export function describeRepeat(repeat: { every?: number | null; pattern?: string | null }): string {
  if (repeat.pattern) return `cron ${repeat.pattern}`;
  const ms = repeat.every;
  if (!ms || ms <= 0 || !Number.isFinite(ms)) return "once";
  if (ms < 1000) return `every ${ms} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `every ${s}s`;
  if (s % 60 !== 0 || s < 3600) return s % 60 === 0 ? `every ${s / 60} min` : `every ${Math.floor(s / 60)} min ${s % 60}s`;
  const h = s / 3600;
  if (Number.isInteger(h) && h < 24) return `every ${h} h`;
  if (h < 24) return `every ${Math.floor(h)} h ${(s % 3600) / 60} min`;
  const d = Math.floor(h / 24);
  const rest = Math.round(h - d * 24);
  return rest ? `every ${d} d ${rest} h` : `every ${d} d`;
}

/** "in 12s", "in 5m", "in 3h", "in 2d"; "due" once the time has passed; "not scheduled" without one. */
export function nextRunLabel(next: number | null | undefined, now: number = Date.now()): string {
  if (next === null || next === undefined || !Number.isFinite(next)) return "not scheduled";
  const seconds = Math.floor((next - now) / 1000);
  if (seconds <= 0) return "due";
  if (seconds < 60) return `in ${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `in ${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `in ${hours}h`;
  return `in ${Math.floor(hours / 24)}d`;
}

/** What a write through the console's JSON API did, for the operator audit log. */
export interface ConsoleWrite {
  action: Extract<AuditAction, `jobs.${string}`>;
  queue: string | null;
  jobId: string | null;
  /** The console's verb path below the queue or job: "retry", "clean/failed", "job-schedulers/x/remove"… */
  verb: string;
}

const QUEUE_VERBS = new Set(["retry", "promote", "clean", "pause", "resume", "empty", "obliterate", "add", "concurrency", "rate-limit", "job-schedulers"]);

function actionOf(verb: string | undefined): ConsoleWrite["action"] {
  switch (verb) {
    case "retry":
      return "jobs.retry";
    case "clean":
    case "empty":
    case "obliterate":
    case "remove":
    case "remove-unprocessed-children":
      return "jobs.remove";
    case "promote":
      return "jobs.promote";
    case "pause":
      return "jobs.pause";
    case "resume":
      return "jobs.resume";
    default:
      return "jobs.change";
  }
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The audit entry of a request to the console's JSON API (`path` below the console:
 * `/api/queues/deploy/12/retry`); null for reads and for anything but the API.
 */
export function consoleWrite(method: string, path: string): ConsoleWrite | null {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const parts = path.split("/").filter(Boolean).map(decoded);
  if (parts[0] !== "api") return null;
  if (parts[1] !== "queues") return { action: "jobs.change", queue: null, jobId: null, verb: parts.slice(1).join("/") };
  // Every queue at once: /api/queues/pause, /api/queues/resume.
  if (parts.length === 3) return { action: actionOf(parts[2]), queue: null, jobId: null, verb: parts[2] };
  const queue = parts[2] ?? null;
  const rest = parts.slice(3);
  if (rest[0] === "job-schedulers") return { action: actionOf(rest[2]), queue, jobId: null, verb: rest.join("/") };
  if (QUEUE_VERBS.has(rest[0] ?? "")) return { action: actionOf(rest[0]), queue, jobId: null, verb: rest.join("/") };
  return { action: actionOf(rest[1]), queue, jobId: rest[0] ?? null, verb: rest.slice(1).join("/") };
}
