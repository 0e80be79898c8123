import { useEffect, useState } from "react";
import { fetchJson } from "../swarm/fetch-json";

export interface FallbackRead<T> {
  data: T | null;
  error: string | null;
}

/**
 * Server-rendered data, or — when the server could not read it — one read of the API from the
 * browser (spec §7.1: no retries, no polling). Loading while `data` and `error` are both null.
 */
export function useFallbackRead<T>(initial: T | null, url: string): FallbackRead<T> {
  const [state, setState] = useState<FallbackRead<T>>({ data: initial, error: null });
  useEffect(() => {
    if (initial !== null) {
      setState({ data: initial, error: null });
      return;
    }
    const controller = new AbortController();
    setState({ data: null, error: null });
    fetchJson<T>(url, controller.signal)
      .then((data) => setState({ data, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [initial, url]);
  return state;
}
