import { describe, expect, it } from "vitest";
import { alertLevel, cognitiveLoad, loadBarColor, loadPercent, safetyZone, supportMechanisms, ZONE_INFO } from "~/lib/cognitive-safety";

describe("cognitive load", () => {
  it("grows with complexity and novelty, stays within 0..1", () => {
    const easy = cognitiveLoad({ complexity: 0.1, novelty: 0.1, sentiment: 0, mind: "Manus", previous: null });
    const hard = cognitiveLoad({ complexity: 0.9, novelty: 0.9, sentiment: 0, mind: "Manus", previous: null });
    expect(easy).toBeLessThan(hard);
    for (const mind of ["Solace", "Manus", "Ignith"] as const) {
      for (const c of [-1, 0, 0.5, 1, 2, Number.NaN]) {
        const load = cognitiveLoad({ complexity: c, novelty: c, sentiment: -c, mind, previous: c });
        expect(load).toBeGreaterThanOrEqual(0);
        expect(load).toBeLessThanOrEqual(1);
      }
    }
  });

  it("Solace carries distress more than Manus does", () => {
    const input = { complexity: 0.4, novelty: 0.4, sentiment: -1, previous: null };
    expect(cognitiveLoad({ ...input, mind: "Solace" })).toBeGreaterThan(cognitiveLoad({ ...input, mind: "Manus" }));
  });

  it("is smoothed toward the previous load", () => {
    const fresh = cognitiveLoad({ complexity: 0.9, novelty: 0.9, sentiment: 0, mind: "Ignith", previous: null });
    const calmer = cognitiveLoad({ complexity: 0.9, novelty: 0.9, sentiment: 0, mind: "Ignith", previous: 0 });
    expect(calmer).toBeLessThan(fresh);
  });
});

describe("zones and alerts (spec §4)", () => {
  it.each([
    [0.1, 0, "safe_low"],
    [0.34, 0.9, "safe_low"],
    [0.35, 0.1, "dread_valley"],
    [0.9, 0.2, "dread_valley"],
    [0.6, 0.5, "safe_high"],
    [0.95, 0.8, "safe_high"],
  ] as const)("load %f with familiarity %f → %s", (load, familiarity, zone) => {
    expect(safetyZone(load, familiarity)).toBe(zone);
  });

  it.each([
    ["safe_low", 0.2, "normal"],
    ["safe_high", 0.99, "normal"],
    ["dread_valley", 0.5, "caution"],
    ["dread_valley", 0.85, "critical"],
  ] as const)("%s at %f → %s", (zone, load, alert) => {
    expect(alertLevel(zone, load)).toBe(alert);
  });

  it("labels zones as the spec does", () => {
    expect(ZONE_INFO.safe_low.label).toBe("Safe: Low Knowledge");
    expect(ZONE_INFO.dread_valley).toMatchObject({ label: "Dread Valley", description: "Entering complex territory - monitoring required", color: "orange" });
    expect(ZONE_INFO.safe_high).toMatchObject({ label: "Safe: Clarity Peak", description: "Mastery through recursion - safe to expand", color: "blue" });
  });

  it("offers more support in the valley, most when critical", () => {
    expect(supportMechanisms("dread_valley", "critical").length).toBeGreaterThan(supportMechanisms("dread_valley", "caution").length);
    expect(supportMechanisms("safe_low", "normal")).toHaveLength(1);
  });
});

describe("display rules (spec §9)", () => {
  it.each([
    [0.9, "red"],
    [0.85, "red"],
    [0.849, "amber"],
    [0.7, "amber"],
    [0.69, "blue"],
    [0, "blue"],
  ] as const)("load bar at %f is %s", (load, color) => {
    expect(loadBarColor(load)).toBe(color);
  });

  it("shows load as a rounded percent", () => {
    expect(loadPercent(0.456)).toBe("46%");
    expect(loadPercent(0.005)).toBe("1%");
    expect(loadPercent(1.2)).toBe("100%");
  });
});
