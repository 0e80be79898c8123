import { describe, expect, it } from "vitest";
import { pageReads, ReadCache } from "~/infra/read-cache.server";

describe("ReadCache", () => {
  it("shares one load between concurrent and repeated reads within the TTL", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return { n: loads };
    };
    const results = await Promise.all([cache.get("k", "mesh", 1000, load), cache.get("k", "mesh", 1000, load), cache.get("k", "mesh", 1000, load)]);
    expect(results).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect(await cache.get("k", "mesh", 1000, load)).toBe('{"n":1}');
    expect(loads).toBe(1);
  });

  it("reloads after the TTL and after its tag is invalidated, not after another tag's", async () => {
    const cache = new ReadCache();
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get("a", "chat", 20, load)).toBe("1");
    await new Promise((r) => setTimeout(r, 30));
    expect(await cache.get("a", "chat", 20, load)).toBe("2");
    cache.invalidate("mesh");
    expect(await cache.get("a", "chat", 1000, load)).toBe("2");
    cache.invalidate("chat");
    expect(await cache.get("a", "chat", 1000, load)).toBe("3");
  });

  it("does not keep a failed load", async () => {
    const cache = new ReadCache();
    await expect(cache.get("x", "mesh", 1000, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("x", "mesh", 1000, async () => "ok")).toBe('"ok"');
  });
});

describe("pageReads", () => {
  it("hands every request the same loaded object (Dates kept), shares it with `get` under its key, and drops it with its tag", async () => {
    const cache = new ReadCache();
    const shared = pageReads(cache, "/market", "mesh");
    let loads = 0;
    const load = async () => ({ n: ++loads, at: new Date(0) });
    const first = await shared("offers", load);
    expect(first).toEqual({ n: 1, at: new Date(0) });
    expect(first.at).toBeInstanceOf(Date);
    expect(await shared("offers", load)).toBe(first);
    expect(await cache.get("page:/market:offers", "mesh", 1000, load)).toBe('{"n":1,"at":"1970-01-01T00:00:00.000Z"}');
    expect(await pageReads(cache, "/other", "mesh")("offers", load)).toEqual({ n: 2, at: new Date(0) });
    cache.invalidate("chat");
    expect(await shared("offers", load)).toBe(first);
    cache.invalidate("mesh");
    expect(await shared("offers", load)).toEqual({ n: 3, at: new Date(0) });
  });

  it("does not keep a failed read", async () => {
    const shared = pageReads(new ReadCache(), "/market", "mesh");
    await expect(shared("offers", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await shared("offers", async () => "ok")).toBe("ok");
  });
});

describe("Semaphore", () => {
  it("runs at most max tasks at once, in arrival order, and frees its slot on failure", async () => {
    const { Semaphore } = await import("~/infra/semaphore.server");
    const gate = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number, fail = false) =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        order.push(i);
        if (fail) throw new Error(`task ${i}`);
        return i;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(gate.queued).toBe(0);
    expect(await task(6)).toBe(6);
  });
});
