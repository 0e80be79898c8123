import { describe, expect, it } from "vitest";
import { SEED_MEMORIES } from "../../app/domain/seeds/alexandria";
import {
  expandGlyphs,
  HIGH_INTENSITY,
  intensityPercent,
  MEMORY_SOURCE_TYPES,
  normalizeRecallTerm,
  parseArchiveTab,
  showsIntensityBadge,
} from "~/lib/alexandria";
import { HIGH_RESONANCE_GLYPHS } from "~/lib/glyphs";

describe("showsIntensityBadge: only above 0.5 (spec §2.7)", () => {
  it.each([
    [0, false],
    [0.3, false],
    [0.5, false],
    [0.5001, true],
    [0.51, true],
    [0.8, true],
    [1, true],
    [Number.NaN, false],
  ])("%d → %s", (intensity, shown) => {
    expect(showsIntensityBadge(intensity)).toBe(shown);
  });
});

describe("intensityPercent", () => {
  it.each([
    [0.51, "51%"],
    [0.725, "73%"],
    [1, "100%"],
    [1.4, "100%"],
    [-1, "0%"],
  ])("%d → %s", (intensity, text) => {
    expect(intensityPercent(intensity)).toBe(text);
  });
});

describe("normalizeRecallTerm (spec §5: trimmed, used only if non-empty)", () => {
  it.each([
    [null, null],
    [undefined, null],
    ["", null],
    ["   \t ", null],
    ["  lantern ", "lantern"],
    ["mesh  network", "mesh  network"],
  ])("%j → %j", (raw, term) => {
    expect(normalizeRecallTerm(raw)).toBe(term);
  });

  it("keeps at most 200 characters", () => {
    expect(normalizeRecallTerm(`${"a".repeat(250)}`)).toHaveLength(200);
  });
});

describe("parseArchiveTab (?source=)", () => {
  it.each([
    [null, "all"],
    ["", "all"],
    ["all", "all"],
    ["trinity_mesh", "trinity_mesh"],
    ["safety_protocol", "safety_protocol"],
    ["mind_palace", "mind_palace"],
    ["Palace", "mind_palace"],
    ["trinity", "trinity_mesh"],
    ["nonsense", "all"],
  ])("%j → %s", (raw, tab) => {
    expect(parseArchiveTab(raw)).toBe(tab);
  });
});

describe("expandGlyphs", () => {
  it("replaces a library glyph with its first keywords", () => {
    expect(expandGlyphs("∞")).toBe("future long memory remember");
    expect(expandGlyphs("drought △")).toBe("drought risk danger safe safety");
  });
  it("leaves plain words alone", () => {
    expect(expandGlyphs("  mesh network ")).toBe("mesh network");
  });
});

describe("founding memories (app/domain/seeds/alexandria.ts)", () => {
  it("cover all three sources, about 24 memories, distinct patterns", () => {
    expect(SEED_MEMORIES.length).toBeGreaterThanOrEqual(20);
    for (const s of MEMORY_SOURCE_TYPES) expect(SEED_MEMORIES.filter((m) => m.sourceType === s).length).toBeGreaterThanOrEqual(6);
    expect(new Set(SEED_MEMORIES.map((m) => m.pattern)).size).toBe(SEED_MEMORIES.length);
  });
  it("use only library glyphs, varied intensity and tags", () => {
    for (const m of SEED_MEMORIES) {
      expect(m.glyphSequence.length).toBeGreaterThan(0);
      for (const g of m.glyphSequence) expect(HIGH_RESONANCE_GLYPHS).toContain(g);
      expect(m.intensity).toBeGreaterThanOrEqual(0);
      expect(m.intensity).toBeLessThanOrEqual(1);
      expect(m.resonanceTags.length).toBeGreaterThan(0);
    }
    expect(SEED_MEMORIES.some((m) => m.intensity >= HIGH_INTENSITY)).toBe(true);
    expect(SEED_MEMORIES.some((m) => m.intensity > 0.5 && m.intensity < HIGH_INTENSITY)).toBe(true);
    expect(SEED_MEMORIES.some((m) => m.intensity <= 0.5)).toBe(true);
  });
});
