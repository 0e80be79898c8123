/**
 * Issue 30, finding 10a: a private conversation publishes counts only. Its question is answered and
 * counted, but no public stream or read carries its conversation id, the minds it activated, its
 * recall count or its safety loads; a public question still publishes its event as before. The
 * server is this file's own, so the minds' safety state starts empty and is known.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

interface RitualEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Reads the ritual stream in the background; `events` holds every message so far, `text` the raw stream. */
async function ritualStream(base: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/ritual/stream`, { headers: { Accept: "text/event-stream", "X-Forwarded-For": "10.30.10.1" }, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const state = { text: "", events: [] as RitualEvent[] };
  let buffer = "";
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const chunk = decoder.decode(value, { stream: true });
      state.text += chunk;
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split("\n")
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5))
          .join("\n");
        if (data) state.events.push(JSON.parse(data) as RitualEvent);
      }
    }
  })();
  return {
    state,
    async until(predicate: (e: RitualEvent) => boolean, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (!state.events.some(predicate)) {
        if (Date.now() > deadline) throw new Error(`no such event within ${ms} ms; got ${state.text}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return state.events.find(predicate)!;
    },
    async close() {
      abort.abort();
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}

describe("a private conversation publishes counts only (issue 30, finding 10a)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { SEED: "0", EMBEDDED_WORKER: "0" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("no public stream or read carries a private question's conversation id, minds, recall count or safety loads; a public question still publishes", async () => {
    const get = async (path: string) => {
      const res = await fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": "10.30.10.2" } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const safetyBefore = await get("/api/cognitive-safety/current");
    const stream = await ritualStream(server.url);
    const chat = await ChatClient.open(server.url, { "X-Forwarded-For": "10.30.10.3" });
    try {
      await stream.until((e) => e.type === "mesh_snapshot");
      const hidden = await chat.deliberation("Should I tell my sister that I am leaving my job next month?", 20_000, { conversationId: "hidden", private: true });
      expect(hidden.complete.private).toBe(true);
      const privateId = hidden.complete.conversationId;

      // The private question is announced, as a count: no id, no minds, no glyphs, no recall count.
      const announced = await stream.until((e) => e.type === "trinity_deliberation");
      expect(announced.data).toEqual({ private: true });
      // The minds' public safety state is not moved by a private question (its loads would be its own).
      expect(await get("/api/cognitive-safety/current")).toBe(safetyBefore);

      const open = await chat.deliberation("How should neighbours share lanterns along the river path?", 20_000, { conversationId: "open" });
      const publicId = open.complete.conversationId;
      const published = await stream.until((e) => e.type === "trinity_deliberation" && e.data.conversationId === publicId);
      expect(published.data).toMatchObject({ private: false, memoriesRecalled: expect.any(Number), agents: expect.arrayContaining(["Solace", "Manus", "Ignith"]) });
      expect(await get("/api/cognitive-safety/current")).not.toBe(safetyBefore);

      // Every public read and the whole stream: the private conversation's id appears nowhere.
      const reads = await Promise.all(
        ["/api/recursive-archive/recent?limit=100", "/api/mesh/events?limit=100", "/api/mesh/status", "/api/cognitive-safety/current", "/api/recursive-archive/stats"].map(async (path) => {
          const res = await fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": "10.30.10.2" } });
          return { path, status: res.status, text: await res.text() };
        }),
      );
      for (const r of reads) expect(r.text, r.path).not.toContain(privateId);
      expect(stream.state.text).not.toContain(privateId);
      const privateEvents = stream.state.events.filter((e) => e.type === "trinity_deliberation" && e.data.private === true);
      expect(privateEvents).toHaveLength(1);
      expect(privateEvents[0]!.data).toEqual({ private: true });
      // The public question's archive events carry its own id, so the archive read is live.
      expect(reads[0]!.text).toContain(publicId);
    } finally {
      chat.close();
      await stream.close();
    }
  });
});
