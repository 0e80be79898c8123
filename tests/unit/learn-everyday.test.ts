import { describe, expect, it } from "vitest";
import { learnHref, needsLearnData, READING_PARAM_OF_TAB, READING_PARAMS } from "~/components/learn/model";
import { EVERYDAY_GUIDES, everydayHref } from "~/content/everyday.server";
import { EVERYDAY_AREA_LABELS } from "~/content/everyday/types";
import { everydayReading, everydayShelves } from "~/content/everyday-learn.server";
import { readingFor } from "~/content/learn-readings.server";

const open = (id: string) => new URLSearchParams({ tab: "everyday", everyday: id });

describe("the Learning Hub's everyday guides (loader side)", () => {
  it("has guides to show", () => {
    expect(EVERYDAY_GUIDES.length).toBeGreaterThan(0);
  });

  it("?everyday= is the everyday tab's reading param, so opening a guide reloads the data", () => {
    expect(READING_PARAM_OF_TAB.everyday).toBe("everyday");
    expect(READING_PARAMS).toContain("everyday");
  });

  it("sends the open guide's body — what matters, the steps, the trade-off, when to get help — and nothing retrieval-only", () => {
    const guide = EVERYDAY_GUIDES[0]!;
    const reading = readingFor("everyday", open(guide.id));
    expect(reading).toEqual({ param: "everyday", id: guide.id, matters: guide.matters, steps: guide.steps, tradeoff: guide.tradeoff, getHelp: guide.getHelp });
    expect(reading).not.toHaveProperty("keys");
    expect(reading).not.toHaveProperty("examples");
    for (const g of EVERYDAY_GUIDES) expect(everydayReading(g.id)?.steps, g.id).toEqual(g.steps);
  });

  it.each(["no-such-guide", "constructor", "__proto__", "toString", "hasOwnProperty", EVERYDAY_GUIDES[0]?.id.toUpperCase() ?? "X"])("finds no guide for %j", (id) => {
    expect(everydayReading(id)).toBeNull();
    expect(readingFor("everyday", open(id))).toBeNull();
  });

  it("sends no guide without an id, on another tab, or for another kind's param", () => {
    const id = EVERYDAY_GUIDES[0]!.id;
    expect(readingFor("everyday", new URLSearchParams({ tab: "everyday" }))).toBeNull();
    expect(readingFor("everyday", open(""))).toBeNull();
    expect(readingFor("beginners", open(id))).toBeNull();
    expect(readingFor("literacy", open(id))).toBeNull();
    expect(readingFor("everyday", new URLSearchParams({ guide: "what-is-the-mesh" }))).toBeNull();
  });

  it("lists every guide once as a card, grouped by area in EVERYDAY_AREA_LABELS order, each linking to its everydayHref", () => {
    const shelves = everydayShelves();
    const order = Object.keys(EVERYDAY_AREA_LABELS);
    expect(shelves.map((s) => s.area)).toEqual(order.filter((area) => EVERYDAY_GUIDES.some((g) => g.area === area)));
    for (const shelf of shelves) {
      expect(shelf.label).toBe(EVERYDAY_AREA_LABELS[shelf.area]);
      expect(shelf.guides.length).toBeGreaterThan(0);
      for (const card of shelf.guides) {
        expect(card.area).toBe(shelf.area);
        // The card alone: the body comes with the reading, the retrieval fields never leave the server.
        expect(Object.keys(card).sort()).toEqual(["area", "id", "summary", "title"]);
        expect(learnHref("tab=everyday", { everyday: card.id })).toBe(everydayHref(card.id));
      }
    }
    const cards = shelves.flatMap((s) => s.guides);
    expect(cards.map((c) => c.id).sort()).toEqual(EVERYDAY_GUIDES.map((g) => g.id).sort());
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    const byArea = (area: string) => EVERYDAY_GUIDES.filter((g) => g.area === area).map((g) => g.id);
    for (const shelf of shelves) expect(shelf.guides.map((c) => c.id)).toEqual(byArea(shelf.area));
  });
});

describe("needsLearnData (shouldRevalidate within /learn)", () => {
  const cases: [from: string, to: string, reload: boolean][] = [
    ["", "tab=everyday", true],
    ["tab=kids", "tab=everyday", true],
    ["tab=everyday", "tab=kids", false],
    ["tab=everyday", "tab=everyday&everyday=a", true],
    ["tab=everyday&everyday=a", "tab=everyday&everyday=b", true],
    ["tab=everyday&everyday=a", "tab=everyday", false],
    ["tab=everyday&everyday=a", "tab=everyday&everyday=a", false],
    ["tab=kids", "tab=kids&story=guardian-lion", true],
    ["tab=kids&story=guardian-lion", "tab=kids", false],
    ["tab=beginners", "tab=glyphs", false],
    ["tab=glyphs", "tab=glyphs&category=threshold", false],
  ];
  it.each(cases)("?%s → ?%s reloads: %s", (from, to, reload) => {
    expect(needsLearnData(new URLSearchParams(from), new URLSearchParams(to))).toBe(reload);
  });
});
