import { describe, expect, it } from "vitest";
import { HIGH_RESONANCE_GLYPHS } from "~/lib/glyphs";
import {
  byHeat,
  formatHeat,
  heatRatio,
  heatSummary,
  heatTiles,
  temperature,
  temperatureOf,
  TEMPERATURES,
  type HeatGlyph,
} from "~/lib/heatmap";
import {
  affinityBadge,
  canAbsorb,
  drawTick,
  formatResonance,
  ignitionReducer,
  INITIAL_IGNITION,
  normalizeCustomGlyph,
  parseMeaningScore,
  phaseViews,
  reactorList,
  reactorTotals,
  tickScore,
  type IgnitionAction,
  type IgnitionState,
} from "~/lib/ignition";

/** A random source that returns the given numbers in turn. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const run = (actions: IgnitionAction[], from: IgnitionState = INITIAL_IGNITION) => actions.reduce(ignitionReducer, from);
const tick = (glyph = "⟁", bonus = 1): IgnitionAction => ({ type: "tick", glyph, bonus });
const statuses = (state: IgnitionState) => phaseViews(state).map((p) => (p.active ? (p.complete ? "A+C" : "A") : p.complete ? "C" : "-"));

describe("drawTick: a random glyph of the ten and a random bonus 1..3 (injected random source)", () => {
  it.each([
    [0, 0, "⟁", 1],
    [0.05, 0.33, "⟁", 1],
    [0.1, 0.34, "⊗", 2],
    [0.45, 0.5, "☉", 2],
    [0.95, 0.67, "⊙", 3],
    [0.999999, 0.999999, "⊙", 3],
  ])("random %f, %f → %s with bonus %i", (r1, r2, glyph, bonus) => {
    expect(drawTick(sequence(r1, r2))).toEqual({ type: "tick", glyph, bonus });
  });

  it("out-of-range randoms are clamped, never undefined", () => {
    expect(drawTick(sequence(1, 7))).toEqual({ type: "tick", glyph: "⊙", bonus: 3 });
    expect(drawTick(sequence(Number.NaN, -1))).toEqual({ type: "tick", glyph: "⟁", bonus: 1 });
  });

  it("every draw is one of the ten with a bonus in 1..3", () => {
    for (let i = 0; i < 200; i++) {
      const t = drawTick();
      expect(HIGH_RESONANCE_GLYPHS).toContain(t.glyph);
      expect([1, 2, 3]).toContain(t.bonus);
    }
  });
});

describe("tickScore = (glyph text length mod 7) + random 1..3", () => {
  it.each([
    ["⟁", 1, 2],
    ["⟁", 3, 4],
    ["ab", 2, 4],
    ["abcdefg", 1, 1],
    ["abcdefgh", 3, 4],
    ["abcdef", 3, 9],
  ])("%s + %i → %i", (glyph, bonus, score) => {
    expect(tickScore(glyph, bonus)).toBe(score);
  });
});

describe("ignitionReducer: running / paused, phases in a loop of 5", () => {
  it("starts with nothing: paused, no phase, empty reactor", () => {
    expect(INITIAL_IGNITION).toEqual({ running: false, phase: null, cycles: 0, glyphs: [] });
    expect(statuses(INITIAL_IGNITION)).toEqual(["-", "-", "-", "-", "-"]);
  });

  it("Start makes Recognition Active; each tick advances exactly one phase, earlier phases Complete", () => {
    const table: [number, string[]][] = [
      [0, ["A", "-", "-", "-", "-"]],
      [1, ["C", "A", "-", "-", "-"]],
      [2, ["C", "C", "A", "-", "-"]],
      [3, ["C", "C", "C", "A", "-"]],
      [4, ["C", "C", "C", "C", "A"]],
      // The wrap from 5 to 1: all five show Complete, phase 1 is Active again.
      [5, ["A+C", "C", "C", "C", "C"]],
      [6, ["C", "A", "-", "-", "-"]],
      [10, ["A+C", "C", "C", "C", "C"]],
      [12, ["C", "C", "A", "-", "-"]],
    ];
    for (const [ticks, expected] of table) {
      const state = run([{ type: "start" }, ...Array.from({ length: ticks }, () => tick())]);
      expect(statuses(state), `${ticks} ticks`).toEqual(expected);
      expect(phaseViews(state).filter((p) => p.active)).toHaveLength(1);
      expect(state.cycles).toBe(Math.floor(ticks / 5));
    }
  });

  it("a tick while paused changes nothing; Pause keeps the phase and the reactor; Start resumes", () => {
    const running = run([{ type: "start" }, tick("⊗", 2), tick("∞", 3)]);
    const paused = ignitionReducer(running, { type: "pause" });
    expect(paused).toEqual({ ...running, running: false });
    expect(ignitionReducer(paused, tick())).toBe(paused);
    const resumed = ignitionReducer(paused, { type: "start" });
    expect(resumed.running).toBe(true);
    expect(resumed.phase).toBe(2);
    expect(ignitionReducer(resumed, { type: "start" })).toBe(resumed);
  });

  it("each tick adds (length mod 7) + bonus to the drawn glyph, summing repeats", () => {
    const state = run([{ type: "start" }, tick("⊗", 2), tick("∞", 3), tick("⊗", 1)]);
    expect(state.glyphs).toEqual([
      { glyph: "⊗", resonance: 3 + 2, feeds: 2 },
      { glyph: "∞", resonance: 4, feeds: 1 },
    ]);
  });

  it("a deterministic run through drawTick with an injected source", () => {
    const random = sequence(0.25, 0.9, 0.25, 0.0, 0.85, 0.5);
    let state = ignitionReducer(INITIAL_IGNITION, { type: "start" });
    for (let i = 0; i < 3; i++) state = ignitionReducer(state, drawTick(random));
    // 0.25 → ∇ +3 (1+3=4), 0.25 → ∇ +1 (1+1=2), 0.85 → ✦ +2 (1+2=3)
    expect(reactorList(state.glyphs)).toEqual([
      { glyph: "∇", resonance: 6, feeds: 2 },
      { glyph: "✦", resonance: 3, feeds: 1 },
    ]);
    expect(state.phase).toBe(3);
  });

  it("Reset stops the cycle and clears everything", () => {
    const busy = run([{ type: "start" }, tick(), tick(), tick(), tick(), tick(), tick(), { type: "absorb", glyph: "✺", score: 8 }]);
    expect(busy.cycles).toBe(1);
    expect(ignitionReducer(busy, { type: "reset" })).toEqual(INITIAL_IGNITION);
  });
});

describe("Absorb: a custom glyph (trimmed; disabled when empty) with its meaning score", () => {
  it.each([
    ["", false, ""],
    ["   ", false, ""],
    ["\t\n", false, ""],
    [" ✺ ", true, "✺"],
    ["⟁⊗", true, "⟁⊗"],
  ])("%j → canAbsorb %s, glyph %j", (raw, can, glyph) => {
    expect(canAbsorb(raw)).toBe(can);
    expect(normalizeCustomGlyph(raw)).toBe(glyph);
  });

  it("caps a long glyph by characters, not UTF-16 units", () => {
    expect([...normalizeCustomGlyph("🔥".repeat(40))]).toHaveLength(32);
  });

  it("adds the glyph with its score, summing a glyph already in the reactor; works while paused", () => {
    const one = ignitionReducer(INITIAL_IGNITION, { type: "absorb", glyph: "  ✺ ", score: 8 });
    expect(one.glyphs).toEqual([{ glyph: "✺", resonance: 8, feeds: 1 }]);
    expect(one.running).toBe(false);
    const two = ignitionReducer(one, { type: "absorb", glyph: "✺", score: 2 });
    expect(two.glyphs).toEqual([{ glyph: "✺", resonance: 10, feeds: 2 }]);
    expect(ignitionReducer(two, { type: "absorb", glyph: "   ", score: 9 })).toBe(two);
  });

  it.each([
    ["5", 5],
    ["0", 0],
    ["10", 10],
    ["8", 8],
    ["7.9", 7],
    ["", 0],
    ["  ", 0],
    ["abc", 0],
    ["NaN", 0],
    ["Infinity", 0],
    ["-3", 0],
    ["11", 10],
    ["1e3", 10],
    [" 6 ", 6],
  ] as const)("meaning score %j → %i (integer 0-10, 0 if invalid)", (raw, score) => {
    expect(parseMeaningScore(raw)).toBe(score);
  });

  it("an absorbed score is sanitised the same way", () => {
    expect(ignitionReducer(INITIAL_IGNITION, { type: "absorb", glyph: "x", score: Number.NaN }).glyphs[0]!.resonance).toBe(0);
    expect(ignitionReducer(INITIAL_IGNITION, { type: "absorb", glyph: "x", score: 42 }).glyphs[0]!.resonance).toBe(10);
  });
});

describe("Affinity badges: High above 5, Medium above 3, otherwise Low", () => {
  it.each([
    [0, "Low"],
    [3, "Low"],
    [3.5, "Medium"],
    [4, "Medium"],
    [5, "Medium"],
    [5.1, "High"],
    [6, "High"],
    [100, "High"],
  ] as const)("%f → %s", (resonance, level) => {
    expect(affinityBadge(resonance)).toBe(level);
  });
});

describe("Affinity reactor: totals and the list sorted by resonance", () => {
  const glyphs = [
    { glyph: "⊗", resonance: 3, feeds: 1 },
    { glyph: "∞", resonance: 9, feeds: 3 },
    { glyph: "✺", resonance: 3, feeds: 1 },
    { glyph: "☉", resonance: 4, feeds: 1 },
  ];

  it("sorts strongest first; ties keep first-fed order", () => {
    expect(reactorList(glyphs).map((g) => g.glyph)).toEqual(["∞", "☉", "⊗", "✺"]);
  });

  it("Total Glyphs and Avg Resonance", () => {
    expect(reactorTotals(glyphs)).toEqual({ totalGlyphs: 4, totalResonance: 19, avgResonance: 4.75 });
    expect(reactorTotals([])).toEqual({ totalGlyphs: 0, totalResonance: 0, avgResonance: 0 });
  });

  it.each([
    [0, "0.0"],
    [4.75, "4.8"],
    [10 / 3, "3.3"],
    [8, "8.0"],
  ])("formatResonance(%f) = %s", (v, text) => {
    expect(formatResonance(v)).toBe(text);
  });
});

describe("Heatmap temperature: ratio to the hottest glyph (spec §9)", () => {
  it.each([
    [1, "blazing"],
    [0.71, "blazing"],
    [0.7000001, "blazing"],
    [0.7, "hot"],
    [0.41, "hot"],
    [0.4, "warm"],
    [0.21, "warm"],
    [0.2, "cool"],
    [0.11, "cool"],
    [0.1, "cold"],
    [0.05, "cold"],
    [0, "cold"],
    [Number.NaN, "cold"],
  ] as const)("ratio %f → %s", (ratio, t) => {
    expect(temperatureOf(ratio)).toBe(t);
  });

  it.each([
    [100, 100, "blazing"],
    [71, 100, "blazing"],
    [70, 100, "hot"],
    [7, 10, "hot"],
    [41, 100, "hot"],
    [40, 100, "warm"],
    [4, 10, "warm"],
    [21, 100, "warm"],
    [20, 100, "cool"],
    [2, 10, "cool"],
    [11, 100, "cool"],
    [10, 100, "cold"],
    [1, 10, "cold"],
    [0, 100, "cold"],
    [5, 0, "cold"],
  ] as const)("resonance %f of hottest %f → %s", (resonance, hottest, t) => {
    expect(temperature(resonance, hottest)).toBe(t);
  });

  it("ratio is 0 when nothing has heat", () => {
    expect(heatRatio(3, 0)).toBe(0);
    expect(heatRatio(3, -1)).toBe(0);
    expect(heatRatio(5, 10)).toBe(0.5);
  });

  it("the legend lists the bands hottest first, each the temperature a ratio just above its lower bound reads", () => {
    expect(TEMPERATURES.map((band) => temperatureOf(band.above === null ? 0 : band.above + 1e-9))).toEqual(TEMPERATURES.map((band) => band.id));
    const bounds = TEMPERATURES.map((band) => band.above ?? Number.NEGATIVE_INFINITY);
    expect(bounds).toEqual([...bounds].sort((x, y) => y - x));
    expect(new Set(bounds).size).toBe(bounds.length);
  });
});

describe("Heatmap ranks and summary", () => {
  const w = (glyph: string, totalResonance: number, usageCount = 1): HeatGlyph => ({ glyph, totalResonance, usageCount, lastUsed: "2026-11-21T12:00:00Z" });
  const weights = [w("∞", 5), w("⟁", 100, 9), w("⊗", 71), w("∇", 70), w("◊", 40), w("☉", 10), w("△", 20), w("✦", 70)];

  it("ranks strongest first (equal resonance by glyph); badges only on the top 3; temperatures by ratio", () => {
    const tiles = heatTiles(weights);
    expect(tiles.map((t) => [t.weight.glyph, t.rank, t.badge, t.temperature])).toEqual([
      ["⟁", 1, true, "blazing"],
      ["⊗", 2, true, "blazing"],
      ["∇", 3, true, "hot"],
      ["✦", 4, false, "hot"],
      ["◊", 5, false, "warm"],
      ["△", 6, false, "cool"],
      ["☉", 7, false, "cold"],
      ["∞", 8, false, "cold"],
    ]);
  });

  it("fewer than three glyphs: each one ranked", () => {
    expect(heatTiles([w("a", 1), w("b", 2)]).map((t) => [t.weight.glyph, t.rank, t.badge])).toEqual([
      ["b", 1, true],
      ["a", 2, true],
    ]);
    expect(heatTiles([])).toEqual([]);
  });

  it("summary: Total Glyphs, Total Resonance with average, Hottest, Coldest", () => {
    const s = heatSummary(weights);
    expect(s.totalGlyphs).toBe(8);
    expect(s.totalResonance).toBe(386);
    expect(s.averageResonance).toBe(48.25);
    expect(s.hottest?.glyph).toBe("⟁");
    expect(s.coldest?.glyph).toBe("∞");
  });

  it("summary of nothing", () => {
    expect(heatSummary([])).toEqual({ totalGlyphs: 0, totalResonance: 0, averageResonance: 0, hottest: null, coldest: null });
  });

  it("does not reorder its input", () => {
    const copy = [...weights];
    byHeat(weights);
    expect(weights).toEqual(copy);
  });

  it.each([
    [0, "0.00"],
    [1.006, "1.01"],
    [12.3, "12.30"],
    [1234567.891, "1,234,567.89"],
    [Number.NaN, "0.00"],
  ])("formatHeat(%f) = %s", (v, text) => {
    expect(formatHeat(v)).toBe(text);
  });
});
