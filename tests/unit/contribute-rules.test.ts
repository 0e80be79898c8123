import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { HIGH_RESONANCE_GLYPHS } from "~/lib/glyphs";
import {
  echoDrafts,
  echoIntensity,
  echoMessage,
  echoSignature,
  excerpt,
  intensityLabel,
  isProjectId,
  matchProjects,
  stem,
  type ResonantProject,
} from "~/lib/lineage";
import {
  contributionResonance,
  CONTRIBUTION_GLYPHS,
  feedbackResonance,
  feedbackResponse,
  isContributionGlyph,
  missingContributionFields,
  parseScore,
  parseScoreTenths,
  resonanceLevel,
  scoreLabel,
} from "~/lib/resonance";
import { contributionSchema, feedbackSchema } from "~/lib/resonance.schema";

describe("feedback response texts (spec §5)", () => {
  it.each([
    ["⟁", "high", "High resonance detected with ⟁. Contribution accepted into the symbolic mesh."],
    ["⊙", "high", "High resonance detected with ⊙. Contribution accepted into the symbolic mesh."],
    ["ab", "medium", "Symbol ab received. Processing alignment through the mesh lattice."],
    ["🔥", "medium", "Symbol 🔥 received. Processing alignment through the mesh lattice."],
    ["x", "medium", "Symbol x received. Processing alignment through the mesh lattice."],
    ["abc", "low", 'Pattern "abc" acknowledged. Awaiting deeper symbolic integration.'],
    ["  ∇∇∇ ", "low", 'Pattern "∇∇∇" acknowledged. Awaiting deeper symbolic integration.'],
  ] as const)("%j is %s: %s", (glyph, level, text) => {
    expect(resonanceLevel(glyph)).toBe(level);
    expect(feedbackResponse(glyph, resonanceLevel(glyph))).toBe(text);
  });

  it("feedback adds weight only when it resonates", () => {
    expect(feedbackResonance("high")).toBe(1);
    expect(feedbackResonance("medium")).toBe(0.5);
    expect(feedbackResonance("low")).toBe(0);
  });
});

describe("contribution glyph types (spec §2.8)", () => {
  it("are the nine glyphs in order: the high-resonance set without ⊙", () => {
    expect([...CONTRIBUTION_GLYPHS]).toEqual(["⟁", "⊗", "∇", "◊", "☉", "∞", "△", "⚛", "✦"]);
    expect([...CONTRIBUTION_GLYPHS]).toEqual(HIGH_RESONANCE_GLYPHS.slice(0, 9));
    expect(isContributionGlyph("⊙")).toBe(false);
    expect(isContributionGlyph("✦")).toBe(true);
    expect(isContributionGlyph("")).toBe(false);
    expect(isContributionGlyph(3)).toBe(false);
  });
});

describe("score parsing (spec §5: 0..10 in steps of 0.1, default 1.0, empty or invalid → 1)", () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ["", 1],
    ["   ", 1],
    ["abc", 1],
    ["1e400", 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [{}, 1],
    [true, 1],
    [-0.5, 1],
    [10.5, 1],
    ["11", 1],
    [0, 0],
    ["0", 0],
    [-0.04, 0],
    [10, 10],
    ["10.04", 10],
    [7.5, 7.5],
    ["3.14", 3.1],
    [3.15, 3.2],
    [" 4.96 ", 5],
    [0.1, 0.1],
    [9.99, 10],
  ] as const)("%j → %d", (raw, expected) => {
    expect(parseScore(raw)).toBe(expected);
    expect(parseScoreTenths(raw)).toBe(Math.round(expected * 10));
  });

  it("never answers -0", () => {
    expect(Object.is(parseScore(-0.01), 0)).toBe(true);
  });

  it("labels with one decimal", () => {
    expect(scoreLabel(1)).toBe("Score: 1.0");
    expect(scoreLabel(7.5)).toBe("Score: 7.5");
    expect(scoreLabel(10)).toBe("Score: 10.0");
  });

  it("weighs a contribution's glyph by its score", () => {
    expect(contributionResonance(0)).toBe(0.5);
    expect(contributionResonance(1)).toBe(0.55);
    expect(contributionResonance(10)).toBe(1);
  });
});

