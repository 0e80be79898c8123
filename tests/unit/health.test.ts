import { describe, expect, it } from "vitest";
import { scheduleOverdue, STALE_PERIODS } from "../../app/lib/health";

const MIN = 60_000;
const now = Date.UTC(2026, 0, 1, 12);

describe("scheduleOverdue", () => {
  it("is null while the last completed run is within three periods", () => {
    expect(scheduleOverdue("maintenance:m", { everyMs: 10 * MIN, lastRunAt: now - 29 * MIN, next: now + MIN }, now)).toBeNull();
    expect(scheduleOverdue("maintenance:m", { everyMs: 10 * MIN, lastRunAt: now - STALE_PERIODS * 10 * MIN, next: now + MIN }, now)).toBeNull();
  });

  it("names the schedule once three periods pass without a completed run", () => {
    const reason = scheduleOverdue("maintenance:m", { everyMs: 10 * MIN, lastRunAt: now - 31 * MIN, next: now + MIN }, now);
    expect(reason).toMatch(/^Schedule maintenance:m last completed a run 1860 s ago/);
  });

  it("without a recorded run, counts from the run planned one period before the next", () => {
    // A fresh schedule: next run soon, nothing recorded yet.
    expect(scheduleOverdue("velocity:p", { everyMs: 10 * MIN, lastRunAt: null, next: now + 5 * MIN }, now)).toBeNull();
    // No worker took it: its next run is 25 minutes late, 35 minutes after the run before it was planned.
    expect(scheduleOverdue("velocity:p", { everyMs: 10 * MIN, lastRunAt: null, next: now - 25 * MIN }, now)).toMatch(/no recorded run/);
  });

  it("does not judge a cron pattern or a schedule without timing", () => {
    expect(scheduleOverdue("x:cron", { everyMs: null, lastRunAt: now - 1000 * MIN, next: now }, now)).toBeNull();
    expect(scheduleOverdue("x:none", { everyMs: 10 * MIN, lastRunAt: null, next: null }, now)).toBeNull();
  });
});

describe("isUnavailable: the one classifier of a lost dependency (503, never 500)", () => {
  it("knows the pool's class, PostgreSQL's shutdown and connection codes, pg's own words, Node's errno, and a wrapper's cause", async () => {
    const pg = (await import("pg")).default;
    const { DatabaseUnavailableError } = await import("../../db/client");
    const { isUnavailable, unavailableMessage } = await import("../../app/infra/api-errors.server");
    const { ServiceUnavailableError } = await import("../../app/lib/errors");
    const dbError = (code: string) => Object.assign(new pg.DatabaseError("terminating connection due to administrator command", 0, "error"), { code });
    const withCode = (code: string) => Object.assign(new Error("socket"), { code });
    for (const error of [
      new DatabaseUnavailableError(new Error("connect ECONNREFUSED")),
      new ServiceUnavailableError("Redis is down."),
      dbError("57P01"),
      dbError("57P02"),
      dbError("57P03"),
      dbError("08006"),
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("the transaction failed", { cause: new Error("Connection terminated unexpectedly") }),
    ]) {
      expect(isUnavailable(error), String(error)).toBe(true);
    }
    for (const error of [new Error("boom"), dbError("23505"), dbError("42P01"), withCode("ERR_INVALID_ARG"), "Connection terminated", null]) {
      expect(isUnavailable(error), String(error)).toBe(false);
    }
    // The client's words say what is down, never pg's.
    expect(unavailableMessage(dbError("57P01"))).toBe("The database is unavailable right now. Please try again in a few seconds.");
    expect(unavailableMessage(new ServiceUnavailableError("Redis is down."))).toBe("Redis is down.");
  });
});
