import { describe, expect, it } from "vitest";
import { READING_PARAM_OF_TAB } from "~/components/learn/model";
import { BEGINNER_GUIDES, KIDS_STORIES, LITERACY_TOPICS } from "~/content/learn";
import { READINGS, readingFor } from "~/content/learn-readings.server";

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id).sort();
/** Each tab with readings: its param and its cards. */
const KINDS = [
  { tab: "beginners", param: "guide", cards: BEGINNER_GUIDES },
  { tab: "kids", param: "story", cards: KIDS_STORIES },
  { tab: "literacy", param: "topic", cards: LITERACY_TOPICS },
] as const;

describe("the Learning Hub's readings", () => {
  it("has one body for every card and no body without a card; every guide has its Try This step, nothing else has one", () => {
    for (const { tab, param, cards } of KINDS) {
      expect(READING_PARAM_OF_TAB[tab]).toBe(param);
      expect(Object.keys(READINGS[param]).sort()).toEqual(ids(cards));
      for (const body of Object.values(READINGS[param])) {
        expect(body.paragraphs.length).toBeGreaterThan(1);
        if (param === "guide") expect(body.nextSteps?.length).toBeGreaterThan(20);
        else expect(body.nextSteps).toBeUndefined();
      }
    }
  });

  it("sends the body the URL opens on its own tab, and nothing for another tab, an unknown id or no reading", () => {
    for (const { tab, param, cards } of KINDS) {
      const card = cards[cards.length - 1]!;
      const body = READINGS[param][card.id]!;
      expect(readingFor(tab, new URLSearchParams({ [param]: card.id }))).toEqual({ param, id: card.id, paragraphs: body.paragraphs, nextSteps: body.nextSteps ?? null });
      expect(readingFor(tab, new URLSearchParams({ [param]: "no-such-reading" }))).toBeNull();
      expect(readingFor(tab, new URLSearchParams({ [param]: "constructor" }))).toBeNull();
      expect(readingFor(tab, new URLSearchParams())).toBeNull();
    }
    expect(readingFor("kids", new URLSearchParams({ guide: BEGINNER_GUIDES[0]!.id }))).toBeNull();
    expect(readingFor("glyphs", new URLSearchParams({ topic: LITERACY_TOPICS[0]!.id }))).toBeNull();
  });
});
