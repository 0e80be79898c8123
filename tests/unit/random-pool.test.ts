import { describe, expect, it } from "vitest";
import { randomToken } from "~/lib/random-pool.server";

describe("randomToken", () => {
  it("hands out tokens of the asked size that never repeat, across refills of the pool", () => {
    const seen = new Set<string>();
    // 16-byte nonces: 1,000 of them cross the 4 KiB pool several times.
    for (let i = 0; i < 1000; i++) {
      const nonce = randomToken(16, "base64");
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
    const id = randomToken(12, "hex");
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(randomToken(32, "base64url")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Larger than the pool: drawn on its own.
    expect(Buffer.from(randomToken(5000, "hex"), "hex")).toHaveLength(5000);
  });

  it("is not a counter: the bits of many tokens are about half ones", () => {
    let ones = 0;
    let bits = 0;
    for (let i = 0; i < 500; i++) {
      for (const byte of Buffer.from(randomToken(16, "hex"), "hex")) {
        for (let b = 0; b < 8; b++) ones += (byte >> b) & 1;
        bits += 8;
      }
    }
    expect(ones / bits).toBeGreaterThan(0.47);
    expect(ones / bits).toBeLessThan(0.53);
  });
});
