/** What a cached read comes from; a write to it drops the tag's entries. */
export type ReadTag = "mesh" | "chat" | "velocity" | "evolution" | "chrysalis";

/**
 * A short-lived, per-process cache of serialized JSON reads, tagged by the data they come from.
 * Many visitors polling the same screen share one database read per `ttlMs`; a write
 * invalidates its tag at once (locally, and on every other process through the mesh bus).
 */
export class ReadCache {
  private entries = new Map<string, { expires: number; value: Promise<string>; tag: ReadTag }>();

  async get(key: string, tag: ReadTag, ttlMs: number, load: () => Promise<unknown>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    // Single flight: concurrent misses share one load.
    const value = load().then((data) => JSON.stringify(data));
    this.entries.set(key, { expires: now + ttlMs, value, tag });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > 500) this.sweep(now);
    return value;
  }

  invalidate(tag: ReadTag): void {
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}

/**
 * Mesh bus event types that change what a tag's reads return. (The chrysalis health probe has no
 * event: it is at most 250 ms old.)
 */
export const INVALIDATING_EVENTS: Record<string, ReadTag> = {
  trinity_deliberation: "chat",
  // Contributions, feedback and broadcasts add glyph weights (tagged with the chat reads).
  contribution: "chat",
  symbolic_feedback: "chat",
  firefly_pulse: "chat",
  mesh_changed: "mesh",
  // VAL moved through the ledger: node balances (and the mesh events feed) changed.
  agent_onboarded: "mesh",
  knowledge_trade: "mesh",
  // Published by the workers (velocity cycles, reflections) and by operators' changes on any web process.
  velocity_cycle_complete: "velocity",
  velocity_changed: "velocity",
  mesh_reflection: "evolution",
  evolution_changed: "evolution",
};
