/**
 * The charts' linear scale: d3-array's `nice` and `ticks` (the rules d3-scale's scaleLinear uses for
 * its domain and ticks) with a plain linear map. d3-scale's own scaleLinear also brings d3-interpolate
 * (with d3-color) and d3-format, ~7 KB gzipped on every chart screen, for interpolating values the
 * charts never interpolate and formatting ticks they format themselves.
 */
import { nice as niceDomain, ticks as tickValues } from "d3-array";

export interface LinearScale {
  (value: number): number;
  /** Round values inside the domain, about `count` of them (d3's 1-2-5 steps). */
  ticks(count: number): number[];
  readonly domain: readonly [number, number];
}

/** Maps `domain` onto `range` linearly; with `nice`, the domain first widened to round ends (as scaleLinear().nice()). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number], options: { nice?: boolean } = {}): LinearScale {
  const [d0, d1] = options.nice ? niceDomain(domain[0], domain[1], 10) : domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = ((value: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0))) as LinearScale;
  scale.ticks = (count) => tickValues(d0, d1, count);
  Object.defineProperty(scale, "domain", { value: [d0, d1] as const });
  return scale;
}
