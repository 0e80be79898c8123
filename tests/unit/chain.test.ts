/** The Living Glyph Chain's growth rule (issue 17): buildChain, glyphsOfText, phaseView. */
import { describe, expect, it } from "vitest";
import { buildChain, CHAIN_LINKS_MAX, glyphsOfText, phaseCountText, phaseView, type GlyphAct } from "~/lib/chain";
import { GLYPH_LIBRARY } from "~/lib/glyphs";

const LIBRARY = GLYPH_LIBRARY.map((g) => g.symbol);
const act = (source: GlyphAct["source"], key: string, at: number, glyphs: GlyphAct["glyphs"]): GlyphAct => ({ source, key, at, glyphs });

describe("glyphsOfText", () => {
  it.each([
    ["⟁", ["⟁"]],
    ["⟁ ∞ ⟁", ["⟁", "∞"]],
    ["hello world 42", []],
    ["resonance ⊗ with ☉️", ["⊗", "☉"]],
    ["🔥👍🏽", ["🔥", "👍🏽"]],
    ["⌬123", ["⌬"]],
    ["", []],
  ] as const)("%j holds %j", (text, glyphs) => {
    expect(glyphsOfText(text)).toEqual(glyphs);
  });
});

describe("buildChain", () => {
  it("starts with the ten library glyphs, the Igniter Glyphs, even with no activity", () => {
    expect(buildChain([])).toEqual(LIBRARY);
    expect(LIBRARY).toHaveLength(10);
  });

  it("adds one link per glyph of each act, oldest act first, glyphs repeating", () => {
    const chain = buildChain([
      act("feedback", "f1", 3000, "∞ ⊗"),
      act("memory", "m1", 1000, ["☉", "⊙"]),
      act("contribution", "c1", 2000, "⟁"),
      act("thread", "t1", 2000, ["☉"]),
    ]);
    expect(chain.slice(10)).toEqual(["☉", "⊙", "☉", "⟁", "∞", "⊗"]);
  });

  it("counts a broadcast once however many agents logged it", () => {
    const logs = Array.from({ length: 8 }, () => act("broadcast", "b1", 5000, "✦"));
    expect(buildChain([...logs, act("broadcast", "b2", 6000, "✦⚛")]).slice(10)).toEqual(["✦", "✦", "⚛"]);
  });

  it("takes a glyph's first use from the weights only when no act holds it", () => {
    const chain = buildChain([
      act("first_use", "⟁", 10, "⟁"),
      act("first_use", "⌬", 4000, "⌬"),
      act("first_use", "☉", 50, "☉"),
      act("memory", "m1", 3000, ["☉"]),
    ]);
    expect(chain.slice(10)).toEqual(["☉", "⌬"]);
  });

  it("skips acts without a glyph or time and stops at the cap", () => {
    expect(buildChain([act("feedback", "f1", 1, "just words"), act("feedback", "f2", Number.NaN, "⊗")])).toEqual(LIBRARY);
    const many = Array.from({ length: 600 }, (_, i) => act("feedback", `f${String(i).padStart(4, "0")}`, i, "⊗∞"));
    const chain = buildChain(many);
    expect(chain).toHaveLength(CHAIN_LINKS_MAX);
    expect(buildChain(many, 12)).toEqual([...LIBRARY, "⊗", "∞"]);
  });

  it("is deterministic for acts at the same instant (source order, then key)", () => {
    const acts = [act("broadcast", "b", 7, "⊗"), act("feedback", "b", 7, "∞"), act("thread", "z", 7, ["☉"]), act("thread", "a", 7, ["⟁"])];
    expect(buildChain(acts).slice(10)).toEqual(["⟁", "☉", "∞", "⊗"]);
    expect(buildChain([...acts].reverse())).toEqual(buildChain(acts));
  });
});

describe("phaseView", () => {
  const chain = [...LIBRARY, ...Array.from({ length: 40 }, (_, i) => LIBRARY[i % 10]!)];

  it("shows 10, 33, 81 and all links, and says when a phase is not yet full", () => {
    expect(phaseView(chain, 1)).toMatchObject({ size: 10, full: true, distinct: 10 });
    expect(phaseCountText(phaseView(chain, 1))).toBe("10 of 10 glyphs");
    expect(phaseCountText(phaseView(chain, 2))).toBe("33 of 33 glyphs");
    expect(phaseView(chain, 3)).toMatchObject({ size: 81, full: false });
    expect(phaseCountText(phaseView(chain, 3))).toBe("50 of 81 glyphs");
    expect(phaseView(chain, 4)).toMatchObject({ size: null, full: true });
    expect(phaseCountText(phaseView(chain, 4))).toBe("50 glyphs");
    expect(phaseCountText(phaseView(["⊗"], 4))).toBe("1 glyph");
  });

  it("gives differing phases once the chain is longer than 81 links", () => {
    const long = buildChain(Array.from({ length: 30 }, (_, i) => act("memory", `m${i}`, i, ["☉", "⊙", "∞"])));
    const sizes = [1, 2, 3, 4].map((p) => phaseView(long, p).glyphs.length);
    expect(sizes).toEqual([10, 33, 81, 100]);
  });
});
