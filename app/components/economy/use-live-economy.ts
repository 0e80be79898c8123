import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useVisibleInterval } from "~/hooks/use-read";
import { keepEventSource, resumeUrl } from "~/lib/event-source";
import { isStreamId } from "~/lib/stream-ids";

/**
 * The mesh events after which the dashboard's numbers may have moved (app/lib/mesh-events.ts): VAL
 * minted or moved (exchanges, leases, trades, onboarding) and nodes joining, beating (trust) or
 * leaving (network health, custodian events).
 */
export const ECONOMY_EVENTS: ReadonlySet<string> = new Set(["resonance_exchange", "leases_settled", "knowledge_trade", "agent_onboarded", "mesh_changed"]);
/** At most one re-read in this window; an event inside it is answered by one re-read at its end. */
export const LIVE_MIN_GAP_MS = 2000;
/** Nodes also go quiet without any event (their status is derived at read time): a modest re-read while the tab is visible. */
export const LIVE_FALLBACK_MS = 30_000;
const RECONNECT_MS = 5000;

/**
 * Keeps the dashboard live: listens to the ritual plane's stream (/api/ritual/stream, the mesh bus
 * every screen hears) and re-runs the route's loader — the page's one source of truth — when an
 * economy event arrives, throttled; and every 30 s while the tab is visible. The loader reads the
 * same domain functions the /api/economy/* reads answer from.
 *
 * `from` is the bus position the server-rendered page was read at (the loader's `busPosition`): the
 * stream starts after it, so an event between that read and the stream's opening is replayed, not
 * lost; a stream started anew after the browser gave up resumes after the last event it had.
 */
export function useLiveEconomy(from: string | null) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const position = useRef(from);

  useEffect(() => {
    let trailing: number | null = null;
    let last = 0;
    let stopped = false;

    const later = (wait: number) => {
      trailing ??= window.setTimeout(() => {
        trailing = null;
        reread();
      }, wait);
    };
    const reread = () => {
      if (stopped) return;
      const wait = last + LIVE_MIN_GAP_MS - Date.now();
      if (wait > 0) return later(wait);
      // A read in flight may predate the event: read again once it is done.
      if (latest.current.state !== "idle") return later(LIVE_MIN_GAP_MS);
      last = Date.now();
      latest.current.revalidate();
    };

    let opened = false;
    const close = keepEventSource(
      () => resumeUrl("/api/ritual/stream", position.current),
      {
        // After a lost connection, what happened meanwhile is read once.
        open: () => {
          if (opened) reread();
          opened = true;
        },
        message: (message) => {
          if (isStreamId(message.lastEventId)) position.current = message.lastEventId;
          try {
            const event = JSON.parse(message.data) as { type?: unknown } | null;
            if (event && typeof event.type === "string" && ECONOMY_EVENTS.has(event.type)) reread();
          } catch {
            // Not an event of the mesh bus: nothing to refresh.
          }
        },
      },
      RECONNECT_MS,
    );
    return () => {
      stopped = true;
      close();
      if (trailing !== null) window.clearTimeout(trailing);
    };
  }, []);

  useVisibleInterval(() => {
    if (latest.current.state === "idle") latest.current.revalidate();
  }, LIVE_FALLBACK_MS);
}
