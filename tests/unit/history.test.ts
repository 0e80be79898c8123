import { describe, expect, it } from "vitest";
import { bucketLabel, bucketStarts, bucketTime, carryForward, cumulative, fillBuckets, formatValue, keptNote, parseHistoryRange, rangeWindow, seriesPoints, tickLabel, toHistory, type HistoryRange } from "~/lib/history";

const at = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString();

describe("parseHistoryRange", () => {
  it.each([
    ["24h", "24h"],
    ["7d", "7d"],
    ["30d", "30d"],
    [null, "24h"],
    ["", "24h"],
    ["30D", "24h"],
    ["1y", "24h"],
  ])("%s → %s", (value, range) => expect(parseHistoryRange(value)).toBe(range));
});

describe("bucketStarts / rangeWindow", () => {
  const now = at("2026-11-29T14:37:12.000Z");

  it("24h: 24 UTC hours ending with the hour now is in", () => {
    const starts = bucketStarts("24h", now);
    expect(starts).toHaveLength(24);
    expect(iso(starts[0]!)).toBe("2026-11-28T15:00:00.000Z");
    expect(iso(starts[23]!)).toBe("2026-11-29T14:00:00.000Z");
    expect(rangeWindow("24h", now)).toEqual({ from: at("2026-11-28T15:00:00.000Z"), to: at("2026-11-29T15:00:00.000Z"), stepMs: 3_600_000 });
  });

  it("7d: 28 quarters of a UTC day (00, 06, 12, 18 h)", () => {
    const starts = bucketStarts("7d", now);
    expect(starts).toHaveLength(28);
    expect(iso(starts[27]!)).toBe("2026-11-29T12:00:00.000Z");
    expect(iso(starts[0]!)).toBe("2026-11-22T18:00:00.000Z");
  });

  it("30d: 30 UTC days ending today", () => {
    const starts = bucketStarts("30d", now);
    expect(starts).toHaveLength(30);
    expect(iso(starts[0]!)).toBe("2026-10-31T00:00:00.000Z");
    expect(iso(starts[29]!)).toBe("2026-11-29T00:00:00.000Z");
    expect(rangeWindow("30d", now).to).toBe(at("2026-11-30T00:00:00.000Z"));
  });

  it("a bucket boundary instant starts the new bucket", () => {
    expect(iso(bucketStarts("24h", at("2026-11-29T15:00:00.000Z")).at(-1)!)).toBe("2026-11-29T15:00:00.000Z");
  });
});

describe("fillBuckets, carryForward, cumulative", () => {
  const starts = [0, 10, 20, 30];

  it("puts each row's value on its bucket, adds rows of one bucket, 0 where none, ignores rows outside", () => {
    expect(
      fillBuckets(starts, [
        [10, 2],
        [30, 1],
        [10, 3],
        [40, 9],
      ]),
    ).toEqual([
      { t: 0, v: 0 },
      { t: 10, v: 5 },
      { t: 20, v: 0 },
      { t: 30, v: 1 },
    ]);
  });

  it("a level carries its last reading over buckets without one", () => {
    const filled = fillBuckets(starts, [[10, 0.7]], Number.NaN);
    expect(carryForward(filled, 0.5).map((p) => p.v)).toEqual([0.5, 0.7, 0.7, 0.7]);
  });

  it("running totals start from the level before the range", () => {
    expect(cumulative(fillBuckets(starts, [[0, 5], [20, -2]]), 100).map((p) => p.v)).toEqual([105, 105, 103, 103]);
  });
});

describe("formatValue", () => {
  it("writes whole numbers with US grouping, others to two decimals, and a dash for no value", () => {
    expect([0, 7, 999, 1000, 18_450, -3, -1200].map(formatValue)).toEqual(["0", "7", "999", "1,000", "18,450", "-3", "-1,200"]);
    expect([0.5, 1 / 3, 1234.5678].map(formatValue)).toEqual(["0.5", "0.33", "1,234.57"]);
    expect([Number.NaN, Number.POSITIVE_INFINITY].map(formatValue)).toEqual(["—", "—"]);
  });
});

describe("toHistory", () => {
  const now = Date.UTC(2026, 10, 28, 14, 30);
  const points = (range: HistoryRange, v: (i: number) => number) => bucketStarts(range, now).map((t, i) => ({ t, v: v(i) }));
  it("keeps the values of each series in the order given, with the range's first bucket and step", () => {
    const a = points("7d", (i) => i);
    const b = points("7d", (i) => 2 * i);
    const history = toHistory("7d", now, "ms", { p50: a, p99: b });
    expect(history).toEqual({ range: "7d", start: bucketStarts("7d", now)[0], stepMs: 6 * 3_600_000, unit: "ms", series: [{ label: "p50", values: a.map((p) => p.v) }, { label: "p99", values: b.map((p) => p.v) }] });
    expect(seriesPoints(history, "p99")).toEqual(b);
    expect(bucketTime(history, 27)).toBe(Date.UTC(2026, 10, 28, 12));
    expect(toHistory("30d", now, "uses", [{ label: "⚛", points: points("30d", () => 1) }]).series).toEqual([{ label: "⚛", values: Array(30).fill(1) }]);
  });

  it("refuses a series that does not hold one point per bucket of the range", () => {
    expect(() => toHistory("24h", now, "uses", { short: points("24h", () => 1).slice(1) })).toThrow(/one point per bucket/);
    expect(() => toHistory("24h", now, "uses", { shifted: points("24h", () => 1).map((p) => ({ ...p, t: p.t + 1 })) })).toThrow(/one point per bucket/);
  });
});

describe("labels (UTC, the same on the server and in any browser)", () => {
  it("hours and days", () => {
    expect(bucketLabel(at("2026-11-29T07:00:00.000Z"), 3_600_000)).toBe("Nov 29 07:00");
    expect(bucketLabel(at("2026-11-29T00:00:00.000Z"), 86_400_000)).toBe("Nov 29");
    expect(tickLabel(at("2026-11-29T07:00:00.000Z"), 3_600_000)).toBe("07:00");
    expect(tickLabel(at("2026-11-29T18:00:00.000Z"), 6 * 3_600_000)).toBe("Nov 29");
  });
});

describe("keptNote", () => {
  it("says nothing when conversations are kept forever or at least as long as the range", () => {
    expect(keptNote(null, "30d")).toBeNull();
    expect(keptNote(30, "30d")).toBeNull();
    expect(keptNote(7, "7d")).toBeNull();
    expect(keptNote(1, "24h")).toBeNull();
  });

  it("says how long they are kept when the range reaches further back", () => {
    expect(keptNote(29, "30d")).toBe("Conversations are deleted 29 days after their last turn (CONVERSATIONS_RETENTION_DAYS), so the periods before that count none.");
    expect(keptNote(6, "7d")).toMatch(/^Conversations are deleted 6 days after/);
    expect(keptNote(1, "7d")).toMatch(/^Conversations are deleted 1 day after/);
  });
});
