import { useEffect, useReducer, useRef } from "react";
import { keepEventSource, resumeUrl } from "~/lib/event-source";
import { compareStreamIds, isStreamId } from "~/lib/stream-ids";
import { ritualReducer, type RitualEvent, type RitualState } from "./model";

const RECONNECT_MS = 5000;
const CONTROL = new Set(["connected", "mesh_snapshot", "heartbeat"]);

function newer(id: unknown, than: string | null): id is string {
  return isStreamId(id) && (!than || compareStreamIds(id, than) > 0);
}

/**
 * Subscribes to /api/ritual/stream with EventSource, resuming after the newest event the page
 * already shows (?lastEventId=; the browser sends Last-Event-ID itself when it reconnects). An
 * error marks the plane disconnected; the browser retries, and when it gives up (a refused
 * response) a new subscription starts after 5 s. `onEvent` sees each new event once (particles).
 */
export function useRitualStream(initial: RitualState, onEvent: (event: RitualEvent) => void) {
  const [state, dispatch] = useReducer(ritualReducer, initial);
  const lastId = useRef(initial.lastId);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(
    () =>
      keepEventSource(
        () => resumeUrl("/api/ritual/stream", lastId.current),
        {
          open: () => dispatch({ type: "open" }),
          message: (message) => {
            let event: RitualEvent;
            try {
              const parsed = JSON.parse(message.data) as Partial<RitualEvent> | null;
              if (!parsed || typeof parsed.type !== "string") return;
              event = { id: parsed.id, type: parsed.type, core: parsed.core ?? null, timestamp: parsed.timestamp ?? new Date().toISOString(), data: parsed.data ?? {} };
            } catch (error) {
              console.error("Ignoring a ritual event that is not JSON:", error);
              return;
            }
            if (!CONTROL.has(event.type)) {
              if (event.id !== undefined && !newer(event.id, lastId.current)) return;
              if (event.id !== undefined) lastId.current = event.id;
            }
            dispatch({ type: "event", event });
            handler.current(event);
          },
          error: () => dispatch({ type: "error" }),
        },
        RECONNECT_MS,
      ),
    [],
  );

  return [state, dispatch] as const;
}
