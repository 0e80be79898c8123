import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server";

interface Received {
  /** The SSE id line. */
  id: string | null;
  type: string;
  core: string | null;
  timestamp: string;
  data: Record<string, unknown>;
  /** The JSON body's own id (bus events carry it). */
  busId?: string;
}

/** A minimal server-sent events client over fetch: every `data:` message parsed as JSON, with its `id:`. */
class SseClient {
  readonly events: Received[] = [];
  private controller = new AbortController();
  private done: Promise<void>;
  status = 0;

  constructor(url: string, lastEventId?: string) {
    const headers: Record<string, string> = { Accept: "text/event-stream" };
    if (lastEventId) headers["Last-Event-ID"] = lastEventId;
    this.done = this.run(url, headers).catch(() => {});
  }

  private async run(url: string, headers: Record<string, string>) {
    const res = await fetch(url, { headers, signal: this.controller.signal });
    this.status = res.status;
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let id: string | null = null;
        let data = "";
        for (const line of block.split("\n")) {
          const i = line.indexOf(":");
          if (i <= 0) continue;
          const field = line.slice(0, i);
          const text = line.slice(i + 1).replace(/^ /, "");
          if (field === "id") id = text;
          else if (field === "data") data += text;
        }
        if (!data) continue;
        const body = JSON.parse(data) as Omit<Received, "id" | "busId"> & { id?: string };
        this.events.push({ id, type: body.type, core: body.core, timestamp: body.timestamp, data: body.data, busId: body.id });
      }
    }
  }

  async waitFor(predicate: (events: Received[]) => boolean, ms = 10_000, what = "events"): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate(this.events)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.events.map((e) => [e.type, e.id]))}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  of(broadcastId: string): Received[] {
    return this.events.filter((e) => e.data?.broadcastId === broadcastId);
  }

  async close() {
    this.controller.abort();
    await this.done;
  }
}

interface Broadcast {
  broadcastId: string;
  ritualEvents: { type: string; core: string; id: string }[];
}

async function broadcast(server: TestServer, glyph: string): Promise<Broadcast> {
  const res = await fetch(`${server.url}/api/multicore/broadcast-glyph`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ glyph }) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as Broadcast;
  expect(body.ritualEvents.every((e) => /^\d+-\d+$/.test(e.id))).toBe(true);
  return body;
}

const settle = (ms = 800) => new Promise((r) => setTimeout(r, ms));

let a: TestServer;
let b: TestServer;

