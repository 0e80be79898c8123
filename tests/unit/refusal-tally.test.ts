import { describe, expect, it } from "vitest";
import { RefusalTally } from "../../app/lib/refusal-tally";

describe("RefusalTally", () => {
  it("reports a key's first refusal at once, then one line per interval with the count since the last", () => {
    const tally = new RefusalTally(60_000);
    expect(tally.note("node-a", 1_000)).toBe(1);
    const quiet = Array.from({ length: 99 }, (_, i) => tally.note("node-a", 1_001 + i));
    expect(quiet.every((n) => n === null)).toBe(true);
    expect(tally.note("node-a", 61_000)).toBe(100);
    expect(tally.note("node-a", 61_001)).toBeNull();
    expect(tally.note("node-a", 121_000)).toBe(2);
  });

  it("counts each key apart", () => {
    const tally = new RefusalTally(60_000);
    expect(tally.note("node-a", 0)).toBe(1);
    expect(tally.note("node-b", 1)).toBe(1);
    expect(tally.note("node-a", 2)).toBeNull();
    expect(tally.note("node-b", 3)).toBeNull();
  });

  it("stays bounded: past maxKeys it forgets keys whose line is old, or all of them", () => {
    const tally = new RefusalTally(60_000, 3);
    tally.note("a", 0);
    tally.note("b", 0);
    tally.note("c", 70_000);
    tally.note("d", 70_000); // a and b are older than the interval: forgotten
    expect(tally.size).toBe(2);
    tally.note("e", 70_001);
    tally.note("f", 70_002); // none old enough: all forgotten
    expect(tally.size).toBe(1);
    expect(tally.note("c", 70_003)).toBe(1);
  });
});
