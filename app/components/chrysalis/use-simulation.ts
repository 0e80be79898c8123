import { useEffect, useState } from "react";
import { seededRandom, SNAPSHOT_SEED, type Rng } from "~/lib/chrysalis";

/**
 * A simulation in the browser: the first frame comes from the seeded source (the same snapshot the
 * server rendered, so hydration matches), then `tick` runs every `intervalMs` on Math.random
 * while the tab is visible. Without JavaScript the snapshot stays as it is.
 */
export function useSimulation<T>(init: (rng: Rng) => T, tick: (state: T, rng: Rng) => T, intervalMs: number): T {
  const [state, setState] = useState<T>(() => init(seededRandom(SNAPSHOT_SEED)));
  useEffect(() => {
    const rng: Rng = Math.random;
    const id = window.setInterval(() => {
      if (!document.hidden) setState((s) => tick(s, rng));
    }, intervalMs);
    return () => window.clearInterval(id);
    // `tick` is a module-level pure function: the interval is set once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs]);
  return state;
}
