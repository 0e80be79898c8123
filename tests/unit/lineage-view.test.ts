import { describe, expect, it } from "vitest";
import { echoTypeLabel, formatEstablished } from "~/components/lineage/types";

describe("the lineage screen's wording", () => {
  it("writes a project's founding date in words, in UTC, and leaves a date it cannot read as it is", () => {
    expect(["2023-03-14", "2024-01-01", "1999-12-31"].map(formatEstablished)).toEqual(["March 14, 2023", "January 1, 2024", "December 31, 1999"]);
    expect(formatEstablished("sometime")).toBe("sometime");
  });

  it("names an echo type in words", () => {
    expect(echoTypeLabel("chat_resonance")).toBe("Chat resonance");
  });
});
