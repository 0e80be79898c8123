import { scaleLinear } from "d3-scale";
import { describe, expect, it } from "vitest";
import { linearScale } from "~/lib/chart-scale";

/** The charts' scale answers as d3-scale's scaleLinear does (the rules it replaces without the interpolators). */
describe("linearScale", () => {
  it.each([
    [0, 1],
    [0, 7],
    [0, 14],
    [0, 97.3],
    [0, 1234],
    [0, 18_450],
    [0.2, 0.95],
  ] as const)("domain [%s, %s], nice: the same round ends, ticks and positions as scaleLinear().nice()", (d0, d1) => {
    const ours = linearScale([d0, d1], [188, 12], { nice: true });
    const d3 = scaleLinear().domain([d0, d1]).nice().range([188, 12]);
    expect(ours.domain).toEqual(d3.domain());
    expect(ours.ticks(4)).toEqual(d3.ticks(4));
    expect(ours.ticks(4).length).toBeGreaterThanOrEqual(2);
    for (const v of [d0, (d0 + d1) / 2, d1, ...d3.ticks(4)]) expect(ours(v)).toBeCloseTo(d3(v), 9);
  });

  it("without nice, maps the domain's ends onto the range's ends", () => {
    const x = linearScale([0, 23], [1, 95]);
    expect(x(0)).toBe(1);
    expect(x(23)).toBe(95);
    expect(x(11.5)).toBe(48);
  });

  it("an empty domain puts every value in the middle of the range instead of dividing by zero", () => {
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
  });
});
