import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { MeshBus } from "~/infra/mesh-bus.server";
import { createRedis } from "~/infra/redis.server";
import { SseHub } from "~/infra/sse.server";
import { deleteRedisPrefix, REDIS_URL, uniqueName } from "./helpers/server";

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, predicate: (text: string) => boolean, ms = 5000) {
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  while (!predicate(text)) {
    if (Date.now() > deadline) throw new Error(`timed out; got:\n${text}`);
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe("SSE hub on the mesh bus", () => {
  it("replays what a reconnecting client missed (Last-Event-ID), then streams live events with ids", async () => {
    const prefix = uniqueName("tmsse");
    const commands = createRedis(REDIS_URL, "commands");
    const bus = new MeshBus(commands, createRedis(REDIS_URL, "subscriber"), `${prefix}:mesh:events`);
    const hub = new SseHub(bus);
    bus.start();
    try {
      await new Promise((r) => setTimeout(r, 300));
      const seen = await bus.publish("lantern_illumination", { n: 1 }, "lantern");
      const missed = await bus.publish("relay_broadcast", { n: 2 }, "relay");
      const closed = new AbortController();
      const response = hub.stream(new Request("http://mesh.test/api/ritual/stream", { headers: { "Last-Event-ID": seen! } }), closed.signal, {
        joined: (_session, send) => send({ type: "connected" }, "0-0"),
      });
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const reader = response.body!.getReader();
      let text = await readUntil(reader, (t) => t.includes('"connected"'));
      expect(text).toContain(`id:${missed}`);
      expect(text).toContain('"relay_broadcast"');
      expect(text).not.toContain('"lantern_illumination"');
      await new Promise((r) => setTimeout(r, 100));
      const live = await bus.publish("firefly_pulse", { n: 3 }, "firefly");
      text = await readUntil(reader, (t) => t.includes('"firefly_pulse"'));
      expect(text).toContain(`id:${live}`);
      expect(hub.subscribers()).toBe(1);
      // The client leaves after garbage collection has run: its session still ends (undici links a
      // Request's signal to its parent's only weakly; the hub listens to the connection's own signal).
      v8.setFlagsFromString("--expose-gc");
      const gc = vm.runInNewContext("gc") as () => void;
      gc();
      await new Promise((r) => setTimeout(r, 50));
      gc();
      closed.abort();
      for (let i = 0; i < 50 && hub.subscribers() > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(hub.subscribers()).toBe(0);
      await reader.cancel().catch(() => {});
    } finally {
      hub.close();
      await bus.stop();
      commands.disconnect();
      await deleteRedisPrefix(prefix);
    }
  });
});
