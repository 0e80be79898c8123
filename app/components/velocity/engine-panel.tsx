import { DEFAULT_CYCLE_HOURS, MAX_CYCLE_HOURS, MIN_CYCLE_HOURS } from "~/lib/velocity";
import { relativeTime } from "~/lib/time";
import { IntentForm } from "../shared/intent-form";
import { Badge } from "../ui/card";
import { FormField } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { VELOCITY_INTENT, type EngineStatusView } from "./types";
import { Panel } from "../ui/page-section";

function StartForm({ running }: { running: boolean }) {
  return (
    <IntentForm action="/velocity" intent={VELOCITY_INTENT.start} className="flex flex-wrap items-end gap-2">
      {(busy) => (
        <>
          <FormField field="cycle-time" label="Cycle time (hours)">
            <input id="cycle-time" name="cycleTimeHours" type="number" inputMode="numeric" min={MIN_CYCLE_HOURS} max={MAX_CYCLE_HOURS} step={1} defaultValue={DEFAULT_CYCLE_HOURS} required className="input w-28" />
          </FormField>
          <button type="submit" className="btn-primary btn-sm" disabled={busy || running}>
            {busy ? "Starting…" : "Start Engine"}
          </button>
        </>
      )}
    </IntentForm>
  );
}

function StopForm({ running }: { running: boolean }) {
  return (
    <IntentForm action="/velocity" intent={VELOCITY_INTENT.stop}>
      {(busy) => (
        <button type="submit" className="btn-outline btn-sm" disabled={busy || !running}>
          {busy ? "Stopping…" : "Stop Engine"}
        </button>
      )}
    </IntentForm>
  );
}

/**
 * Spec: pulse engine status panel with start and stop (operators). `sovereign` is the flag of the
 * agent list the screen shows beside it (one source: the badges and the flag cannot disagree).
 */
export function EnginePanel({ status, sovereign, error, canAct, now }: { status: EngineStatusView | null; sovereign: boolean | null; error: string | null; canAct: boolean; now: number }) {
  return (
    <Panel
      headingId="engine-heading"
      title="Pulse Engine"
      aside={
        status ? (
          <Badge className={status.running ? "border-[#3ecf8e] text-[#3ecf8e]" : "text-mesh-muted"} data-engine-state={status.running ? "running" : "stopped"}>
            {status.running ? "Running" : "Stopped"}
          </Badge>
        ) : null
      }
      className="card"
    >
      {status === null ? (
        <p className="field-error mt-3">{error ?? "The engine status could not be loaded."}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-mesh-muted">Cycle number</dt>
            <dd className="text-2xl font-bold tabular-nums" data-cycle-number>
              {status.cycleNumber}
            </dd>
          </div>
          <div>
            <dt className="text-mesh-muted">Sovereign flag</dt>
            <dd className="text-lg font-semibold" data-sovereign-flag>
              {sovereign === null ? "—" : sovereign ? "All agents sovereign" : "Not all sovereign"}
            </dd>
          </div>
          <div>
            <dt className="text-mesh-muted">Current phase</dt>
            <dd className="text-lg font-semibold" data-phase>
              {status.currentCycle?.phase ?? "—"}
            </dd>
          </div>
          <div>
            <dt className="text-mesh-muted">Cycle time</dt>
            <dd className="text-lg font-semibold">{status.currentCycle?.cycleTimeHours ?? status.cycleTimeHours} h</dd>
          </div>
        </dl>
      )}
      {status ? (
        <p className="mt-2 text-xs text-mesh-muted">
          {status.running
            ? `Started ${relativeTime(status.startedAt, now)}${status.startedBy ? ` by ${status.startedBy}` : ""}.`
            : status.stoppedAt
              ? `Stopped ${relativeTime(status.stoppedAt, now)}${status.stoppedBy ? ` by ${status.stoppedBy}` : ""}.`
              : "The engine has not been started yet."}
        </p>
      ) : null}
      {canAct ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <StartForm running={status?.running ?? false} />
          <StopForm running={status?.running ?? false} />
        </div>
      ) : (
        <SignInPrompt action="start and stop the pulse engine" className="mt-4" />
      )}
    </Panel>
  );
}
