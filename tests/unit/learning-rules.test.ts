import { describe, expect, it } from "vitest";
import { canExpand, chainPhase, chainProgress, clampPhase, isPhaseLocked, phaseGlyphs, phaseTitle } from "~/lib/chain";
import { BEGINNER_CHALLENGES, challengeAwardDescription, challengeOfAward, difficultyTone, KIDS_CHALLENGES, totalPoints } from "~/lib/challenges";
import { coreOf, entropyAlerts, entropyOf, entropySummary, REDUNDANCY_THRESHOLD, severityOf } from "~/lib/entropy";
import { GLYPH_LIBRARY } from "~/lib/glyphs";
import { initiationBadges, isUnlocked, journeyComplete, journeyPhases, phaseRefusal } from "~/lib/journey";
import { resonanceLevel, resonanceTone } from "~/lib/resonance";

const glyphs = Array.from({ length: 100 }, (_, i) => `g${i}`);

describe("Living Glyph Chain phases (spec §3, §9)", () => {
  it.each([
    [1, 10, "Igniter Glyphs", 0],
    [2, 33, "Shell Expansion", 1],
    [3, 81, "Recursive Mesh", 2],
    [4, 100, "Silent Name", 3],
  ] as const)("phase %i holds %i glyphs, is titled %s at recursion level %i", (phase, size, title, level) => {
    expect(phaseGlyphs(glyphs, phase)).toHaveLength(size);
    expect(phaseGlyphs(glyphs, phase)[0]).toBe("g0");
    expect(phaseTitle(phase)).toBe(title);
    expect(chainPhase(phase).recursionLevel).toBe(level);
  });

  it("slices never exceed the chain", () => {
    expect(phaseGlyphs(["a", "b"], 3)).toEqual(["a", "b"]);
  });

  it("phase 4 takes the silent name as its title when there is one", () => {
    expect(phaseTitle(4, "Quiet Ember")).toBe("Quiet Ember");
    expect(phaseTitle(4, "  ")).toBe("Silent Name");
    expect(phaseTitle(4, null)).toBe("Silent Name");
    expect(phaseTitle(3, "Quiet Ember")).toBe("Recursive Mesh");
  });

  it.each([
    [1, 0],
    [2, 100 / 3],
    [3, 200 / 3],
    [4, 100],
    [9, 100],
    [0, 0],
  ])("progress at phase %i is %f", (phase, value) => {
    expect(chainProgress(phase)).toBeCloseTo(value, 10);
  });

  it("clamps phases to 1..4", () => {
    expect([clampPhase(-2), clampPhase(2.7), clampPhase(12), clampPhase(Number.NaN)]).toEqual([1, 2, 4, 1]);
  });

  it("offers expansion only on the current phase below 4; later phases are locked", () => {
    expect(canExpand(2, 2)).toBe(true);
    expect(canExpand(2, 1)).toBe(false);
    expect(canExpand(4, 4)).toBe(false);
    expect(isPhaseLocked(3, 2)).toBe(true);
    expect(isPhaseLocked(2, 2)).toBe(false);
  });
});

describe("difficulty and resonance colours", () => {
  it.each([
    ["Easy", "green"],
    ["Beginner", "green"],
    ["Medium", "yellow"],
    ["Moderate", "yellow"],
    ["Intermediate", "yellow"],
    ["Fun", "red"],
    ["Engaging", "red"],
    ["Advanced", "red"],
    ["unheard-of", "yellow"],
  ] as const)("%s is %s", (difficulty, tone) => {
    expect(difficultyTone(difficulty)).toBe(tone);
  });

  it.each([
    ["⟁", "high", "green"],
    ["⊙", "high", "green"],
    ["ab", "medium", "yellow"],
    ["🔥", "medium", "yellow"],
    ["spiral", "low", "red"],
  ] as const)("resonance of %s is %s (%s)", (glyph, level, tone) => {
    expect(resonanceLevel(glyph)).toBe(level);
    expect(resonanceTone(level)).toBe(tone);
  });
});

