import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { Jar } from "./helpers/http";
import { startServer } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("the server process", () => {
  it("exits cleanly within 10 s on SIGTERM, closing sockets and workers", async () => {
    const server = await startServer();
    const ws = new WebSocket(server.url.replace("http", "ws") + "/ws");
    await new Promise((r) => ws.once("open", r));
    const closed = new Promise<number>((r) => ws.once("close", (code) => r(code)));
    const started = Date.now();
    server.process.kill("SIGTERM");
    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await closed).toBe(1001);
    expect(server.logs()).toContain("stopped cleanly");
    await server.stop();
  });

  it("warms the minds before it listens: the analysis thread is ready for the first question, and the warm-up is not counted", async () => {
    const METRICS_TOKEN = "metrics-token-0123456789abcdef";
    const server = await startServer({ env: { MINDS_WARMUP_QUESTIONS: "300", METRICS_TOKEN, EMBEDDED_WORKER: "0" } });
    try {
      const warm = server
        .logs()
        .split("\n")
        .map((line) => (line.startsWith("{") ? (JSON.parse(line) as { msg?: string; questions?: number; analysisThread?: boolean }) : {}))
        .find((line) => line.msg === "the minds are warm");
      expect(warm).toMatchObject({ questions: 300, analysisThread: true });
      const analyses = async () => {
        const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
        const counted = Object.fromEntries([...text.matchAll(/^trinity_question_analyses_total\{thread="(\w+)"\} (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));
        return { worker: counted.worker ?? 0, main: counted.main ?? 0 };
      };
      expect(await analyses()).toEqual({ worker: 0, main: 0 });
      const visitor = new Jar(undefined, server.url);
      await visitor.fetch("/");
      const client = await ChatClient.open(server.url, { Cookie: visitor.header() });
      try {
        const { complete } = await client.deliberation("How do we share the garden's water fairly in a dry summer?");
        expect(complete).toBeTruthy();
      } finally {
        client.close();
      }
      expect(await analyses()).toEqual({ worker: 1, main: 0 });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("runs on the embedded database when DATABASE_URL is unset", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tm-pglite-"));
    const server = await startServer({ postgres: false, env: { PGLITE_DIR: dir, EMBEDDED_WORKER: "0" } });
    try {
      // Just started on a busy machine, the process may answer "degraded" while its Redis client
      // connects or its first ping waits behind PGlite's start: ok within a few seconds is the claim.
      let health: { status?: string; db?: string } = {};
      for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
        health = await (await fetch(`${server.url}/api/health`)).json();
        if (health.status === "ok") break;
      }
      expect(health).toMatchObject({ status: "ok", db: "ok" });
      const nodes = await (await fetch(`${server.url}/api/mesh/nodes`)).json();
      expect(nodes.length).toBeGreaterThanOrEqual(12);
      // Recall on PGlite (one connection: the index-only plan settings are set per transaction).
      const recalled = await (await fetch(`${server.url}/api/alexandria/recall?pattern=lantern&limit=5`)).json();
      expect(Array.isArray(recalled)).toBe(true);
      expect(recalled.length).toBeGreaterThan(0);
      expect(recalled[0]).toHaveProperty("pattern");
      expect(new Date(recalled[0].timestamp).toISOString()).toBe(recalled[0].timestamp);
      expect(server.logs()).toContain('"database":"pglite"');
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses to start with a bad environment value, naming the variable", async () => {
    const server = await startServer({ env: { PORT: "not-a-port" }, waitForHealth: false });
    expect(await server.exited).toBe(1);
    expect(server.logs()).toContain("PORT");
    await server.stop();
  });

  it("db:migrate exits non-zero with a clear message when the database cannot be reached", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "app/cli.server.ts", "migrate"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/Cannot reach the database|connect/i);
  });
});
