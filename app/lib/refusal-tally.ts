/**
 * Counts refusals per key (a node id) so that a flood of them is one log line a minute, not one per
 * request: the first refusal of a key is due at once, later ones are counted until `intervalMs` has
 * passed since that key's last line, and the next line carries the count since the previous one.
 * Refusals at the end of a burst are reported with the key's next line; the metric counts each.
 * Bounded: past `maxKeys` keys, those whose last line is older than the interval are forgotten
 * (their pending count goes unreported), and if none are, everything is.
 */
export class RefusalTally {
  private readonly keys = new Map<string, { pending: number; lastLineAt: number }>();

  constructor(
    private readonly intervalMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one refusal of `key` at `now`; answers how many refusals the due line reports (this one included), or null when none is due. */
  note(key: string, now: number): number | null {
    let entry = this.keys.get(key);
    if (!entry) {
      if (this.keys.size >= this.maxKeys) this.forget(now);
      entry = { pending: 0, lastLineAt: Number.NEGATIVE_INFINITY };
      this.keys.set(key, entry);
    }
    entry.pending += 1;
    if (now - entry.lastLineAt < this.intervalMs) return null;
    const count = entry.pending;
    entry.pending = 0;
    entry.lastLineAt = now;
    return count;
  }

  get size(): number {
    return this.keys.size;
  }

  private forget(now: number): void {
    for (const [key, entry] of this.keys) if (now - entry.lastLineAt >= this.intervalMs) this.keys.delete(key);
    if (this.keys.size >= this.maxKeys) this.keys.clear();
  }
}
