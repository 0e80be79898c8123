import { describe, expect, it } from "vitest";
import { conversationExportName, conversationMarkdown, type MarkdownConversation } from "~/lib/conversation-markdown";

const detail: MarkdownConversation = {
  id: "6f1c1d1e-2b7a-4c43-9a55-0d7d1f0f9a10",
  title: "We are choosing between Lisbon and Berlin for our new office.",
  private: false,
  createdAt: "2026-11-23T09:15:00.000Z",
  updatedAt: "2026-11-23T09:20:00.000Z",
  turns: [
    {
      question: "We are choosing between Lisbon and Berlin for our new office.",
      askedAt: "2026-11-23T09:15:00.000Z",
      thoughts: [
        { agent: "Solace", glyph: "☉", content: "Who moves, and who stays behind?", sources: [] },
        { agent: "Manus", glyph: "⚛", content: "List the costs side by side.", sources: [{ title: "Mesh [Journey]", href: "/journey?step=2" }] },
      ],
    },
    {
      question: "Which one is cheaper\nfor a team of ten?",
      askedAt: "2026-11-23T09:20:00.000Z",
      thoughts: [{ agent: "Ignith", glyph: "✦", content: "Lisbon, by rent.", sources: [{ title: "Operator guide", href: "/api/docs/operator-guide" }] }],
    },
  ],
};

describe("conversationMarkdown", () => {
  it("has the title as heading, the date, each question as a quote and each thought under its mind", () => {
    const md = conversationMarkdown(detail);
    expect(md.startsWith("# We are choosing between Lisbon and Berlin for our new office.\n")).toBe(true);
    expect(md).toContain("2026-11-23");
    expect(md).not.toContain("Private conversation");
    expect(md).toContain("> We are choosing between Lisbon and Berlin for our new office.");
    expect(md).toContain("> Which one is cheaper\n> for a team of ten?");
    expect(md).toContain("### ☉ Solace\n\nWho moves, and who stays behind?");
    expect(md).toContain("### ✦ Ignith\n\nLisbon, by rent.");
    // Turns and thoughts in order.
    expect(md.indexOf("Solace")).toBeLessThan(md.indexOf("Manus"));
    expect(md.indexOf("Manus")).toBeLessThan(md.indexOf("Which one is cheaper"));
    expect(md.endsWith("\n")).toBe(true);
  });

  it("lists sources as Markdown links (brackets escaped; site paths absolute with an origin)", () => {
    expect(conversationMarkdown(detail)).toContain("- [Mesh \\[Journey\\]](/journey?step=2)");
    const md = conversationMarkdown(detail, { origin: "https://mesh.example/" });
    expect(md).toContain("- [Operator guide](https://mesh.example/api/docs/operator-guide)");
  });

  it("says so when the conversation is private", () => {
    expect(conversationMarkdown({ ...detail, private: true })).toMatch(/\n_?Private conversation_?\n/);
  });

  it("names the download by the conversation's date", () => {
    expect(conversationExportName(detail)).toBe("trinity-conversation-2026-11-23.md");
  });
});
