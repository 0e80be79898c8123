import { randomBytes } from "node:crypto";

/**
 * Random tokens for every request (the CSP nonce of each page, a new visitor's wallet id) drawn from
 * a pooled buffer of the operating system's CSPRNG, refilled 4 KiB at a time, instead of one
 * `randomBytes` call (a synchronous fill) per token: what Node's own `randomUUID` does. No byte is
 * handed out twice.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

export function randomToken(bytes: number, encoding: "hex" | "base64" | "base64url"): string {
  if (bytes > POOL_BYTES) return randomBytes(bytes).toString(encoding);
  if (offset + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const token = pool.toString(encoding, offset, offset + bytes);
  offset += bytes;
  return token;
}
