import { useEffect, useRef, useState } from "react";
import { fetchJson } from "./fetch-json";

export interface PollState<T> {
  data: T | null;
  error: Error | null;
}

/**
 * Polls a read endpoint every `intervalMs` (spec §9), starting from the server-rendered value.
 * No refetch on focus, no retries; a tick is skipped while one is in flight or the tab is hidden.
 * When `refreshKey` changes the endpoint is read at once (after a deliberation completes).
 * New loader data (revalidation after the no-JS form) replaces what is shown.
 */
export function usePoll<T>(url: string, intervalMs: number, initial: T | null, refreshKey = 0, label = url): PollState<T> {
  const [state, setState] = useState<PollState<T>>({ data: initial, error: null });
  const run = useRef<() => void>(() => {});
  const hadInitial = useRef(initial !== null);

  useEffect(() => {
    if (initial !== null) setState({ data: initial, error: null });
  }, [initial]);

  useEffect(() => {
    let cancelled = false;
    let inFlight = false;
    const controller = new AbortController();
    run.current = () => {
      if (inFlight || cancelled) return;
      inFlight = true;
      fetchJson<T>(url, controller.signal)
        .then((data) => {
          if (!cancelled) setState({ data, error: null });
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          console.error(`Failed to load ${label}:`, error);
          setState((s) => ({ data: s.data, error: error instanceof Error ? error : new Error(String(error)) }));
        })
        .finally(() => {
          inFlight = false;
        });
    };
    if (!hadInitial.current) run.current();
    const id = window.setInterval(() => {
      if (!document.hidden) run.current();
    }, intervalMs);
    return () => {
      cancelled = true;
      controller.abort();
      window.clearInterval(id);
      run.current = () => {};
    };
  }, [url, intervalMs, label]);

  useEffect(() => {
    if (refreshKey > 0) run.current();
  }, [refreshKey]);

  return state;
}

/** The current time, ticking every second once hydrated; the server's time before that (no hydration mismatch). */
export function useNow(serverNow: number, everyMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
