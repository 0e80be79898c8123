import { describe, expect, it } from "vitest";
import {
  ALL_IN_HARMONY,
  HASH_DISPLAY_CHARS,
  initialDomain,
  isTaskDomain,
  judgeDatabase,
  judgeMigrations,
  judgeQueue,
  judgeRedis,
  judgeSse,
  judgeWebSocket,
  nextDomain,
  percent,
  shortHash,
  summarizeScan,
  TASK_DOMAINS,
  type PresenceReport,
  type TaskDomain,
} from "~/lib/continuity";
import {
  CYCLE_PHASES,
  CYCLES_POLL_MS,
  cleanReason,
  cycleEveryMs,
  DEFAULT_CYCLE_HOURS,
  MAX_CYCLE_HOURS,
  MIN_CYCLE_HOURS,
  nextPhase,
  phaseProgress,
  REASON_REQUIRED,
  RECENT_CYCLES,
  SOVEREIGNTY_POLL_MS,
  sovereignFlag,
  STATUS_POLL_MS,
  suggestedReason,
} from "~/lib/velocity";

describe("AI task rotation (spec §9: 4 domains)", () => {
  it("has the four domains in rotation order", () => {
    expect(TASK_DOMAINS).toEqual(["analysis", "creation", "maintenance", "teaching"]);
    expect(TASK_DOMAINS).toHaveLength(4);
  });

  it.each([
    ["analysis", "creation"],
    ["creation", "maintenance"],
    ["maintenance", "teaching"],
    ["teaching", "analysis"],
  ] as [TaskDomain, TaskDomain][])("%s → %s", (from, to) => {
    expect(nextDomain(from)).toBe(to);
  });

  it("comes back to the start after four rotations", () => {
    for (const d of TASK_DOMAINS) {
      let x = d;
      for (let i = 0; i < 4; i++) x = nextDomain(x);
      expect(x).toBe(d);
    }
  });

  it.each([
    [0, "analysis"],
    [1, "creation"],
    [2, "maintenance"],
    [3, "teaching"],
    [4, "analysis"],
    [13, "creation"],
    [-1, "teaching"],
  ] as const)("seeds position %i in %s", (i, d) => {
    expect(initialDomain(i)).toBe(d);
  });

  it("recognises domains", () => {
    expect(isTaskDomain("teaching")).toBe(true);
    expect(isTaskDomain("sleeping")).toBe(false);
    expect(isTaskDomain(3)).toBe(false);
  });
});

describe("summary hash display (spec §9: 16 characters)", () => {
  it("shows the first 16 characters", () => {
    const hash = "0123456789abcdef".repeat(4);
    expect(HASH_DISPLAY_CHARS).toBe(16);
    expect(shortHash(hash)).toBe("0123456789abcdef");
  });
});

