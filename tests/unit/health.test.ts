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
