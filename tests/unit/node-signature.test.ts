import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  GLYPHSEED_MAX,
  GLYPHSEED_MIN,
  REPLAY_MEMORY_MS,
  glyphseedProblem,
  parseNodeTimestamp,
  parseSignatureHeader,
  shortFingerprint,
  signatureFreshness,
  signedMessage,
} from "~/lib/node-signature";
import { glyphseedFingerprint, sealGlyphseed, signatureHeader, signHeartbeat, unsealGlyphseed, verifyHeartbeatSignature } from "~/lib/node-signature.server";

const SEED = "⟁∇⊗ observer glyphseed 7f3a9c1e-2b4d-4e8f-a1c3";
const SECRET = "unit-test-session-secret-0123456789";

describe("heartbeat signatures (HMAC-SHA256 over timestamp.rawBody keyed by the glyphseed)", () => {
  const ts = "1795000000000";
  const body = JSON.stringify({ version: "1.0.0", metrics: { cpu: 0.4 } });

  it("signs exactly timestamp + '.' + rawBody", () => {
    expect(signedMessage(ts, body)).toBe(`${ts}.${body}`);
    const expected = createHmac("sha256", SEED).update(`${ts}.${body}`).digest("hex");
    expect(signHeartbeat(SEED, ts, body)).toBe(expected);
    expect(signatureHeader(SEED, ts, body)).toBe(`sha256=${expected}`);
  });

  it("verifies a good signature and refuses any change", () => {
    const sig = signHeartbeat(SEED, ts, body);
    expect(verifyHeartbeatSignature(SEED, ts, body, sig)).toBe(true);
    expect(verifyHeartbeatSignature(SEED, "1795000000001", body, sig)).toBe(false);
    expect(verifyHeartbeatSignature(SEED, ts, body.replace("1.0.0", "1.0.1"), sig)).toBe(false);
    expect(verifyHeartbeatSignature(`${SEED}x`, ts, body, sig)).toBe(false);
    expect(verifyHeartbeatSignature(SEED, ts, body, sig.replace(/^./, (c) => (c === "0" ? "1" : "0")))).toBe(false);
    expect(verifyHeartbeatSignature(SEED, ts, body, "abc")).toBe(false);
    expect(verifyHeartbeatSignature(SEED, ts, body, sig.toUpperCase())).toBe(false);
  });

  it("parses the signature header", () => {
    const sig = signHeartbeat(SEED, ts, body);
    expect(parseSignatureHeader(`sha256=${sig}`)).toBe(sig);
    expect(parseSignatureHeader(`sha256=${sig.toUpperCase()}`)).toBe(sig);
    expect(parseSignatureHeader(sig)).toBeNull();
    expect(parseSignatureHeader(`sha1=${sig}`)).toBeNull();
    expect(parseSignatureHeader(`sha256=${sig}00`)).toBeNull();
    expect(parseSignatureHeader("")).toBeNull();
    expect(parseSignatureHeader(null)).toBeNull();
  });
});

describe("timestamps and freshness (5 minutes old at most, 1 minute ahead at most)", () => {
  const now = Date.parse("2026-11-22T12:00:00.000Z");

  it.each([
    [String(now), now],
    ["2026-11-22T12:00:00.000Z", now],
    ["2026-11-22T12:00:00Z", now],
    ["2026-11-22T13:00:00+01:00", now],
    ["2026-11-22T12:00Z", now],
    ["", null],
    [" 1795000000000", null],
    ["2026-11-22", null],
    ["2026-11-22T12:00:00", null],
    ["yesterday", null],
    ["-5", null],
    ["12.5", null],
    [null, null],
  ] as const)("parseNodeTimestamp(%j) = %s", (raw, expected) => {
    expect(parseNodeTimestamp(raw)).toBe(expected);
  });

  it.each([
    [0, "fresh"],
    [-4 * 60_000, "fresh"],
    [-5 * 60_000, "fresh"],
    [-5 * 60_000 - 1, "stale"],
    [-60 * 60_000, "stale"],
    [30_000, "fresh"],
    [60_000, "fresh"],
    [60_001, "future"],
    [10 * 60_000, "future"],
  ] as const)("a signature dated now%+d ms is %s", (offset, expected) => {
    expect(signatureFreshness(now + offset, now)).toBe(expected);
  });

  it("remembers used signatures for the whole acceptance window", () => {
    expect(REPLAY_MEMORY_MS).toBeGreaterThanOrEqual(5 * 60_000);
  });
});