describe("contribution and feedback schemas", () => {
  const valid = { contributorName: "  Ada ", glyphType: "∞", impactDescription: " Kept the archive alive ", score: "2.25" };

  it("trims, and turns the score into a number with one decimal", () => {
    const parsed = contributionSchema.parse(valid);
    expect(parsed).toEqual({ contributorName: "Ada", glyphType: "∞", impactDescription: "Kept the archive alive", score: 2.3 });
    expect(contributionSchema.parse({ ...valid, score: undefined }).score).toBe(1);
    const { score: _omitted, ...withoutScore } = valid;
    expect(contributionSchema.parse(withoutScore).score).toBe(1);
    expect(contributionSchema.parse({ ...valid, score: "lots" }).score).toBe(1);
  });

  it.each(["contributorName", "glyphType", "impactDescription"] as const)("refuses a missing or blank %s with one issue naming it", (field) => {
    for (const value of [undefined, "", "   "]) {
      const result = contributionSchema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join("."))).toEqual([field]);
    }
  });

  it("refuses an unknown glyph type and over-long fields", () => {
    expect(contributionSchema.safeParse({ ...valid, glyphType: "⊙" }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, contributorName: "n".repeat(81) }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, contributorName: "n".repeat(80) }).success).toBe(true);
    expect(contributionSchema.safeParse({ ...valid, impactDescription: "d".repeat(2001) }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, impactDescription: "d".repeat(2000) }).success).toBe(true);
  });

  it("works for a form post through Conform (empty fields are missing)", () => {
    const fd = new FormData();
    fd.set("contributorName", "");
    fd.set("glyphType", "⟁");
    fd.set("impactDescription", "");
    fd.set("score", "");
    const submission = parseWithZod(fd, { schema: contributionSchema });
    expect(submission.status).toBe("error");
    expect(Object.keys(submission.reply().error ?? {}).sort()).toEqual(["contributorName", "impactDescription"]);
    fd.set("contributorName", "Ada");
    fd.set("impactDescription", "Wrote a guide");
    const ok = parseWithZod(fd, { schema: contributionSchema });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.score).toBe(1);
  });

  it("names the missing required fields", () => {
    expect(missingContributionFields({})).toEqual(["contributorName", "glyphType", "impactDescription"]);
    expect(missingContributionFields({ contributorName: "A", glyphType: " ", impactDescription: "x" })).toEqual(["glyphType"]);
    expect(missingContributionFields(valid)).toEqual([]);
  });

  it("feedback reads only the glyph (≤ 32 characters) and drops claimed fields", () => {
    expect(feedbackSchema.parse({ glyphInput: " ⟁ ", resonanceLevel: "high", response: "spoofed" })).toEqual({ glyphInput: "⟁" });
    expect(feedbackSchema.safeParse({ glyphInput: "  " }).error?.issues[0].message).toBe("Please enter a symbolic glyph");
    expect(feedbackSchema.safeParse({}).error?.issues[0].message).toBe("Please enter a symbolic glyph");
    expect(feedbackSchema.safeParse({ glyphInput: "g".repeat(33) }).success).toBe(false);
    expect(feedbackSchema.safeParse({ glyphInput: "g".repeat(32) }).success).toBe(true);
  });
});

