/**
 * Demo nodes on the real protocol (issue 17 item 2): a fresh embedded start (no DATABASE_URL, so
 * DEMO_NODES defaults to on) runs the seeded nodes as simulated observer nodes that sign
 * heartbeats through POST /api/mesh/heartbeat. Intervals are shortened by env for the test
 * (DEMO_NODES_INTERVAL_MS=1500 → a beat every 1–2.5 s; NODE_HEARTBEAT_TIMEOUT_MS=6000).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Jar } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

const TIMEOUT_MS = 6000;
let server: TestServer;
let dir: string;
let jar: Jar;

interface StatusNode {
  id: string;
  status: string;
  demo: boolean;
  lastHeartbeat: string | null;
  signature: { status: string; fingerprint: string | null };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "tm-demo-"));
  server = await startServer({
    postgres: false,
    env: {
      DEMO_NODES: undefined,
      DEMO_NODES_URL: undefined,
      PGLITE_DIR: path.join(dir, "pglite"),
      DATA_DIR: dir,
      DEMO_NODES_INTERVAL_MS: "1500",
      NODE_HEARTBEAT_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  jar = new Jar(undefined, server.url);
}, 180_000);

afterAll(async () => {
  if (process.env.SHOW_SERVER_LOGS) console.log(server?.logs().slice(-4000));
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const status = () => jar.getJson<{ activeNodes: number; nodes: StatusNode[] }>("/api/mesh/status");

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** What the economic dashboard shows of the nodes: trust per node, and how many resonance exchanges. */
async function economy(): Promise<{ trust: [string, number][]; exchanges: number }> {
  const { reputations } = await jar.getJson<{ reputations: { nodeId: string; trustScore: number }[] }>("/api/economy/reputation?limit=100");
  const { exchanges } = await jar.getJson<{ exchanges: unknown[] }>("/api/economy/resonance?limit=100");
  return { trust: reputations.map((r) => [r.nodeId, r.trustScore]), exchanges: exchanges.length };
}

/** Ritual plane events (SSE) received during `ms`. */
async function ritualEvents(ms: number): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/ritual/stream`, { signal: controller.signal, headers: { Accept: "text/event-stream" } });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const stop = setTimeout(() => controller.abort(), ms);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    /* aborted at the end of the window */
  } finally {
    clearTimeout(stop);
  }
  return text
    .split("\n")
    .filter((l) => l.startsWith("data:"))
    .map((l) => JSON.parse(l.slice(5)) as { type: string; data: Record<string, unknown> });
}

describe("demo nodes on a fresh embedded start", () => {
  it("bring at least 5 nodes alive with signed heartbeats accepted by the real endpoint", async () => {
    const s = await waitFor(status, (v) => v.nodes.filter((n) => n.demo && n.status === "active" && n.signature.status === "verified").length >= 5, 60_000);
    const alive = s.nodes.filter((n) => n.demo && n.status === "active" && n.signature.status === "verified");
    expect(alive.length).toBeGreaterThanOrEqual(5);
    expect(s.activeNodes).toBeGreaterThanOrEqual(5);
    // Each has its own secret: a fingerprint of its own.
    const fingerprints = new Set(alive.map((n) => n.signature.fingerprint));
    expect(fingerprints.size).toBe(alive.length);
    // /api/mesh/nodes marks them demo too, and the heartbeat events are the verified ones of the real endpoint.
    const nodes = await jar.getJson<{ id: string; demo: boolean; status: string }[]>("/api/mesh/nodes");
    for (const n of alive) expect(nodes.find((x) => x.id === n.id)).toMatchObject({ demo: true, status: "active" });
    const events = await jar.getJson<{ eventType: string; nodeId: string | null; summary: string }[]>("/api/mesh/events?limit=100");
    const beats = events.filter((e) => e.eventType === "heartbeat" && alive.some((n) => n.id === e.nodeId));
    expect(beats.length).toBeGreaterThanOrEqual(5);
    expect(beats[0].summary).toMatch(/heartbeat verified/);
  }, 90_000);

  it("keep beating past the inactivity limit, and the ritual plane shows their heartbeats and broadcasts", async () => {
    const first = await status();
    const economyBefore = await economy();
    const started = Date.now();
    const events = await ritualEvents(TIMEOUT_MS + 2000);
    expect(Date.now() - started).toBeGreaterThan(TIMEOUT_MS);
    const later = await status();
    expect(later.activeNodes).toBeGreaterThanOrEqual(5);
    const alive = later.nodes.filter((n) => n.demo && n.status === "active");
    expect(alive.length).toBeGreaterThanOrEqual(5);
    // Their heartbeats are new ones, not the ones seen before the limit.
    const moved = alive.filter((n) => n.lastHeartbeat !== first.nodes.find((f) => f.id === n.id)?.lastHeartbeat);
    expect(moved.length).toBeGreaterThanOrEqual(5);
    const beats = events.filter((e) => e.type === "node_heartbeat");
    expect(beats.length).toBeGreaterThanOrEqual(5);
    expect(new Set(beats.map((e) => e.data.nodeId)).size).toBeGreaterThanOrEqual(5);
    // Some broadcast glyphs or send feedback through the visitors' endpoints (13 nodes × ~5 beats, 15 % + 8.5 % each).
    const symbolic = events.filter((e) => e.type !== "node_heartbeat" && e.type !== "heartbeat" && e.type !== "connected" && e.type !== "mesh_snapshot");
    expect(symbolic.length).toBeGreaterThanOrEqual(1);
    // The economic dashboard moves with them: accepted heartbeats move trust, shared glyphs are exchanged.
    const economyAfter = await economy();
    const trustMoved = economyAfter.trust.filter(([id, score]) => economyBefore.trust.some(([id0, score0]) => id0 === id && score0 !== score));
    expect(trustMoved.length + (economyAfter.exchanges - economyBefore.exchanges)).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it("are off with a database unless DEMO_NODES=1 (the shared test server has none)", async () => {
    const shared = await new Jar().getJson<{ demo: boolean }[]>("/api/mesh/nodes");
    expect(shared.length).toBeGreaterThanOrEqual(5);
    expect(shared.filter((n) => n.demo)).toEqual([]);
  });
});
