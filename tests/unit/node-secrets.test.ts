import { describe, expect, it } from "vitest";
import { isReleasedVersion, LATEST_OBSERVER_RELEASE, OBSERVER_RELEASES, releasesNewestFirst } from "../../app/lib/observer-releases";
import { newNodeSecret, nodeConfigFile } from "../../app/lib/node-secret.server";
import { glyphseedProblem } from "../../app/lib/node-signature";
import { glyphseedFingerprint, sealGlyphseed, unsealGlyphseed } from "../../app/lib/node-signature.server";

describe("observer releases", () => {
  it("hold 1.0.0, 1.0.1 and 1.1.0 with notes; the newest is 1.1.0", () => {
    expect(OBSERVER_RELEASES.map((r) => r.version)).toEqual(["1.0.0", "1.0.1", "1.1.0"]);
    expect(OBSERVER_RELEASES.every((r) => r.notes.length > 10 && /^\d{4}-\d{2}-\d{2}$/.test(r.releasedOn))).toBe(true);
    expect(LATEST_OBSERVER_RELEASE.version).toBe("1.1.0");
    expect(releasesNewestFirst().map((r) => r.version)).toEqual(["1.1.0", "1.0.1", "1.0.0"]);
  });

  it("know which versions were released (1.0 = 1.0.0)", () => {
    expect(isReleasedVersion("1.0")).toBe(true);
    expect(isReleasedVersion("v1.1.0")).toBe(true);
    expect(isReleasedVersion("1.2.0")).toBe(false);
  });
});

describe("issued node secrets", () => {
  it("are 43 URL-safe characters that pass the protocol's check, different each time", () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newNodeSecret()));
    expect(seeds.size).toBe(50);
    for (const s of seeds) {
      expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(glyphseedProblem(s)).toBeNull();
    }
  });

  it("are sealed bound to their row: another row's binding or another key does not open them", () => {
    const seed = newNodeSecret();
    const sealed = sealGlyphseed(seed, "k".repeat(32), "manifest-node:a");
    expect(sealed).not.toContain(seed);
    expect(unsealGlyphseed(sealed, "k".repeat(32), "manifest-node:a")).toBe(seed);
    expect(unsealGlyphseed(sealed, "k".repeat(32), "manifest-node:b")).toBeNull();
    expect(unsealGlyphseed(sealed, "j".repeat(32), "manifest-node:a")).toBeNull();
    expect(glyphseedFingerprint(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("travel in a configuration file with the keys observer_node.py reads", () => {
    expect(nodeConfigFile({ id: "node-observer-0a1b2c3d4e5f", name: "Watch", nodeType: "Observer" }, "https://hub.example", "s".repeat(43))).toEqual({
      nodeId: "node-observer-0a1b2c3d4e5f",
      name: "Watch",
      nodeType: "Observer",
      hubUrl: "https://hub.example",
      glyphseed: "s".repeat(43),
    });
  });
});

describe("the code host's secret encryption", () => {
  it("is a libsodium sealed box that only the repository's private key opens", async () => {
    const { createRequire } = await import("node:module");
    const sodium = createRequire(import.meta.url)("libsodium-wrappers") as typeof import("libsodium-wrappers");
    const { sealedBoxBase64 } = await import("../../app/lib/sealed-box.server");
    await sodium.ready;
    const repo = sodium.crypto_box_keypair();
    const other = sodium.crypto_box_keypair();
    const secret = newNodeSecret();
    const encrypted = await sealedBoxBase64(sodium.to_base64(repo.publicKey, sodium.base64_variants.ORIGINAL), secret);
    const box = sodium.from_base64(encrypted, sodium.base64_variants.ORIGINAL);
    expect(sodium.to_string(sodium.crypto_box_seal_open(box, repo.publicKey, repo.privateKey))).toBe(secret);
    expect(() => sodium.crypto_box_seal_open(box, other.publicKey, other.privateKey)).toThrow();
    // A fresh ephemeral key each time: the same value never encrypts the same way twice.
    expect(await sealedBoxBase64(sodium.to_base64(repo.publicKey, sodium.base64_variants.ORIGINAL), secret)).not.toBe(encrypted);
  });
});
