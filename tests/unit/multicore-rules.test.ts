import { describe, expect, it } from "vitest";
import { SEED_AGENTS } from "../../app/domain/seeds/multicore";
import { MULTICORE_AFFINITY } from "~/domain/trinity/analysis.server";
import { GLYPH_LIBRARY } from "~/lib/glyphs";
import {
  broadcastResonance,
  evaluateAgent,
  evaluateBroadcast,
  readGlyph,
  ritualOf,
  usageGlyphs,
  type AgentProfile,
} from "~/lib/multicore";
import { broadcastSchema } from "~/lib/multicore.schema";

const agent = (id: string, glyphAffinity: string[], status = "active"): AgentProfile => ({ id, name: id[0].toUpperCase() + id.slice(1), status, glyphAffinity });
const AGENTS: AgentProfile[] = SEED_AGENTS.map((a) => ({ id: a.id, name: a.name, status: a.status, glyphAffinity: a.glyph_affinity }));
const byId = (input: string) => Object.fromEntries(evaluateBroadcast(AGENTS, input).evaluations.map((e) => [e.agentId, e]));

describe("readGlyph", () => {
  it.each([
    ["✦", ["✦"], []],
    ["⟁⊗", ["⟁", "⊗"], []],
    ["✦ ✦ spark", ["✦"], []],
    ["⚛️", ["⚛"], []], // emoji presentation selector stripped
    ["☯", [], ["☯"]],
    ["✸ and ∇", ["∇"], ["✸"]],
    ["hello", [], []],
  ])("%s → known %j, foreign %j", (input, known, foreign) => {
    expect(readGlyph(input)).toEqual({ input, known, foreign });
  });
});

