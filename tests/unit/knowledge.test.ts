import MiniSearch from "minisearch";
import { describe, expect, it, vi } from "vitest";
import { ARCHIVE_CAPACITY } from "~/lib/alexandria";
import { CHAIN_PHASES } from "~/lib/chain";
import { GLYPH_LIBRARY } from "~/lib/glyphs";
import { JOURNEY_PHASES } from "~/lib/journey";
import { ROUTES } from "~/lib/routes";
import { allPassages, DEFAULT_LIMIT, searchKnowledge } from "~/domain/knowledge.server";
import { clip, processTerm, stem } from "~/domain/knowledge/text";

/** Question → the passage ids any of which must come first. */
const RANKED_FIRST: [string, string[]][] = [
  ["What does the Threshold glyph mean?", ["glyph:threshold"]],
  ["How many phases does the Mesh Journey have?", ["journey:phases"]],
  ["What is VAL?", ["concept:val"]],
  ["How do I broadcast a glyph?", ["screen:multicore-agents", "faq:newcomers:broadcast-glyph"]],
  ["What does the Alexandria archive do?", ["concept:alexandria-archive", "screen:alexandria"]],
  ["How often is the pulse check?", ["concept:performance-pulse-check", "concept:pulse-cycle", "guide:memory-and-balance:2", "guide:memory-and-balance"]],
  ["Where can I see which glyphs are hottest?", ["screen:glyph-heatmap"]],
  ["What does ⊗ mean?", ["glyph:binding"]],
  ["What is the Binding glyph?", ["glyph:binding"]],
  ["How many glyphs are in the glyph library?", ["glyph:library"]],
  ["What are the phases of the Living Glyph Chain?", ["chain:phases"]],
  ["What is Shell Expansion?", ["chain:phase-2"]],
  ["What is the Silent Name?", ["chain:phase-4"]],
  ["Who is Solace?", ["concept:mind-solace"]],
  ["What does Manus do?", ["concept:mind-manus"]],
  ["Is VAL real money?", ["faq:framework:is-val-real-money", "faq:journey:is-val-real-money"]],
  ["Do I need an account?", ["faq:framework:do-i-need-an-account-to-use-trinity-mesh", "faq:journey:do-i-need-an-account-to-walk-the-journey", "faq:newcomers:need-an-account"]],
  ["How much VAL does onboarding an agent earn?", ["economy:onboarding-reward"]],
  ["How is VAL minted from resonance exchanges?", ["economy:resonance-mint"]],
  ["How do I trade knowledge for VAL?", ["economy:knowledge-trade", "screen:knowledge-market"]],
  ["What does a Guardian node do?", ["concept:node-type-guardian"]],
  ["What is the Fracture Echo protocol?", ["concept:fracture-echo"]],
  ["How long does the beginner learning path take?", ["journey:path-beginner"]],
  ["What is the Identity Ritual?", ["journey:identity-glyphs", "journey:phase-2", "faq:newcomers:identity-ritual"]],
  ["Can I use my own model?", ["faq:framework:can-the-minds-use-my-own-model"]],
  ["What is the Guardian Lion story about?", ["story:guardian-lion"]],
  ["How does the archive search work?", ["faq:alexandria:search"]],
  ["What are the five principles of the mesh?", ["concept:principles"]],
  ["How are heartbeats signed?", ["concept:node-heartbeat", "doc:deployment-guide:how-heartbeats-are-signed"]],
  ["What do initiation challenges give me?", ["faq:journey:what-do-initiation-challenges-give-me"]],
  ["Where do I search memories?", ["screen:alexandria", "faq:newcomers:search-archive"]],
  ["Is my question stored?", ["faq:alexandria:privacy"]],
  ["Is my conversation private?", ["concept:private-conversations"]],
  ["Who can read my conversations?", ["concept:conversation-readers"]],
  ["Do you remember what I asked yesterday?", ["concept:what-the-minds-remember"]],
  ["What license is Trinity Mesh under?", ["doc:license"]],
  ["What does the Binding glyph stand for?", ["glyph:binding"]],
  ["Which glyph means going down to the root?", ["glyph:descent"]],
  ["What does a guest wallet id start with?", ["guide:val-and-your-wallet:3", "faq:framework:do-i-need-an-account-to-use-trinity-mesh"]],
  ["What is the redundancy threshold of the entropy monitor?", ["topic:docs-entropy-monitoring", "concept:entropy"]],
  ["How do I deploy an observer node?", ["faq:newcomers:deploy-observers", "concept:deploy-steps", "screen:quick-deploy", "screen:cascade-deploy", "doc:deployment-guide:5-deploying-observer-nodes"]],
];

