/**
 * The label an HTTP request is counted under in /metrics (issue 18 §2): the route PATTERN it matched
 * (`/api/mesh/nodes/{id}`, `/operator/audit`), never the raw URL, so the number of series stays bounded
 * whatever clients send. Patterns come from the Remix route manifest and the declared /api endpoints;
 * a path none of them names is "unmatched". Pure and cheap: it runs once per request.
 */
export const UNMATCHED = "unmatched";

/** What the matcher needs of a Remix route manifest entry (`build.routes[id]`). */
export interface RouteManifestEntry {
  path?: string;
  parentId?: string;
  index?: boolean;
}

/** `:id` (Remix) → `{id}` (the declared endpoints' form); `*` stays. */
function segmentOf(segment: string): string {
  if (segment.startsWith(":")) return `{${segment.slice(1).replace(/\?$/, "")}}`;
  return segment;
}

/**
 * The full URL pattern of every route of a Remix manifest that answers a URL (a path or an index),
 * in the declared endpoints' form. Splat routes (`$.tsx`, `api.$.ts`: the not-found answers) are left
 * out, so what they catch counts as unmatched.
 */
export function remixRoutePatterns(routes: Readonly<Record<string, RouteManifestEntry | undefined>>): string[] {
  const patterns = new Set<string>();
  for (const id of Object.keys(routes)) {
    const route = routes[id];
    if (!route || (!route.path && !route.index)) continue;
    const segments: string[] = [];
    // Walk up the parents (bounded, in case of a malformed manifest).
    for (let at: RouteManifestEntry | undefined = route, depth = 0; at && depth < 64; at = at.parentId ? routes[at.parentId] : undefined, depth++) {
      if (at.path) segments.unshift(...at.path.split("/").filter(Boolean));
    }
    if (segments[segments.length - 1] === "*") continue;
    patterns.add(`/${segments.map(segmentOf).join("/")}`);
  }
  return [...patterns];
}

interface Dynamic {
  pattern: string;
  /** Lower-cased static segments; null for a `{param}`; "*" for the rest of the path. */
  segments: (string | null)[];
  score: number;
}

function normalize(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** React Router's ranking: static segments beat params, params beat a splat. */
function scoreOf(segments: (string | null)[]): number {
  return segments.reduce<number>((sum, s) => sum + (s === "*" ? -2 : s === null ? 3 : 10), segments.length);
}

function matches(route: Dynamic, parts: string[]): boolean {
  const { segments } = route;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === "*") return true;
    const part = parts[i];
    if (part === undefined || part === "") return false;
    if (segment !== null && segment !== part) return false;
  }
  return parts.length === segments.length;
}

/**
 * A function from a request path to its pattern. Static patterns are one Map lookup (case-insensitive,
 * as Remix matches); the ones with `{params}` or a trailing `*` are tried in React Router's rank order.
 */
export function routeMatcher(patterns: readonly string[]): (path: string) => string {
  const exact = new Map<string, string>();
  const dynamic: Dynamic[] = [];
  for (const raw of patterns) {
    const pattern = normalize(raw);
    if (!/[{*]/.test(pattern)) {
      if (!exact.has(pattern.toLowerCase())) exact.set(pattern.toLowerCase(), pattern);
      continue;
    }
    const segments = pattern
      .split("/")
      .slice(1)
      .map((s) => (s === "*" ? "*" : /^\{\w+\}$/.test(s) ? null : s.toLowerCase()));
    dynamic.push({ pattern, segments, score: scoreOf(segments) });
  }
  // Stable: equal scores keep their declaration order.
  dynamic.sort((a, b) => b.score - a.score);
  return (rawPath) => {
    const path = normalize(rawPath);
    const hit = exact.get(path) ?? exact.get(path.toLowerCase());
    if (hit) return hit;
    if (!dynamic.length) return UNMATCHED;
    const parts = path.toLowerCase().split("/").slice(1);
    for (const route of dynamic) if (matches(route, parts)) return route.pattern;
    return UNMATCHED;
  };
}

/**
 * The label of a request path: its pattern; a Remix single-fetch data request (`/swarm.data`,
 * `/_root.data` for the index) is its page's pattern with `.data`, so page loads and client
 * navigations are told apart.
 */
export function routeLabel(match: (path: string) => string, path: string): string {
  if (!path.endsWith(".data")) return match(path);
  const page = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
  const pattern = match(page);
  return pattern === UNMATCHED ? UNMATCHED : `${pattern}.data`;
}

/** 2xx, 3xx, 4xx, 5xx (1xx too); anything else "other". */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The method label: the usual ones as sent, anything else "OTHER" (a client cannot add series). */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : "OTHER";
}
