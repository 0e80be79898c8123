import { describe, expect, it } from "vitest";
import {
  advanceSpiralNode,
  ARCHIVE_CAP,
  ARCHIVE_INITIAL,
  carryingNeighbours,
  collectiveAwakening,
  createParadox,
  createResonanceMap,
  createSpiral,
  createVault,
  degreeOf,
  healthBadge,
  pythonPlaneView,
  heatLevel,
  INITIAL_LAYER_COUNTS,
  layerCounts,
  LINKS_MAX,
  LINKS_MIN,
  MAP_NODES,
  MAX_FLOWS,
  MAX_HOPS,
  MIN_RESONANCE,
  parseChrysalisTab,
  revealFragments,
  recoveryFailureText,
  routeFlow,
  seededRandom,
  settleEntry,
  spiralTotals,
  tickParadox,
  tickResonanceMap,
  tickSpiral,
  tickVault,
  vaultCounts,
  type ArchiveEntry,
  type SpiralNode,
} from "~/lib/chrysalis";

describe("random source", () => {
  it("is deterministic for a seed and stays in [0, 1)", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(8)()).not.toBe(seededRandom(7)());
  });
});

describe("health badge and tabs", () => {
  it.each([
    [null, "Checking..."],
    [{ typescript_healthy: true, python_available: true, python_configured: true }, "All Systems Operational"],
    // The Python plane is optional: none configured on this hub is not a degradation.
    [{ typescript_healthy: true, python_available: false, python_configured: false }, "Operational"],
    [{ typescript_healthy: true, python_available: false, python_configured: true }, "Degraded Mode"],
    [{ typescript_healthy: false, python_available: true, python_configured: true }, "Degraded Mode"],
    [{ typescript_healthy: false, python_available: false, python_configured: false }, "Degraded Mode"],
  ] as const)("%o → %s", (health, badge) => {
    expect(healthBadge(health)).toBe(badge);
  });

  it.each([
    [null, "checking", /^Checking/],
    [{ typescript_healthy: true, python_available: true, python_configured: true, python_version: "3.12.4" }, "online", /^Version 3\.12\.4$/],
    [{ typescript_healthy: true, python_available: false, python_configured: false, python_version: null }, "not connected", /optional analysis plane is not connected on this hub\. Everything on this console still works/],
    [{ typescript_healthy: true, python_available: false, python_configured: true, python_version: null }, "offline", /optional analysis plane is not answering right now\. Everything on this console still works/],
  ] as const)("the Python plane card for %o: %s", (health, status, detail) => {
    const view = pythonPlaneView(health);
    expect(view.status).toBe(status);
    expect(view.detail).toMatch(detail);
    // Plain words for everyone: no configuration names on the card itself.
    expect(view.detail).not.toMatch(/PYTHON_PLANE_URL|configured|Degraded/);
  });

  it("parses tabs, defaulting to overview", () => {
    expect(parseChrysalisTab("spiral")).toBe("spiral");
    expect(parseChrysalisTab("nope")).toBe("overview");
    expect(parseChrysalisTab(null)).toBe("overview");
  });
});

