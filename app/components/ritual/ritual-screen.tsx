import { useCallback, useMemo, useRef } from "react";
import { formatThrottle } from "~/lib/pulse";
import { relativeTime } from "~/lib/time";
import { useNow } from "~/hooks/use-now";
import { useRead } from "~/hooks/use-read";
import { cx } from "../ui/card";
import { useHydrated } from "~/hooks/use-hydrated";
import { COUNTERS, initialRitualState, summarize, UNLISTED, type PulseValue, type RitualEvent } from "./model";
import { RitualCanvas, type RitualCanvasHandle } from "./ritual-canvas";
import { useRitualStream } from "./use-ritual-stream";
import { Screen } from "../shared/screen";
import { Panel } from "../ui/page-section";

/** The node counts of the mesh status read (/api/mesh/status answers these and more). */
export interface MeshCounts {
  totalNodes: number;
  activeNodes: number;
}

export interface RitualData {
  /** Recent mesh bus events, newest first (server-rendered). */
  events: RitualEvent[];
  pulse: PulseValue | null;
  /** The server's mesh status read; null when it failed (the browser then reads /api/mesh/status). */
  mesh: MeshCounts | null;
  now: number;
}

/**
 * The node summary follows /api/mesh/status, the read /valoir-mesh polls: every 5 s (spec §9, mesh
 * status), since a node goes quiet without any event, and at once when the stream says the mesh
 * changed. A node's status is derived at read time, so both screens show the same numbers.
 */
export const MESH_POLL_MS = 5000;
const MESH_EVENTS = new Set(["mesh_changed", "node_heartbeat"]);

const TYPE_TONE: Record<string, string> = {
  firefly_pulse: "border-[#f5a524]/60 text-[#f5a524]",
  lantern_illumination: "border-[#facc15]/60 text-[#facc15]",
  relay_broadcast: "border-[#c084fc]/60 text-[#c084fc]",
  valley_violation: "border-[#f87171]/60 bg-[#f87171]/10 text-[#f87171]",
  valley_reflex: "border-[#38bdf8]/60 text-[#38bdf8]",
  throttle_change: "border-[#34d399]/60 text-[#34d399]",
};

function EventItem({ event, now }: { event: RitualEvent; now: number }) {
  const summary = summarize(event);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-mesh-line py-2 text-sm last:border-0" data-ritual-event={event.type}>
      <span className={cx("badge font-mono", TYPE_TONE[event.type] ?? "text-mesh-muted")}>{event.type}</span>
      {event.core ? <span className="min-w-0 break-all text-mesh-muted">{event.core}</span> : null}
      {summary ? <span className="min-w-0 flex-1 break-words">{summary}</span> : <span className="flex-1" />}
      <time dateTime={event.timestamp} className="text-xs text-mesh-muted">
        {relativeTime(event.timestamp, now)}
      </time>
    </li>
  );
}

/**
 * Ritual visualisation (spec §2.12): a live particle plane fed by /api/ritual/stream, counters,
 * the pulse equilibrium and the recent events. Without JavaScript it shows the events the server
 * read from the mesh bus.
 */
