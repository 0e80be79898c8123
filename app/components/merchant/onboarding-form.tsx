import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { FormReply } from "~/lib/form";
import { AGENT_TYPE_LABELS, AGENT_TYPES, DEFAULT_AGENT_TYPE, ONBOARD_CONSTRAINT, onboardingFormErrors, TOASTS } from "~/lib/merchant";
import { invalidBorder, MerchantField } from "../shared/bits";
import type { MerchantNodeView } from "../shared/merchant-types";
import { PageForm } from "../shared/page-form";
import { FormField } from "../ui/field";
import { useCheckedForm } from "../ui/form-check";
import { useToast } from "../ui/toaster";

/**
 * The onboarding form (spec §5): a real form that posts without JavaScript. With JavaScript the
 * required fields are checked first with the spec's texts (the same messages onboardSchema uses);
 * the server checks everything again, and its reply (Conform's `lastResult`) refills a refused form.
 */
export function OnboardingForm({ merchants, reply }: { merchants: MerchantNodeView[]; reply: FormReply | undefined }) {
  const toast = useToast();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const { fields, formProps } = useCheckedForm({
    id: "onboard",
    check: onboardingFormErrors,
    constraint: ONBOARD_CONSTRAINT,
    lastResult: reply?.result,
    defaultValue: { merchantNodeId: "", agentType: DEFAULT_AGENT_TYPE },
    refused: (message) => toast({ title: TOASTS.onboardFailed, description: message, type: "error" }),
  });

  return (
    <PageForm reply={reply} {...formProps} className="space-y-4" aria-label="Onboard an agent" data-onboard-form>
      <MerchantField merchants={merchants} field={fields.merchantNodeId} />

      <FormField field={fields.agentId} label="Agent ID" note="required">
        <input {...getInputProps(fields.agentId, { type: "text" })} key={fields.agentId.key} autoComplete="off" placeholder="e.g. agent-aurora-7" className={invalidBorder(fields.agentId)} />
      </FormField>

      <FormField field={fields.agentType} label="Agent type">
        <select {...getSelectProps(fields.agentType)} key={fields.agentType.key} className="input">
          {AGENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {AGENT_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </FormField>

      <FormField field={fields.initialProofOfThought} label="Initial proof of thought" note="optional">
        <textarea
          {...getTextareaProps(fields.initialProofOfThought)}
          key={fields.initialProofOfThought.key}
          rows={4}
          placeholder="What does this agent understand, in its own words? A substantive proof earns the merchant more VAL."
          className="input min-h-[6rem] resize-y"
        />
      </FormField>

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? "Onboarding…" : "Onboard Agent"}
      </button>
    </PageForm>
  );
}