describe("challenges (spec §3)", () => {
  it("carry the spec's ids, points and age groups", () => {
    expect(KIDS_CHALLENGES.map((c) => [c.id, c.points, c.ageGroup])).toEqual([
      ["talk-to-mesh-friend", 25, "K-3"],
      ["spot-the-glyph", 30, "2-5"],
      ["help-guardian-lion", 40, "3-6"],
      ["valoir-treasure-hunt", 50, "4-6"],
      ["mind-palace-explorer", 45, "3-6"],
      ["welcome-new-friend", 55, "4-6"],
    ]);
    expect(BEGINNER_CHALLENGES.map((c) => [c.id, c.points, c.difficulty])).toEqual([
      ["identify-mesh-assistant", 20, "Easy"],
      ["explore-glyph-chain", 35, "Moderate"],
      ["understand-valoir-transaction", 40, "Moderate"],
      ["ethical-decision-practice", 50, "Engaging"],
      ["mind-palace-search", 25, "Easy"],
      ["mesh-propagation-learning", 45, "Engaging"],
    ]);
  });

  it("award descriptions follow the spec", () => {
    expect(challengeAwardDescription("kids", "Spot the Glyph")).toBe("Completed mesh challenge: Spot the Glyph");
    expect(challengeAwardDescription("beginners", "Mind Palace Search")).toBe("Completed mesh exploration: Mind Palace Search");
  });

  it("an award description names a kids' or beginners' challenge, exactly; nothing else", () => {
    expect(challengeOfAward("Completed mesh challenge: Spot the Glyph")).toEqual({ kind: "kids", challenge: KIDS_CHALLENGES.find((c) => c.id === "spot-the-glyph") });
    expect(challengeOfAward("Completed mesh exploration: Mind Palace Search")).toEqual({ kind: "beginners", challenge: BEGINNER_CHALLENGES.find((c) => c.id === "mind-palace-search") });
    expect(challengeOfAward("Completed mesh exploration: Spot the Glyph")).toBeNull();
    expect(challengeOfAward("Completed mesh challenge: spot the glyph")).toBeNull();
    expect(challengeOfAward("Completed interactive challenge: First Deliberation")).toBeNull();
    expect(challengeOfAward("Read the operator guide")).toBeNull();
  });

  it("total points sum the completed challenges only", () => {
    expect(totalPoints(KIDS_CHALLENGES, ["spot-the-glyph", "welcome-new-friend", "nope"])).toBe(85);
    expect(totalPoints(KIDS_CHALLENGES, [])).toBe(0);
  });
});

