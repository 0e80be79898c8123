import { describe, expect, it } from "vitest";
import { isUuid } from "~/domain/conversations.server";
import { privateFromForm, relevantMemories, swarmThinkingSchema } from "~/domain/trinity.server";
import { MEMORY_MIN_SCORE } from "~/domain/trinity/composer.server";
import type { RecalledMemory } from "~/domain/trinity/types";

const memory = (id: string, pattern: string, message: string, score: number): RecalledMemory => ({
  id,
  pattern,
  message,
  sourceType: "trinity_mesh",
  glyphSequence: [],
  intensity: 0.5,
  resonanceTags: [],
  score,
});

describe("relevantMemories", () => {
  it("keeps only memories scoring at least MEMORY_MIN_SCORE, without duplicate patterns or messages, at most three", () => {
    const kept = relevantMemories([
      memory("a", "garden · winter", "How do gardens survive winter? — Mulch.", MEMORY_MIN_SCORE + 0.4),
      memory("b", "Garden  ·  Winter!", "Another message", MEMORY_MIN_SCORE + 0.3),
      memory("c", "soil", "How do gardens survive winter? — Mulch.", MEMORY_MIN_SCORE + 0.2),
      memory("d", "compost", "Turn it weekly.", MEMORY_MIN_SCORE),
      memory("e", "weak", "Barely related.", MEMORY_MIN_SCORE - 0.01),
      memory("f", "frost", "Cover the beds.", MEMORY_MIN_SCORE + 0.1),
      memory("g", "rain", "Collect it.", MEMORY_MIN_SCORE + 0.1),
      memory("h", "nan", "Not a number.", Number.NaN),
    ]);
    expect(kept.map((m) => m.id)).toEqual(["a", "d", "f"]);
  });
});

describe("the chat's inputs", () => {
  it("a swarm_thinking frame may ask for a private conversation (default: public)", () => {
    expect(swarmThinkingSchema.parse({ type: "swarm_thinking", content: "Hello?" }).private).toBe(false);
    expect(swarmThinkingSchema.parse({ type: "swarm_thinking", content: "Hello?", private: true }).private).toBe(true);
    expect(swarmThinkingSchema.safeParse({ type: "swarm_thinking", content: "Hello?", private: "yes" }).success).toBe(false);
  });

  it.each([
    ["on", true],
    ["true", true],
    ["1", true],
    [" ON ", true],
    ["off", false],
    ["", false],
    [null, false],
    [undefined, false],
  ] as const)("the no-JS form's private field %j → %s", (value, expected) => {
    expect(privateFromForm(value)).toBe(expected);
  });

  it("recognises conversation ids", () => {
    expect(isUuid("6f1c1d1e-2b7a-4c43-9a55-0d7d1f0f9a10")).toBe(true);
    expect(isUuid("trinity-demo")).toBe(false);
    expect(isUuid("6f1c1d1e-2b7a-4c43-9a55-0d7d1f0f9a10x")).toBe(false);
  });
});
