import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { BROADCAST_CONTEXT_MAX, BROADCAST_GLYPH_MAX, BROADCAST_RULES } from "~/lib/multicore";
import { ConformField, FormErrors } from "../ui/field";
import { textCheck, textConstraint, useCheckedForm } from "../ui/form-check";
import { useHydrated } from "~/hooks/use-hydrated";

export const BROADCAST_ACTION = "/multicore-agents?tab=broadcast";

/** The browser's check: the rules broadcastSchema is built from. */
const check = textCheck(BROADCAST_RULES);

/**
 * The broadcast form (spec §2.11, §5): a real POST form, so it works without JavaScript; Enter submits.
 * With JavaScript the button is disabled while the glyph is empty (after trimming) or a broadcast is
 * in flight. The parent remounts it (key) after a successful broadcast, which clears both inputs.
 */
export function BroadcastForm({ agentCount, reply }: { agentCount: number; reply: SubmissionResult<string[]> | null }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction?.startsWith("/multicore-agents") === true;
  const { form, fields, formProps } = useCheckedForm({ id: "broadcast-glyph", check, constraint: textConstraint(BROADCAST_RULES), lastResult: reply });
  const [glyph, setGlyph] = useState(() => (typeof fields.glyph.initialValue === "string" ? fields.glyph.initialValue : ""));
  const disabled = hydrated && (busy || glyph.trim() === "");

  return (
    <Form method="post" action={BROADCAST_ACTION} preventScrollReset {...formProps} className="card grid gap-4" aria-busy={busy || undefined}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <ConformField
        meta={fields.glyph}
        type="text"
        label="Glyph"
        maxLength={BROADCAST_GLYPH_MAX}
        placeholder="✦"
        autoComplete="off"
        className="max-w-xs"
        onChange={(event) => setGlyph(event.currentTarget.value)}
      />
      <ConformField meta={fields.context} type="text" label="Context (optional)" maxLength={BROADCAST_CONTEXT_MAX} placeholder="What should the agents know about this glyph?" autoComplete="off" />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-fire" disabled={disabled}>
          {`Broadcast to ${agentCount} agents`}
        </button>
        {busy ? (
          <span role="status" className="text-sm text-mesh-muted">
            Broadcasting…
          </span>
        ) : null}
      </div>
    </Form>
  );
}
