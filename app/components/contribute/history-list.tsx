import { scoreLabel } from "~/lib/resonance";
import { Timestamp } from "../shared/bits";
import type { ContributionView } from "./types";
import { Panel } from "../ui/page-section";

/** History (spec §2.8): every contribution, newest first. */
export function HistoryList({ items, error, now }: { items: ContributionView[] | null; error: string | null; now: number }) {
  return (
    <Panel headingId="history-heading" title="Contribution history">
      {items === null ? (
        <p className="mt-3 text-mesh-muted">{error ? `Failed to load contributions: ${error}` : "Loading contributions..."}</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-mesh-muted">No contributions yet. Be the first to contribute!</p>
      ) : (
        <ul aria-label="Contributions" className="mt-3 space-y-3">
          {items.map((c) => (
            <li key={c.id} className="card p-4" data-contribution-id={c.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex items-center gap-3">
                  <span aria-label={`Glyph ${c.glyphType}`} className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-mesh-line bg-mesh-bg text-2xl">
                    {c.glyphType}
                  </span>
                  <div className="min-w-0">
                    <p className="break-words font-semibold">{c.contributorName}</p>
                    <Timestamp iso={c.timestamp} now={now} />
                  </div>
                </div>
                <span className="badge border-ignith/60 text-ignith">{scoreLabel(c.score)}</span>
              </div>
              <p className="mt-3 whitespace-pre-line break-words text-sm text-mesh-muted">{c.impactDescription}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
