import { describe, expect, it } from "vitest";
import { dropDatabase } from "../../db/client";
import { Jar } from "./helpers/http";
import { startServer } from "./helpers/server";

describe("GET /api/health", () => {
  it("is ok with PostgreSQL and Redis up, listing every queue", async () => {
    const res = await new Jar().fetch("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", db: "ok", redis: "ok", version: "0.1.0" });
    expect(Object.keys(body.queues).sort()).toEqual(["autonomous", "deploy", "harmony", "maintenance", "manifest", "reflection", "velocity"]);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("is degraded (200) when Redis is unreachable, and pages, reads and rate limits still work", async () => {
    const server = await startServer({ env: { REDIS_URL: "redis://127.0.0.1:6399" } });
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: "degraded", db: "ok", redis: "down", queues: "unavailable" });
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const nodes = await fetch(`${server.url}/api/mesh/nodes`);
      expect(nodes.status).toBe(200);
      expect((await nodes.json()).length).toBeGreaterThan(10);
      // The in-memory insurance limiter takes over the Redis-backed sign-in limit (5 here) while Redis is down.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await fetch(`${server.url}/login`, {
          method: "POST",
          headers: { "X-Forwarded-For": "10.9.9.9", "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: "nobody@trinity.test", password: `wrong-${i}` }),
          redirect: "manual",
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await server.stop();
    }
  });

  it("answers 503 when the database is gone", async () => {
    const server = await startServer({ keepDatabase: true });
    try {
      await dropDatabase(server.databaseUrl!);
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: "down", db: "down", redis: "ok" });
    } finally {
      await server.stop();
    }
  });
});
