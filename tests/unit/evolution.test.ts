import { describe, expect, it } from "vitest";
import { NODE_TYPES } from "../../db/types";
import { SEEDED_REGISTRY } from "../../app/domain/seeds/evolution";
import {
  answerFocus,
  BASELINE_CAPABILITIES,
  capabilitiesFound,
  capabilityOf,
  coveredByReference,
  emergenceScore,
  emergenceExplanation,
  emergencePercent,
  FOCUS_ANSWER_MAX,
  glyphsIn,
  mineEventSequences,
  mineGlyphPairs,
  mineTemplates,
  queryTerms,
  shownWithOverflow,
  templateConfidence,
  titleOf,
  type MinedEvent,
} from "~/lib/evolution";
import { HIGH_RESONANCE_GLYPHS } from "~/lib/glyphs";
import { NODE_TYPE_DEFS, WELCOME_NODE_TYPES } from "~/lib/node-types";
import { cascadeOutcome, cascadeProgress, compareVersions, driftOf, reachability, versionChoice, versionChoiceLabel, versionStatus } from "~/lib/versions";
import { reflectionSchedules } from "../../worker/processors/reflection";

describe("the 29 node types (THE reference list)", () => {
  it("has 29 distinct types with real, distinct content", () => {
    expect(NODE_TYPE_DEFS).toHaveLength(29);
    expect(new Set(NODE_TYPE_DEFS.map((d) => d.typeName)).size).toBe(29);
    expect(new Set(NODE_TYPE_DEFS.map((d) => d.summary)).size).toBe(29);
    expect(new Set(NODE_TYPE_DEFS.map((d) => [...d.capabilities].sort().join(","))).size).toBe(29);
    for (const d of NODE_TYPE_DEFS) {
      expect(d.summary.length, d.typeName).toBeGreaterThan(20);
      expect(d.capabilities.length, d.typeName).toBeGreaterThanOrEqual(3);
      expect(new Set(d.capabilities).size, d.typeName).toBe(d.capabilities.length);
      for (const c of d.capabilities) expect(c).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(d.glyphProfile.length, d.typeName).toBeGreaterThanOrEqual(2);
      for (const g of d.glyphProfile) expect(HIGH_RESONANCE_GLYPHS).toContain(g);
    }
  });

  it("includes the welcome page's seven and every mesh node type", () => {
    const names = NODE_TYPE_DEFS.map((d) => d.typeName);
    expect(WELCOME_NODE_TYPES).toEqual(["Apex", "Merchant", "Guardian", "Core", "Scout", "Whisper", "Catalyst"]);
    for (const t of [...WELCOME_NODE_TYPES, ...NODE_TYPES]) expect(names).toContain(t);
  });

  it("is what the version registry is seeded with, type for type", () => {
    expect(SEEDED_REGISTRY.map((r) => r.nodeType)).toEqual(NODE_TYPE_DEFS.map((d) => d.typeName));
  });
});

const ev = (id: number, eventType: string, nodeId: string, nodeType: string, summary = ""): MinedEvent => ({ id, eventType, nodeId, nodeType, summary });

