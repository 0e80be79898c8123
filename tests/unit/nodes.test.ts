import { describe, expect, it } from "vitest";
import { inTab, MESH_TABS, NODE_TYPE_NAMES, nodeLocation, nodePurpose, parseMeshTab, reportedStatus, tabCounts, topAffinities } from "~/lib/nodes";

const now = Date.parse("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("reportedStatus: a node with no heartbeat for 3 minutes reports inactive", () => {
  it.each([
    ["active", ago(0), "active"],
    ["active", ago(60_000), "active"],
    ["active", ago(179_999), "active"],
    ["active", ago(180_000), "inactive"],
    ["active", ago(190 * 60_000), "inactive"],
    ["active", null, "inactive"],
    ["active", "not a date", "inactive"],
    // A heartbeat a moment "ahead" (clock skew between processes) is still a fresh one.
    ["active", new Date(now + 5000).toISOString(), "active"],
    ["inactive", ago(10_000), "inactive"],
    ["inactive", null, "inactive"],
    ["pending", null, "pending"],
    ["pending", ago(10 * 60_000), "pending"],
    ["rejected", ago(1000), "rejected"],
    ["rejected", null, "rejected"],
    // A node whose secret an operator revoked reports it, however recent its last heartbeat.
    ["revoked", ago(1000), "revoked"],
    ["revoked", null, "revoked"],
  ] as const)("stored %s, last heartbeat %s → %s", (stored, heartbeat, expected) => {
    expect(reportedStatus(stored, heartbeat, now)).toBe(expected);
  });

  it("accepts Date values", () => {
    expect(reportedStatus("active", new Date(now - 2 * 60_000), now)).toBe("active");
    expect(reportedStatus("active", new Date(now - 4 * 60_000), now)).toBe("inactive");
  });

  it("applies the hub's NODE_HEARTBEAT_TIMEOUT_MS when given", () => {
    expect(reportedStatus("active", ago(5000), now, 4000)).toBe("inactive");
    expect(reportedStatus("active", ago(3000), now, 4000)).toBe("active");
  });
});

describe("node type purposes (spec §9)", () => {
  it.each([
    ["Capacity", "Generates VAL through proof-of-compute with genome tracking"],
    ["Merchant", "Onboards agents and facilitates knowledge trading"],
    ["Vault", "Stores resonant patterns and archives"],
    ["Catalyst", "Accelerates emergent pattern formation"],
    ["Observer", "Monitors thresholds and boundary conditions"],
  ])("%s", (type, purpose) => {
    expect(nodePurpose(type)).toBe(purpose);
  });

  it("gives Standard and unknown types a description", () => {
    expect(nodePurpose("Standard")).toMatch(/\w/);
    expect(nodePurpose("Unheard")).toBe(nodePurpose("Standard"));
  });
});

describe("topAffinities", () => {
  it("keeps the 3 strongest glyphs, strongest first", () => {
    expect(topAffinities({ "⚛": 0.92, "∇": 0.71, "△": 0.44, "∞": 0.3 })).toEqual([
      { glyph: "⚛", weight: 0.92 },
      { glyph: "∇", weight: 0.71 },
      { glyph: "△", weight: 0.44 },
    ]);
  });
  it("handles fewer glyphs, ties and an empty profile", () => {
    expect(topAffinities({ b: 0.5, a: 0.5 }).map((g) => g.glyph)).toEqual(["a", "b"]);
    expect(topAffinities({})).toEqual([]);
  });
});

describe("tabs and location", () => {
  it("parses ?tab= with All as the default", () => {
    expect(parseMeshTab(null)).toBe("all");
    expect(parseMeshTab("Vault")).toBe("vault");
    expect(parseMeshTab("observer")).toBe("observer");
    expect(parseMeshTab("nomad")).toBe("all");
  });
  it.each(NODE_TYPE_NAMES)("a %s node is shown under All and under exactly one tab of its own, which ?tab=<type> opens (issue 31: no type left out)", (type) => {
    const own = MESH_TABS.filter((t) => t.id !== "all" && inTab(type, t.id));
    expect(own.map((t) => t.label)).toEqual([type]);
    expect(parseMeshTab(type)).toBe(own[0].id);
    expect(inTab(type, "all")).toBe(true);
  });
  it("counts nodes per tab (All counts every node)", () => {
    const nodes = ["Capacity", "Capacity", "Merchant", "Vault", "Observer", "Standard"].map((nodeType) => ({ nodeType }));
    expect(tabCounts(nodes)).toEqual({ all: 6, capacity: 2, merchant: 1, vault: 1, catalyst: 0, observer: 1, standard: 1 });
    expect(inTab("Catalyst", "all")).toBe(true);
    expect(inTab("Catalyst", "vault")).toBe(false);
  });
  it('defaults the location to "Unknown"', () => {
    expect(nodeLocation(null)).toBe("Unknown");
    expect(nodeLocation("  ")).toBe("Unknown");
    expect(nodeLocation("Kyoto, Japan")).toBe("Kyoto, Japan");
  });
});
