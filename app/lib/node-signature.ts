/**
 * The signed node protocol's pure rules (DESIGN §5 "Nodes"): header names, the signed message,
 * timestamp parsing and freshness, signature header parsing. The cryptography itself (HMAC,
 * fingerprint, sealing) lives in node-signature.server.ts because it needs node:crypto.
 *
 * A node signs every heartbeat with its secret glyphseed:
 *   X-Node-Id:        the id the hub gave it at registration
 *   X-Node-Timestamp: milliseconds since the epoch, or an ISO 8601 instant with a zone
 *   X-Node-Signature: sha256=<hex HMAC-SHA256(key = glyphseed, message = timestamp + "." + rawBody)>
 * The timestamp is signed exactly as sent in the header.
 */

export const NODE_ID_HEADER = "X-Node-Id";
export const NODE_TIMESTAMP_HEADER = "X-Node-Timestamp";
export const NODE_SIGNATURE_HEADER = "X-Node-Signature";

/** A signature older than this is refused (stale). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** A signature dated further ahead than this is refused (clock skew or forgery). */
export const SIGNATURE_MAX_FUTURE_MS = 60_000;
/**
 * How long a used signature is remembered: a signature is acceptable while now is within
 * [t - 1 min, t + 5 min], so remembering it this long refuses every replay inside that window.
 */
export const REPLAY_MEMORY_MS = SIGNATURE_MAX_AGE_MS + SIGNATURE_MAX_FUTURE_MS;
/**
 * A genuine signature refused (replayed, or out of its window) is a custodian event at most once per
 * node and kind in this long: one captured call played again many times is one event, not many.
 */
export const SIGNATURE_EVENT_INTERVAL_MS = 10 * 60_000;
/** Refused node calls are logged at most once per node in this long, with the count since the last line. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000;

export const GLYPHSEED_MIN = 32;
export const GLYPHSEED_MAX = 256;
/** At least this many different characters: a glyphseed of one repeated letter is no secret. */
export const GLYPHSEED_MIN_DISTINCT = 8;
/** Characters of the sha256 fingerprint shown on screens. */
export const FINGERPRINT_SHOWN = 16;

export type GlyphseedProblem = "too_short" | "too_long" | "control_characters" | "too_uniform";

/** Why a glyphseed is refused, or null when it is acceptable (length counted in characters). */
export function glyphseedProblem(glyphseed: string): GlyphseedProblem | null {
  const chars = [...glyphseed];
  if (chars.length < GLYPHSEED_MIN) return "too_short";
  if (chars.length > GLYPHSEED_MAX) return "too_long";
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(glyphseed)) return "control_characters";
  if (new Set(chars).size < GLYPHSEED_MIN_DISTINCT) return "too_uniform";
  return null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The header's instant in ms, or null when it is missing or not "ms since epoch" / ISO 8601 with a zone. */
export function parseNodeTimestamp(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (value !== raw || value === "" || value.length > 40) return null;
  if (/^\d{1,16}$/.test(value)) return Number(value);
  if (!ISO_INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

export type Freshness = "fresh" | "stale" | "future";

/** "stale" when older than 5 minutes, "future" when more than 1 minute ahead of `now`. */
export function signatureFreshness(timestampMs: number, now: number): Freshness {
  if (now - timestampMs > SIGNATURE_MAX_AGE_MS) return "stale";
  if (timestampMs - now > SIGNATURE_MAX_FUTURE_MS) return "future";
  return "fresh";
}

/** The lower-case hex digest of a `sha256=<64 hex>` header, or null when malformed. */
export function parseSignatureHeader(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(raw.trim());
  return match ? match[1].toLowerCase() : null;
}

/** What is signed: the timestamp header exactly as sent, a dot, then the raw request body. */
export function signedMessage(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

export function shortFingerprint(fingerprint: string | null | undefined): string | null {
  return fingerprint ? fingerprint.slice(0, FINGERPRINT_SHOWN) : null;
}
