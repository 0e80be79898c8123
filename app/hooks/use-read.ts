import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The one way a screen refreshes its data once it runs in the browser. Loaders stay the source of
 * truth (the server renders every page); these hooks only keep it fresh:
 * - `useRead`: an /api read that starts from the server-rendered value, reads once when the server
 *   had none (spec §7.1), and with `everyMs` polls (spec §9);
 * - `useRevalidateWhile`: re-runs the route's loaders while a job is queued or running.
 * Both tick through `useVisibleInterval`: only while the tab is visible, never two reads at once,
 * no retries and no refetch on focus.
 */

/** Calls `tick` every `everyMs` while the tab is visible (null: not at all); with `giveUpMs`, stops after that long. */
export function useVisibleInterval(tick: () => void, everyMs: number | null, giveUpMs?: number) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (everyMs === null) return;
    const started = Date.now();
    const id = window.setInterval(() => {
      if (giveUpMs !== undefined && Date.now() - started > giveUpMs) return window.clearInterval(id);
      if (!document.hidden) latest.current();
    }, everyMs);
    return () => window.clearInterval(id);
  }, [everyMs, giveUpMs]);
}

/** Re-reads the route's loaders every `intervalMs` while `active` (a job queued or running) and no read is in flight. */
export function useRevalidateWhile(active: boolean, intervalMs: number, giveUpMs?: number) {
  const revalidator = useRevalidator();
  useVisibleInterval(
    () => {
      if (revalidator.state === "idle") revalidator.revalidate();
    },
    active ? intervalMs : null,
    giveUpMs,
  );
}

/** Spec §7.1: reads send credentials; any non-OK answer becomes "<status>: <body text or status text>". */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" }, signal });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as T;
}

export interface ReadState<T> {
  data: T | null;
  error: Error | null;
  /** A read is in flight. */
  refreshing: boolean;
  /** When the shown data was read (ms since epoch; the server's time for server-rendered data). */
  fetchedAt: number;
}

export interface ReadOptions {
  /** Poll this often (ms); null or absent: read only when the server had no data, on `refreshKey` or on `refresh()`. */
  everyMs?: number | null;
  /** When it changes (> 0) the endpoint is read at once (after a deliberation completes). */
  refreshKey?: number;
  /** Names the read in the console line of a failure. */
  label?: string;
  /** The server's time when it rendered `initial`. */
  serverNow?: number;
}

/**
 * An /api read starting from the server-rendered value (`initial`; null when the server could not
 * read it, then it is read once at once). New loader data (a revalidation after a form post)
 * replaces what is shown; a failed read keeps the last data and sets `error`.
 */
export function useRead<T>(url: string, initial: T | null, { everyMs = null, refreshKey = 0, label = url, serverNow = 0 }: ReadOptions = {}) {
  const [state, setState] = useState<ReadState<T>>({ data: initial, error: null, refreshing: false, fetchedAt: serverNow });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    if (initial !== null) setState({ data: initial, error: null, refreshing: false, fetchedAt: serverNow });
  }, [initial, serverNow]);

  const refresh = useCallback(() => {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState((s) => ({ ...s, refreshing: true }));
    fetchJson<T>(url, controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ data, error: null, refreshing: false, fetchedAt: Date.now() });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${label}:`, error);
        setState((s) => ({ ...s, refreshing: false, error: error instanceof Error ? error : new Error(String(error)) }));
      })
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
      });
  }, [url, label]);

  // A new endpoint (or leaving the page) drops the read in flight.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [refresh],
  );

  const missing = initial === null;
  useEffect(() => {
    if (missing) refresh();
  }, [missing, refresh]);

  useEffect(() => {
    if (refreshKey > 0) refresh();
  }, [refreshKey, refresh]);

  useVisibleInterval(refresh, everyMs);

  return { ...state, refresh };
}
