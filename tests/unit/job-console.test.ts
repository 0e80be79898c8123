import { describe, expect, it } from "vitest";
import { describeRepeat, isJobConsolePath, JOB_CONSOLE_PATH, nextRunLabel } from "~/lib/job-console";

describe("the job console's paths", () => {
  it.each([
    ["/operator/jobs", true],
    ["/operator/jobs/", true],
    ["/operator/jobs/api/queues", true],
    ["/operator/jobs/static/main.js", true],
    ["/operator/jobsx", false],
    ["/operator/jobs.data", false],
    ["/operator/schedules", false],
    ["/", false],
  ] as const)("%s is the console: %s", (path, expected) => {
    expect(isJobConsolePath(path)).toBe(expected);
  });

  it("is mounted under /operator", () => {
    expect(JOB_CONSOLE_PATH).toBe("/operator/jobs");
  });
});

describe("describeRepeat", () => {
  it.each([
    [{ every: 500 }, "every 500 ms"],
    [{ every: 30_000 }, "every 30s"],
    [{ every: 60_000 }, "every 1 min"],
    [{ every: 90_000 }, "every 1 min 30s"],
    [{ every: 5 * 60_000 }, "every 5 min"],
    [{ every: 3600_000 }, "every 1 h"],
    [{ every: 90 * 60_000 }, "every 1 h 30 min"],
    [{ every: 24 * 3600_000 }, "every 1 d"],
    [{ every: 30 * 3600_000 }, "every 1 d 6 h"],
    [{ pattern: "0 * * * *" }, "cron 0 * * * *"],
    [{ pattern: "0 3 * * *", every: 1000 }, "cron 0 3 * * *"],
    [{}, "once"],
    [{ every: 0 }, "once"],
    [{ every: null, pattern: null }, "once"],
  ])("%j reads %s", (repeat, expected) => {
    expect(describeRepeat(repeat)).toBe(expected);
  });
});

describe("nextRunLabel", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  it.each([
    [now + 12_000, "in 12s"],
    [now + 5 * 60_000 + 1000, "in 5m"],
    [now + 3 * 3600_000 + 1000, "in 3h"],
    [now + 2 * 86400_000 + 1000, "in 2d"],
    [now, "due"],
    [now - 60_000, "due"],
    [null, "not scheduled"],
    [undefined, "not scheduled"],
    [Number.NaN, "not scheduled"],
  ])("%s reads %s", (next, expected) => {
    expect(nextRunLabel(next, now)).toBe(expected);
  });
});
