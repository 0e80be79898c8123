import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { composeThought } from "../../app/domain/trinity/composer.server";
import { choiceOptions, frameQuestion } from "../../app/domain/trinity/frame.server";
import { placeOf } from "../../app/domain/trinity/shaped.server";
import { CORE_MINDS, type KnowledgePassage, type PriorTurn, type Thought } from "../../app/domain/trinity/types";

const frame = (q: string, history: PriorTurn[] = []) => frameQuestion(q, analyzeQuestion(q), history);
const turn = (q: string): PriorTurn => {
  const f = frame(q);
  return { question: q, answer: "", subject: f.subject, options: f.options, shape: f.shape };
};

describe("choice options", () => {
  it.each([
    ["Should I take the train or fly to Vienna for a conference?", ["taking the train", "flying to Vienna"]],
    ["We are choosing between Lisbon and Berlin for our new office.", ["Lisbon", "Berlin"]],
    ["Should I study medicine or law?", ["medicine", "law"]],
    ["Should our startup build the app in React or Vue?", ["React", "Vue"]],
    ["Is it better to rent or buy a home in my thirties?", ["renting", "buying a home"]],
    ["Our team is debating remote work versus the office.", ["remote work", "the office"]],
    ["I am thinking about buying an apartment instead of renting.", ["buying an apartment", "renting"]],
    ["Should we spend the holidays with my parents or with my partner's family?", ["the holidays with your parents", "the holidays with your partner's family"]],
    ["Tea, coffee or water?", ["Tea", "coffee", "water"]],
  ])("%s", (question, expected) => {
    expect(choiceOptions(question, analyzeQuestion(question))).toEqual(expected);
  });

  it.each(["Is it wrong to lie or not?", "Can I do this with two or three people?", "How do I bake bread?", "I feel lonely since my best friend moved away."])("no choice in %s", (q) => {
    expect(choiceOptions(q, analyzeQuestion(q))).toEqual([]);
  });
});

describe("question shapes", () => {
  it.each([
    ["Should I take the train or fly to Vienna?", "choice"],
    ["How do I broadcast a glyph?", "howto"],
    ["What does the Threshold glyph mean?", "definition"],
    ["How many phases does the Mesh Journey have?", "mesh_fact"],
    ["I'm scared I will fail my exams next week.", "personal"],
    ["Why do people stop trusting each other?", "open"],
  ])("%s → %s", (q, shape) => {
    expect(frame(q).shape).toBe(shape);
  });
});

describe("follow-ups", () => {
  it("carries the earlier options into a comparison that names none", () => {
    const f = frame("Which one is cheaper for a team of ten?", [turn("We are choosing between Lisbon and Berlin for our new office.")]);
    expect(f).toMatchObject({ followsUp: true, shape: "choice", options: ["Lisbon", "Berlin"] });
    expect(f.retrievalQuery).toContain("Lisbon");
  });

  it("carries the earlier subject into a pronoun", () => {
    expect(frame("How many phases does it have?", [turn("Tell me about the Mesh Journey.")])).toMatchObject({ followsUp: true, subject: "the Mesh Journey", shape: "mesh_fact" });
    expect(frame("How can I support her there?", [turn("My sister Maria wants to move to Canada.")]).subject).toBe("moving to Canada");
    expect(frame("How do I keep doing it in winter?", [turn("I want to start running in the mornings.")]).subject).toBe("running in the mornings");
  });

  it("does not follow up a question with a subject of its own, nor a first question", () => {
    expect(frame("What is it like to live in Japan?", [turn("We might adopt a rescue dog.")]).followsUp).toBe(false);
    expect(frame("Which one is cheaper for a team of ten?").followsUp).toBe(false);
    expect(frame("Which one is cheaper for a team of ten?").options).toEqual([]);
  });
});

const JOURNEY: KnowledgePassage = {
  id: "journey:phases",
  kind: "journey",
  title: "The Mesh Journey's phases",
  text: "The Mesh Journey has 9 phases: Welcome to the Mesh, Identity Ritual and seven more. Each phase unlocks when the one before it is complete.",
  href: "/journey",
  score: 1,
};

function deliberate(question: string, knowledge: KnowledgePassage[] = [], history: PriorTurn[] = []): Thought[] {
  const analysis = analyzeQuestion(question);
  const f = frameQuestion(question, analysis, history);
  const out: Thought[] = [];
  for (const mind of CORE_MINDS) out.push(composeThought(mind, { question, analysis, memories: [], priorThoughts: [...out], history, frame: f, knowledge }));
  return out;
}

describe("shaped answers", () => {
  it("states the fact from the passage and points to where it lives, with the passage as a source", () => {
    const thoughts = deliberate("How many phases does the Mesh Journey have?", [JOURNEY]);
    expect(thoughts[0].content).toContain("The Mesh Journey has 9 phases");
    expect(thoughts.some((t) => t.content.includes("/journey"))).toBe(true);
    for (const t of thoughts) expect(t.sources).toEqual([{ title: JOURNEY.title, href: "/journey" }]);
  });

  it("says what it does not know about the mesh instead of inventing it", () => {
    const thoughts = deliberate("How many moons does the mesh have?");
    expect(thoughts[0].content).toMatch(/won't guess/);
    expect(thoughts.map((t) => t.content).join(" ")).not.toMatch(/\b\d+ moons\b/);
  });

  it("names every option, and recommends one only when a cue in the question decides", () => {
    const [solace, manus, ignith] = deliberate("Should I take the train or fly to Vienna for a conference?");
    for (const t of [solace, manus, ignith]) expect(t.content).toMatch(/train/i);
    for (const t of [solace, manus, ignith]) expect(t.content).toMatch(/fly/i);
    expect(ignith.content).not.toMatch(/I recommend/);
    expect(ignith.content).toMatch(/How long is the rail journey door to door\?/);
    const decided = deliberate("Should I take the train or fly to Vienna for a conference? It's about 4 hours by rail.")[2]!;
    expect(decided.content).toMatch(/I recommend taking the train, because a journey of about 4 hours/);
  });

  it("opens with care for a personal question, then the steps of its everyday guide", () => {
    const [solace, manus] = deliberate("I lost my job today and I feel ashamed.");
    expect(solace.content).toMatch(/^(I'm sorry|That sounds hard)/);
    expect(manus.content).toMatch(/^.*First, get the terms in writing/);
    expect(manus.sources?.[0]?.href).toBe("/learn?tab=everyday&everyday=being-laid-off");
  });

  it("answers a follow-up about the earlier subject", () => {
    const text = deliberate("Which one is cheaper for a team of ten?", [], [turn("We are choosing between Lisbon and Berlin for our new office.")]).map((t) => t.content).join(" ");
    expect(text).toMatch(/Lisbon/);
    expect(text).toMatch(/Berlin/);
    expect(text).toMatch(/will not guess/);
  });
});

describe("placeOf", () => {
  it("names the screen, the tab and the document with their links", () => {
    expect(placeOf({ href: "/learn?tab=glyphs", title: "x" })).toBe("the Glyphs tab of the Learning Hub (/learn?tab=glyphs)");
    expect(placeOf({ href: "/journey", title: "x" })).toBe("the Mesh Journey (/journey)");
    expect(placeOf({ href: "/api/docs/operator-guide", title: "Operator Guide › Approving nodes" })).toBe("the Operator Guide document (/api/docs/operator-guide)");
  });
});