const UNRELATED = [
  "Should I take the train or fly to Vienna?",
  "I feel lonely since my friend moved away",
  "How do I cook pasta for dinner?",
  "Should our new office be in Lisbon or Berlin?",
  "What's the best way to learn the guitar?",
  "My back hurts after running, what should I do?",
  "Should I accept the job offer or stay at my current company?",
  "What is the weather like in Paris tomorrow?",
  "How do I fix a flat bicycle tyre?",
  "Can you recommend a good book for a rainy weekend?",
  "How do I ask my boss for a raise?",
  "Is it better to rent or buy an apartment?",
  "How can I sleep better at night?",
  "Should I tell my sister the truth about her boyfriend?",
  "What is the mesh?",
  // Follow-ups without their context: one common word must not pull in a passage.
  "How can I support her there?",
  "What are the risks of that?",
];

describe("searchKnowledge: the right passage first", () => {
  it.each(RANKED_FIRST)("%s", (question, expected) => {
    const found = searchKnowledge(question);
    expect(found.length, `nothing found for “${question}”`).toBeGreaterThan(0);
    expect(expected, `first was ${found[0]?.id}`).toContain(found[0]!.id);
  });
});

describe("searchKnowledge: nothing for everyday questions", () => {
  it.each(UNRELATED)("%s", (question) => {
    expect(searchKnowledge(question).map((p) => p.id)).toEqual([]);
  });
});

describe("searchKnowledge: results", () => {
  it("returns at most the limit (3 by default), best first, scores in 0..1", () => {
    const found = searchKnowledge("glyph chain phases Igniter Glyphs");
    expect(found.length).toBeLessThanOrEqual(DEFAULT_LIMIT);
    expect(searchKnowledge("glyph chain phases Igniter Glyphs", { limit: 6 }).length).toBeGreaterThan(DEFAULT_LIMIT);
    expect(searchKnowledge("glyph chain phases", { limit: 1 })).toHaveLength(1);
    expect(searchKnowledge("glyph chain phases", { limit: 0 })).toEqual([]);
    for (let i = 1; i < found.length; i++) expect(found[i - 1]!.score).toBeGreaterThanOrEqual(found[i]!.score);
    for (const p of found) expect(p.score > 0 && p.score <= 1).toBe(true);
  });

  it("answers empty or stop-word-only queries with nothing", () => {
    expect(searchKnowledge("")).toEqual([]);
    expect(searchKnowledge("   ")).toEqual([]);
    expect(searchKnowledge("what is it and how do you do that?")).toEqual([]);
  });

  it("is deterministic and does not change the passages it returns", () => {
    const a = searchKnowledge("How do I broadcast a glyph?");
    const b = searchKnowledge("How do I broadcast a glyph?");
    expect(b).toEqual(a);
  });

  it("tolerates a typo in a rare word", () => {
    expect(searchKnowledge("What is the Fractur Echo protocol?")[0]?.id).toBe("concept:fracture-echo");
  });

  it("answers a question that no passage could cover enough without ranking the whole index", () => {
    const search = vi.spyOn(MiniSearch.prototype, "search");
    try {
      // "garden", "compost" and "balcony" do not occur in the product's content: at best a fuzzy
      // match each, too little of the question for any passage, so no whole-question query runs.
      const question = "Should we compost kitchen scraps on the balcony of our garden flat?";
      expect(searchKnowledge(question)).toEqual([]);
      const wholeQueries = search.mock.calls.filter(([query]) => query === question);
      expect(wholeQueries).toEqual([]);
      // A typo still reaches its passage through the same check.
      expect(searchKnowledge("What is the Fractur Echo protocol?")[0]?.id).toBe("concept:fracture-echo");
    } finally {
      search.mockRestore();
    }
  });
});

