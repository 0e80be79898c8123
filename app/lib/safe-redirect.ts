import { decodeOrNull } from "./request-path";

/** Longer is no path of this site, and only an attacker's. */
const MAX_LENGTH = 2048;
/** How many layers of percent-encoding are looked through ("%252F" is "%2F" is "/"). */
const MAX_DECODES = 4;
/**
 * Characters a browser's URL parser drops or reads as something else (tab, CR, LF: dropped; "\":
 * read as "/"), controls, and every kind of whitespace or invisible format character.
 */
const UNSAFE = /[\\\p{Cc}\p{Cf}\p{Z}\s]/u;

/**
 * The path part (before "?" or "#") once every layer of percent-encoding is removed: one leading
 * "/", no "//" and nothing in UNSAFE. Decoded, "/%09/evil.example" is "/\t/evil.example", which
 * browsers follow to evil.example.
 */
function safePath(path: string): boolean {
  let current = path;
  for (let i = 0; i <= MAX_DECODES; i++) {
    if (!current.startsWith("/") || current.includes("//") || UNSAFE.test(current)) return false;
    if (!current.includes("%")) return true;
    const decoded = decodeOrNull(current);
    if (decoded === null) return false;
    current = decoded;
  }
  return false;
}

/**
 * Where to send the browser after sign-in: only a path on this site, else `fallback`. The path part
 * must pass safePath; the query and fragment may hold "//" (`/ok?next=//x` stays on this site) but
 * nothing in UNSAFE as written. Characters outside ASCII are percent-encoded, so the answer is always
 * printable ASCII and the Location header can always be set (CR, LF or "日" made it throw: a 500).
 * Never throws.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to === "" || to.length > MAX_LENGTH) return fallback;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? "" : to.slice(cut);
  if (!safePath(path) || UNSAFE.test(rest)) return fallback;
  // Lone surrogates cannot be encoded: such a value is no path anyone linked to.
  try {
    return to.replace(/[^\x21-\x7e]+/gu, (chars) => encodeURIComponent(chars));
  } catch {
    return fallback;
  }
}
