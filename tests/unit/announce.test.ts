import { describe, expect, it } from "vitest";
import { createAnnouncer } from "~/infra/announce.server";
import { MESH_EVENTS, tagOfEvent, type ReadTag } from "~/lib/mesh-events";

/** A read cache and a bus that record what they were told (the real ones need Redis; see jobs.test.ts). */
function recorder() {
  const invalidated: ReadTag[] = [];
  const published: { type: string; data: Record<string, unknown>; core: string | null }[] = [];
  const cache = { invalidate: (tag: ReadTag) => void invalidated.push(tag) };
  const bus = {
    publish: async (type: string, data: Record<string, unknown> = {}, core: string | null = null) => {
      published.push({ type, data, core });
      return `${published.length}-0`;
    },
  };
  return { invalidated, published, announcer: createAnnouncer(cache, bus) };
}

describe("announcer", () => {
  it("drops the event's cached reads first, then publishes it with its core, and answers the bus id", async () => {
    const { invalidated, published, announcer } = recorder();
    const id = await announcer.announce("mesh_changed", { reason: "heartbeat", nodeId: "node-a" });
    expect(id).toBe("1-0");
    expect(invalidated).toEqual(["mesh"]);
    expect(published).toEqual([{ type: "mesh_changed", data: { reason: "heartbeat", nodeId: "node-a" }, core: null }]);
    await announcer.announce("node_heartbeat", { nodeId: "node-a", name: "A", nodeType: "Capacity", version: null, signature: "verified" }, "node-a");
    expect(invalidated).toEqual(["mesh"]);
    expect(published[1]).toMatchObject({ type: "node_heartbeat", core: "node-a" });
  });

  it("keeps a local event to this process: the cache learns it, the bus does not", async () => {
    const { invalidated, published, announcer } = recorder();
    expect(await announcer.announce("glyph_broadcast", { broadcastId: "b1", glyph: "✦" })).toBeNull();
    expect(invalidated).toEqual(["chat"]);
    expect(published).toEqual([]);
  });
});

describe("mesh event map", () => {
  it("gives every other process the tag to drop for each published event, and none for unknown types", () => {
    expect(tagOfEvent("trinity_deliberation")).toBe("chat");
    expect(tagOfEvent("knowledge_offer")).toBe("mesh");
    expect(tagOfEvent("velocity_cycle_complete")).toBe("velocity");
    expect(tagOfEvent("mesh_reflection")).toBe("evolution");
    expect(tagOfEvent("harmony_scan_complete")).toBe("continuity");
    expect(tagOfEvent("continuity_changed")).toBe("continuity");
    expect(tagOfEvent("promotions_proposed")).toBe("mesh");
    expect(tagOfEvent("node_heartbeat")).toBeNull();
    expect(tagOfEvent("toString")).toBeNull();
    expect(tagOfEvent("no_such_event")).toBeNull();
  });

  it("checks payloads against their schemas", () => {
    expect(MESH_EVENTS.mesh_changed.schema.safeParse({ reason: "node_registered", nodeId: "n" }).success).toBe(true);
    expect(MESH_EVENTS.mesh_changed.schema.safeParse({ reason: "made up" }).success).toBe(false);
  });
});
