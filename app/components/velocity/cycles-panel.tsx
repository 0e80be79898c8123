import { Link } from "~/components/shared/link";
import { RECENT_CYCLES } from "~/lib/velocity";
import { relativeTime } from "~/lib/time";
import { Badge, cx } from "../ui/card";
import type { CycleEventView, CycleView } from "./types";
import { Panel } from "../ui/page-section";

/** Spec: recent cycles (first 5), each clickable (URL ?cycle=<id>) to show its deployment events. */
export function CyclesPanel({ cycles, error, selected, now }: { cycles: CycleView[] | null; error: string | null; selected: string | null; now: number }) {
  const shown = (cycles ?? []).slice(0, RECENT_CYCLES);
  return (
    <Panel headingId="cycles-heading" title="Recent Cycles" className="card">
      {cycles === null ? (
        <p className="field-error mt-3">{error ?? "The cycles could not be loaded."}</p>
      ) : shown.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No cycle has run yet. Start the engine to run the first one.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label="Recent cycles">
          {shown.map((c) => {
            const current = c.id === selected;
            return (
              <li key={c.id}>
                <Link
                  to={current ? "/velocity" : `/velocity?cycle=${c.id}`}
                  preventScrollReset
                  aria-current={current ? "true" : undefined}
                  className={cx("block rounded-md border px-3 py-2 no-underline hover:border-manus", current ? "border-manus" : "border-mesh-line")}
                  data-cycle={c.cycleNumber}
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-mesh-text">Cycle #{c.cycleNumber}</span>
                    <Badge className={c.completedAt ? "border-[#3ecf8e] text-[#3ecf8e]" : "text-manus"}>{c.completedAt ? "complete" : c.phase}</Badge>
                  </span>
                  <span className="block text-xs text-mesh-muted">
                    {c.nodesDeployed} nodes deployed · {c.cycleTimeHours} h cycle · started {relativeTime(c.startedAt, now)}
                    {c.completedAt ? ` · completed ${relativeTime(c.completedAt, now)}` : " · in progress"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function outcome(e: CycleEventView): string {
  const d = e.details;
  if (e.eventType === "deployment") return `${typeof d.nodeName === "string" ? d.nodeName : e.nodeId}: ${typeof d.outcome === "string" ? d.outcome : e.success ? "deployed" : "failed"}`;
  if (e.eventType === "reflection") return `${d.sovereign ?? "?"} of ${d.agents ?? "?"} agents sovereign`;
  if (e.eventType === "planning") return `${Array.isArray(d.nodes) ? d.nodes.length : 0} active nodes planned`;
  if (e.eventType === "integration") return `sovereign flag ${d.sovereignFlag ? "set" : "not set"}`;
  if (e.eventType === "complete") return `${d.nodesDeployed ?? 0} nodes deployed`;
  return "";
}

/** The selected cycle's events (newest first). */
export function CycleEvents({ cycle, events, error, now }: { cycle: CycleView | null; events: CycleEventView[] | null; error: string | null; now: number }) {
  return (
    <Panel
      headingId="events-heading"
      title={cycle ? `Cycle #${cycle.cycleNumber} events` : "Cycle events"}
      aside={
        <Link to="/velocity" preventScrollReset className="btn-ghost btn-sm no-underline">
          Close
        </Link>
      }
      className="card"
    >
      {events === null ? (
        <p className="field-error mt-3">{error ?? "This cycle's events could not be loaded."}</p>
      ) : events.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No events recorded for this cycle yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-mesh-line" aria-label="Cycle events">
          {events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-event={e.eventType}>
              <div className="min-w-0">
                <p className="font-medium">{e.eventType}</p>
                <p className="break-words text-xs text-mesh-muted">{outcome(e)}</p>
              </div>
              <p className="flex items-center gap-2 text-xs text-mesh-muted">
                <Badge className={e.success ? "border-[#3ecf8e] text-[#3ecf8e]" : "border-[#ff6b6b] text-[#ff6b6b]"}>{e.success ? "success" : "failed"}</Badge>
                <time dateTime={e.timestamp}>{relativeTime(e.timestamp, now)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