describe("evaluateAgent: resonant, harmonic, observed, dormant", () => {
  const pulse = agent("pulse", ["∇", "☉"]);
  it.each([
    // exact affinity match
    ["∇", "resonant", ["∇"], /^Resonant — ∇ is in Pulse's affinity \(∇ ☉\)\.$/],
    ["☉∇", "resonant", ["☉", "∇"], /☉ ∇ are in Pulse's affinity/],
    // △ is a threshold glyph like ∇; ⟁ and ⚛ are fundamental like ☉
    ["△", "harmonic", ["△"], /^Harmonic — △ is a threshold glyph, like ∇ in Pulse's affinity \(∇ ☉\)\.$/],
    ["⚛", "harmonic", ["⚛"], /⚛ is a fundamental glyph, like ☉/],
    // ∞ (recursive) and ◊ (mesh) share nothing with Pulse
    ["∞◊", "observed", [], /^Observed — ∞ ◊ shares no glyph or category with Pulse's affinity \(∇ ☉\)/],
    ["hello", "observed", [], /"hello" holds no glyph of the mesh library/],
  ] as const)("Pulse meets %s: %s", (input, response, matched, text) => {
    const e = evaluateAgent(pulse, readGlyph(input));
    expect(e.response).toBe(response);
    expect(e.matched).toEqual(matched);
    expect(e.result).toMatch(text);
    expect(e.eventType).toBe(`glyph_${response}`);
    expect(e.ritual).toBeNull();
  });

  it("an agent that is not active is dormant and lights nothing", () => {
    const e = evaluateAgent(agent("firefly", ["✦"], "standby"), readGlyph("✦"));
    expect(e).toMatchObject({ response: "dormant", eventType: "glyph_dormant", ritual: null, matched: [] });
    expect(e.result).toBe('Dormant — Firefly is standby; "✦" was logged but not evaluated.');
  });
});

describe("ritual rules", () => {
  it("Firefly, Lantern and Relay light their event at every broadcast they evaluate", () => {
    for (const input of ["✦", "◊", "plain words"]) {
      const r = byId(input);
      expect(r.firefly.ritual).toBe("firefly_pulse");
      expect(r.lantern.ritual).toBe("lantern_illumination");
      expect(r.relay.ritual).toBe("relay_broadcast");
      expect(r.firefly.eventType).toBe("firefly_pulse");
    }
    expect(byId("✦").firefly.result).toMatch(/^Resonant — ✦ is in Firefly's affinity/);
  });

  it("Valley reports a violation only for input with no library glyph; Reflex answers it", () => {
    const foreign = byId("☯");
    expect(foreign.valley).toMatchObject({ ritual: "valley_violation", eventType: "valley_violation" });
    expect(foreign.valley.result).toBe('Violation — "☯" holds no glyph of the mesh library (☯ is unknown): a foreign pattern crossed the valley boundary.');
    expect(foreign.reflex).toMatchObject({ ritual: "valley_reflex", eventType: "valley_reflex" });
    expect(foreign.reflex.result).toMatch(/^Reflex — answered the valley violation of "☯"/);

    const known = byId("✦");
    expect(known.valley.ritual).toBeNull();
    expect(known.reflex.ritual).toBeNull();
  });

  it("Reflex answers a threshold glyph without a violation, and keeps its own reading", () => {
    const r = byId("△");
    expect(r.valley).toMatchObject({ response: "resonant", ritual: null, eventType: "glyph_resonant" });
    expect(r.reflex.ritual).toBe("valley_reflex");
    expect(r.reflex.result).toMatch(/^Reflex — △ is a threshold glyph; a corrective pulse steadied the boundary\./);
    expect(byId("∇").reflex.ritual).toBe("valley_reflex");
  });

  it("a standby agent lights nothing even when its rule would fire", () => {
    const e = evaluateAgent(agent("valley", ["△"], "standby"), readGlyph("☯"));
    expect(e.ritual).toBeNull();
    expect(ritualOf("valley")).toBe("valley_violation");
    expect(ritualOf("pulse")).toBeNull();
  });
});

describe("the seeded agents", () => {
  it("are eight, keep the chat's affinities for Firefly, Pulse and Relay, and cover the library", () => {
    expect(SEED_AGENTS).toHaveLength(8);
    expect(new Set(SEED_AGENTS.map((a) => a.id)).size).toBe(8);
    for (const [name, glyphs] of Object.entries(MULTICORE_AFFINITY)) {
      expect(SEED_AGENTS.find((a) => a.name === name)?.glyph_affinity).toEqual(glyphs);
    }
    const library = GLYPH_LIBRARY.map((g) => g.symbol);
    for (const a of SEED_AGENTS) for (const g of a.glyph_affinity) expect(library).toContain(g);
    expect(new Set(SEED_AGENTS.flatMap((a) => a.glyph_affinity))).toEqual(new Set(library));
  });

  it("answer one broadcast with one evaluation each", () => {
    const { evaluations, resonance } = evaluateBroadcast(AGENTS, "✦");
    expect(evaluations).toHaveLength(8);
    expect(evaluations.find((e) => e.agentId === "loom")?.response).toBe("dormant");
    // Firefly resonant; Lantern (⊙) and Loom's ∞ are recursive like ✦, but Loom is on standby.
    expect(evaluations.filter((e) => e.response === "resonant").map((e) => e.agentId)).toEqual(["firefly"]);
    expect(evaluations.filter((e) => e.response === "harmonic").map((e) => e.agentId)).toEqual(["lantern"]);
    expect(resonance).toBe(Math.round(((1 + 0.5) / 7) * 1000) / 1000);
  });
});

describe("broadcastResonance and usageGlyphs", () => {
  it("weights resonant 1, harmonic ½ over the agents awake, at least 0.1", () => {
    const e = (response: "resonant" | "harmonic" | "observed" | "dormant") => ({ agentId: "a", agentName: "A", response, eventType: "", ritual: null, matched: [], result: "" });
    expect(broadcastResonance([e("resonant"), e("harmonic"), e("observed"), e("dormant")])).toBe(0.5);
    expect(broadcastResonance([e("observed")])).toBe(0.1);
    expect(broadcastResonance([e("dormant")])).toBe(0.1);
    expect(broadcastResonance([e("resonant")])).toBe(1);
  });

  it("records library glyphs and other symbols, never plain words", () => {
    expect(usageGlyphs(readGlyph("✦ ☯ spark"))).toEqual(["✦", "☯"]);
    expect(usageGlyphs(readGlyph("spark"))).toEqual([]);
  });
});

describe("broadcastSchema (spec §5)", () => {
  it.each([
    [{ glyph: " ✦ " }, { glyph: "✦" }],
    [{ glyph: "✦", context: "  a question  " }, { glyph: "✦", context: "a question" }],
    [{ glyph: "✦", context: "   " }, { glyph: "✦" }],
    [{ glyph: "✦", context: null }, { glyph: "✦" }],
    [{ glyph: "g".repeat(32) }, { glyph: "g".repeat(32) }],
  ])("accepts %j", (input, expected) => {
    const parsed = broadcastSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(expected);
  });

  it.each([[{}], [{ glyph: "" }], [{ glyph: "   " }], [{ glyph: "g".repeat(33) }], [{ glyph: 5 }], [{ glyph: "✦", context: "c".repeat(501) }], [{ glyph: "✦", context: 3 }]])(
    "refuses %j",
    (input) => {
      expect(broadcastSchema.safeParse(input).success).toBe(false);
    },
  );
});
