import { errorFields } from "./errors";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof LEVELS;

function threshold(): number {
  const wanted = (process.env.LOG_LEVEL ?? "info") as Level;
  return LEVELS[wanted] ?? LEVELS.info;
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

/** One log line as written: JSON with t, level, msg and the (redacted) fields. */
export function formatLine(level: Exclude<Level, "silent">, msg: string, fields?: Record<string, unknown>): string {
  return JSON.stringify({ t: new Date().toISOString(), level, msg: scrubText(msg), ...(fields ? (redact(fields) as Record<string, unknown>) : {}) });
}

function write(level: Exclude<Level, "silent">, msg: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < threshold()) return;
  const line = formatLine(level, msg, fields);
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

/**
 * One JSON line per entry. Never pass secrets, tokens or passwords in fields; as a second line of
 * defence, secret-named fields are redacted at any depth and credentials scrubbed from text.
 */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

export { errorFields };

/**
 * A page's panel read that may fail: logged, and null instead of an exception, so the panel renders
 * its loading/error state (the browser then reads the API) instead of failing the whole page.
 */
export async function settle<T>(what: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    log.error(`${what} read failed`, errorFields(error));
    return null;
  }
}
