import { useCallback, useEffect, useRef, useState } from "react";
import type { GlyphWeight } from "~/domain/glyphs.server";
import { fetchJson } from "../swarm/fetch-json";

export const HEATMAP_URL = "/api/glyph-weights/all";
/** Spec §9: the heatmap polls every 5 s while auto-refresh is on. */
export const HEATMAP_POLL_MS = 5000;

export interface GlyphWeightsState {
  data: GlyphWeight[];
  error: Error | null;
  refreshing: boolean;
  /** When the shown data was read (ms since epoch). */
  fetchedAt: number;
}

/**
 * The heatmap's data: the server-rendered list, then GET /api/glyph-weights/all every 5 s while
 * `auto` is on, and whenever `refresh()` is called. No retries, no refetch on focus; a tick is
 * skipped while a read is in flight or the tab is hidden. New loader data replaces what is shown.
 */
export function useGlyphWeights(initial: GlyphWeight[], serverNow: number, auto: boolean) {
  const [state, setState] = useState<GlyphWeightsState>({ data: initial, error: null, refreshing: false, fetchedAt: serverNow });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    setState({ data: initial, error: null, refreshing: false, fetchedAt: serverNow });
  }, [initial, serverNow]);

  const refresh = useCallback(() => {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState((s) => ({ ...s, refreshing: true }));
    fetchJson<GlyphWeight[]>(HEATMAP_URL, controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ data, error: null, refreshing: false, fetchedAt: Date.now() });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Failed to load glyph weights:", error);
        setState((s) => ({ ...s, refreshing: false, error: error instanceof Error ? error : new Error(String(error)) }));
      })
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
      });
  }, []);

  useEffect(() => {
    if (!auto) return;
    const id = window.setInterval(() => {
      if (!document.hidden) refresh();
    }, HEATMAP_POLL_MS);
    return () => window.clearInterval(id);
  }, [auto, refresh]);

  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [],
  );

  return { ...state, refresh };
}