describe("journey rules (spec §4)", () => {
  const identity = { glyph: "∇", meshName: "Quiet Ember", reflection: "I came to listen." };
  const none = { glyph: null, meshName: null, reflection: null };

  it("unlocks phase 1, then the phase after each completed one", () => {
    expect(journeyPhases([]).map((p) => p.unlocked)).toEqual([true, false, false, false, false, false, false, false, false]);
    const after = journeyPhases([1, 2]);
    expect(after.filter((p) => p.unlocked).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(after.filter((p) => p.completed).map((p) => p.id)).toEqual([1, 2]);
    expect(isUnlocked(5, [4])).toBe(true);
  });

  it("refuses locked phases and phase 2 without the whole identity", () => {
    expect(phaseRefusal(3, [1], identity)).toBe("locked");
    expect(phaseRefusal(2, [1], none)).toBe("identity_required");
    expect(phaseRefusal(2, [1], { ...identity, reflection: "   " })).toBe("identity_required");
    expect(phaseRefusal(2, [1], identity)).toBeNull();
    expect(phaseRefusal(10, [], identity)).toBe("unknown_phase");
  });

  it("is complete only with all nine phases", () => {
    expect(journeyComplete([1, 2, 3, 4, 5, 6, 7, 8])).toBe(false);
    expect(journeyComplete([9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe(true);
  });

  it("initiator comes with the first challenge, threshold_crosser with all three", () => {
    expect(initiationBadges([])).toEqual([]);
    expect(initiationBadges(["mirror-puzzle"]).map((b) => b.badge)).toEqual(["initiator"]);
    expect(initiationBadges(["fire-test", "echo-loop-1", "mirror-puzzle"]).map((b) => b.badge)).toEqual(["initiator", "threshold_crosser"]);
    expect(initiationBadges(["unknown", "x", "y"]).map((b) => b.badge)).toEqual([]);
  });
});

describe("glyph entropy", () => {
  it("an even spread over n glyphs has log2(n) bits and no redundancy", () => {
    expect(entropyOf([5, 5, 5, 5])).toEqual({ glyphCount: 4, samples: 20, entropy: 2, normalizedEntropy: 1, redundancy: 0 });
  });

  it("one glyph used alone is fully redundant", () => {
    expect(entropyOf([9, 0, 0, 0])).toMatchObject({ entropy: 0, normalizedEntropy: 0, redundancy: 1 });
    expect(entropyOf([7])).toMatchObject({ entropy: 0, redundancy: 1 });
  });

  it("a skewed distribution has the textbook figures", () => {
    // p = (1/2, 1/4, 1/8, 1/8): H = 1.75 bits; max log2(4) = 2; normalised 0.875; redundancy 0.125.
    expect(entropyOf([4, 2, 1, 1])).toEqual({ glyphCount: 4, samples: 8, entropy: 1.75, normalizedEntropy: 0.875, redundancy: 0.125 });
    // p = (0.9, 0.1) over 2: H = 0.469 bits; redundancy 0.531.
    expect(entropyOf([9, 1]).redundancy).toBeCloseTo(1 - (-(0.9 * Math.log2(0.9)) - 0.1 * Math.log2(0.1)), 3);
  });

  it("nothing used means nothing to measure", () => {
    expect(entropyOf([])).toMatchObject({ samples: 0, redundancy: 0 });
    expect(entropyOf([0, 0, -3, Number.NaN])).toMatchObject({ samples: 0, entropy: 0, redundancy: 0 });
  });

  it("places each glyph on a stable core out of 8", () => {
    for (const g of GLYPH_LIBRARY) {
      expect(coreOf(g.symbol)).toBe(coreOf(g.symbol));
      expect(coreOf(g.symbol)).toBeGreaterThanOrEqual(0);
      expect(coreOf(g.symbol)).toBeLessThan(8);
    }
    expect(new Set(Array.from({ length: 200 }, (_, i) => coreOf(`glyph-${i}`))).size).toBe(8);
  });

  it("summarises per core and alerts on cores and the glyph set above the threshold", () => {
    const usage = [
      ...Array.from({ length: 40 }, (_, i) => ({ glyph: `even-${i}`, count: 10 })),
    ];
    const even = entropySummary(usage);
    expect(even.cores).toHaveLength(8);
    expect(even.redundancy).toBe(0);
    expect(even.redundancyThreshold).toBe(REDUNDANCY_THRESHOLD);
    expect(even.cores.reduce((n, c) => n + c.samples, 0)).toBe(400);
    expect(entropyAlerts(even)).toEqual([]);

    const skewed = entropySummary([{ glyph: "⟁", count: 1000 }, ...usage.map((u) => ({ ...u, count: 1 }))]);
    const alerts = entropyAlerts(skewed);
    expect(skewed.redundancy).toBeGreaterThan(REDUNDANCY_THRESHOLD);
    expect(alerts[0]).toMatchObject({ scope: "glyph_set", core: null });
    const hot = coreOf("⟁");
    expect(alerts.find((a) => a.scope === "core")).toMatchObject({ core: hot, severity: "critical" });
    expect(alerts.filter((a) => a.scope === "core")).toHaveLength(skewed.cores.filter((c) => c.aboveThreshold).length);
  });

  it.each([
    [0.61, "warning"],
    [0.79, "warning"],
    [0.8, "critical"],
    [1, "critical"],
  ] as const)("redundancy %f is %s", (r, severity) => {
    expect(severityOf(r)).toBe(severity);
  });
});
