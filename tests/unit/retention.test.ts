import { describe, expect, it } from "vitest";
import { conversationsCutoff, meshEventsCutoff, parseUtcDay, utcDay, utcDayStart } from "~/lib/retention";

describe("utcDayStart / utcDay", () => {
  it.each([
    ["2026-11-29T00:00:00.000Z", "2026-11-29T00:00:00.000Z", "2026-11-29"],
    ["2026-11-29T23:59:59.999Z", "2026-11-29T00:00:00.000Z", "2026-11-29"],
    ["2026-11-30T00:00:00.000Z", "2026-11-30T00:00:00.000Z", "2026-11-30"],
    // A time written in another zone falls on its UTC day.
    ["2026-11-29T23:30:00.000-05:00", "2026-11-30T00:00:00.000Z", "2026-11-30"],
    ["1969-12-31T12:00:00.000Z", "1969-12-31T00:00:00.000Z", "1969-12-31"],
  ])("%s starts at %s (day %s)", (at, start, day) => {
    expect(utcDayStart(new Date(at)).toISOString()).toBe(start);
    expect(utcDay(Date.parse(at))).toBe(day);
  });
});

describe("parseUtcDay", () => {
  it.each([
    ["2026-11-29", "2026-11-29T00:00:00.000Z"],
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
    ["2026-02-29", null],
    ["2026-13-01", null],
    ["2026-11-29T00:00:00Z", null],
    ["26-11-29", null],
    ["", null],
  ])("%s → %s", (day, start) => {
    expect(parseUtcDay(day)?.toISOString() ?? null).toBe(start);
  });
});

describe("meshEventsCutoff: today and keepDays whole UTC days before it stay raw", () => {
  it.each([
    // now, keepDays → the first instant kept raw
    ["2026-11-29T18:00:00.000Z", 14, "2026-11-15T00:00:00.000Z"],
    ["2026-11-29T00:00:00.000Z", 14, "2026-11-15T00:00:00.000Z"],
    ["2026-11-29T23:59:59.999Z", 14, "2026-11-15T00:00:00.000Z"],
    ["2026-11-30T00:00:00.000Z", 14, "2026-11-16T00:00:00.000Z"],
    ["2026-11-29T18:00:00.000Z", 1, "2026-11-28T00:00:00.000Z"],
    ["2026-03-01T06:00:00.000Z", 1, "2026-02-28T00:00:00.000Z"],
    ["2026-01-05T06:00:00.000Z", 10, "2025-12-26T00:00:00.000Z"],
  ])("at %s keeping %i days: from %s", (now, keepDays, cutoff) => {
    expect(meshEventsCutoff(new Date(now), keepDays).toISOString()).toBe(cutoff);
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses keepDays %s", (keepDays) => {
    expect(() => meshEventsCutoff(Date.now(), keepDays)).toThrow(RangeError);
  });
});

describe("conversationsCutoff: keepDays × 24 h before now", () => {
  it.each([
    ["2026-11-29T18:30:00.000Z", 30, "2026-10-30T18:30:00.000Z"],
    ["2026-11-29T18:30:00.000Z", 1, "2026-11-28T18:30:00.000Z"],
  ])("at %s keeping %i days: from %s", (now, keepDays, cutoff) => {
    expect(conversationsCutoff(Date.parse(now), keepDays).toISOString()).toBe(cutoff);
  });

  it("refuses keepDays 0", () => {
    expect(() => conversationsCutoff(Date.now(), 0)).toThrow(RangeError);
  });
});