describe("harmony module verdicts", () => {
  it.each([
    [{ ok: true, latencyMs: 4, version: "16.4" }, "active", 1],
    [{ ok: true, latencyMs: 2000, version: "16.4" }, "degraded", 0.5],
    [{ ok: false, latencyMs: 2000, version: null }, "offline", 0],
  ] as const)("database %j → %s (%d)", (facts, status, score) => {
    const v = judgeDatabase(facts);
    expect(v).toMatchObject({ moduleName: "database", status, compatibilityScore: score });
    expect(v.recommendation === null).toBe(status === "active");
  });

  it("database and Redis name their versions", () => {
    expect(judgeDatabase({ ok: true, latencyMs: 1, version: "16.4" }).schemaVersion).toBe("PostgreSQL 16.4");
    expect(judgeRedis({ ok: true, latencyMs: 1, version: "7.2.4" }).schemaVersion).toBe("Redis 7.2.4");
    expect(judgeRedis({ ok: false, latencyMs: 0, version: null })).toMatchObject({ status: "offline", compatibilityScore: 0, schemaVersion: "unknown" });
  });

  it.each([
    [["a", "b", "c"], ["a", "b", "c"], "active", 1, "c"],
    [["a", "b"], ["a", "b", "c", "d"], "degraded", 0.5, "b"],
    [["a", "b", "c", "z"], ["a", "b", "c"], "degraded", 0.75, "z"],
    [null, ["a"], "offline", 0, "unknown"],
  ] as const)("migrations applied %j of %j → %s (%d)", (applied, known, status, score, version) => {
    const v = judgeMigrations({ applied: applied ? [...applied] : null, known: [...known] });
    expect(v).toMatchObject({ moduleName: "migrations", status, compatibilityScore: score, schemaVersion: version });
  });

  it("names the missing migrations in its recommendation", () => {
    expect(judgeMigrations({ applied: ["a"], known: ["a", "b"] }).recommendation).toContain("b");
  });

  const queue = { queue: "velocity", reachable: true, workers: 1, completed: 9, failed: 1, waiting: 0, version: "6.7.0" };
  it.each([
    [queue, "active", 0.9],
    [{ ...queue, completed: 0, failed: 0 }, "active", 1],
    [{ ...queue, workers: 0 }, "degraded", 0.45],
    [{ ...queue, completed: 1, failed: 3 }, "degraded", 0.25],
    [{ ...queue, reachable: false }, "offline", 0],
  ] as const)("queue %j → %s (%d)", (facts, status, score) => {
    const v = judgeQueue(facts);
    expect(v).toMatchObject({ moduleName: "queue:velocity", status, compatibilityScore: score });
  });

  it("names the queue's library version as BullMQ stores it", () => {
    expect(judgeQueue({ ...queue, version: "bullmq:6.7.0" }).schemaVersion).toBe("bullmq 6.7.0");
    expect(judgeQueue(queue).schemaVersion).toBe("bullmq 6.7.0");
  });

  const report = (over: Partial<PresenceReport> = {}): PresenceReport => ({ source: "h:1", version: "1.0.0", wsClients: 2, sseClients: 1, at: "2026-11-22T10:00:00.000Z", ...over });
  it("judges WebSocket and SSE from the web processes' presence", () => {
    expect(judgeWebSocket([])).toMatchObject({ status: "offline", compatibilityScore: 0 });
    expect(judgeSse([])).toMatchObject({ status: "offline", compatibilityScore: 0 });
    expect(judgeWebSocket([report(), report({ source: "h:2", wsClients: 0 })])).toMatchObject({ status: "active", compatibilityScore: 1 });
    expect(judgeWebSocket([report(), report({ source: "h:2", wsClients: null })])).toMatchObject({ status: "degraded", compatibilityScore: 0.75 });
    expect(judgeWebSocket([report({ wsClients: null })])).toMatchObject({ status: "degraded", compatibilityScore: 0.5 });
    expect(judgeSse([report({ wsClients: null })])).toMatchObject({ status: "active", compatibilityScore: 1, details: expect.stringContaining("1 open SSE") });
    expect(judgeSse([report(), report({ source: "h:2", version: "1.1.0" })])).toMatchObject({ status: "degraded", schemaVersion: "1.0.0, 1.1.0" });
  });

  it("overall score is the mean compatibility; recommendations are the modules' own, or the all-clear", () => {
    expect(summarizeScan([{ compatibilityScore: 1, recommendation: null }, { compatibilityScore: 0.5, recommendation: "fix it" }, { compatibilityScore: 0, recommendation: "fix it" }])).toEqual({
      overallScore: 0.5,
      recommendations: ["fix it"],
    });
    expect(summarizeScan([{ compatibilityScore: 1, recommendation: null }])).toEqual({ overallScore: 1, recommendations: [ALL_IN_HARMONY] });
    expect(summarizeScan([]).overallScore).toBe(0);
  });

  it.each([
    [0.874, "87%"],
    [1, "100%"],
    [0, "0%"],
    [null, "—"],
  ] as const)("percent(%j) = %s", (score, text) => {
    expect(percent(score)).toBe(text);
  });
});

describe("velocity engine (spec §4, §9)", () => {
  it("starts with a 12-hour cycle, bounded 1..168; shows 5 cycles; polls 5 s, 5 s, 10 s", () => {
    expect(DEFAULT_CYCLE_HOURS).toBe(12);
    expect([MIN_CYCLE_HOURS, MAX_CYCLE_HOURS]).toEqual([1, 168]);
    expect(RECENT_CYCLES).toBe(5);
    expect([STATUS_POLL_MS, CYCLES_POLL_MS, SOVEREIGNTY_POLL_MS]).toEqual([5000, 5000, 10000]);
    expect(cycleEveryMs(12)).toBe(43_200_000);
  });

  it.each([
    ["reflection", "planning", 0],
    ["planning", "deployment", 25],
    ["deployment", "integration", 50],
    ["integration", "complete", 75],
    ["complete", "complete", 100],
  ] as const)("%s → %s (progress %d)", (from, to, progress) => {
    expect(nextPhase(from)).toBe(to);
    expect(phaseProgress(from)).toBe(progress);
  });

  it("has five phases ending in complete", () => {
    expect(CYCLE_PHASES.at(-1)).toBe("complete");
  });

  it.each([
    [[{ sovereign: true }, { sovereign: true }], true],
    [[{ sovereign: true }, { sovereign: false }], false],
    [[], false],
  ] as const)("sovereign flag of %j is %s", (agents, flag) => {
    expect(sovereignFlag([...agents])).toBe(flag);
  });
});

describe("sovereignty reason (spec §5)", () => {
  it("is required and trimmed, with the spec's alert text", () => {
    expect(REASON_REQUIRED).toBe("Reason is required for all sovereignty changes. Operation cancelled.");
    expect(cleanReason("  audit passed  ")).toBe("audit passed");
    expect(cleanReason("   ")).toBeNull();
    expect(cleanReason("")).toBeNull();
    expect(cleanReason(undefined)).toBeNull();
    expect(suggestedReason("Firefly", true)).toContain("Firefly");
    expect(suggestedReason("Firefly", false)).not.toBe(suggestedReason("Firefly", true));
  });
});
