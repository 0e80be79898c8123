import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { buildMessages, citedSources, clip, HISTORY_CHARS, HISTORY_TURNS } from "../../app/domain/trinity/llm.server";
import type { KnowledgePassage, MindContext, PriorTurn } from "../../app/domain/trinity/types";

const passage = (n: number): KnowledgePassage => ({ id: `p${n}`, kind: "doc", title: `Passage ${n}`, text: `Fact number ${n}.`, href: `/api/docs/p${n}`, score: 1 - n / 10 });
const turn = (n: number, answer = `Answer ${n}.`): PriorTurn => ({ question: `Question ${n}?`, answer, subject: null, options: [], shape: "open" });

function ctx(overrides: Partial<MindContext> = {}): MindContext {
  const question = "Which one is cheaper?";
  return { question, analysis: analyzeQuestion(question), memories: [], priorThoughts: [], ...overrides };
}

describe("buildMessages", () => {
  it("keeps the last 6 earlier turns as alternating user/assistant messages, each clipped", () => {
    const long = `${"word ".repeat(600)}end`;
    const history = [...Array.from({ length: 8 }, (_, i) => turn(i + 1)), turn(9, long)];
    const messages = buildMessages("Solace", ctx({ history }));
    const middle = messages.slice(1, -1);
    expect(middle).toHaveLength(HISTORY_TURNS * 2);
    expect(middle.map((m) => m.role)).toEqual(Array.from({ length: HISTORY_TURNS }, () => ["user", "assistant"]).flat());
    expect(middle[0].content).toBe("Question 4?");
    expect(middle[middle.length - 2].content).toBe("Question 9?");
    const lastAnswer = String(middle[middle.length - 1].content);
    expect(lastAnswer.length).toBeLessThanOrEqual(HISTORY_CHARS);
    expect(lastAnswer.endsWith("…")).toBe(true);
    expect(messages[0].role).toBe("system");
    expect(messages[messages.length - 1].role).toBe("user");
    expect(String(messages[messages.length - 1].content)).toMatch(/^Question: Which one is cheaper\?/);
  });

  it("leaves out turns without an answer and strips a fallback note from an earlier answer", () => {
    const history = [turn(1, ""), turn(2, "(The external model failed, so the built-in composer speaks.) Take the train.")];
    const messages = buildMessages("Manus", ctx({ history }));
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[2].content).toBe("Take the train.");
  });

  it("numbers the passages and gives each core mind its job for a choice", () => {
    const frame = { shape: "choice" as const, subject: "the train or flying", options: ["the train", "fly"], followsUp: false, retrievalQuery: "x" };
    const knowledge = [passage(1), passage(2)];
    const jobs: Record<string, RegExp> = { Solace: /who it affects/, Manus: /its cost .* its first step/, Ignith: /recommending exactly one/ };
    for (const mind of ["Solace", "Manus", "Ignith"] as const) {
      const [system, user] = buildMessages(mind, ctx({ frame, knowledge }));
      expect(String(system.content)).toMatch(jobs[mind]);
      expect(String(system.content)).toMatch(/cite each source you use by its number/);
      expect(String(user.content)).toContain("[1] Passage 1 (/api/docs/p1): Fact number 1.");
      expect(String(user.content)).toContain("[2] Passage 2 (/api/docs/p2): Fact number 2.");
      expect(String(user.content)).toContain("The options: the train; fly.");
    }
    const [firefly] = buildMessages("Firefly", ctx({ frame, knowledge }));
    expect(String(firefly.content)).not.toMatch(/The question is a choice/);
  });
});

describe("citedSources", () => {
  const knowledge = [passage(1), passage(2), passage(3)];
  it("resolves [n], [n, m] and [n][m] markers in first-cited order, ignoring unknown numbers", () => {
    expect(citedSources("See [3] and again [3], also [1, 2].", ctx({ knowledge }))).toEqual([
      { title: "Passage 3", href: "/api/docs/p3" },
      { title: "Passage 1", href: "/api/docs/p1" },
      { title: "Passage 2", href: "/api/docs/p2" },
    ]);
    expect(citedSources("Nothing [9] here [0].", ctx({ knowledge }))).toEqual([]);
    expect(citedSources("Passage 1 says so, uncited.", ctx({ knowledge }))).toEqual([]);
    expect(citedSources("[1]", ctx())).toEqual([]);
  });
});

describe("clip", () => {
  it("cuts at a word boundary with an ellipsis", () => {
    expect(clip("short", 10)).toBe("short");
    const c = clip("alpha beta gamma delta", 14);
    expect(c.length).toBeLessThanOrEqual(14);
    expect(c).toBe("alpha beta…");
  });
});
