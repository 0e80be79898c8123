import { useLocation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useRef, type FormEvent } from "react";
import { cancelHref, confirmHref, confirmingId, type ConfirmStep } from "~/lib/confirm";
import { REASON_MAX, REASON_REQUIRED, suggestedReason } from "~/lib/velocity";
import { relativeTime } from "~/lib/time";
import { IntentForm } from "../shared/intent-form";
import { Badge } from "../ui/card";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { FormField } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useHydrated } from "~/hooks/use-hydrated";
import { VELOCITY_INTENT, type SovereigntyView } from "./types";
import { Panel } from "../ui/page-section";

/** Revoking an agent's sovereignty asks first (issue 31): `?confirm=revoke-sovereignty&agent=<id>`. */
const REVOKE: ConfirmStep = { action: "revoke-sovereignty", subject: "agent" };

/**
 * Grant with a reason (spec §5); revoking goes through its confirmation, which asks the reason. Without JavaScript the reason field is required by the
 * browser and the server; with JavaScript an empty field opens a prompt suggesting a default
 * text, and an empty answer alerts the spec's text and sends nothing.
 */
function GrantForm({ agent }: { agent: SovereigntyView }) {
  const hydrated = useHydrated();
  const reasonRef = useRef<HTMLInputElement>(null);
  const id = `reason-${agent.agentId}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = reasonRef.current;
    if (!input) return;
    let reason = input.value.trim();
    if (!reason) {
      reason = (window.prompt(`Reason for granting ${agent.agentName}'s sovereignty`, suggestedReason(agent.agentName, true)) ?? "").trim();
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
      fields={{ agentId: agent.agentId, sovereign: "true" }}
      onSubmit={onSubmit}
      className="mt-2 flex flex-wrap items-end gap-2"
    >
      {(busy) => (
        <>
          <FormField field={id} label="Reason" note="required" className="min-w-0 flex-1">
            <input ref={reasonRef} id={id} name="reason" type="text" maxLength={REASON_MAX} required={!hydrated} placeholder={suggestedReason(agent.agentName, true)} className="input" />
          </FormField>
          <button type="submit" className="btn-primary btn-sm" disabled={busy} aria-label={`Grant sovereignty of ${agent.agentName}`}>
            {busy ? "Saving…" : "Grant"}
          </button>
        </>
      )}
    </IntentForm>
  );
}

/** Spec: agent sovereignty list with a grant or revoke toggle. */
export function SovereigntyPanel({ agents, error, canAct, now }: { agents: SovereigntyView[] | null; error: string | null; canAct: boolean; now: number }) {
  const location = useLocation();
  const revokeId = canAct ? confirmingId(location.search, REVOKE) : null;
  // An agent already revoked (or an unknown id) opens nothing.
  const revoking = revokeId ? agents?.find((a) => a.agentId === revokeId && a.sovereign) : undefined;
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
              {canAct ? (
                a.sovereign ? (
                  <p className="mt-2">
                    <Link
                      to={confirmHref(location.pathname, location.search, REVOKE, a.agentId)}
                      preventScrollReset
                      className="btn-outline btn-sm no-underline"
                      aria-label={`Revoke sovereignty of ${a.agentName}`}
                    >
                      Revoke
                    </Link>
                  </p>
                ) : (
                  // Keyed by the last recorded change: after a grant or revoke the reason field starts empty again.
                  <GrantForm key={a.lastConsentCheck ?? "never"} agent={a} />
                )
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {revoking ? (
        <ConfirmDialog
          id="revoke-sovereignty"
          title={`Revoke the sovereignty of “${revoking.agentName}”?`}
          consequence="It may no longer act alone until an operator grants it again; the engine's flag then says not all agents are sovereign, and the change is kept in the audit trail with your reason."
          closeTo={cancelHref(location.pathname, location.search, REVOKE)}
          confirmLabel="Revoke sovereignty"
          fields={{ agentId: revoking.agentId, sovereign: "false" }}
          submit={{ name: "intent", value: VELOCITY_INTENT.sovereignty }}
        >
          <FormField field="revoke-reason" label="Reason" note="required">
            <input
              id="revoke-reason"
              name="reason"
              form="revoke-sovereignty-form"
              type="text"
              maxLength={REASON_MAX}
              required
              placeholder={suggestedReason(revoking.agentName, false)}
              className="input"
            />
          </FormField>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
