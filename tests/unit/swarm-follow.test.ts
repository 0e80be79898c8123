import { describe, expect, it } from "vitest";
import { chatReducer, initialChat, type ChatAction } from "~/components/swarm/chat-state";
import { atNewestTurn, followDelta, readingIndex } from "~/hooks/use-follow-newest";

const view = { top: 96, bottom: 700 };

describe("following the newest turn (swarm screen)", () => {
  it.each([
    // turn, newest piece, expected scroll (down positive)
    { name: "already in view: no scroll", turn: { top: 300, bottom: 600 }, newest: { top: 500 }, delta: 0 },
    { name: "below the view: its end comes above the bar", turn: { top: 1500, bottom: 1700 }, newest: { top: 1500 }, delta: 1000 },
    { name: "a piece taller than the view: its top stops under the header", turn: { top: 200, bottom: 2000 }, newest: { top: 400 }, delta: 304 },
    { name: "the newest piece above the view: scroll back up to it", turn: { top: -500, bottom: 200 }, newest: { top: -400 }, delta: -496 },
  ])("$name", ({ turn, newest, delta }) => {
    expect(followDelta(turn, newest, view)).toBe(delta);
  });
});

describe("what a visitor who scrolled up is reading (held in place)", () => {
  const boxes = [
    { top: -900, bottom: -100 }, // the first question, scrolled past
    { top: -80, bottom: 150 }, // a thought whose end is still under the header and in view
    { top: 170, bottom: 600 },
    { top: 900, bottom: 1200 }, // below the view; then a side panel further down
  ];
  it.each([
    { name: "the first one in view, even in part", view: { top: 96, bottom: 700 }, index: 1, measures: [0, 1] },
    { name: "not one whose end is hidden under the header", view: { top: 160, bottom: 700 }, index: 2, measures: [0, 1, 2] },
    { name: "none in view: nothing to hold", view: { top: 610, bottom: 890 }, index: -1, measures: [0, 1, 2, 3] },
  ])("$name", ({ view, index, measures }) => {
    const measured: number[] = [];
    expect(readingIndex(boxes.length, (i) => (measured.push(i), boxes[i]!), view)).toBe(index);
    // Nothing after the one read is measured.
    expect(measured).toEqual(measures);
  });
});

describe("the Alexandria Resonance card while a new question thinks", () => {
  const ask = (shown?: { memoriesRecalled: number; memoryPatterns: string[] }): ChatAction => ({ type: "ask", question: "Q", private: false, thread: null, base: 0, shown });
  const complete: ChatAction = { type: "complete", completion: { memoriesRecalled: 0, memoryPatterns: [], conversationId: "c1", private: false } };

  it("keeps the recall shown when the question was asked, until the answer completes or fails", () => {
    const shown = { memoriesRecalled: 2, memoryPatterns: ["soil"] };
    const thinking = chatReducer(initialChat, ask(shown));
    expect(thinking).toMatchObject({ phase: "thinking", memoriesRecalled: 0, previousRecall: shown });
    expect(chatReducer(thinking, complete).previousRecall).toBeNull();
    expect(chatReducer(thinking, { type: "error", message: "resting" }).previousRecall).toBeNull();
    expect(chatReducer(thinking, { type: "disconnected", resending: false }).previousRecall).toBeNull();
  });

  it("has nothing to keep when no memory was shown", () => {
    expect(chatReducer(initialChat, ask({ memoriesRecalled: 0, memoryPatterns: [] })).previousRecall).toBeNull();
    expect(chatReducer(initialChat, ask()).previousRecall).toBeNull();
  });
});

describe("atNewestTurn (following the newest turn)", () => {
  const view = { top: 96, bottom: 700 };
  it("is at the turn when its end is in the reading area or just below it", () => {
    expect(atNewestTurn({ bottom: 400 }, view)).toBe(true);
    expect(atNewestTurn({ bottom: 96 }, view)).toBe(true);
    expect(atNewestTurn({ bottom: 850 }, view)).toBe(true);
    expect(atNewestTurn({ bottom: 900 }, view)).toBe(false);
  });
  it("is not at the turn once the visitor scrolled past its end, to the panels below (a phone's long page)", () => {
    expect(atNewestTurn({ bottom: 95 }, view)).toBe(false);
    expect(atNewestTurn({ bottom: -1800 }, view)).toBe(false);
  });
});
