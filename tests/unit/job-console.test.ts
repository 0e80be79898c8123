import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "~/lib/audit";
import { consoleWrite, describeRepeat, isJobConsolePath, nextRunLabel } from "~/lib/job-console";

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

describe("consoleWrite: what the audit log records of a console write", () => {
  it.each([
    ["PUT", "/api/queues/deploy/12/retry", { action: "jobs.retry", queue: "deploy", jobId: "12", verb: "retry" }],
    ["PUT", "/api/queues/deploy/12/clean", { action: "jobs.remove", queue: "deploy", jobId: "12", verb: "clean" }],
    ["PUT", "/api/queues/deploy/12/promote", { action: "jobs.promote", queue: "deploy", jobId: "12", verb: "promote" }],
    ["PATCH", "/api/queues/deploy/12/update-data", { action: "jobs.change", queue: "deploy", jobId: "12", verb: "update-data" }],
    ["PUT", "/api/queues/deploy/retry/failed", { action: "jobs.retry", queue: "deploy", jobId: null, verb: "retry/failed" }],
    ["PUT", "/api/queues/deploy/clean/completed", { action: "jobs.remove", queue: "deploy", jobId: null, verb: "clean/completed" }],
    ["PUT", "/api/queues/harmony/pause", { action: "jobs.pause", queue: "harmony", jobId: null, verb: "pause" }],
    ["PUT", "/api/queues/harmony/resume", { action: "jobs.resume", queue: "harmony", jobId: null, verb: "resume" }],
    ["PUT", "/api/queues/pause", { action: "jobs.pause", queue: null, jobId: null, verb: "pause" }],
    ["PUT", "/api/queues/maintenance/job-schedulers/settle-leases/remove", { action: "jobs.remove", queue: "maintenance", jobId: null, verb: "job-schedulers/settle-leases/remove" }],
    ["POST", "/api/queues/deploy/add", { action: "jobs.change", queue: "deploy", jobId: null, verb: "add" }],
    ["POST", "/api/metrics/history/purge", { action: "jobs.change", queue: null, jobId: null, verb: "metrics/history/purge" }],
    ["PUT", "/api/queues/a%2Fb/7/retry", { action: "jobs.retry", queue: "a/b", jobId: "7", verb: "retry" }],
  ] as const)("%s %s", (method, path, expected) => {
    expect(consoleWrite(method, path)).toEqual(expected);
    expect(AUDIT_ACTIONS).toContain(expected.action);
  });

  it.each([
    ["GET", "/api/queues"],
    ["HEAD", "/api/queues/deploy/12"],
    ["PUT", "/queue/deploy"],
    ["POST", "/static/x.js"],
  ])("%s %s is not recorded", (method, path) => {
    expect(consoleWrite(method, path)).toBeNull();
  });
});
