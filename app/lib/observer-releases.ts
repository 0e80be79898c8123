/**
 * The released versions of the observer node (app/content/observer/observer_node.py), oldest
 * first, each with its notes: what "Deploy Update" on /autonomous-mesh offers, and what a
 * rollback returns to. Client-safe.
 */
import { compareVersions } from "./versions";

export interface ObserverRelease {
  version: string;
  releasedOn: string;
  notes: string;
}

export const OBSERVER_RELEASES: readonly ObserverRelease[] = [
  { version: "1.0.0", releasedOn: "2026-11-01", notes: "First observer: registers, signs heartbeats (HMAC-SHA256), backs off while the hub is down." },
  { version: "1.0.1", releasedOn: "2026-11-15", notes: "Re-registers when the hub forgets it; load average in the heartbeat metrics." },
  { version: "1.1.0", releasedOn: "2026-11-25", notes: "Reports its running version and applies the version the hub expects (told in the heartbeat reply)." },
];

/** The newest release. */
export const LATEST_OBSERVER_RELEASE: ObserverRelease = OBSERVER_RELEASES.reduce((a, b) => (compareVersions(a.version, b.version) >= 0 ? a : b));

export function isReleasedVersion(version: string): boolean {
  return OBSERVER_RELEASES.some((r) => compareVersions(r.version, version) === 0);
}

/** Releases newest first (the version picker's order). */
export function releasesNewestFirst(): ObserverRelease[] {
  return [...OBSERVER_RELEASES].sort((a, b) => compareVersions(b.version, a.version));
}
