import { describe, expect, it } from "vitest";
import {
  actionLabel,
  economyView,
  ERROR_TEXT,
  ERROR_TITLE,
  hoursRemaining,
  leaseUnit,
  meanTenth,
  mintedVal,
  severityStyle,
  type EconomyReads,
  type ReputationView,
} from "~/lib/economy";
import { activityScore, activityTone, isPromotion, promotionReason, promotionStats, proposedRole, recencyPoints } from "~/lib/promotions";

describe("economy rules", () => {
  it.each([
    ["memory", "GB"],
    ["compute", "cores"],
    ["bandwidth", "Mbps"],
    ["storage", "Mbps"],
  ])("lease unit of %s is %s", (type, unit) => expect(leaseUnit(type)).toBe(unit));

  it.each([
    [3600, 1],
    [86_400, 24],
    [5400, 1.5],
    [7 * 86_400, 168],
    [1800, 0.5],
    [100, 0],
    [-50, 0],
  ])("hours remaining for %i s is %d", (seconds, hours) => expect(hoursRemaining(seconds)).toBe(hours));

  it.each([
    [0, 0],
    [0.09, 0],
    [0.1, 1],
    [0.57, 5],
    [0.7, 7],
    [0.3, 3],
    [0.99, 9],
    [1, 10],
    [1.5, 10],
    [-0.2, 0],
    [Number.NaN, 0],
  ])("minted VAL for resonance %d is %i (floor(score × 10))", (score, val) => expect(mintedVal(score)).toBe(val));

  it("severity colours: critical red, warning amber, anything else informational", () => {
    expect(severityStyle("critical").className).toContain("#ff6b6b");
    expect(severityStyle("warning").className).toContain("#f5c451");
    expect(severityStyle("info").className).toContain("text-mesh-muted");
    expect(severityStyle("notice")).toMatchObject({ label: "notice", className: expect.stringContaining("text-mesh-muted") });
    expect(severityStyle("")).toMatchObject({ label: "info" });
  });

  it("action taken, or 'Observed'", () => {
    expect(actionLabel("Quarantined")).toBe("Quarantined");
    expect(actionLabel(null)).toBe("Observed");
    expect(actionLabel("  ")).toBe("Observed");
  });

  it.each([
    [0, 0, 0],
    [250, 3, 83.3],
    [180, 2, 90],
    [96.5 + 94.2, 2, 95.4],
  ])("mean of sum %d over %i is %d (one decimal)", (sum, count, mean) => expect(meanTenth(sum, count)).toBe(mean));
});

const rep = (nodeId: string, trustScore: number): ReputationView => ({ nodeId, nodeName: nodeId, trustScore, serviceHistory: 1, successfulTrades: 0, violations: 0 });

function reads(overrides: Partial<EconomyReads> = {}): EconomyReads {
  return {
    mesh: {
      ok: true,
      data: {
        totalNodes: 3,
        activeNodes: 2,
        nodes: [
          { id: "a", name: "Alpha", valBalance: 100 },
          { id: "b", name: "Beta", valBalance: 250 },
          { id: "c", name: "Gamma", valBalance: 0 },
        ],
      },
    },
    reputation: { ok: true, data: { reputations: Array.from({ length: 12 }, (_, i) => rep(`n${i}`, 50 + i)), averageTrust: 55.5 } },
    leases: {
      ok: true,
      data: {
        leases: [
          { id: "l1", nodeId: "a", leaseType: "memory", amount: 64, qualityScore: 0.9, valPrice: 10, duration: 7200, remainingSeconds: 3600, status: "active", payer: "system:mint", source: "seed", valSettled: null, createdAt: "2026-11-22T00:00:00.000Z", expiresAt: "2026-11-22T02:00:00.000Z" },
          { id: "l2", nodeId: "b", leaseType: "compute", amount: 8, qualityScore: 0.8, valPrice: 5, duration: 3600, remainingSeconds: 0, status: "completed", payer: "system:mint", source: "seed", valSettled: 5, createdAt: "2026-11-21T00:00:00.000Z", expiresAt: "2026-11-21T01:00:00.000Z" },
        ],
        activeCount: 7,
      },
    },
    resonance: { ok: true, data: { exchanges: [], total: 42 } },
    custodian: { ok: true, data: { events: [], criticalCount: 2 } },
    ...overrides,
  };
}

