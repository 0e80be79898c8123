/**
 * What a request's path means, whatever its spelling. Remix matches routes case-insensitively on
 * the percent-decoded path, resolves "." and ".." segments (the URL parser does) and serves the same
 * action at "<path>", "<path>/" and "<path>.data"; decisions taken on the raw path (the sign-in rate
 * limit) must see every spelling of one route as that route.
 */

/** decodeURIComponent that answers null for malformed percent-encoding instead of throwing. */
export function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export type PathProblem = "bad-encoding" | "traversal";

/**
 * A client's mistake in a path, answered before anything routes it: malformed percent-encoding or a
 * NUL byte ("bad-encoding", 400), or a "." or ".." segment, plain or encoded, also across an encoded
 * "/" or "\" ("traversal", 404). Browsers resolve dot segments before sending, so only a crafted
 * request carries one.
 */
export function pathProblem(path: string): PathProblem | null {
  // Most paths: nothing encoded, so nothing to decode, and no segment can start with a dot.
  if (!path.includes("%") && !path.includes("/.") && !path.includes("\\.") && !path.includes("\0")) return null;
  const decoded = decodeOrNull(path);
  if (decoded === null || decoded.includes("\0")) return "bad-encoding";
  if (decoded.split(/[\\/]/).some((segment) => segment === "." || segment === "..")) return "traversal";
  return null;
}

/**
 * One spelling per route: decoded, "\" read as "/", repeated slashes collapsed, dot segments
 * resolved, lower case, without the single-fetch ".data" suffix and without a trailing slash.
 * "/LOGIN", "/%6Cogin", "/Login/", "//login", "/x/../login" and "/login.data" are all "/login".
 */
export function canonicalPath(path: string): string {
  const decoded = (decodeOrNull(path) ?? path).replace(/\\/g, "/").replace(/\/{2,}/g, "/");
  let resolved = decoded;
  try {
    // Only the dot segments are wanted from the parser; "?" and "#" are ordinary characters here.
    resolved = decodeOrNull(new URL(decoded.replace(/[?#%]/g, encodeURIComponent), "http://x").pathname) ?? decoded;
  } catch {
    /* not parseable: keep the collapsed spelling */
  }
  const screen = resolved.toLowerCase().replace(/\.data$/, "").replace(/\/+$/, "");
  return screen === "" ? "/" : screen;
}
