import { relativeTime } from "~/lib/time";
import { ActivityScore, StatusBadge } from "./bits";
import type { Promotion } from "./types";
import { Panel } from "../ui/page-section";

/** Every reviewed promotion (approved or rejected; pending ones are in the pending list), newest first: node, status, proposed role, score, reason, reviewer, review time, proposal time, connections. */
export function HistoryList({ items, now }: { items: Promotion[] | null; now: number }) {
  return (
    <Panel headingId="promotion-history-title" title="Promotion History" small className="mt-6">
      <p className="mt-1 text-sm text-mesh-muted">Reviewed promotions: approved or rejected, with who reviewed them. Promotions waiting for review are listed above.</p>
      {items === null ? (
        <p className="mt-3 text-sm text-mesh-muted">Failed to load the promotion history.</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No promotion has been reviewed yet.</p>
      ) : (
        <ul className="mt-3 space-y-3" aria-label="Promotion history">
          {items.map((p) => (
            <li key={p.id} className="card p-4" data-history-promotion={p.id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 break-words font-medium">{p.nodeName ?? p.nodeId}</p>
                <StatusBadge status={p.status} />
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <Item label="Proposed role">{p.proposedRole}</Item>
                <Item label="Activity score">
                  <ActivityScore score={p.activityScore} />
                </Item>
                <Item label="Connections">{p.connectedNodes}</Item>
                <Item label="Proposed">
                  <time dateTime={p.timestamp}>{relativeTime(p.timestamp, now)}</time>
                </Item>
                <Item label="Reviewed by">
                  <span data-reviewed-by>{p.reviewedBy ?? "—"}</span>
                </Item>
                <Item label="Reviewed">{p.reviewedAt ? <time dateTime={p.reviewedAt}>{relativeTime(p.reviewedAt, now)}</time> : "—"}</Item>
              </dl>
              <p className="mt-2 break-words text-sm text-mesh-muted">{p.reason}</p>
              {p.reviewNotes ? (
                <p className="mt-1 break-words text-sm">
                  <span className="text-mesh-muted">Notes: </span>
                  <span data-review-notes>{p.reviewNotes}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-mesh-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