describe("glyphseed rules and fingerprint", () => {
  it.each([
    ["a".repeat(GLYPHSEED_MIN), "too_uniform"],
    ["abcdefgh".repeat(4), null],
    ["abcdefgh".repeat(4).slice(1), "too_short"],
    ["abcdefgh".repeat(32), null],
    ["abcdefgh".repeat(32) + "x", "too_long"],
    ["⟁∇⊗◊∞△⊙✦".repeat(4), null],
    ["abcdefgh\nabcdefghabcdefghabcdefgh", "control_characters"],
  ] as const)("glyphseedProblem(%j) = %s", (seed, expected) => {
    expect(glyphseedProblem(seed)).toBe(expected);
  });

  it("counts characters, not UTF-16 units", () => {
    expect([..."⟁∇⊗◊∞△⊙✦".repeat(4)].length).toBe(GLYPHSEED_MIN);
    expect(GLYPHSEED_MAX).toBe(256);
  });

  it("fingerprints with sha256 hex and shows the first 16 characters", () => {
    const fp = glyphseedFingerprint(SEED);
    expect(fp).toBe(createHash("sha256").update(SEED, "utf8").digest("hex"));
    expect(fp).toMatch(/^[0-9a-f]{64}$/);
    expect(shortFingerprint(fp)).toBe(fp.slice(0, 16));
    expect(shortFingerprint(null)).toBeNull();
  });
});

describe("sealing the glyphseed at rest (AES-256-GCM, key from the session secret)", () => {
  it("round-trips and never stores the glyphseed in clear", () => {
    const sealed = sealGlyphseed(SEED, SECRET, "node-observer-1");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("observer glyphseed");
    expect(Buffer.from(sealed.split(".")[3], "base64url").toString("utf8")).not.toContain("glyphseed");
    expect(unsealGlyphseed(sealed, SECRET, "node-observer-1")).toBe(SEED);
  });

  it("uses a fresh IV each time", () => {
    expect(sealGlyphseed(SEED, SECRET, "n")).not.toBe(sealGlyphseed(SEED, SECRET, "n"));
  });

  it("detects tampering, another node and another secret", () => {
    const sealed = sealGlyphseed(SEED, SECRET, "node-a");
    const [v, iv, tag, ct] = sealed.split(".");
    const flip = (b64: string) => {
      const buf = Buffer.from(b64, "base64url");
      buf[0] ^= 1;
      return buf.toString("base64url");
    };
    expect(unsealGlyphseed([v, iv, tag, flip(ct)].join("."), SECRET, "node-a")).toBeNull();
    expect(unsealGlyphseed([v, iv, flip(tag), ct].join("."), SECRET, "node-a")).toBeNull();
    expect(unsealGlyphseed([v, flip(iv), tag, ct].join("."), SECRET, "node-a")).toBeNull();
    expect(unsealGlyphseed(sealed, SECRET, "node-b")).toBeNull();
    expect(unsealGlyphseed(sealed, "another-session-secret-0123456789", "node-a")).toBeNull();
    expect(unsealGlyphseed(`v2.${iv}.${tag}.${ct}`, SECRET, "node-a")).toBeNull();
    expect(unsealGlyphseed("garbage", SECRET, "node-a")).toBeNull();
    expect(unsealGlyphseed([v, iv, tag.slice(2), ct].join("."), SECRET, "node-a")).toBeNull();
  });
});