describe("ETN resonance map", () => {
  it.each([1, 2, 3, 42, 20261122])("seed %i: 12 nodes with 2-4 links each, no self or double links", (seed) => {
    const map = createResonanceMap(seededRandom(seed));
    expect(map.nodes).toHaveLength(MAP_NODES);
    for (const n of map.nodes) {
      const d = degreeOf(map.links, n.id);
      expect(d).toBeGreaterThanOrEqual(LINKS_MIN);
      expect(d).toBeLessThanOrEqual(LINKS_MAX);
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x).toBeLessThanOrEqual(100);
    }
    const keys = map.links.map((l) => [l.source, l.target].sort().join("|"));
    expect(new Set(keys).size).toBe(keys.length);
    expect(map.links.every((l) => l.source !== l.target)).toBe(true);
  });

  it("routes flows over links of resonance ≥ 0.5, without revisiting, at most 7 hops", () => {
    const links = Array.from({ length: 11 }, (_, i) => ({ source: `n${i}`, target: `n${i + 1}`, resonance: 0.9 }));
    const path = routeFlow({ links }, "n0", seededRandom(1));
    expect(path).toEqual(["n0", "n1", "n2", "n3", "n4", "n5", "n6", "n7"]);
    expect(path.length - 1).toBe(MAX_HOPS);
    const weak = [{ source: "a", target: "b", resonance: MIN_RESONANCE - 0.01 }, { source: "a", target: "c", resonance: MIN_RESONANCE }];
    expect(carryingNeighbours({ links: weak }, "a")).toEqual(["c"]);
    expect(routeFlow({ links: weak }, "b", seededRandom(1))).toEqual(["b"]);
  });

  it("ticks: never more than 5 flows, every flow within 7 hops on carrying links, degrees unchanged", () => {
    const rng = seededRandom(99);
    let map = createResonanceMap(rng);
    const degrees = map.nodes.map((n) => degreeOf(map.links, n.id));
    let sawFlows = 0;
    for (let i = 0; i < 300; i++) {
      map = tickResonanceMap(map, rng);
      expect(map.flows.length).toBeLessThanOrEqual(MAX_FLOWS);
      sawFlows = Math.max(sawFlows, map.flows.length);
      for (const f of map.flows) {
        expect(f.path.length - 1).toBeLessThanOrEqual(MAX_HOPS);
        expect(f.hop).toBeLessThan(f.path.length - 1);
      }
      for (const n of map.nodes) expect(n.resonanceScore).toBeGreaterThanOrEqual(0.1);
    }
    expect(map.tick).toBe(300);
    expect(sawFlows).toBeGreaterThan(1);
    expect(map.nodes.map((n) => degreeOf(map.links, n.id))).toEqual(degrees);
  });
});

describe("Spiral", () => {
  it("starts with 8,12,10,8,6,5,4,3,2,2,1,1,1 nodes on its layers: 8 dormant, 2 sovereign", () => {
    const nodes = createSpiral(seededRandom(5));
    expect(layerCounts(nodes)).toEqual([...INITIAL_LAYER_COUNTS]);
    expect(spiralTotals(nodes)).toEqual({ dormant: 8, ascending: 12 + 10 + 8 + 6 + 5 + 4 + 3 + 2 + 2 + 1, sovereign: 2 });
  });

  it.each([
    [{ currentLayer: 0, progress: 0.5 }, 0.4, { currentLayer: 0, progress: 0.9 }],
    [{ currentLayer: 0, progress: 0.9 }, 0.1, { currentLayer: 1, progress: 0 }],
    [{ currentLayer: 4, progress: 0.95 }, 0.3, { currentLayer: 5, progress: 0 }],
    [{ currentLayer: 11, progress: 0.99 }, 0.05, { currentLayer: 12, progress: 1 }],
    [{ currentLayer: 12, progress: 1 }, 0.5, { currentLayer: 12, progress: 1 }],
  ])("%o + %f → %o (a node advances when progress reaches 1, never past 12)", (from, increment, to) => {
    const node: SpiralNode = { id: "s", ...from, awakeningScore: 0 };
    expect(advanceSpiralNode(node, increment)).toMatchObject(to);
  });

  it.each([
    [[0, 0, 0], { dormant: 3, ascending: 0, sovereign: 0 }],
    [[1, 10, 11, 12], { dormant: 0, ascending: 2, sovereign: 2 }],
  ])("totals of layers %j", (layers, totals) => {
    expect(spiralTotals(layers.map((l, i) => ({ id: `${i}`, currentLayer: l, progress: 0, awakeningScore: 0 })))).toEqual(totals);
  });

  it("only ever moves nodes up, keeps the node count, and the collective awakening grows", () => {
    const rng = seededRandom(3);
    let nodes = createSpiral(rng);
    const start = collectiveAwakening(nodes);
    for (let i = 0; i < 200; i++) {
      const next = tickSpiral(nodes, rng);
      next.forEach((n, j) => expect(n.currentLayer).toBeGreaterThanOrEqual(nodes[j].currentLayer));
      expect(next.every((n) => n.currentLayer <= 12 && n.progress <= 1)).toBe(true);
      nodes = next;
    }
    expect(nodes).toHaveLength(63);
    expect(collectiveAwakening(nodes)).toBeGreaterThan(start);
  });
});

