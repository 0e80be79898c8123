import { describe, expect, it } from "vitest";
import { trustBand, trustDistribution } from "~/lib/economy";

/** The economic dashboard's trust distribution (issue 34): current trust scores (0..100) in bands of 10. */
describe("trust bands", () => {
  it.each([
    [0, 0],
    [9.99, 0],
    [10, 1],
    [55, 5],
    [89.9, 8],
    [90, 9],
    [99.99, 9],
    [100, 9],
  ])("a score of %d is in band %i", (score, band) => expect(trustBand(score)).toBe(band));

  it("counts every score in its band, labels the ten bands 0–10 … 90–100 and keeps the empty ones", () => {
    expect(trustDistribution([0, 5, 10, 42.5, 49.99, 50, 100, 90, 99.5])).toEqual([
      { label: "0–10", v: 2 },
      { label: "10–20", v: 1 },
      { label: "20–30", v: 0 },
      { label: "30–40", v: 0 },
      { label: "40–50", v: 2 },
      { label: "50–60", v: 1 },
      { label: "60–70", v: 0 },
      { label: "70–80", v: 0 },
      { label: "80–90", v: 0 },
      { label: "90–100", v: 3 },
    ]);
  });

  it("has ten empty bands when there are no scores", () => {
    const bands = trustDistribution([]);
    expect(bands.map((b) => b.v)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(bands.at(-1)!.label).toBe("90–100");
  });
});
