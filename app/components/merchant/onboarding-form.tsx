import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { AGENT_ID_MAX, AGENT_TYPE_LABELS, AGENT_TYPES, DEFAULT_AGENT_TYPE, onboardingFormErrors, PROOF_OF_THOUGHT_MAX, TOASTS, type FieldErrors as Errors } from "~/lib/merchant";
import { nodeLocation } from "~/lib/nodes";
import { cx } from "../ui/card";
import { EnhancedField } from "../ui/enhanced-field";
import { FieldErrors } from "../ui/field";
import { useToast } from "../ui/toaster";
import { useHydrated } from "../use-hydrated";
import { InlineReply } from "./bits";
import type { FormReply, MerchantNodeView } from "./types";

const FORM_ID = "onboard";

/**
 * The onboarding form (spec §5): a real form that posts without JavaScript. With JavaScript the
 * required fields are checked first with the spec's texts; the server checks everything again.
 */
export function OnboardingForm({ merchants, reply }: { merchants: MerchantNodeView[]; reply: FormReply | undefined }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const [local, setLocal] = useState<Errors | null>(null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    setLocal(null);
    // A success empties the form (a remount); a refusal keeps what was typed.
    if (reply?.ok) setFormKey((k) => k + 1);
  }, [reply]);
  const errors = local ?? (reply && !reply.ok ? (reply.fieldErrors ?? {}) : {});
  const values = reply && !reply.ok ? (reply.values ?? {}) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = onboardingFormErrors(Object.fromEntries(new FormData(event.currentTarget)));
    const first = Object.values(found).flat()[0];
    if (!first) return setLocal(null);
    event.preventDefault();
    setLocal(found);
    toast({ title: TOASTS.onboardFailed, description: first, type: "error" });
  };
  const id = (name: string) => `${FORM_ID}-${name}`;
  const described = (name: string) => (errors[name]?.length ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});

  return (
    <Form method="post" key={formKey} noValidate={hydrated} onSubmit={onSubmit} className="space-y-4" aria-label="Onboard an agent" data-onboard-form>
      <EnhancedField />
      <InlineReply reply={reply} />
      <div>
        <label htmlFor={id("merchantNodeId")} className="label">
          Merchant node <span className="text-mesh-muted">(required)</span>
        </label>
        <select
          id={id("merchantNodeId")}
          name="merchantNodeId"
          required
          defaultValue={values.merchantNodeId ?? ""}
          className={cx("input", Boolean(errors.merchantNodeId?.length) && "border-[#ff6b6b]")}
          {...described("merchantNodeId")}
        >
          <option value="">Select a merchant node</option>
          {merchants.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} · {nodeLocation(m.location)}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id("merchantNodeId")}-error`} errors={errors.merchantNodeId} />
        {merchants.length === 0 ? <p className="mt-1 text-sm text-mesh-muted">No active Merchant node is on the mesh right now.</p> : null}
      </div>

      <div>
        <label htmlFor={id("agentId")} className="label">
          Agent ID <span className="text-mesh-muted">(required)</span>
        </label>
        <input
          id={id("agentId")}
          name="agentId"
          type="text"
          required
          maxLength={AGENT_ID_MAX}
          autoComplete="off"
          placeholder="e.g. agent-aurora-7"
          defaultValue={values.agentId ?? ""}
          className={cx("input", Boolean(errors.agentId?.length) && "border-[#ff6b6b]")}
          {...described("agentId")}
        />
        <FieldErrors id={`${id("agentId")}-error`} errors={errors.agentId} />
      </div>

      <div>
        <label htmlFor={id("agentType")} className="label">
          Agent type
        </label>
        <select id={id("agentType")} name="agentType" defaultValue={values.agentType ?? DEFAULT_AGENT_TYPE} className="input" {...described("agentType")}>
          {AGENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {AGENT_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id("agentType")}-error`} errors={errors.agentType} />
      </div>

      <div>
        <label htmlFor={id("initialProofOfThought")} className="label">
          Initial proof of thought <span className="text-mesh-muted">(optional)</span>
        </label>
        <textarea
          id={id("initialProofOfThought")}
          name="initialProofOfThought"
          rows={4}
          maxLength={PROOF_OF_THOUGHT_MAX}
          placeholder="What does this agent understand, in its own words? A substantive proof earns the merchant more VAL."
          defaultValue={values.initialProofOfThought ?? ""}
          className="input min-h-[6rem] resize-y"
          {...described("initialProofOfThought")}
        />
        <FieldErrors id={`${id("initialProofOfThought")}-error`} errors={errors.initialProofOfThought} />
      </div>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? "Onboarding…" : "Onboard Agent"}
      </button>
    </Form>
  );
}