describe("Paradox heatmap", () => {
  it("has 24 hourly slots whose heat is the sum of severity weights 0.3/0.6/0.85/1", () => {
    const rng = seededRandom(11);
    let state = createParadox(rng);
    expect(state.slots.map((s) => s.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    for (let i = 0; i < 50; i++) state = tickParadox(state, rng, 13);
    expect(state.recent.length).toBeLessThanOrEqual(8);
    const thirteen = state.slots[13];
    expect(thirteen.probes).toBeGreaterThan(0);
    for (const slot of state.slots) expect(slot.heat).toBeLessThanOrEqual(slot.probes * 1 + 1e-9);
    for (const slot of state.slots) expect(slot.heat).toBeGreaterThanOrEqual(slot.probes * 0.3 - 1e-9);
  });

  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [3, 10, 2],
    [6, 10, 3],
    [10, 10, 4],
    [5, 0, 0],
  ] as const)("heat %f of max %f → level %i", (heat, max, level) => {
    expect(heatLevel(heat, max)).toBe(level);
  });
});

describe("Mythic fragments", () => {
  // The 8 fragments unlock at 0, 15, 25, 40, 55, 70, 85 and 100 % (spec).
  it.each([
    [0, 1],
    [14, 1],
    [15, 2],
    [24, 2],
    [25, 3],
    [39, 3],
    [40, 4],
    [54, 4],
    [55, 5],
    [69, 5],
    [70, 6],
    [84, 6],
    [85, 7],
    [99, 7],
    [100, 8],
  ])("at %i percent awakening, %i revealed", (awakening, revealed) => {
    expect(revealFragments(awakening).filter((f) => f.isRevealed)).toHaveLength(revealed);
  });
});

describe("Reclaimer vault", () => {
  it("starts with 15 entries and never holds more than 20", () => {
    const rng = seededRandom(17);
    let vault = createVault(rng);
    expect(vault.entries).toHaveLength(ARCHIVE_INITIAL);
    for (let i = 0; i < 100; i++) {
      vault = tickVault(vault, rng);
      expect(vault.entries.length).toBeLessThanOrEqual(ARCHIVE_CAP);
    }
    expect(vault.entries).toHaveLength(ARCHIVE_CAP);
    const ids = vault.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("settles pending entries: about 70 % recovered, the rest failed, with one more attempt at least", () => {
    const rng = seededRandom(23);
    const pending: ArchiveEntry = { id: 1, nodeId: "node-x", memoryType: "ignition_attempt", burnStatus: "pending", sovereignVariance: 0.5, recoveryAttempts: 0 };
    const settled = Array.from({ length: 2000 }, () => settleEntry(pending, rng));
    const recovered = settled.filter((e) => e.burnStatus === "recovered").length / settled.length;
    expect(recovered).toBeGreaterThan(0.65);
    expect(recovered).toBeLessThan(0.75);
    expect(settled.every((e) => e.burnStatus !== "pending" && e.recoveryAttempts >= 1 && e.recoveryAttempts <= 3)).toBe(true);
    const done = { ...pending, burnStatus: "failed" as const, recoveryAttempts: 2 };
    expect(settleEntry(done, rng)).toBe(done);
  });

  it("a tick settles the oldest pending entry", () => {
    const rng = seededRandom(29);
    const vault = createVault(rng);
    const before = vaultCounts(vault);
    const oldestPending = [...vault.entries].reverse().find((e) => e.burnStatus === "pending")!;
    const next = tickVault(vault, () => 0.99); // no recovery, no new entry
    expect(next.entries.find((e) => e.id === oldestPending.id)!.burnStatus).toBe("failed");
    expect(vaultCounts(next).pending).toBe(before.pending - 1);
  });

  it("says why a recovery failed", () => {
    expect(recoveryFailureText(3)).toBe("Recovery failed after 3 attempts - variance too high");
  });
});
