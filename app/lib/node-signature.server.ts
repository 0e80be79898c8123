import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { signedMessage } from "./node-signature";

/**
 * The node protocol's cryptography (DESIGN §5 "Nodes"): heartbeat signatures (HMAC-SHA256 keyed
 * by the glyphseed), the public fingerprint (sha256 of the glyphseed), and the sealing of the
 * glyphseed at rest (AES-256-GCM under a key derived from SESSION_SECRET with HKDF-SHA256).
 */

/** Hex HMAC-SHA256 over `timestamp + "." + rawBody`, keyed by the glyphseed (UTF-8). */
export function signHeartbeat(glyphseed: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", Buffer.from(glyphseed, "utf8")).update(signedMessage(timestamp, rawBody), "utf8").digest("hex");
}

/** The X-Node-Signature header value a node sends. */
export function signatureHeader(glyphseed: string, timestamp: string, rawBody: string): string {
  return `sha256=${signHeartbeat(glyphseed, timestamp, rawBody)}`;
}

/**
 * The headers of a signed node call, as observer_node.py sends them (its `sign` and heartbeat
 * headers; tests/unit/node-signing-python.test.ts checks both give the same signature).
 */
export function signedNodeHeaders(nodeId: string, glyphseed: string, rawBody: string, timestamp: string = String(Date.now())): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "X-Node-Id": nodeId,
    "X-Node-Timestamp": timestamp,
    "X-Node-Signature": signatureHeader(glyphseed, timestamp, rawBody),
  };
}

/** Constant-time comparison of the expected signature with the given lower-case hex digest. */
export function verifyHeartbeatSignature(glyphseed: string, timestamp: string, rawBody: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(givenHex)) return false;
  const expected = createHmac("sha256", Buffer.from(glyphseed, "utf8")).update(signedMessage(timestamp, rawBody), "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(givenHex, "hex"));
}

/** The public fingerprint: sha256 hex (64 characters) of the glyphseed. */
export function glyphseedFingerprint(glyphseed: string): string {
  return createHash("sha256").update(glyphseed, "utf8").digest("hex");
}

const SEAL_VERSION = "v1";
const HKDF_SALT = "trinity-mesh/glyphseed-seal";
const HKDF_INFO = "aes-256-gcm key v1";
const keys = new Map<string, Buffer>();

function sealKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), HKDF_SALT, HKDF_INFO, 32));
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/**
 * Seals a glyphseed for storage: "v1.<iv>.<tag>.<ciphertext>" (base64url). `boundTo` (the node
 * id) is authenticated with it, so a sealed value copied onto another node does not open.
 */
export function sealGlyphseed(glyphseed: string, secret: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret), iv);
  cipher.setAAD(Buffer.from(boundTo, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(glyphseed, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [SEAL_VERSION, iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(".");
}

/** Opens a sealed glyphseed; null when it was tampered with, sealed for another node or under another secret. */
export function unsealGlyphseed(sealed: string, secret: string, boundTo: string): string | null {
  const parts = sealed.split(".");
  if (parts.length !== 4 || parts[0] !== SEAL_VERSION) return null;
  try {
    const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, "base64url"));
    if (iv.length !== 12 || tag.length !== 16) return null;
    const decipher = createDecipheriv("aes-256-gcm", sealKey(secret), iv);
    decipher.setAAD(Buffer.from(boundTo, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
