import { nextDomain } from "~/lib/continuity";
import { relativeTime } from "~/lib/time";
import { Badge } from "../ui/card";
import { IntentForm } from "../shared/intent-form";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { CONTINUITY_INTENT, type TaskFocusView } from "./types";
import { Panel } from "../ui/page-section";

const DOMAIN_TONE: Record<string, string> = {
  analysis: "text-solace",
  creation: "text-ignith",
  maintenance: "text-manus",
  teaching: "text-[#3ecf8e]",
};

function RotateButton({ node }: { node: TaskFocusView }) {
  return (
    <IntentForm action="/continuity" intent={CONTINUITY_INTENT.rotate} fields={{ nodeId: node.nodeId }}>
      {(busy) => (
        <button type="submit" className="btn-outline btn-sm" disabled={busy} aria-label={`Rotate ${node.nodeName} to ${nextDomain(node.currentDomain)}`}>
          {busy ? "Rotating…" : "Rotate"}
        </button>
      )}
    </IntentForm>
  );
}

/** Spec panel "AI Task Rotation": per node the current domain, tasks completed, last rotation and a rotate button. */
export function TaskRotation({ focus, canAct, now }: { focus: TaskFocusView[] | null; canAct: boolean; now: number }) {
  return (
    <Panel headingId="rotation-heading" title="AI Task Rotation" className="card">
      <p className="mt-1 text-sm text-mesh-muted">Each active node works in one domain at a time and rotates: analysis → creation → maintenance → teaching.</p>
      {canAct ? null : <SignInPrompt action="rotate AI tasks" className="mt-3" />}
      {focus === null ? (
        <p className="field-error mt-3">The task rotation could not be loaded.</p>
      ) : focus.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No active nodes are in the rotation yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-mesh-line" aria-label="AI task focus per node">
          {focus.map((f) => (
            <li key={f.nodeId} className="flex flex-wrap items-center justify-between gap-3 py-3" data-task-node={f.nodeId}>
              <div className="min-w-0">
                <p className="break-words font-medium">
                  {f.nodeName} <span className="text-xs text-mesh-muted">{f.nodeType}</span>
                </p>
                <p className="text-sm text-mesh-muted">
                  <Badge className={DOMAIN_TONE[f.currentDomain]} data-domain>
                    {f.currentDomain}
                  </Badge>{" "}
                  <span data-tasks>{f.tasksCompleted}</span> tasks completed · rotated <time dateTime={f.lastRotation}>{relativeTime(f.lastRotation, now)}</time>
                </p>
              </div>
              {canAct ? <RotateButton node={f} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
