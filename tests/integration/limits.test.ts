import { describe, expect, it } from "vitest";
import { form, Jar } from "./helpers/http";

describe("request limits and cross-site protection", () => {
  it("a request body over 64 KiB is refused with 413 in the error format", async () => {
    const res = await new Jar().fetch("/api/mesh-contributions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ blob: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: "payload_too_large" });
  });

  it("a chunked body over 64 KiB is refused too", async () => {
    const chunk = new TextEncoder().encode("y".repeat(16 * 1024));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await new Jar().fetch("/login", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(res.status).toBe(413);
  });

  it("a body just under the limit is accepted and parsed", async () => {
    const res = await new Jar().fetch("/login", { method: "POST", ...form({ email: "a@b.co", password: "p".repeat(100), pad: "z".repeat(60 * 1024) }) });
    expect(res.status).toBe(400); // parsed and answered by the action (wrong credentials), not refused
    expect(await res.text()).toContain("That email and password do not match");
  });

  it("cross-site form posts are refused", async () => {
    const res = await new Jar().fetch("/login", { method: "POST", ...form({ email: "a@b.co", password: "x" }), headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(403);
  });

  it("bad JSON to an API path gets a 4xx, never a 500", async () => {
    const res = await new Jar().fetch("/api/nothing-here", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(res.status).toBe(404);
  });
});

describe("read rate limit", () => {
  it("answers 429 with Retry-After past the per-minute read limit", async () => {
    const { startServer } = await import("./helpers/server");
    const server = await startServer({ env: { RATE_LIMIT_READ_PER_MIN: "20", EMBEDDED_WORKER: "0" } });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 25; i++) {
        const res = await fetch(`${server.url}/api/mesh/events?limit=1`, { headers: { "X-Forwarded-For": "10.8.8.8" } });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get("retry-after");
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      // Another client is not affected.
      expect((await fetch(`${server.url}/api/mesh/events?limit=1`, { headers: { "X-Forwarded-For": "10.8.8.9" } })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
