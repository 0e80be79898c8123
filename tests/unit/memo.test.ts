import { describe, expect, it } from "vitest";
import { memoize } from "../../app/lib/memo";

describe("memoize", () => {
  it("computes once per key, and forgets the least recently used past its cap", () => {
    const calls: string[] = [];
    const f = memoize((k: string) => {
      calls.push(k);
      return k.length;
    }, 2);
    expect([f("a"), f("bb"), f("a")]).toEqual([1, 2, 1]);
    expect(calls).toEqual(["a", "bb"]);
    f("ccc"); // evicts "bb" (the least recently used), not "a"
    f("a");
    f("bb");
    expect(calls).toEqual(["a", "bb", "ccc", "bb"]);
  });

  it("remembers null and undefined answers too", () => {
    let n = 0;
    const f = memoize(() => {
      n++;
      return null;
    });
    f("x");
    f("x");
    expect(n).toBe(1);
  });
});