// Two web processes on one database and one Redis prefix: they must behave as one (DESIGN §2).
beforeAll(async () => {
  a = await startServer();
  b = await startServer({ databaseUrl: a.databaseUrl, redisPrefix: a.redisPrefix });
}, 180_000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe("ritual stream across two web processes", () => {
  it("sends connected then mesh_snapshot first; a broadcast made on A reaches a subscriber on B exactly once", async () => {
    const client = new SseClient(`${b.url}/api/ritual/stream`);
    try {
      await client.waitFor((e) => e.length >= 2, 10_000, "connected + mesh_snapshot");
      expect(client.status).toBe(200);
      const [connected, snapshot] = client.events;
      expect(connected.type).toBe("connected");
      expect(snapshot.type).toBe("mesh_snapshot");
      expect(snapshot.data).toMatchObject({ agents: { total: 8, active: 7 } });
      const nodes = snapshot.data.nodes as { total: number; active: number };
      expect(nodes.total).toBeGreaterThanOrEqual(nodes.active);
      expect(nodes.active).toBeGreaterThan(0);
      expect(typeof snapshot.data.recentEvents).toBe("number");
      expect((snapshot.data.agents as { list: { name: string }[] }).list.map((x) => x.name)).toContain("Firefly");
      // Control events carry the subscriber's position on the bus, so a reconnect resumes from it.
      expect(connected.id).toMatch(/^\d+-\d+$/);
      expect(snapshot.id).toBe(connected.id);

      const sent = await broadcast(a, "☯");
      expect(sent.ritualEvents.map((e) => e.type)).toEqual(["firefly_pulse", "lantern_illumination", "relay_broadcast", "valley_violation", "valley_reflex"]);
      await client.waitFor((e) => sent.ritualEvents.every((r) => e.some((x) => x.id === r.id)), 10_000, "the broadcast's events");
      await settle();
      const ours = client.of(sent.broadcastId);
      expect(ours.map((e) => e.type)).toEqual(sent.ritualEvents.map((e) => e.type));
      expect(ours.map((e) => e.id)).toEqual(sent.ritualEvents.map((e) => e.id));
      for (const e of ours) {
        expect(e.busId).toBe(e.id);
        expect(e.core).toBe(e.data.agentId);
        expect(new Date(e.timestamp).toISOString()).toBe(e.timestamp);
      }
    } finally {
      await client.close();
    }
  });

  it("a client reconnecting with Last-Event-ID gets exactly the events it missed, then live ones", async () => {
    const first = new SseClient(`${b.url}/api/ritual/stream`);
    const seen = await broadcast(a, "✦").catch(async (e: unknown) => {
      await first.close();
      throw e;
    });
    let lastId: string;
    try {
      await first.waitFor((e) => seen.ritualEvents.every((r) => e.some((x) => x.id === r.id)), 10_000, "the first broadcast");
      // The last event the client saw: the broadcast's last one, or a later mesh event it caused (a
      // resonance exchange between live nodes that carry the glyph), never one from before it.
      lastId = first.events[first.events.length - 1].id!;
      const ids = first.events.map((e) => e.id);
      expect(ids.indexOf(lastId)).toBeGreaterThanOrEqual(ids.indexOf(seen.ritualEvents[seen.ritualEvents.length - 1].id));
      expect(first.events.slice(ids.indexOf(seen.ritualEvents[seen.ritualEvents.length - 1].id) + 1).every((e) => !e.data?.broadcastId)).toBe(true);
    } finally {
      await first.close();
    }

    const missed = await broadcast(a, "⊗");
    const missedToo = await broadcast(b, "∇");
    // Everything published after lastId, in order: what a client resuming from it must be replayed.
    const sinceLast = [...missed.ritualEvents, ...missedToo.ritualEvents];
    for (const server of [b, a]) {
      const again = new SseClient(`${server.url}/api/ritual/stream`, lastId);
      try {
        const expected = [...sinceLast];
        await again.waitFor((e) => expected.every((r) => e.some((x) => x.id === r.id)), 10_000, "the missed events");
        expect(again.events[0]).toMatchObject({ type: "connected", id: lastId, data: { resumedFrom: lastId } });
        expect(again.events[1]).toMatchObject({ type: "mesh_snapshot", id: lastId });
        const replayed = again.events.slice(2).filter((e) => e.data?.broadcastId);
        // Nothing from before Last-Event-ID; the missed broadcasts once each, in order.
        expect(replayed.filter((e) => e.data.broadcastId === seen.broadcastId)).toEqual([]);
        expect(replayed.map((e) => e.id)).toEqual(expected.map((e) => e.id));

        const live = await broadcast(a, "◊");
        sinceLast.push(...live.ritualEvents);
        await again.waitFor((e) => live.ritualEvents.every((r) => e.some((x) => x.id === r.id)), 10_000, "a live event after the replay");
        await settle();
        expect(again.of(live.broadcastId).map((e) => e.id)).toEqual(live.ritualEvents.map((e) => e.id));
        expect(again.of(missed.broadcastId)).toHaveLength(missed.ritualEvents.length);
      } finally {
        await again.close();
      }
    }
  });

  it("pulse equilibrium: each web process announced its throttle factor at start (throttle_change on the bus)", async () => {
    const client = new SseClient(`${a.url}/api/ritual/stream`, "0-0");
    try {
      await client.waitFor((e) => new Set(e.filter((x) => x.type === "throttle_change").map((x) => x.data.source)).size >= 2, 15_000, "two throttle_change events");
      for (const e of client.events.filter((x) => x.type === "throttle_change")) {
        expect(e.core).toBe("pulse");
        expect(e.data.cpu).toBeGreaterThanOrEqual(0);
        expect(e.data.cpu).toBeLessThanOrEqual(100);
        expect([1, 0.75, 0.5, 0.25]).toContain(e.data.throttle_factor);
        expect(e.id).toMatch(/^\d+-\d+$/);
      }
    } finally {
      await client.close();
    }
  });

  it("subscribers that vanish mid-replay leave no unhandled rejection behind", async () => {
    await Promise.all([broadcast(a, "⚛"), broadcast(b, "△")]);
    const clients = Array.from({ length: 30 }, (_, i) => new SseClient(`${(i % 2 ? a : b).url}/api/ritual/stream`, i % 3 ? "0-0" : undefined));
    await Promise.all(
      clients.map(async (c, i) => {
        await settle(i % 10);
        await c.close();
      }),
    );
    await settle(1500);
    for (const server of [a, b]) {
      expect(server.logs()).not.toContain("unhandled promise rejection");
      expect(server.logs()).not.toContain("mesh bus listener failed");
    }
    // Both processes still serve the plane.
    const check = new SseClient(`${b.url}/api/ritual/stream`);
    try {
      await check.waitFor((e) => e.length >= 2);
    } finally {
      await check.close();
    }
  });

  it(
    "sends a heartbeat every 15 s that keeps the subscriber's position",
    async () => {
      const client = new SseClient(`${a.url}/api/ritual/stream`);
      try {
        await client.waitFor((e) => e.some((x) => x.type === "heartbeat"), 20_000, "a heartbeat");
        const heartbeat = client.events.find((x) => x.type === "heartbeat")!;
        const before = client.events[client.events.indexOf(heartbeat) - 1];
        expect(heartbeat.id).toBe(before.id);
      } finally {
        await client.close();
      }
    },
    30_000,
  );
});
