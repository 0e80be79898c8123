import { REFLECTION_CAPABILITIES_SHOWN } from "~/lib/evolution";
import { relativeTime } from "~/lib/time";
import { Badge } from "../ui/card";
import { CapabilityList } from "./capability-list";
import type { Reflection } from "./types";
import { Panel } from "../ui/page-section";

/** Reflections tab: type, query or 'Autonomous reflection', time, templates discovered, capabilities found (4 shown), triggered_by. */
export function ReflectionsPanel({ reflections, now }: { reflections: Reflection[] | null; now: number }) {
  if (reflections === null) return <p className="text-sm text-mesh-muted" role="status">Reflections could not be loaded.</p>;
  if (reflections.length === 0) return <p className="text-sm text-mesh-muted">No reflections yet: the mesh reflects every hour.</p>;
  return (
    <Panel headingId="reflections-heading" title="Reflections" count={reflections.length}>
      <ol className="mt-3 space-y-3" aria-label="Reflections">
        {reflections.map((r) => (
          <li key={r.id}>
            <article className="card p-4" data-reflection={r.jobId}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 break-words font-medium">{r.query ?? "Autonomous reflection"}</p>
                <Badge className="text-xs">{r.reflectionType}</Badge>
              </div>
              <p className="mt-1 text-sm text-mesh-muted">
                <time dateTime={r.timestamp} title={r.timestamp}>
                  {relativeTime(r.timestamp, now)}
                </time>{" "}
                · triggered by <span className="break-all text-mesh-text">{r.triggered_by}</span>
              </p>
              <p className="mt-1 text-sm">
                <span className="tabular-nums">{r.templatesDiscovered}</span> template{r.templatesDiscovered === 1 ? "" : "s"} discovered ·{" "}
                <span className="tabular-nums">{r.patternsSeen}</span> pattern{r.patternsSeen === 1 ? "" : "s"} seen, {r.novelPatterns} of them new and novel · from {r.eventsRead} events and {r.messagesRead} messages
              </p>
              {r.query ? (
                <p className="mt-2 rounded-md border border-mesh-line bg-mesh-bg p-3 text-sm" data-reflection-answer>
                  <span className="font-semibold">Answer: </span>
                  {r.answer ?? "This reflection was recorded before reflections answered their focus."}
                </p>
              ) : null}
              <CapabilityList items={r.capabilitiesFound} shown={REFLECTION_CAPABILITIES_SHOWN} label="Capabilities found" />
            </article>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