describe("lineage rules (spec §2.10, §9)", () => {
  it.each([
    [0.7, "High Intensity"],
    [0.95, "High Intensity"],
    [1, "High Intensity"],
    [0.69, "Standard"],
    [0, "Standard"],
  ] as const)("intensity %d is %s", (intensity, label) => {
    expect(intensityLabel(intensity)).toBe(label);
  });

  it("knows the four project ids", () => {
    for (const id of ["strike", "sanctuary", "mindlens", "companion"]) expect(isProjectId(id)).toBe(true);
    expect(isProjectId("other")).toBe(false);
  });

  it("stems plural, -ing and -ed forms together", () => {
    expect(stem("Floods")).toBe("flood");
    expect(stem("flooding")).toBe("flood");
    expect(stem("emergencies")).toBe("emergency");
    expect(stem("audited")).toBe("audit");
    expect(stem("Éclairs")).toBe("eclair");
    expect(stem("crisis")).toBe("crisis");
    expect(stem("status")).toBe("status");
  });

  const projects: ResonantProject[] = [
    { id: "strike", name: "Strike", symbol: "△", keywords: ["emergency", "flood", "mutual aid"] },
    { id: "sanctuary", name: "Sanctuary", symbol: "☉", keywords: ["grief", "shelter", "mental health"] },
    { id: "mindlens", name: "MindLens", symbol: "∇", keywords: ["reasoning", "bias"] },
  ];

  it("matches keywords as words or phrases, any case, plural and -ing forms", () => {
    const m = matchProjects(projects, { text: "How do we organise MUTUAL AID when the floods come, and keep our Mental-Health?" });
    expect(m.map((x) => [x.projectId, x.keywords, x.symbol])).toEqual([
      ["strike", ["mutual aid", "flood"], false],
      ["sanctuary", ["mental health"], false],
    ]);
    expect(m[0].intensity).toBe(0.6);
    expect(m[1].intensity).toBe(0.45);
  });

  it("does not match inside other words", () => {
    expect(matchProjects(projects, { text: "The biased floodlight is unreasonable" })).toEqual([]);
  });

  it("matches the project's symbol written in the text or among the glyphs, strongest first", () => {
    const bySymbol = matchProjects(projects, { text: "A quiet contribution", glyphs: ["☉"] });
    expect(bySymbol).toEqual([{ projectId: "sanctuary", keywords: [], symbol: true, intensity: 0.6, at: -1 }]);
    const both = matchProjects(projects, { text: "∇ check the reasoning for bias; shelter too" });
    expect(both.map((x) => [x.projectId, x.intensity])).toEqual([
      ["mindlens", 0.9],
      ["sanctuary", 0.45],
    ]);
    expect(both[0].at).toBe(0);
  });

  it("grows intensity with the match's strength, at most 1", () => {
    expect(echoIntensity(1, false)).toBe(0.45);
    expect(echoIntensity(2, false)).toBe(0.6);
    expect(echoIntensity(0, true)).toBe(0.6);
    expect(echoIntensity(1, true)).toBe(0.75);
    expect(echoIntensity(9, true)).toBe(1);
  });

  it("quotes a short excerpt around the match", () => {
    expect(excerpt("  short   text ")).toBe("short text");
    const long = `${"lorem ipsum ".repeat(20)}the flood came at night ${"dolor sit ".repeat(20)}`;
    const quoted = excerpt(long, long.indexOf("flood"));
    expect(quoted).toContain("flood came at night");
    expect(quoted.startsWith("…")).toBe(true);
    expect(quoted.endsWith("…")).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(102);
    expect(excerpt(long, 0).startsWith("lorem")).toBe(true);
  });

  it("drafts one echo per resonating project", () => {
    const drafts = echoDrafts(projects, { text: "Grief after the flood", glyphs: ["△", "∞"], source: "contribution" });
    expect(drafts).toEqual([
      {
        projectId: "strike",
        echoType: "contribution_resonance",
        message: "A mesh contribution resonated with Strike: “Grief after the flood”",
        glyphSignature: "△∞",
        intensity: 0.75,
      },
      {
        projectId: "sanctuary",
        echoType: "contribution_resonance",
        message: "A mesh contribution resonated with Sanctuary: “Grief after the flood”",
        glyphSignature: "☉△∞",
        intensity: 0.45,
      },
    ]);
    expect(echoDrafts(projects, { text: "Nothing here", source: "chat" })).toEqual([]);
    expect(echoMessage("chat", "MindLens", "why?")).toBe("A question to the Trinity Mesh resonated with MindLens: “why?”");
    expect(echoSignature("⊗", ["⊗", "⟁", "◊", "∞", "✦", "△"])).toBe("⊗⟁◊∞✦");
  });
});
