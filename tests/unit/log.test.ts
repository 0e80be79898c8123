import { describe, expect, it } from "vitest";
import { createLog, formatLine, logContext, logLevel, redact, requestIdFrom, scrubText, withLogContext, type LogLevel } from "~/lib/log.server";

/** The hand-written logger's line (before pino), kept here to compare the formats. */
function previousLine(level: string, msg: string, fields?: Record<string, unknown>): string {
  return JSON.stringify({ t: new Date().toISOString(), level, msg: scrubText(msg), ...(fields ? (redact(fields) as Record<string, unknown>) : {}) });
}

/** A logger writing into arrays: `out` (debug, info) and `err` (warn, error). */
function capture(level: LogLevel = "debug") {
  const out: string[] = [];
  const err: string[] = [];
  const log = createLog(level, { write: (line: string) => void out.push(line) }, { write: (line: string) => void err.push(line) });
  return { log, out, err, parsed: () => [...out, ...err].map((l) => JSON.parse(l) as Record<string, unknown>) };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("log line format (pino, same fields as the hand-written logger)", () => {
  const cases: [string, string, Record<string, unknown> | undefined][] = [
    ["info", "Trinity Mesh is listening", { url: "http://localhost:3000", database: "postgres", embeddedWorker: true }],
    ["warn", "job failed", { queue: "deploy", job: "cascade-1", attempt: 2, error: "postgres://u:hunter2@h/db refused", name: "Error" }],
    ["error", "sign-in failed", { email: "a@b.co", password: "correct horse", nested: { token: "tm_abc", list: [1, "two", null] }, at: new Date(0) }],
    ["debug", "redis ready", { role: "bus" }],
    ["info", "stopped cleanly", undefined],
  ];

  it.each(cases)("%s %j: the same object as before, t an ISO time, one line", (level, msg, fields) => {
    const line = formatLine(level as "info", msg, fields);
    expect(line).not.toContain("\n");
    const now = JSON.parse(line) as Record<string, unknown>;
    const before = JSON.parse(previousLine(level, msg, fields)) as Record<string, unknown>;
    expect(now.t).toMatch(ISO);
    expect(Math.abs(Date.parse(now.t as string) - Date.parse(before.t as string))).toBeLessThan(1000);
    expect({ ...now, t: "" }).toEqual({ ...before, t: "" });
    // No pino extras (pid, hostname, numeric time).
    expect(Object.keys(now).sort()).toEqual(Object.keys(before).sort());
  });

  it("writes debug and info to stdout's stream, warn and error to stderr's, each a JSON line", () => {
    const { log, out, err } = capture("debug");
    log.debug("d", { a: 1 });
    log.info("i");
    log.warn("w");
    log.error("e", { b: "x" });
    expect(out.map((l) => JSON.parse(l).msg)).toEqual(["d", "i"]);
    expect(err.map((l) => JSON.parse(l).msg)).toEqual(["w", "e"]);
    for (const line of [...out, ...err]) expect(line.endsWith("}\n")).toBe(true);
    expect(JSON.parse(err[1])).toMatchObject({ level: "error", msg: "e", b: "x" });
  });
});

describe("LOG_LEVEL", () => {
  it.each([
    ["debug", "debug"],
    ["info", "info"],
    ["warn", "warn"],
    ["error", "error"],
    ["silent", "silent"],
    [undefined, "info"],
    ["", "info"],
    ["verbose", "info"],
    ["toString", "info"],
  ])("%j is %s", (wanted, level) => {
    expect(logLevel(wanted)).toBe(level);
  });

  it.each([
    ["debug", ["debug", "info", "warn", "error"]],
    ["info", ["info", "warn", "error"]],
    ["warn", ["warn", "error"]],
    ["error", ["error"]],
    ["silent", []],
  ] as [LogLevel, string[]][])("at %s writes %j", (level, written) => {
    const { log, parsed } = capture(level);
    log.debug("debug");
    log.info("info");
    log.warn("warn");
    log.error("error");
    expect(parsed().map((e) => e.level)).toEqual(written);
    for (const l of ["debug", "info", "warn", "error"] as const) expect(log.enabled(l)).toBe(written.includes(l));
  });

  it("builds nothing for a line below the level (the fields are not even read)", () => {
    const { log, parsed } = capture("warn");
    let reads = 0;
    const fields = {
      get costly() {
        reads++;
        return "x";
      },
    };
    log.info("skipped", fields);
    log.debug("skipped", fields);
    expect(reads).toBe(0);
    log.warn("written", fields);
    expect(reads).toBe(1);
    expect(parsed()).toHaveLength(1);
  });
});

describe("request ids on log lines (AsyncLocalStorage + mixin)", () => {
  it("a line written inside a context carries its fields; outside it does not", () => {
    const { log, parsed } = capture();
    log.info("before");
    withLogContext({ requestId: "req-1" }, () => log.info("inside", { a: 1 }));
    log.info("after");
    const [before, inside, after] = parsed();
    expect(before).not.toHaveProperty("requestId");
    expect(inside).toMatchObject({ msg: "inside", requestId: "req-1", a: 1, level: "info" });
    expect(after).not.toHaveProperty("requestId");
  });

  it("follows awaits, timers and promise chains, and two concurrent contexts never mix", async () => {
    const { log, parsed } = capture();
    const deep = async (step: string) => {
      await new Promise((r) => setTimeout(r, 5));
      await Promise.resolve();
      log.warn("deep", { step });
    };
    await Promise.all([
      withLogContext({ requestId: "a" }, async () => {
        await deep("a1");
        setImmediate(() => log.info("later", { step: "a2" }));
        await new Promise((r) => setTimeout(r, 10));
      }),
      withLogContext({ requestId: "b" }, () => deep("b1")),
    ]);
    const byStep = Object.fromEntries(parsed().map((e) => [e.step, e.requestId]));
    expect(byStep).toEqual({ a1: "a", a2: "a", b1: "b" });
  });

  it("a job's context: queue, job id and name, and the request id; the line's own fields win on a clash", () => {
    const { log, parsed } = capture();
    withLogContext({ requestId: "r-9", queue: "maintenance", job: "j-1", jobName: "propose-promotions" }, () => {
      expect(logContext()).toEqual({ requestId: "r-9", queue: "maintenance", job: "j-1", jobName: "propose-promotions" });
      log.info("job completed", { ms: 12 });
      log.info("crash point: frozen", { job: "other" });
    });
    const [done, frozen] = parsed();
    expect(done).toMatchObject({ msg: "job completed", ms: 12, requestId: "r-9", queue: "maintenance", job: "j-1", jobName: "propose-promotions" });
    expect(frozen.job).toBe("other");
    // The context itself is not changed by a line's fields.
    withLogContext({ requestId: "r-10" }, () => {
      log.info("x", { requestId: "overridden" });
      log.info("y");
    });
    expect(parsed().slice(2).map((e) => e.requestId)).toEqual(["overridden", "r-10"]);
  });

  it("formatLine shows the context's fields too", () => {
    const line = withLogContext({ requestId: "r-fmt" }, () => formatLine("info", "m"));
    expect(JSON.parse(line)).toMatchObject({ msg: "m", requestId: "r-fmt" });
  });
});

describe("requestIdFrom: a valid incoming X-Request-Id is kept, anything else replaced by a UUID", () => {
  it.each(["abc", "0f8fad5b-d9cb-469f-a165-70867728950e", "Root=1-67891233-abcdef012345678912345678", "a.b_c:d/e+f", "x".repeat(128)])("keeps %j", (id) => {
    expect(requestIdFrom(id)).toBe(id);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["too long", "x".repeat(129)],
    ["spaces", "two words"],
    ["a newline (log injection)", "ok\n{\"level\":\"error\"}"],
    ["quotes", 'a"b'],
    ["non-ASCII", "é"],
    ["a repeated header", ["a", "b"]],
  ] as [string, string | string[] | undefined][])("replaces %s", (_what, header) => {
    const id = requestIdFrom(header);
    expect(id).toMatch(UUID);
    expect(requestIdFrom(header)).not.toBe(id);
  });
});
