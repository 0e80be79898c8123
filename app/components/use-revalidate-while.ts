import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Re-reads the route's loader every `intervalMs` while `active` (a job queued or running), only
 * while the tab is visible and no read is in flight; with `giveUpMs`, stops after that long.
 */
export function useRevalidateWhile(active: boolean, intervalMs: number, giveUpMs?: number) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const id = window.setInterval(() => {
      if (giveUpMs !== undefined && Date.now() - started > giveUpMs) return window.clearInterval(id);
      if (!document.hidden && latest.current.state === "idle") latest.current.revalidate();
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [active, intervalMs, giveUpMs]);
}
