import { describe, expect, it } from "vitest";
import { clampLimit } from "~/lib/limits";
import { DESKTOP_NAV, ROUTES } from "~/lib/routes";
import { tabFrom } from "~/lib/tabs";
import { relativeTime, toIso } from "~/lib/time";

describe("clampLimit", () => {
  it.each([
    [null, 10],
    ["", 10],
    ["abc", 10],
    ["5", 5],
    ["0", 1],
    ["-3", 1],
    ["100", 100],
    ["101", 100],
    ["7.9", 7],
    ["1e9", 100],
  ] as const)("clampLimit(%s) = %i", (raw, expected) => {
    expect(clampLimit(raw, 10)).toBe(expected);
  });

  it("respects a custom maximum", () => {
    expect(clampLimit("500", 10, 15)).toBe(15);
  });
});

describe("relativeTime (spec §9: s, m, h or d ago, or Never)", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  it.each([
    [null, "Never"],
    [undefined, "Never"],
    ["garbage", "Never"],
    ["2026-11-21T12:00:00Z", "0s ago"],
    ["2026-11-21T11:59:01Z", "59s ago"],
    ["2026-11-21T11:59:00Z", "1m ago"],
    ["2026-11-21T11:01:00Z", "59m ago"],
    ["2026-11-21T11:00:00Z", "1h ago"],
    ["2026-11-20T12:00:01Z", "23h ago"],
    ["2026-11-20T12:00:00Z", "1d ago"],
    ["2026-11-21T12:00:05Z", "0s ago"],
  ] as const)("%s → %s", (value, expected) => {
    expect(relativeTime(value, now)).toBe(expected);
  });

  it("toIso normalises dates and strings, and keeps null", () => {
    expect(toIso(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(toIso("2026-01-02 03:04:05+00")).toBe("2026-01-02T03:04:05.000Z");
    expect(toIso(null)).toBeNull();
  });
});

describe("route table", () => {
  it("holds every route of both specs exactly once", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(28);
  });

  it("desktop navigation has the spec's eight buttons in order, each a known route", () => {
    expect(DESKTOP_NAV.map((n) => n.label)).toEqual(["Learn", "Journey", "Multicore", "Ritual", "Heatmap", "Docs", "GitHub", "Trinity Mesh"]);
    for (const n of DESKTOP_NAV) expect(ROUTES.some((r) => r.path === n.path)).toBe(true);
  });
});

describe("withTimeout", () => {
  it("passes a prompt answer through and rejects one that never comes", async () => {
    const { withTimeout } = await import("~/lib/timeout");
    expect(await withTimeout(Promise.resolve("PONG"), 50, "late")).toBe("PONG");
    await expect(withTimeout(new Promise(() => {}), 20, "redis ping timed out")).rejects.toThrow("redis ping timed out");
    await expect(withTimeout(Promise.reject(new Error("refused")), 50, "late")).rejects.toThrow("refused");
  });

  it("does not count its own process's stall: an answer that arrived while the event loop was blocked wins over the timer", async () => {
    const { withTimeout } = await import("~/lib/timeout");
    const { spawn } = await import("node:child_process");
    // Another process answers (cat echoes what it is sent): it answers while this one is blocked.
    const echo = spawn("cat", [], { stdio: ["pipe", "pipe", "ignore"] });
    try {
      const answer = new Promise<string>((resolve) => echo.stdout.once("data", (d: Buffer) => resolve(d.toString())));
      await new Promise((resolve) => echo.once("spawn", resolve));
      // The loop is blocked for 200 ms (cat answers within it) in the check phase, so the next turn
      // reaches its timers before its I/O: the 20 ms timer and the answer are both due, the timer first.
      const timed = await new Promise<Promise<string>>((resolve) =>
        setImmediate(() => {
          echo.stdin.write("PONG");
          const racing = withTimeout(answer, 20, "ping timed out");
          racing.catch(() => {});
          const until = Date.now() + 200;
          while (Date.now() < until);
          resolve(racing);
        }),
      );
      expect(await timed).toBe("PONG");
    } finally {
      echo.kill();
    }
  });
});

describe("tabFrom (URL tabs)", () => {
  const tabs = [{ id: "agents" }, { id: "broadcast" }, { id: "logs" }] as const;
  it.each([
    [null, "agents"],
    [undefined, "agents"],
    ["", "agents"],
    ["logs", "logs"],
    [" Broadcast ", "broadcast"],
    ["unknown", "agents"],
  ])("%j → %s", (raw, tab) => {
    expect(tabFrom(tabs, raw, "agents")).toBe(tab);
  });
  it("takes plain id lists too", () => {
    expect(tabFrom(["threads", "echoes"], "ECHOES", "threads")).toBe("echoes");
  });
});
