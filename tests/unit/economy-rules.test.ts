import { describe, expect, it } from "vitest";
import {
  cycleLeaseTerms,
  EXPECTED_HEARTBEAT_MS,
  glyphsOf,
  heartbeatRegularity,
  leaseExpiresAt,
  leasePricePerHour,
  leaseRemainingSeconds,
  leaseSettlement,
  leaseStatusAt,
  pickResonancePair,
  tradeLeaseTerms,
  trustAfterHeartbeat,
  type GlyphCarrier,
} from "~/lib/economy-rules";

describe("lease pricing", () => {
  it.each([
    // units × rate × (0.5 + quality), rounded, at least 1
    ["compute", 32, 0.97, 47],
    ["compute", 16, 0.5, 16],
    ["compute", 16, 1, 24],
    ["compute", 16, 0, 8],
    ["memory", 128, 0.5, 16],
    ["memory", 256, 0.99, 48],
    ["bandwidth", 1000, 0.88, 14],
    ["bandwidth", 100, 0.5, 1],
    ["bandwidth", 10, 0.1, 1],
    ["compute", 8, 7, 12], // quality clamped to 1
    ["compute", 8, Number.NaN, 4], // no quality: 0
  ] as const)("%s × %d at quality %d costs %d VAL/h", (type, amount, quality, price) => expect(leasePricePerHour(type, amount, quality)).toBe(price));

  it("a velocity cycle's lease follows the node's type, the cycle's length and its trust", () => {
    expect(cycleLeaseTerms("Capacity", 12, 80)).toEqual({ leaseType: "compute", amount: 16, qualityScore: 0.8, valPrice: 21, durationSeconds: 43_200 });
    expect(cycleLeaseTerms("Vault", 1, 96.5)).toEqual({ leaseType: "memory", amount: 128, qualityScore: 0.97, valPrice: 24, durationSeconds: 3600 });
    expect(cycleLeaseTerms("Merchant", 6, null)).toMatchObject({ leaseType: "bandwidth", amount: 250, qualityScore: 0.5, valPrice: 3 });
    expect(cycleLeaseTerms("Unknown", 2, 50)).toMatchObject({ leaseType: "bandwidth", amount: 50, durationSeconds: 7200 });
  });

  it("a knowledge trade's lease is an hour of 100 Mbps at the merchant's trust", () => {
    expect(tradeLeaseTerms(90)).toEqual({ leaseType: "bandwidth", amount: 100, qualityScore: 0.9, valPrice: 1, durationSeconds: 3600 });
    expect(tradeLeaseTerms(null).qualityScore).toBe(0.5);
  });
});

describe("lease countdown and settlement", () => {
  const opened = Date.parse("2026-11-25T12:00:00.000Z");
  it.each([
    [0, 7200],
    [1, 7200], // a started second still counts
    [1000, 7199],
    [30 * 60_000, 5400],
    [7_199_000, 1],
    [7_200_000, 0],
    [9_000_000, 0],
  ])("%i ms after opening a 2 h lease has %i s left", (elapsed, left) => expect(leaseRemainingSeconds(opened, 7200, opened + elapsed)).toBe(left));

  it("ends at opened + duration and reads expired (not active) once its time is up", () => {
    expect(new Date(leaseExpiresAt("2026-11-25T12:00:00.000Z", 7200)).toISOString()).toBe("2026-11-25T14:00:00.000Z");
    expect(leaseStatusAt("active", opened, 7200, opened + 7_199_999)).toBe("active");
    expect(leaseStatusAt("active", opened, 7200, opened + 7_200_000)).toBe("expired");
    expect(leaseStatusAt("completed", opened, 7200, opened + 9_000_000)).toBe("completed");
    expect(leaseStatusAt("cancelled", new Date(opened), 7200, opened)).toBe("cancelled");
  });

  it.each([
    [48, 72 * 3600, 3456],
    [21, 43_200, 252],
    [1, 3600, 1],
    [5, 1800, 3], // half an hour of 5 VAL/h, rounded up
    [0, 3600, 0],
    [10, 0, 0],
  ])("%i VAL/h for %i s settles for %i VAL", (price, seconds, owed) => expect(leaseSettlement(price, seconds)).toBe(owed));
});

describe("trust", () => {
  const E = EXPECTED_HEARTBEAT_MS;
  it.each([
    [E, 100],
    [1.5 * E, 100],
    [3.75 * E, 50],
    [6 * E, 0],
    [60 * E, 0],
    [0, 100],
  ])("a gap of %i ms is %d%% regular", (gap, regularity) => expect(heartbeatRegularity(gap, E)).toBeCloseTo(regularity, 6));

  it.each([
    [50, null, 50], // first beat: nothing to judge
    [50, E, 55],
    [90, E, 91],
    [100, E, 100],
    [80, 3.75 * E, 77],
    [80, 10 * E, 72],
    [0, E, 10],
  ])("from %d, a beat after %s ms gives %d", (score, gap, next) => expect(trustAfterHeartbeat(score, gap, E)).toBe(next));

  it("regular beats climb toward 100 and a silent node's trust falls", () => {
    let score = 40;
    for (let i = 0; i < 50; i++) score = trustAfterHeartbeat(score, E, E);
    expect(score).toBeGreaterThan(99);
    for (let i = 0; i < 50; i++) score = trustAfterHeartbeat(score, 20 * E, E);
    expect(score).toBeLessThan(1);
  });

});

describe("resonance between glyph carriers", () => {
  it("a text names itself, then its characters", () => {
    expect(glyphsOf(" ⚛ ")).toEqual(["⚛"]);
    expect(glyphsOf("⚛∇")).toEqual(["⚛∇", "⚛", "∇"]);
    expect(glyphsOf("◊ ◊")).toEqual(["◊ ◊", "◊"]);
    expect(glyphsOf("   ")).toEqual([]);
  });

  const carriers: GlyphCarrier[] = [
    { nodeId: "a", profile: { "⚛": 0.9, "∇": 0.7 }, lastHeartbeat: 1000 },
    { nodeId: "b", profile: { "⚛": 0.4 }, lastHeartbeat: 3000 },
    { nodeId: "c", profile: { "⚛": 0.81, "◊": 0.5 }, lastHeartbeat: 2000 },
    { nodeId: "d", profile: { "☉": 1 }, lastHeartbeat: 4000 },
  ];

  it("the latest speaker sends to the strongest other carrier; the score is the geometric mean of their affinities", () => {
    // b beat last; a holds ⚛ strongest: sqrt(0.4 × 0.9) = 0.6
    expect(pickResonancePair(["⚛"], carriers)).toEqual({ glyph: "⚛", fromNodeId: "b", toNodeId: "a", resonanceScore: 0.6 });
    // without b, c (2000) speaks to a: sqrt(0.81 × 0.9) = 0.85
    expect(pickResonancePair(["⚛"], carriers.filter((c) => c.nodeId !== "b"))).toEqual({ glyph: "⚛", fromNodeId: "c", toNodeId: "a", resonanceScore: 0.85 });
  });

  it("the first glyph two nodes carry decides; none carried by two: no exchange", () => {
    expect(pickResonancePair(["⚛∇", "∇", "⚛"], carriers)).toMatchObject({ glyph: "⚛" }); // ∇ has one carrier only
    expect(pickResonancePair(["☉"], carriers)).toBeNull();
    expect(pickResonancePair(["◊", "∇"], carriers)).toBeNull();
    expect(pickResonancePair([], carriers)).toBeNull();
  });
});
