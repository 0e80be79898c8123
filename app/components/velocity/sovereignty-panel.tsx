import { useRef, type FormEvent } from "react";
import { REASON_MAX, REASON_REQUIRED, suggestedReason } from "~/lib/velocity";
import { relativeTime } from "~/lib/time";
import { IntentForm } from "../shared/intent-form";
import { Badge } from "../ui/card";
import { FormField } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useHydrated } from "~/hooks/use-hydrated";
import { VELOCITY_INTENT, type SovereigntyView } from "./types";
import { Panel } from "../ui/page-section";

/**
 * Grant or revoke with a reason (spec §5). Without JavaScript the reason field is required by the
 * browser and the server; with JavaScript an empty field opens a prompt suggesting a default
 * text, and an empty answer alerts the spec's text and sends nothing.
 */
function ToggleForm({ agent }: { agent: SovereigntyView }) {
  const hydrated = useHydrated();
  const reasonRef = useRef<HTMLInputElement>(null);
  const grant = !agent.sovereign;
  const id = `reason-${agent.agentId}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = reasonRef.current;
    if (!input) return;
    let reason = input.value.trim();
    if (!reason) {
      reason = (window.prompt(`Reason for ${grant ? "granting" : "revoking"} ${agent.agentName}'s sovereignty`, suggestedReason(agent.agentName, grant)) ?? "").trim();
      if (!reason) {
        event.preventDefault();
        window.alert(REASON_REQUIRED);
        return;
      }
    }
    input.value = reason;
  };

  return (
    <IntentForm
      action="/velocity"
      intent={VELOCITY_INTENT.sovereignty}
      fields={{ agentId: agent.agentId, sovereign: grant ? "true" : "false" }}
      onSubmit={onSubmit}
      className="mt-2 flex flex-wrap items-end gap-2"
    >
      {(busy) => (
        <>
          <FormField field={id} label="Reason" note="required" className="min-w-0 flex-1">
            <input ref={reasonRef} id={id} name="reason" type="text" maxLength={REASON_MAX} required={!hydrated} placeholder={suggestedReason(agent.agentName, grant)} className="input" />
          </FormField>
          <button type="submit" className={grant ? "btn-primary btn-sm" : "btn-outline btn-sm"} disabled={busy} aria-label={`${grant ? "Grant" : "Revoke"} sovereignty of ${agent.agentName}`}>
            {busy ? "Saving…" : grant ? "Grant" : "Revoke"}
          </button>
        </>
      )}
    </IntentForm>
  );
}

/** Spec: agent sovereignty list with a grant or revoke toggle. */
export function SovereigntyPanel({ agents, error, canAct, now }: { agents: SovereigntyView[] | null; error: string | null; canAct: boolean; now: number }) {
  return (
    <Panel headingId="sovereignty-heading" title="Agent Sovereignty" className="card">
      <p className="mt-1 text-sm text-mesh-muted">Each change needs a reason and is kept in the audit trail with the operator who made it.</p>
      {canAct ? null : <SignInPrompt action="grant or revoke sovereignty" className="mt-3" />}
      {agents === null ? (
        <p className="field-error mt-3">{error ?? "The agents could not be loaded."}</p>
      ) : agents.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No agents yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-mesh-line" aria-label="Agent sovereignty">
          {agents.map((a) => (
            <li key={a.agentId} className="py-3" data-agent={a.agentId}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  <span aria-hidden="true">{a.emoji}</span> {a.agentName}
                </p>
                <Badge className={a.sovereign ? "border-[#3ecf8e] text-[#3ecf8e]" : "border-[#ff6b6b] text-[#ff6b6b]"} data-sovereign={a.sovereign ? "true" : "false"}>
                  {a.sovereign ? "Sovereign" : "Revoked"}
                </Badge>
              </div>
              <p className="break-words text-xs text-mesh-muted">
                {a.consentReason ?? "No consent recorded."}
                {a.lastConsentCheck ? ` · checked ${relativeTime(a.lastConsentCheck, now)}` : ""}
              </p>
              {canAct ? <ToggleForm agent={a} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
