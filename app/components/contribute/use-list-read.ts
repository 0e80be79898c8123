import { useEffect, useState } from "react";
import { fetchJson } from "../swarm/fetch-json";

/**
 * The server-rendered list, or, when the server's read failed (null), one read of the API from the
 * browser (no polling, no retry: spec §7.1). `data` stays null while it loads.
 */
export function useListRead<T>(url: string, initial: T[] | null): { data: T[] | null; error: string | null } {
  const [fetched, setFetched] = useState<{ data: T[] | null; error: string | null }>({ data: null, error: null });
  const missing = initial === null;
  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    fetchJson<T[]>(url, controller.signal)
      .then((data) => setFetched({ data, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${url}:`, error);
        setFetched({ data: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [url, missing]);
  return missing ? fetched : { data: initial, error: null };
}
