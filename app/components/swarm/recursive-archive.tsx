import { loadBarColor, loadPercent } from "~/lib/cognitive-safety";
import { relativeTime } from "~/lib/time";
import { Bar } from "../shared/bar";
import { LOAD_FILL, PanelHeading } from "./panel";
import { isRecent, type ArchiveEvent, type ArchiveStats } from "./types";

export const ARCHIVE_LIMIT = 10;
const TOP_TAGS = 8;

/** Newest first (the map's keys are ids, whose order JSON does not promise). */
export function orderedEvents(events: Record<string, ArchiveEvent>): [string, ArchiveEvent][] {
  return Object.entries(events)
    .sort(([, a], [, b]) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, ARCHIVE_LIMIT);
}

export function topTags(distribution: Record<string, number>, n = TOP_TAGS): [string, number][] {
  return Object.entries(distribution)
    .sort(([ta, a], [tb, b]) => b - a || ta.localeCompare(tb))
    .slice(0, n);
}

function EventItem({ event, now }: { event: ArchiveEvent; now: number }) {
  const load = Number(event.metadata?.cognitiveLoad ?? 0);
  return (
    <li className="rounded-lg border border-mesh-line bg-mesh-bg p-3">
      <p className="text-sm leading-snug">{event.description}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-mesh-muted">
        <time dateTime={event.timestamp}>{relativeTime(event.timestamp, now)}</time>
        {isRecent(event.timestamp, now) ? <span className="badge border-[#4ade80]/60 py-0 text-[#4ade80]">Recent</span> : null}
        {event.metadata?.agentName ? (
          <span className="ml-auto flex items-center gap-1 text-mesh-text">
            <span aria-hidden="true">{event.metadata.agentGlyph}</span>
            {event.metadata.agentName}
          </span>
        ) : null}
      </div>
      {event.tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
          {event.tags.map((t) => (
            <li key={t} className="badge py-0 font-mono text-[11px] text-mesh-muted">
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex items-center gap-2 text-xs">
        <span className="shrink-0 text-mesh-muted">Load</span>
        <Bar value={load} className={LOAD_FILL[loadBarColor(load)]} />
        <span className="w-10 shrink-0 text-right font-mono tabular-nums">{loadPercent(load)}</span>
      </div>
    </li>
  );
}

/** The recursive archive (spec §8, §9): the 10 newest safety events in a 400 px scroll area, totals and the top 8 tags. */
export function RecursiveArchive({
  events,
  stats,
  failed,
  now,
}: {
  events: Record<string, ArchiveEvent> | null;
  stats: ArchiveStats | null;
  failed: boolean;
  now: number;
}) {
  const list = events ? orderedEvents(events) : null;
  const tags = stats ? topTags(stats.tagDistribution) : [];
  return (
    <section aria-labelledby="archive-title" className="card">
      <PanelHeading id="archive-title" title="Recursive Archive" note={stats ? `Total events: ${stats.totalEvents}` : undefined} />
      {failed ? (
        <div role="alert" className="mt-4 rounded-md border border-[#ff6b6b] bg-[#2a1216] p-3">
          <h3 className="text-sm font-semibold">Archive Error</h3>
          <p className="mt-1 text-sm text-mesh-muted">Failed to load recursive archive data</p>
        </div>
      ) : list === null ? (
        <p className="mt-4 text-sm text-mesh-muted">Loading recursive archive...</p>
      ) : list.length === 0 ? (
        <div className="mt-4 text-sm">
          <p>No recursive patterns detected yet.</p>
          <p className="mt-1 text-mesh-muted">The archive will capture cognitive safety events as they occur.</p>
        </div>
      ) : (
        <>
          <h3 className="sr-only">Recent events</h3>
          {/* Focusable so keyboard users can scroll it. */}
          <div tabIndex={0} role="region" aria-label="Recent archive events, newest first" className="mt-4 h-[400px] overflow-y-auto overscroll-contain rounded-lg pr-1">
            <ol className="space-y-2">
              {list.map(([id, e]) => (
                <EventItem key={id} event={e} now={now} />
              ))}
            </ol>
          </div>
        </>
      )}
      {!failed && tags.length > 0 ? (
        <div className="mt-4 border-t border-mesh-line pt-3">
          <h3 className="text-sm font-semibold">Pattern Distribution</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {tags.map(([tag, n]) => (
              <li key={tag} className="badge gap-1.5 font-mono text-[11px]">
                {tag}
                <span className="rounded-full bg-mesh-line px-1.5 text-mesh-text">{n}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
