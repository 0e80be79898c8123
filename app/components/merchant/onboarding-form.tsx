import { Form, useNavigation } from "@remix-run/react";
import { AGENT_ID_MAX, AGENT_TYPE_LABELS, AGENT_TYPES, DEFAULT_AGENT_TYPE, onboardingFormErrors, PROOF_OF_THOUGHT_MAX, TOASTS } from "~/lib/merchant";
import { EnhancedField } from "../ui/enhanced-field";
import { FieldErrors } from "../ui/field";
import { useHydrated } from "../use-hydrated";
import { InlineReply, MerchantField } from "./bits";
import type { FormReply, MerchantNodeView } from "./types";
import { useCheckedForm } from "./use-checked-form";

const FORM_ID = "onboard";

/**
 * The onboarding form (spec §5): a real form that posts without JavaScript. With JavaScript the
 * required fields are checked first with the spec's texts; the server checks everything again.
 */
export function OnboardingForm({ merchants, reply }: { merchants: MerchantNodeView[]; reply: FormReply | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const form = useCheckedForm({ formId: FORM_ID, reply, check: onboardingFormErrors, failureTitle: TOASTS.onboardFailed });
  const { errors, values, formKey, onSubmit, id, aria: described, border } = form;

  return (
    <Form method="post" key={formKey} noValidate={hydrated} onSubmit={onSubmit} className="space-y-4" aria-label="Onboard an agent" data-onboard-form>
      <EnhancedField />
      <InlineReply reply={reply} />
      <MerchantField merchants={merchants} form={form} />

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
          className={border("agentId")}
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