describe("passages", () => {
  const passages = allPassages();

  it("are a few hundred, with unique ids of the form kind:slug", () => {
    expect(passages.length).toBeGreaterThan(150);
    expect(passages.length).toBeLessThan(600);
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
    for (const p of passages) expect(p.id).toMatch(/^[a-z]+:[^\s]+$/);
  });

  it("have non-empty titles and texts of at most 500 characters, and hrefs that start with /", () => {
    for (const p of passages) {
      expect(p.title.trim(), p.id).not.toBe("");
      expect(p.text.trim(), p.id).not.toBe("");
      expect(p.text.length, p.id).toBeLessThanOrEqual(500);
      expect(p.href, p.id).toMatch(/^\/(?!\/)/);
    }
  });

  it("hold every glyph of the library with its meaning (derived from GLYPH_LIBRARY)", () => {
    for (const g of GLYPH_LIBRARY) {
      const p = passages.find((x) => x.kind === "glyph" && x.text.includes(g.meaning));
      expect(p, g.name).toBeDefined();
      expect(p!.title).toContain(g.symbol);
      expect(p!.text).toContain(g.usage);
      expect(p!.href).toBe(`/learn?tab=glyphs&glyph=${encodeURIComponent(g.symbol)}`);
    }
    const library = passages.find((p) => p.id === "glyph:library")!;
    expect(library.text).toContain(`${GLYPH_LIBRARY.length} high-resonance glyphs`);
    for (const g of GLYPH_LIBRARY) expect(library.text).toContain(g.name);
  });

  it("name every phase of the Mesh Journey, in order, in the journey passage", () => {
    const journey = passages.find((p) => p.id === "journey:phases")!;
    expect(journey.text.startsWith(`The Mesh Journey has ${JOURNEY_PHASES.length} phases:`)).toBe(true);
    let from = 0;
    for (const phase of JOURNEY_PHASES) {
      const at = journey.text.indexOf(phase.title, from);
      expect(at, phase.title).toBeGreaterThanOrEqual(from);
      from = at + phase.title.length;
    }
  });

  it("derive the chain phases, the archive capacity and every screen from their modules", () => {
    const chain = passages.find((p) => p.id === "chain:phases")!;
    for (const phase of CHAIN_PHASES) expect(chain.text).toContain(phase.name);
    expect(passages.find((p) => p.id === "concept:archive-capacity")!.text).toContain(ARCHIVE_CAPACITY.toLocaleString("en-US"));
    for (const route of ROUTES.filter((r) => r.path !== "/developer")) {
      expect(passages.some((p) => p.kind === "screen" && p.href === route.path && p.text.includes(route.summary)), route.path).toBe(true);
    }
  });

  it("split the documents by section, linking each to /api/docs/<name>", () => {
    const docs = passages.filter((p) => p.kind === "doc");
    expect(docs.length).toBeGreaterThan(20);
    for (const p of docs) expect(p.href).toMatch(/^\/api\/docs\/(operator-guide|deployment-guide|license|trademark|notice)(#[a-z0-9-]+)?$/);
    expect(docs.find((p) => p.id === "doc:operator-guide:9-backups-and-restore")?.title).toBe("Trinity Mesh Operator Guide › Backups and restore");
  });
});

describe("term processing", () => {
  it("lets plurals, -ed/-ing forms and possessives meet", () => {
    expect(stem("phases")).toBe(stem("phase"));
    expect(stem("glyphs")).toBe(stem("glyph"));
    expect(stem("memories")).toBe(stem("memory"));
    expect(stem("stored")).toBe(stem("store"));
    expect(stem("broadcasting")).toBe(stem("broadcast"));
    expect(processTerm("Alexandria's")).toBe(processTerm("alexandria"));
    expect(processTerm("the")).toBeNull();
    expect(processTerm("⊗")).toBe("⊗");
  });

  it("clips to whole sentences", () => {
    expect(clip("One. Two.", 400)).toBe("One. Two.");
    expect(clip("First sentence here. Second sentence is longer.", 25)).toBe("First sentence here.");
    expect(clip("a".repeat(10) + " " + "b".repeat(600), 400).length).toBeLessThanOrEqual(400);
  });
});
