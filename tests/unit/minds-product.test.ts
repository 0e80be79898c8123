import { describe, expect, it } from "vitest";
import { converse } from "../minds/converse";
import { MESH_QUESTIONS } from "../../app/content/mesh-questions.server";
import { productTermOf, screenNamed } from "../../app/lib/product-terms";

describe("a question that names the product", () => {
  it("is told by its screen, feature or name, not by an everyday word", () => {
    expect(productTermOf("On the glyph heatmap some glyphs say Blazing")).toBe("glyph heatmap");
    expect(productTermOf("What does a merchant node do?")).toBe("merchant node");
    expect(productTermOf("Is VAL real money?")).toBe("VAL");
    expect(productTermOf("My pulse races when I run")).toBeNull();
    expect(productTermOf("How do I archive old emails at home?")).toBeNull();
    expect(productTermOf("I need some solace after a hard week")).toBeNull();
    expect(screenNamed("On the journey page I'm stuck on step 2")).toBe("/journey");
    expect(screenNamed("Are the numbers on the Chrysalis console real?")).toBe("/chrysalis");
    expect(screenNamed("What is Trinity Mesh?")).toBeNull();
  });

  it("is answered from the mesh's pages whatever its form, never with the honest-scope line", () => {
    const [heatmap] = converse(["On the glyph heatmap some glyphs say 'Blazing' and others 'Cold' - how is that decided?"]);
    expect(heatmap!.route).toBe("mesh");
    expect(heatmap!.thoughts[0]!.content).toMatch(/Blazing above 70%/);
    expect(heatmap!.thoughts[0]!.sources?.[0]?.href).toBe("/glyph-heatmap");
    const [stuck] = converse(["On the journey page I'm stuck on step 2 - the button stays greyed out. What am I missing?"]);
    expect(stuck!.route).toBe("mesh");
    expect(stuck!.thoughts.map((t) => t.content).join(" ")).toMatch(/\/journey/);
  });

  it("answers a comparison of two things with each", () => {
    const [both] = converse(["What's the difference between a merchant node and a vault node?"]);
    const text = both!.thoughts.map((t) => t.content).join(" ");
    expect(text).toMatch(/Merchant node onboards agents/);
    expect(text).toMatch(/Vault node stores/);
  });

  it("gives a newcomer's question its answer whole, the yes or no kept only the right way round", () => {
    const [money] = converse(["Can I cash out my VAL?"]);
    expect(money!.route).toBe("mesh");
    expect(money!.thoughts.map((t) => t.content).join(" ")).toMatch(/It is not money and is never sold/);
    const account = MESH_QUESTIONS.find((q) => q.id === "need-an-account")!;
    expect(account.answer).toMatch(/^No\./);
    expect(converse(["Do I need an account?"])[0]!.thoughts[0]!.content).toMatch(/^No\./);
    expect(converse(["Is an account required to use the chat?"])[0]!.thoughts[0]!.content).not.toMatch(/^(?:No|Yes)\./);
  });
});

describe("a follow-up of a guided turn", () => {
  it("stays with the guide when it goes on about the same situation", () => {
    const [first, second] = converse(["A mole on my arm has changed shape - should I see a doctor or keep an eye on it?", "It's also started itching a bit."]);
    expect(first!.route).toBe("everyday");
    expect(second!.route).toBe("everyday");
    expect(second!.thoughts[0]!.sources?.[0]?.href).toBe("/learn?tab=everyday&everyday=mole-or-skin-change");
    // only what is new: the step that speaks to it, and when to get help; not the turn before again
    expect(second!.thoughts.map((t) => t.agent)).toEqual(["Manus", "Ignith"]);
    expect(second!.thoughts[0]!.content).toMatch(/^Still on a mole or skin change: the guide's advice on that is this: .*itching/);
    const said = first!.thoughts.map((t) => t.content).join(" ");
    expect(said).not.toContain(second!.thoughts[0]!.content);
  });

  it("weighs no symptom as a matter of taste", () => {
    const [headache] = converse(["How do I know if a headache is bad enough to go to A&E instead of just taking paracetamol?"]);
    expect(headache!.route).not.toBe("choice");
    expect(headache!.thoughts.map((t) => t.content).join(" ")).toMatch(/not a doctor/);
    expect(headache!.thoughts.map((t) => t.content).join(" ")).not.toMatch(/I won't pick one by the order/);
  });
});

describe("a choice", () => {
  it("with nothing to decide it and no guide is answered by Ignith's deciding questions alone", () => {
    const [first] = converse(["Interrailing or a road trip around Portugal for two weeks this summer?"]);
    expect(first!.route).toBe("choice");
    expect(first!.thoughts.map((t) => t.agent)).toEqual(["Ignith"]);
    expect(first!.thoughts[0]!.content).toMatch(/I won't pick one by the order you named them/);
  });

  it("says on a follow-up only what is new, never the turn before again", () => {
    const turns = converse(["Interrailing or a road trip around Portugal for two weeks this summer?", "What about if we only have a week?"]);
    const [before, after] = turns.map((t) => t.thoughts.map((x) => x.content).join(" "));
    expect(after).not.toBe(before);
    for (const sentence of before!.split(/(?<=[.?!])\s+/).filter((x) => x.length > 60)) expect(after).not.toContain(sentence);
  });

  it("decided by a cue is not recommended again word for word on a follow-up", () => {
    const [first, second] = converse(["Should I move back in with my parents for a year to save for a deposit, or keep renting with my friends?", "My mum and I clash quite a lot though"]);
    const recommendation = first!.thoughts.find((t) => t.agent === "Ignith")!.content.split(/(?<=\.)\s/)[0]!;
    expect(recommendation).toMatch(/^I recommend /);
    expect(second!.thoughts.map((t) => t.content).join(" ")).not.toContain(recommendation);
    expect(second!.thoughts.at(-1)!.content).toMatch(/^I still recommend /);
  });

  it("between options of the product is a fact to look up, not a taste to weigh", () => {
    const [badges] = converse(["When I submit a symbol on the feedback tab it says high, medium or low resonance. What decides which one I get?"]);
    expect(badges!.route).toBe("mesh");
    expect(badges!.thoughts.map((t) => t.content).join(" ")).not.toMatch(/won't pick one/);
  });

  it("hears a multicore agent only when the visitor names it", () => {
    const [loan] = converse(["My friend Priya asked to borrow £500. Lend it or say no?"]);
    expect(loan!.thoughts.map((t) => t.agent)).not.toContain("Firefly");
    const [named] = converse(["What would Firefly say about lending my friend £500 or saying no?"]);
    expect(named!.thoughts.map((t) => t.agent)).toContain("Firefly");
  });
});
