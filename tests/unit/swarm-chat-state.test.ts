import { describe, expect, it } from "vitest";
import { absorbedBy, chatReducer, DISCONNECTED_MESSAGE, initialChat, thinkingMind, type ChatAction, type ChatState } from "~/components/swarm/chat-state";
import { engineLabel, isDocumentHref, isSiteHref, newConversationKey } from "~/components/swarm/types";

const thought = (agent: string, content = `${agent} speaks.`) => ({ type: "thought" as const, thought: { agent, glyph: "", content }, immediate: false });
const complete = (conversationId: string | null, isPrivate = false): ChatAction => ({
  type: "complete",
  completion: { memoriesRecalled: 1, memoryPatterns: ["garden"], conversationId, private: isPrivate },
});
const ask = (question: string, thread: string | null = null, base = 0): ChatAction => ({ type: "ask", question, private: false, thread, base });
const run = (actions: ChatAction[], from: ChatState = initialChat) => actions.reduce(chatReducer, from);

describe("the chat's turns (swarm screen)", () => {
  it("queues thoughts that arrive at once and reveals them one by one; completion waits for the last", () => {
    let s = run([ask("How?"), thought("Solace"), thought("Manus"), thought("Ignith"), complete("c1")]);
    expect(s.phase).toBe("thinking");
    expect(s.turns[0]!.thoughts).toHaveLength(0);
    expect(s.turns[0]!.queue.map((t) => t.agent)).toEqual(["Solace", "Manus", "Ignith"]);
    expect(thinkingMind(s.turns[0])).toBe("Solace");
    s = run([{ type: "reveal" }], s);
    expect(s.turns[0]!.thoughts.map((t) => t.agent)).toEqual(["Solace"]);
    expect(thinkingMind(s.turns[0])).toBe("Manus");
    s = run([{ type: "reveal" }, { type: "reveal" }], s);
    expect(s.phase).toBe("idle");
    expect(s).toMatchObject({ conversationId: "c1", memoriesRecalled: 1, completed: 1 });
  });

  it("shows thoughts at once when asked to (reduced motion) or when a model streams", () => {
    const reduced = run([ask("How?"), { ...thought("Solace"), immediate: true }]);
    expect(reduced.turns[0]!.thoughts).toHaveLength(1);
    const streamed = run([ask("How?"), { type: "delta", agent: "Solace", text: "Weigh" }, { type: "delta", agent: "Solace", text: "ing" }]);
    expect(streamed.turns[0]!.previews).toEqual([{ agent: "Solace", glyph: "☉", text: "Weighing" }]);
    expect(thinkingMind(streamed.turns[0])).toBe("Solace");
    const done = run([thought("Solace", "Weighing."), complete("c1")], streamed);
    expect(done.turns[0]!.thoughts.map((t) => t.content)).toEqual(["Weighing."]);
    expect(done.turns[0]!.previews).toEqual([]);
    expect(done.phase).toBe("idle");
  });

  it("an error or a dropped socket shows what arrived, the message, and returns to idle", () => {
    const s = run([ask("How?"), thought("Solace"), { type: "error", message: "Resting." }]);
    expect(s.turns[0]).toMatchObject({ error: "Resting.", queue: [] });
    expect(s.turns[0]!.thoughts).toHaveLength(1);
    expect(s.phase).toBe("idle");
    const dropped = run([ask("How?"), { type: "disconnected", resending: false }]);
    expect(dropped.turns[0]!.error).toBe(DISCONNECTED_MESSAGE);
    expect(run([{ type: "disconnected", resending: false }])).toBe(initialChat);
  });

  it("a dropped socket with the question to send again: the turn waits, reconnecting; sent again, its answer starts over and completes once", () => {
    const dropped = run([ask("How?"), thought("Solace", "Half."), { type: "reveal" }, { type: "disconnected", resending: true }]);
    expect(dropped.phase).toBe("thinking");
    expect(dropped.turns[0]).toMatchObject({ error: null, reconnecting: true });
    expect(dropped.turns[0]!.thoughts.map((t) => t.content)).toEqual(["Half."]);
    const resent = chatReducer(dropped, { type: "resent" });
    expect(resent.turns[0]).toMatchObject({ error: null, reconnecting: false, thoughts: [], queue: [], previews: [] });
    const done = [thought("Solace", "Whole."), { type: "reveal" } as ChatAction, complete("c1")].reduce(chatReducer, resent);
    expect(done.phase).toBe("idle");
    expect(done.turns).toHaveLength(1);
    expect(done.turns[0]!.thoughts.map((t) => t.content)).toEqual(["Whole."]);
  });

  it("a socket dropped after the whole answer arrived (thoughts still being revealed) loses nothing", () => {
    const arrived = run([ask("How?"), thought("Solace", "One."), thought("Manus", "Two."), { type: "reveal" }, complete("c1"), { type: "disconnected", resending: false }]);
    expect(arrived.turns[0]!.error).toBeNull();
    const shown = chatReducer(arrived, { type: "reveal" });
    expect(shown.phase).toBe("idle");
    expect(shown.turns[0]!.thoughts.map((t) => t.content)).toEqual(["One.", "Two."]);
  });

  it("a new turn keeps the earlier ones and clears the recalled memories", () => {
    const s = run([ask("One"), thought("Solace", "a"), { type: "reveal" }, complete(null), ask("Two")]);
    expect(s.turns.map((t) => t.question)).toEqual(["One", "Two"]);
    expect(s.memoriesRecalled).toBe(0);
  });

  it("the loader's thread absorbs this page's answered turns once it holds them", () => {
    const asked = run([ask("Follow-up", "c1", 2), thought("Solace"), { type: "reveal" }, complete("c1")]);
    const turns = (n: number) => Array.from({ length: n }, () => ({}));
    expect(absorbedBy(asked, { id: "c1", turns: turns(2) })).toBe(false);
    expect(absorbedBy(asked, { id: "c2", turns: turns(3) })).toBe(false);
    expect(absorbedBy(asked, { id: "c1", turns: turns(3) })).toBe(true);
    expect(absorbedBy(asked, null)).toBe(false);
    // A new conversation: the id comes with the completion.
    const fresh = run([ask("First"), thought("Solace"), { type: "reveal" }, complete("c9")]);
    expect(absorbedBy(fresh, { id: "c9", turns: turns(1) })).toBe(true);
    expect(run([{ type: "absorbed" }], fresh).turns).toEqual([]);
    // An error only: nothing was saved, nothing to absorb.
    const failed = run([ask("First", "c1", 2), { type: "error", message: "Limited." }]);
    expect(absorbedBy(failed, { id: "c1", turns: turns(2) })).toBe(false);
  });
});

describe("screen rules", () => {
  it.each([
    ["composer", "Answered by the built-in composer"],
    ["llm:llama3.1:8b", "Answered by llama3.1:8b"],
    ["llm:", "Answered by the built-in composer"],
  ])("engine %s → %s", (name, label) => expect(engineLabel(name)).toBe(label));

  it.each([
    ["/api/docs/operator-guide#3", true, true],
    ["/learn?tab=glyphs", false, true],
    ["//evil.example/x", false, false],
    ["javascript:alert(1)", false, false],
    ["https://example.com", false, false],
  ])("source %s: document %s, site link %s", (href, doc, site) => {
    expect(isDocumentHref(href)).toBe(doc);
    expect(isSiteHref(href)).toBe(site);
  });

  it("a new conversation's key is new- and 32 hex digits, different each time", () => {
    const a = newConversationKey();
    expect(a).toMatch(/^new-[0-9a-f]{32}$/);
    expect(newConversationKey()).not.toBe(a);
  });
});
