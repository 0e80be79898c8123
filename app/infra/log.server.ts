const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof LEVELS;

function threshold(): number {
  const wanted = (process.env.LOG_LEVEL ?? "info") as Level;
  return LEVELS[wanted] ?? LEVELS.info;
}

function write(level: Exclude<Level, "silent">, msg: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < threshold()) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

/** One JSON line per entry. Never pass secrets, tokens or passwords in fields. */
export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, name: error.name };
  return { error: String(error) };
}

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
