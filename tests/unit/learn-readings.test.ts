import { describe, expect, it } from "vitest";
import {
  BEGINNER_GUIDES,
  KIDS_STORIES,
  LITERACY_TOPICS,
} from "~/content/learn";
import {
  GUIDE_READINGS,
  readingFor,
  STORY_READINGS,
  TOPIC_READINGS,
} from "~/content/learn-readings.server";

const ids = (list: readonly { id: string }[]) => list.map((x) => x.id).sort();

describe("the Learning Hub's readings", () => {
  it("has one body for every card and no body without a card", () => {
    expect(Object.keys(GUIDE_READINGS).sort()).toEqual(ids(BEGINNER_GUIDES));
    expect(Object.keys(STORY_READINGS).sort()).toEqual(ids(KIDS_STORIES));
    expect(Object.keys(TOPIC_READINGS).sort()).toEqual(ids(LITERACY_TOPICS));
    for (const body of [
      ...Object.values(GUIDE_READINGS),
      ...Object.values(TOPIC_READINGS),
    ])
      expect(body.content.length).toBeGreaterThan(1);
    for (const body of Object.values(STORY_READINGS))
      expect(body.story.length).toBeGreaterThan(1);
    for (const body of Object.values(GUIDE_READINGS))
      expect(body.nextSteps.length).toBeGreaterThan(20);
  });

  it("sends the body the URL opens on its own tab, and nothing for another tab, an unknown id or no reading", () => {
    const guide = BEGINNER_GUIDES[1]!;
    expect(
      readingFor("beginners", new URLSearchParams({ guide: guide.id }))
    ).toEqual({
      param: "guide",
      id: guide.id,
      paragraphs: GUIDE_READINGS[guide.id]!.content,
      nextSteps: GUIDE_READINGS[guide.id]!.nextSteps,
    });
    const story = KIDS_STORIES[2]!;
    expect(
      readingFor("kids", new URLSearchParams({ story: story.id }))
    ).toEqual({
      param: "story",
      id: story.id,
      paragraphs: STORY_READINGS[story.id]!.story,
      nextSteps: null,
    });
    const topic = LITERACY_TOPICS[0]!;
    expect(
      readingFor("literacy", new URLSearchParams({ topic: topic.id }))
    ).toEqual({
      param: "topic",
      id: topic.id,
      paragraphs: TOPIC_READINGS[topic.id]!.content,
      nextSteps: null,
    });

    expect(
      readingFor("kids", new URLSearchParams({ guide: guide.id }))
    ).toBeNull();
    expect(
      readingFor("glyphs", new URLSearchParams({ topic: topic.id }))
    ).toBeNull();
    expect(
      readingFor("beginners", new URLSearchParams({ guide: "no-such-guide" }))
    ).toBeNull();
    expect(
      readingFor("beginners", new URLSearchParams({ guide: "constructor" }))
    ).toBeNull();
    expect(readingFor("beginners", new URLSearchParams())).toBeNull();
  });
});
