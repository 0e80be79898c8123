import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { errorFields } from "./errors";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type LineLevel = Exclude<LogLevel, "silent">;

/** LOG_LEVEL (debug, info, warn, error or silent); anything else is info. */
export function logLevel(wanted: string | undefined = process.env.LOG_LEVEL): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(wanted ?? "") ? (wanted as LogLevel) : "info";
}

export const REDACTED = "[redacted]";

/**
 * Field names whose values are secrets wherever they appear (any depth, any case, `_`/`-` ignored):
 * passwords, tokens (session, API, code-hosting), node glyphseeds, Authorization headers, secrets,
 * cookies, API and private keys. `…Fingerprint` / `…Hash` fields are safe digests and stay.
 */
const SECRET_KEY = /pass(word|wd|phrase)?$|password|token|glyphseed|authori[sz]ation|secret|cookie|apikey|privatekey|credential/i;
const SAFE_KEY = /(fingerprint|hash|count|expires(at)?|len(gth)?)$/i;

export function isSecretKey(key: string): boolean {
  const k = key.replace(/[-_\s]/g, "");
  return SECRET_KEY.test(k) && !SAFE_KEY.test(k);
}

/** Credentials that can hide inside free text (an error message, a URL): scrubbed from every string. */
const SECRET_TEXT: [RegExp, string][] = [
  // user:password@ in a URL (database, Redis, a proxy).
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi, `$1${REDACTED}@`],
  // Authorization header values.
  [/\b(bearer|basic)\s+(?=[A-Za-z0-9._~+/=-]*[0-9+/=])[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${REDACTED}`],
  // GitHub tokens (classic and fine-grained).
  [/\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})\b/g, REDACTED],
  // key=value pairs in query strings or messages.
  [/\b((?:access_?token|token|password|secret|glyphseed|api_?key)=)[^\s&;,"']+/gi, `$1${REDACTED}`],
];

export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

/** A copy of `value` with secret fields replaced by "[redacted]" and credentials scrubbed from strings (cycles cut). */
export function redact(value: unknown, seen = new WeakSet<object>(), depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value) || depth > 8) return "[…]";
  seen.add(value);
  if (value instanceof Error) return redact({ name: value.name, error: value.message }, seen, depth + 1);
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, seen, depth + 1));
  if (value instanceof Map) return redact(Object.fromEntries(value), seen, depth + 1);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSecretKey(key) && v !== null && v !== undefined && v !== "" && typeof v !== "boolean" ? REDACTED : redact(v, seen, depth + 1);
  }
  return out;
}

// ------------------------------------------------------------------ Context: request and job ids

/**
 * Fields every log line written inside a context carries, however deep the code that writes it: the
 * HTTP request's id (app/infra/web.server.ts `requestContext`), or a job's queue, name, id and the id
 * of the request that enqueued it (worker/index.ts).
 */
export interface LogContext {
  requestId?: string;
  queue?: string;
  job?: string;
  jobName?: string;
}

const contexts = new AsyncLocalStorage<LogContext>();

/** Runs `fn` (and everything it awaits or schedules) with `fields` on every log line. */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return contexts.run(fields, fn);
}

/** The current context's fields (a request's or a job's), if any. */
export function logContext(): LogContext | undefined {
  return contexts.getStore();
}

/** Bounded, safe characters: what an incoming X-Request-Id must be to be kept (a load balancer's or a client's id). */
const REQUEST_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;

/** The incoming X-Request-Id when it is valid, else a new one (a UUID). */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
}

// ------------------------------------------------------------------ The logger (pino)

/**
 * pino with the line format of the hand-written logger it replaced: `t` (ISO time), `level` as its
 * name, `msg`, then the fields; no pid or hostname. The context's fields come in through `mixin`
 * (a fresh object per line: pino merges the line's fields into it, which win on a clash).
 */
function options(level: LogLevel): LoggerOptions {
  return {
    level,
    base: null,
    messageKey: "msg",
    timestamp: () => `,"t":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const context = contexts.getStore();
      return context ? { ...context } : {};
    },
  };
}

export interface Log {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** Whether lines of this level are written (to skip building costly fields). */
  enabled(level: LineLevel): boolean;
}

function method(logger: Logger, level: LineLevel) {
  return (msg: string, fields?: Record<string, unknown>) => {
    // Below the level nothing is built: no redaction, no mixin.
    if (!logger.isLevelEnabled(level)) return;
    logger[level]((fields ? redact(fields) : {}) as object, scrubText(msg));
  };
}

/**
 * A logger: debug and info lines go to `out`, warn and error lines to `err` (stdout and stderr,
 * written synchronously by pino's own destination, as before). Secret-named fields are redacted and
 * credentials scrubbed from text before pino sees them.
 */
export function createLog(
  level: LogLevel = logLevel(),
  out: DestinationStream = pino.destination({ dest: 1, sync: true }),
  err: DestinationStream = pino.destination({ dest: 2, sync: true }),
): Log {
  const toOut = pino(options(level), out);
  const toErr = pino(options(level), err);
  return {
    debug: method(toOut, "debug"),
    info: method(toOut, "info"),
    warn: method(toErr, "warn"),
    error: method(toErr, "error"),
    enabled: (l) => (l === "warn" || l === "error" ? toErr : toOut).isLevelEnabled(l),
  };
}

let captured = "";
const lineLogger = createLog("debug", { write: (line: string) => void (captured = line) }, { write: (line: string) => void (captured = line) });

/** One log line as written (without its newline): JSON with t, level, msg, the context's and the (redacted) fields. */
export function formatLine(level: LineLevel, msg: string, fields?: Record<string, unknown>): string {
  captured = "";
  lineLogger[level](msg, fields);
  return captured.trimEnd();
}

/**
 * One JSON line per entry (LOG_LEVEL). Never pass secrets, tokens or passwords in fields; as a second
 * line of defence, secret-named fields are redacted at any depth and credentials scrubbed from text.
 */
export const log: Log = createLog();

export { errorFields };