export function RitualScreen({ data }: { data: RitualData }) {
  const hydrated = useHydrated();
  const now = useNow(data.now, 5000);
  const canvas = useRef<RitualCanvasHandle>(null);
  const initial = useMemo(() => initialRitualState(data.events, data.pulse), [data.events, data.pulse]);
  const mesh = useRead<MeshCounts>("/api/mesh/status", data.mesh, { everyMs: MESH_POLL_MS, label: "mesh status", serverNow: data.now });
  const refreshMesh = useRef(mesh.refresh);
  refreshMesh.current = mesh.refresh;
  const onEvent = useCallback((event: RitualEvent) => {
    if (!UNLISTED.has(event.type)) canvas.current?.spawn(event.type, event.core);
    if (MESH_EVENTS.has(event.type)) refreshMesh.current();
  }, []);
  const [state, dispatch] = useRitualStream(initial, onEvent);
  const connected = state.connection === "connected";
  const latest = state.latest;
  const snapshot = state.snapshot as {
    agents?: { total: number } | null;
    recentEvents?: number | null;
  } | null;
  const nodes = mesh.data;

  return (
    <Screen
      marker="ritual-screen"
      title="Ritual Plane"
      intro="Every mesh happening — a glyph broadcast, a chat, a throttle change — lights a particle, live across every web process."
      titleClassName="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1"
      aside={
        <>
          <div className="ml-auto flex items-center gap-2 sm:ml-0">
            <span
              role="status"
              className={cx("badge", connected ? "border-emerald-500/60 bg-emerald-500/10 text-emerald-300" : "border-mesh-line text-mesh-muted")}
              data-connection={connected ? "connected" : "disconnected"}
            >
              {connected ? "Connected" : "Disconnected"}
            </span>
            <button
              type="button"
              className="btn-outline btn-sm"
              disabled={!hydrated}
              onClick={() => {
                dispatch({ type: "clear" });
                canvas.current?.clear();
              }}
            >
              Clear Events
            </button>
          </div>
        </>
      }
    >
      {state.error ? (
        <div role="alert" className="card mt-4 border-[#ff6b6b] bg-[#2a1216]">
          <p className="font-semibold">{state.error}</p>
          <p className="mt-1 text-sm text-mesh-muted">Reconnecting… events published meanwhile are replayed once the plane is back.</p>
        </div>
      ) : null}

      <section aria-label="Ritual counters" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {COUNTERS.map((c) => (
          <div key={c.key} className="card p-4 text-center" data-counter={c.key}>
            <p className="text-xs uppercase tracking-wide text-mesh-muted">{c.label}</p>
            <p className="mt-1 font-mono text-2xl tabular-nums" aria-label={`${c.label} events`}>
              {state.counters[c.key]}
            </p>
          </div>
        ))}
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-label="Live canvas" className="card p-3">
          {hydrated ? (
            <RitualCanvas ref={canvas} label="Live particles of ritual events: each event drifts out from the centre towards its agent and fades." />
          ) : (
            <div className="flex h-72 items-center justify-center rounded-lg bg-mesh-bg p-6 text-center text-sm text-mesh-muted sm:h-96">
              {/* Shown until the script runs (a browser without JavaScript keeps it): the server-rendered events below stand in. */}
              <p data-needs-js>The live canvas needs JavaScript. Below are the latest events the server has recorded on the ritual plane.</p>
            </div>
          )}
          {nodes ? (
            <p className="mt-2 text-xs text-mesh-muted" data-snapshot>
              <span data-mesh-summary>
                Mesh: {nodes.totalNodes} nodes ({nodes.activeNodes} active)
              </span>
              {snapshot?.agents ? (
                <>
                  {" "}
                  · {snapshot.agents.total} multicore agents · {snapshot.recentEvents ?? 0} mesh events in the last 24 h
                </>
              ) : null}
            </p>
          ) : null}
        </section>

        <div className="grid min-w-0 content-start gap-6">
          {state.pulse ? (
            <Panel headingId="pulse-heading" title="Pulse Equilibrium" small className="card">
              <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
                <div>
                  <dt className="text-xs text-mesh-muted">CPU Load</dt>
                  <dd className="font-mono text-xl tabular-nums" data-pulse="cpu">
                    {state.pulse.cpu.toFixed(1)}%
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-mesh-muted">Throttle</dt>
                  <dd className="font-mono text-xl tabular-nums" data-pulse="throttle">
                    {formatThrottle(state.pulse.throttleFactor)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-mesh-muted">Adjustments</dt>
                  <dd className="font-mono text-xl tabular-nums" data-pulse="adjustments">
                    {state.counters.adjustments}
                  </dd>
                </div>
              </dl>
            </Panel>
          ) : null}

          <Panel headingId="latest-heading" title="Latest event" small className="card min-w-0">
            {latest ? (
              <div className="mt-2" data-latest={latest.type}>
                <p className="flex flex-wrap items-center gap-2">
                  <span className={cx("badge font-mono", TYPE_TONE[latest.type] ?? "text-mesh-muted")}>{latest.type}</span>
                  {latest.core ? <span className="text-sm text-mesh-muted">{latest.core}</span> : null}
                </p>
                <pre tabIndex={0} className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap rounded-md bg-mesh-bg p-2 text-xs [overflow-wrap:anywhere]">
                  {JSON.stringify(latest.data, null, 2)}
                </pre>
              </div>
            ) : (
              <p className="mt-2 text-sm text-mesh-muted">No events yet.</p>
            )}
          </Panel>
        </div>
      </div>

      <Panel
        headingId="events-heading"
        title={
          <>
            Recent events <span className="text-sm font-normal text-mesh-muted">({state.events.length})</span>
          </>
        }
        small
        className="card mt-6"
      >
        {state.events.length ? (
          // A scroll box a keyboard can reach (focus it, then the arrow keys scroll the list) once the events overflow it.
          <div tabIndex={0} role="region" aria-label="Recent ritual events, newest first" className="mt-2 max-h-96 overflow-y-auto overscroll-contain pr-1">
            <ul aria-label="Recent ritual events">
              {state.events.map((e) => (
                <EventItem key={e.id && e.type !== "connected" ? e.id : `${e.type}-${e.timestamp}`} event={e} now={now} />
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-2 text-sm text-mesh-muted">No events yet. Broadcast a glyph on the multicore agents screen or ask the Trinity a question.</p>
        )}
      </Panel>
    </Screen>
  );
}