describe("pattern mining", () => {
  it("maps known event types to capabilities and names unknown ones after themselves", () => {
    expect(capabilityOf("knowledge_trade")).toBe("knowledge-trading");
    expect(capabilityOf("heartbeat")).toBe("liveness-signalling");
    expect(capabilityOf("Solar Flare!")).toBe("solar-flare");
    expect(titleOf("knowledge-trading")).toBe("Knowledge Trading");
    expect(BASELINE_CAPABILITIES.has("liveness-signalling")).toBe(true);
  });

  it("counts recurring event-type pairs per node type, novel only when the type's template does not explain them", () => {
    const events = [
      ev(1, "knowledge_trade", "m1", "Merchant"),
      ev(2, "heartbeat", "m1", "Merchant"),
      ev(3, "knowledge_trade", "m2", "Merchant"),
      ev(4, "heartbeat", "m2", "Merchant"),
      ev(5, "glyph_broadcast", "c1", "Catalyst"),
      ev(6, "knowledge_trade", "c1", "Catalyst"),
      ev(7, "glyph_broadcast", "c2", "Catalyst"),
      ev(8, "knowledge_trade", "c2", "Catalyst"),
      ev(9, "heartbeat", "c2", "Catalyst"),
      ev(10, "heartbeat", "c2", "Catalyst"), // same type twice: no transition
      ev(11, "val_minted", "x1", "Capacity"), // single occurrence: not recurring
      ev(12, "heartbeat", "x1", "Capacity"),
    ];
    const patterns = mineEventSequences(events);
    expect(patterns.map((p) => p.signature)).toEqual(["sequence:Catalyst:glyph_broadcast>knowledge_trade", "sequence:Merchant:knowledge_trade>heartbeat"]);
    const [catalyst, merchant] = patterns;
    expect(merchant).toMatchObject({ frequency: 2, explained: true, impact: 1, participantTypes: ["Merchant"], glyphSignature: "◊⟁", description: "Merchant nodes follow knowledge trade with heartbeat" });
    // Catalyst: 3 transitions (2 × broadcast→trade, 1 × trade→heartbeat); trading is a Merchant capability, not a Catalyst one.
    expect(catalyst).toMatchObject({ frequency: 2, explained: false, impact: 0.67 });
    expect(catalyst.participantTypes[0]).toBe("Catalyst");
    expect(catalyst.participantTypes).toContain("Merchant");
  });

  it("counts glyphs that appear together in messages, explained when a template holds both", () => {
    const messages = [
      { id: 1, content: "Trust ⊗ and value ◊ go together" },
      { id: 2, content: "◊ priced, ⊗ bound" },
      { id: 3, content: "just ✦" },
      { id: 4, content: "⚛ with ☉ and again ⚛ ☉" },
      { id: 5, content: "⚛☉" },
    ];
    const pairs = mineGlyphPairs(messages);
    expect(glyphsIn("⚛ with ☉")).toEqual(["☉", "⚛"]);
    expect(pairs.map((p) => [p.signature, p.frequency])).toEqual([
      ["glyphs:⊗+◊", 2],
      ["glyphs:☉+⚛", 2],
    ]);
    const bindFacet = pairs[0];
    expect(bindFacet).toMatchObject({ explained: true, impact: 0.5, glyphSignature: "⊗◊", patternType: "glyph_cooccurrence" });
    expect(bindFacet.participantTypes).toEqual(expect.arrayContaining(["Bridge", "Arbiter"]));
    expect(pairs[1].explained).toBe(false); // no reference type resonates with both ☉ and ⚛
    expect(pairs[1].description).toBe("Conversations pair ☉ Sun with ⚛ Nucleus");
  });

  it("finds emergent template candidates: uncovered capability pairs shown by at least two nodes", () => {
    expect(coveredByReference(["knowledge-trading", "agent-onboarding"])).toBe(true);
    expect(coveredByReference(["knowledge-trading", "glyph-broadcast"])).toBe(false);
    const events = [
      ev(1, "knowledge_trade", "c1", "Catalyst"),
      ev(2, "glyph_broadcast", "c1", "Catalyst"),
      ev(3, "heartbeat", "c1", "Catalyst"),
      ev(4, "glyph_broadcast", "c2", "Catalyst"),
      ev(5, "knowledge_trade", "c2", "Catalyst"),
      ev(6, "knowledge_trade", "m1", "Merchant"),
      ev(7, "threshold_alert", "m1", "Merchant"),
    ];
    const templates = mineTemplates(events);
    expect(templates).toEqual([
      { signature: "glyph-broadcast+knowledge-trading", typeName: "Glyph Broadcast + Knowledge Trading", capabilities: ["glyph-broadcast", "knowledge-trading"], occurrenceCount: 2, confidence: 0.5 },
    ]);
  });

  it.each([
    [0, 0],
    [1, 0.33],
    [2, 0.5],
    [6, 0.75],
    [98, 0.98],
  ])("confidence of %i occurrences is %f", (n, c) => {
    expect(templateConfidence(n)).toBe(c);
  });

  it("ranks the capabilities found: those matching the query first, then by frequency", () => {
    const events = [ev(1, "knowledge_trade", "a", "Merchant", "sold an ethics primer"), ev(2, "knowledge_trade", "b", "Merchant"), ev(3, "glyph_broadcast", "c", "Catalyst", "spark across agents"), ev(4, "heartbeat", "c", "Catalyst")];
    expect(capabilitiesFound(events, null)).toEqual(["knowledge-trading", "glyph-broadcast"]);
    expect(capabilitiesFound(events, "Which SPARK?")).toEqual(["glyph-broadcast", "knowledge-trading"]);
    expect(queryTerms("  a an the Spark spark!! ")).toEqual(["the", "spark"]);
    expect(queryTerms(null)).toEqual([]);
  });

  it.each([
    [{ novelFrequency: 0, totalFrequency: 0, emergentTemplates: 0, referenceTemplates: 29 }, 0],
    [{ novelFrequency: 5, totalFrequency: 10, emergentTemplates: 0, referenceTemplates: 29 }, 0.35],
    [{ novelFrequency: 10, totalFrequency: 10, emergentTemplates: 29, referenceTemplates: 29 }, 0.85],
    [{ novelFrequency: 3, totalFrequency: 4, emergentTemplates: 1, referenceTemplates: 29 }, 0.535],
  ])("emergence score of %o is %f", (input, score) => {
    expect(emergenceScore(input)).toBe(score);
  });

  it("shows the score as a percent and lists as 'first N, +more' (spec §9: 3 capabilities, 4 in reflections, 2 node types)", () => {
    expect(emergencePercent(0.535)).toBe(54);
    expect(emergencePercent(1.4)).toBe(100);
    expect(shownWithOverflow(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(shownWithOverflow(["a"], 2)).toEqual({ shown: ["a"], more: 0 });
  });

  it("is scheduled hourly by the schedule", () => {
    expect(reflectionSchedules).toEqual([expect.objectContaining({ queue: "reflection", everyMs: 3600_000, data: { query: null, triggeredBy: "schedule" } })]);
  });
});

describe("versions and cascades", () => {
  it.each([
    ["1.0.1", "1.0.0", 1],
    ["0.9.4", "1.0.0", -1],
    ["1.0", "1.0.0", 0],
    ["1.0.10", "1.0.9", 1],
    ["v2.0.0", "2.0.0", 0],
    ["1.0.0-rc1", "1.0.0", -1],
    ["1.0.0-rc2", "1.0.0-rc1", 1],
  ])("compares %s with %s → %i", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  it.each([
    ["1.0.0", ["1.0.0", "0.9.4", "1.0.0"], "current"],
    ["1.0.0", ["1.0.1", "1.0.0"], "outdated"],
    ["1.0.1", ["1.0.0", "0.9.2"], "ahead"],
    ["1.0.0", [], "current"],
    ["1.0.0", [null], "current"],
  ] as const)("registry %s with nodes %j is %s", (current, reported, status) => {
    expect(versionStatus(current, reported)).toBe(status);
  });

  it("drift: the reported version against the cascade's target, else the registry's", () => {
    expect(driftOf({ nodeId: "node-capacity-nairobi", version: "0.9.4", expectedVersion: null, registryVersion: "1.0.0" })).toEqual({ nodeId: "node-capacity-nairobi", detectedVersion: "0.9.4", expectedVersion: "1.0.0" });
    expect(driftOf({ nodeId: "n", version: "1.0.0", expectedVersion: "1.0.1", registryVersion: "1.0.0" })).toMatchObject({ expectedVersion: "1.0.1" });
    expect(driftOf({ nodeId: "n", version: "1.0.1", expectedVersion: "1.0.1", registryVersion: "1.0.0" })).toBeNull();
    expect(driftOf({ nodeId: "n", version: null, expectedVersion: null, registryVersion: "1.0.0" })).toBeNull();
  });

  // Issue 31: Deploy Update offered v1.0.1 to types at v1.2.0 and v2.0.1 without a word.
  it.each([
    ["1.1.0", "1.0.0", "upgrade", "v1.1.0"],
    ["1.1.0", "1.1.0", "current", "v1.1.0 (current)"],
    ["1.1", "1.1.0", "current", "v1.1 (current)"],
    ["1.0.1", "1.2.0", "downgrade", "v1.0.1 (downgrade from v1.2.0)"],
    ["1.1.0", "2.0.1", "downgrade", "v1.1.0 (downgrade from v2.0.1)"],
    ["1.0.10", "1.0.9", "upgrade", "v1.0.10"],
    ["1.1.0-rc1", "1.1.0", "downgrade", "v1.1.0-rc1 (downgrade from v1.1.0)"],
  ] as const)("deploying %s to a type at %s is a(n) %s, labelled %j", (target, current, choice, label) => {
    expect(versionChoice(target, current)).toBe(choice);
    expect(versionChoiceLabel(target, current)).toBe(label);
  });

  it("reachability: active with a heartbeat under 3 minutes", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(reachability("active", "2026-11-22T11:59:00Z", now)).toEqual({ reachable: true });
    expect(reachability("active", "2026-11-22T11:50:00Z", now)).toEqual({ reachable: false, reason: "Node is offline: no heartbeat for 10 min." });
    expect(reachability("active", null, now)).toMatchObject({ reachable: false, reason: expect.stringContaining("never") });
    expect(reachability("pending", new Date(now), now)).toMatchObject({ reachable: false, reason: expect.stringContaining("pending approval") });
    expect(reachability("inactive", new Date(now - 1000), now)).toMatchObject({ reachable: false });
  });

  it.each([
    [3, 3, 0, "completed"],
    [3, 1, 2, "partial"],
    [3, 0, 3, "failed"],
    [0, 0, 0, "completed"],
  ] as const)("a cascade of %i targets with %i updated and %i failed is %s", (targets, ok, failed, status) => {
    expect(cascadeOutcome(targets, ok, failed)).toBe(status);
  });

  it("progress is the share of targets handled", () => {
    expect(cascadeProgress(3, 1)).toBe(33);
    expect(cascadeProgress(3, 3)).toBe(100);
    expect(cascadeProgress(0, 0)).toBe(100);
  });
});

describe("issue 31: the emergence score explains itself; a focused reflection answers its question", () => {
  it.each([
    [{ novelFrequency: 0, totalFrequency: 0, emergentTemplates: 0, referenceTemplates: 29 }, "70% × no pattern sightings yet + 30% × 0% emergent templates (0 of 29)"],
    [{ novelFrequency: 340, totalFrequency: 350, emergentTemplates: 1, referenceTemplates: 29 }, "70% × 97% novel pattern sightings (340 of 350) + 30% × 3% emergent templates (1 of 30)"],
    [{ novelFrequency: 3, totalFrequency: 4, emergentTemplates: 1, referenceTemplates: 29 }, "70% × 75% novel pattern sightings (3 of 4) + 30% × 3% emergent templates (1 of 30)"],
  ])("explains %o as %s", (parts, text) => {
    expect(emergenceExplanation(parts)).toBe(text);
  });

  it("maps the events the mesh writes onto the reference vocabulary, so they are not novel by omission", () => {
    expect(capabilityOf("resonance_exchange")).toBe("val-minting");
    expect(capabilityOf("node_secret_rotated")).toBe("signature-verification");
    expect(capabilityOf("deployment")).toBe("version-cascading");
    expect(BASELINE_CAPABILITIES.has(capabilityOf("node_decommissioned"))).toBe(true);
    // A Capacity node beating and minting in turn: a pattern its reference template explains.
    const beats: MinedEvent[] = [1, 2, 3, 4, 5, 6].map((id) => ({ id, eventType: id % 2 ? "heartbeat" : "resonance_exchange", nodeId: "cap-1", nodeType: "Capacity", summary: "" }));
    const patterns = mineEventSequences(beats);
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.every((p) => p.explained)).toBe(true);
  });

  const window = {
    events: [
      { id: 1, eventType: "knowledge_trade", nodeId: "m-1", nodeType: "Merchant", summary: "Soierie Exchange sold ◊ cargo to a Catalyst" },
      { id: 2, eventType: "heartbeat", nodeId: "m-1", nodeType: "Merchant", summary: "heartbeat" },
      { id: 3, eventType: "knowledge_trade", nodeId: "m-1", nodeType: "Merchant", summary: "Soierie Exchange sold ✦ cargo" },
      { id: 4, eventType: "glyph_broadcast", nodeId: "c-1", nodeType: "Catalyst", summary: "broadcast ✦" },
    ] satisfies MinedEvent[],
    messages: [
      { id: 1, content: "How do trades settle?" },
      { id: 2, content: "Tell me about the lantern" },
    ],
  };

  it("answers nothing without a question", () => {
    expect(answerFocus(null, window, [])).toBeNull();
    expect(answerFocus("   ", window, [])).toBeNull();
  });

  it("says what the window shows about the question: events, node types, messages and the strongest pattern", () => {
    const pattern = { signature: "s", patternType: "event_sequence" as const, description: "Merchant nodes follow heartbeat with knowledge trade", frequency: 4, impact: 0.5, participantTypes: ["Merchant"], glyphSignature: "◊", explained: true };
    const answer = answerFocus("knowledge trades", window, [pattern]);
    expect(answer).toBe(
      "2 of 4 mesh events in the last 30 days touch “knowledge trades” (knowledge trade ×2), from Merchant ×2 nodes. 1 of 2 chat messages mention it. 1 recurring pattern, the strongest: Merchant nodes follow heartbeat with knowledge trade (seen 4×, explained by a reference template).",
    );
  });

  it("says so when nothing touches the question, and when it has no word to look for", () => {
    expect(answerFocus("volcanic eruptions", window, [])).toBe(
      "Nothing in the last 30 days touches “volcanic eruptions”: none of the 4 mesh events or 2 chat messages read mention volcanic, eruptions.",
    );
    expect(answerFocus("a ∞", window, [])).toBe("“a ∞” has no word of three letters or more for the mesh to look for.");
    expect(answerFocus(`catalyst ${"x".repeat(900)}`, window, [])!.length).toBeLessThanOrEqual(FOCUS_ANSWER_MAX);
  });
});