describe("economyView (the loader's shaping)", () => {
  it("totals, top-10 leaderboard by trust, active leases only, network health", () => {
    const view = economyView(reads());
    if (view.state !== "ready") throw new Error("expected ready");
    expect(view.totals).toEqual({ totalVal: 350, averageTrust: 55.5, activeLeases: 7, criticalEvents: 2 });
    expect(view.leaderboard).toHaveLength(10);
    expect(view.leaderboard[0]!.trustScore).toBe(61);
    expect(view.leaderboard.map((r) => r.trustScore)).toEqual([61, 60, 59, 58, 57, 56, 55, 54, 53, 52]);
    expect(view.leases.map((l) => l.id)).toEqual(["l1"]);
    expect(view.health).toEqual({ totalNodes: 3, activeNodes: 2, totalExchanges: 42 });
    expect(view.nodeNames).toEqual({ a: "Alpha", b: "Beta", c: "Gamma" });
  });

  it("any failed read is the 'Error Loading Dashboard' state with each section's error text", () => {
    const view = economyView(reads({ mesh: { ok: false, error: "connection refused" }, reputation: { ok: false, error: 'relation "node_reputations" does not exist' } }));
    expect(view).toEqual({
      state: "error",
      title: ERROR_TITLE,
      text: ERROR_TEXT,
      details: ["Mesh: connection refused", 'Reputation: relation "node_reputations" does not exist'],
    });
    const one = economyView(reads({ custodian: { ok: false, error: "" } }));
    expect(one).toMatchObject({ state: "error", details: ["Custodian events: unknown error"] });
  });
});

describe("promotion rules", () => {
  it.each([
    [null, 0],
    [0, 40],
    [5, 40],
    [5.5, 30],
    [60, 30],
    [61, 15],
    [24 * 60, 15],
    [24 * 60 + 1, 0],
    [-3, 0],
  ])("heartbeat %s minutes ago earns %i recency points", (minutes, points) => expect(recencyPoints(minutes)).toBe(points));

  it.each([
    [{ minutesSinceHeartbeat: 1, events24h: 20, events7d: 20, connectedNodes: 5 }, 94],
    [{ minutesSinceHeartbeat: 1, events24h: 15, events7d: 50, connectedNodes: 5 }, 100],
    [{ minutesSinceHeartbeat: 1, events24h: 500, events7d: 5000, connectedNodes: 50 }, 100],
    [{ minutesSinceHeartbeat: null, events24h: 0, events7d: 0, connectedNodes: 0 }, 0],
    [{ minutesSinceHeartbeat: 30, events24h: 10, events7d: 30, connectedNodes: 3 }, 30 + 20 + 6 + 12],
    [{ minutesSinceHeartbeat: 2000, events24h: 0, events7d: 12, connectedNodes: 1 }, 0 + 0 + 2 + 4],
    [{ minutesSinceHeartbeat: 2, events24h: -4, events7d: Number.NaN, connectedNodes: 2.7 }, 40 + 0 + 0 + 8],
  ])("activity score of %j is %i", (input, score) => expect(activityScore(input)).toBe(score));

  it.each([
    ["Observer", 94, "Guardian"],
    ["Capacity", 80, "Core"],
    ["Vault", 88, "Core"],
    ["Catalyst", 85, "Catalyst"],
    ["Merchant", 82, "Scout"],
    ["Standard", 90, "Scout"],
    ["Merchant", 95, "Apex"],
  ])("a %s node scoring %i is proposed as %s", (type, score, role) => expect(proposedRole(type, score)).toBe(role));

  it("a proposal only moves a node up", () => {
    expect(isPromotion(null, "Scout")).toBe(true);
    expect(isPromotion("Scout", "Guardian")).toBe(true);
    expect(isPromotion("Guardian", "Guardian")).toBe(false);
    expect(isPromotion("Core", "Guardian")).toBe(false);
    expect(isPromotion("Apex", "Core")).toBe(false);
    expect(isPromotion("Core", "Apex")).toBe(true);
  });

  it("the reason names the numbers the score came from", () => {
    expect(promotionReason({ minutesSinceHeartbeat: 0.2, events24h: 20, events7d: 20, connectedNodes: 5 }, 94)).toBe(
      "Activity 94/100: heartbeat under a minute ago, 20 events in 24 h, 20 in 7 days, 5 connected nodes.",
    );
    expect(promotionReason({ minutesSinceHeartbeat: null, events24h: 0, events7d: 0, connectedNodes: 0 }, 0)).toContain("no heartbeat yet");
  });

  it.each([
    [100, "green"],
    [90, "green"],
    [89, "yellow"],
    [85, "yellow"],
    [84, "neutral"],
    [0, "neutral"],
  ])("activity %i is %s", (score, tone) => expect(activityTone(score)).toBe(tone));

  it("stat cards: counts and the rounded mean activity", () => {
    expect(promotionStats({ pending: 2, approved: 1, rejected: 1, activitySum: 88 + 91 + 92 + 81 })).toEqual({ total: 4, pending: 2, approved: 1, rejected: 1, averageActivity: 88 });
    expect(promotionStats({ pending: 1, approved: 1, rejected: 0, activitySum: 85 + 90 })).toMatchObject({ averageActivity: 88 }); // 87.5 rounds up
    expect(promotionStats({ pending: 0, approved: 0, rejected: 0, activitySum: 0 })).toEqual({ total: 0, pending: 0, approved: 0, rejected: 0, averageActivity: 0 });
  });
});
