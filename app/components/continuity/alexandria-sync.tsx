import { DEFAULT_SYNC_PROJECT, shortHash } from "~/lib/continuity";
import { relativeTime } from "~/lib/time";
import { IntentForm } from "../shared/intent-form";
import { FormField } from "../ui/field";
import { CONTINUITY_INTENT, type SyncView } from "./types";
import { Panel } from "../ui/page-section";

function SnapshotForm() {
  return (
    <IntentForm action="/continuity" intent={CONTINUITY_INTENT.snapshot} className="mt-3 flex flex-wrap items-end gap-2">
      {(busy) => (
        <>
          <FormField field="snapshot-project" label="Project name" note="optional" className="min-w-0 flex-1">
            <input id="snapshot-project" name="projectName" type="text" maxLength={80} placeholder={DEFAULT_SYNC_PROJECT} className="input" />
          </FormField>
          <button type="submit" className="btn-outline btn-sm" disabled={busy}>
            {busy ? "Taking snapshot…" : "Take Snapshot"}
          </button>
        </>
      )}
    </IntentForm>
  );
}

/** Spec panel "Alexandria Sync": project name, the first 16 characters of the summary hash, synced time. */
export function AlexandriaSync({ syncs, canAct, now }: { syncs: SyncView[] | null; canAct: boolean; now: number }) {
  return (
    <Panel headingId="sync-heading" title="Alexandria Sync" className="card">
      <p className="mt-1 text-sm text-mesh-muted">Each snapshot is the SHA-256 of the whole Alexandria archive at that moment; a scan takes one too.</p>
      {canAct ? <SnapshotForm /> : null}
      {syncs === null ? (
        <p className="field-error mt-3">The snapshots could not be loaded.</p>
      ) : syncs.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No snapshot taken yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-mesh-line" aria-label="Alexandria sync snapshots">
          {syncs.map((s) => (
            <li key={s.id} className="py-2" data-sync={s.id}>
              <p className="break-words font-medium">{s.projectName}</p>
              <p className="text-sm text-mesh-muted">
                <code className="font-mono text-mesh-text" title={s.summaryHash} data-hash>
                  {shortHash(s.summaryHash)}
                </code>{" "}
                · {s.memoryCount} memories · synced <time dateTime={s.syncedAt}>{relativeTime(s.syncedAt, now)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
