import { describe, expect, it } from "vitest";
import { cpuPercent, formatThrottle, levelFor, nextLevel, PULSE_HYSTERESIS, throttleFactor, THROTTLE_LEVELS } from "~/lib/pulse";

describe("cpuPercent (process.cpuUsage delta over elapsed time)", () => {
  it.each([
    [0, 5000, 0],
    [2_500_000, 5000, 50], // 2.5 s of CPU in 5 s
    [1_234_567, 5000, 24.7],
    [9_000_000, 5000, 100], // worker threads can exceed one core: capped
    [1000, 0, 0],
    [-5, 1000, 0],
    [Number.NaN, 1000, 0],
  ])("%i µs over %i ms = %s %%", (used, elapsed, expected) => {
    expect(cpuPercent(used, elapsed)).toBe(expected);
  });
});

describe("throttle levels", () => {
  it("runs at full speed under 50 % and steps down as the load rises", () => {
    expect(THROTTLE_LEVELS.map((l) => l.factor)).toEqual([1, 0.75, 0.5, 0.25]);
    expect([0, 49.9, 50, 69.9, 70, 84.9, 85, 100].map(levelFor)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect([0, 1, 2, 3].map(throttleFactor)).toEqual([1, 0.75, 0.5, 0.25]);
    expect(throttleFactor(9)).toBe(0.25);
    expect(formatThrottle(0.75)).toBe("0.75x");
  });
});

describe("nextLevel (hysteresis)", () => {
  it.each([
    // rising load throttles at once, several levels if need be
    [0, 30, 0],
    [0, 55, 1],
    [0, 90, 3],
    [1, 72, 2],
    // falling load eases only 10 points below the current level's entry
    [1, 45, 1],
    [1, 40.1, 1],
    [1, 40, 1],
    [1, 39.9, 0],
    [2, 65, 2],
    [2, 59.9, 1],
    [3, 76, 3],
    [3, 74.9, 2],
    [3, 20, 0],
    // a level out of range is treated as the nearest valid one
    [7, 80, 3],
    [-1, 10, 0],
  ])("at level %i with %s %% CPU → level %i", (current, cpu, expected) => {
    expect(nextLevel(current, cpu)).toBe(expected);
  });

  it("does not flap for a load hovering around a boundary", () => {
    let level = 0;
    const factors: number[] = [];
    for (const cpu of [48, 51, 49, 52, 47, 50.5, 45, 41, 52, 30]) {
      level = nextLevel(level, cpu);
      factors.push(throttleFactor(level));
    }
    expect(factors).toEqual([1, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 1]);
    expect(PULSE_HYSTERESIS).toBe(10);
  });
});
