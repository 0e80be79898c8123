import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useResetKey } from "~/hooks/use-reset-key";
import { REVIEW_NOTES_MAX } from "~/lib/promotions";
import { relativeTime } from "~/lib/time";
import { EnhancedField } from "../ui/enhanced-field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useToast } from "../ui/toaster";
import { ActivityScore } from "./bits";
import type { Promotion, ReviewReply } from "./types";
import { Panel } from "../ui/page-section";

/** Promotions waiting for review: operators approve or reject (optional notes); visitors see a sign-in prompt. */
export function PendingList({ items, canAct, now }: { items: Promotion[] | null; canAct: boolean; now: number }) {
  return (
    <Panel headingId="pending-promotions-title" title="Pending Promotions" count={items?.length} small className="card mt-6 border-manus/50">
      {canAct ? null : <SignInPrompt action="approve promotions" className="mt-3" />}
      {items === null ? (
        <p className="mt-3 text-sm text-mesh-muted">Failed to load pending promotions.</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No promotions are waiting for review.</p>
      ) : (
        <ul className="mt-3 divide-y divide-mesh-line" aria-label="Pending promotions">
          {items.map((p) => (
            <PendingItem key={p.id} promotion={p} canAct={canAct} now={now} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function PendingItem({ promotion: p, canAct, now }: { promotion: Promotion; canAct: boolean; now: number }) {
  const fetcher = useFetcher<ReviewReply>();
  const toast = useToast();
  // A review's notes are not kept for the next one (the item usually leaves the list; a refused review keeps them).
  const resetKey = useResetKey(fetcher.data);
  const busy = fetcher.state !== "idle";
  const name = p.nodeName ?? p.nodeId;

  // The reply arrives while Remix reloads both lists (which may already drop this item): show it at once.
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    toast(reply.toast);
  }, [fetcher.data, toast]);

  return (
    <li className="py-4" data-pending-promotion={p.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-words font-medium">
            {name} <span className="badge ml-1 align-middle">→ {p.proposedRole}</span>
          </p>
          <p className="text-sm text-mesh-muted">
            Activity <ActivityScore score={p.activityScore} /> · {p.connectedNodes} connected nodes · proposed <time dateTime={p.timestamp}>{relativeTime(p.timestamp, now)}</time>
          </p>
          <p className="mt-1 break-words text-sm text-mesh-muted">{p.reason}</p>
        </div>
      </div>
      {canAct ? (
        <fetcher.Form key={resetKey} method="post" className="mt-3 space-y-2" preventScrollReset>
          <EnhancedField />
          <input type="hidden" name="promotionId" value={p.id} />
          <label htmlFor={`notes-${p.id}`} className="label">
            Review notes (optional)
          </label>
          <textarea
            id={`notes-${p.id}`}
            name="reviewNotes"
            className="input min-h-[4rem] w-full"
            maxLength={REVIEW_NOTES_MAX}
            placeholder="Why approve or reject this promotion?"
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="approved" value="true" className="btn-primary btn-sm" disabled={busy} aria-label={`Approve ${name}`}>
              Approve
            </button>
            <button type="submit" name="approved" value="false" className="btn-outline btn-sm" disabled={busy} aria-label={`Reject ${name}`}>
              Reject
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
