import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { FEEDBACK_RULES, MISSING_GLYPH_TOAST } from "~/lib/resonance";
import { useToast } from "../ui/toaster";
import { EnhancedField } from "../ui/enhanced-field";
import { FormField } from "../ui/field";
import { checkForm, onRefused, textCheck, textConstraint } from "../ui/form-check";
import { InlineReply, invalidBorder, Timestamp } from "../shared/bits";
import { ResonanceBadge } from "./bits";
import { FAILURE_TITLES, INTENT, type ContributeReply, type FeedbackView } from "./types";

const FORM_ID = "feedback-form";
/** The browser's check: the rules feedbackSchema is built from. */
const check = textCheck(FEEDBACK_RULES);

/** Feedback (spec §2.8): one glyph in, the mesh's interpretation out; the five newest below. */
export function FeedbackPanel({ reply, items, error, now }: { reply: ContributeReply | undefined; items: FeedbackView[] | null; error: string | null; now: number }) {
  const mine = reply?.intent === INTENT.feedback ? reply : undefined;
  const toast = useToast();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === INTENT.feedback;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: mine?.result ?? null,
    constraint: textConstraint(FEEDBACK_RULES),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkForm(formData, check),
  });
  const formProps = getFormProps(form);
  const onSubmit = onRefused(formProps.onSubmit, check, (message) =>
    toast(message === MISSING_GLYPH_TOAST.description ? MISSING_GLYPH_TOAST : { title: FAILURE_TITLES.feedback, description: message, type: "error" }),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="feedback-heading" className="card h-fit">
        <h2 id="feedback-heading" className="text-xl font-semibold">
          Symbolic feedback
        </h2>
        <p className="mt-1 text-sm text-mesh-muted">Offer a glyph and the mesh answers with how strongly it resonates.</p>
        <Form method="post" action="/contribute?tab=feedback" {...formProps} onSubmit={onSubmit} className="mt-5 space-y-4">
          <EnhancedField />
          <input type="hidden" name="intent" value={INTENT.feedback} />
          <InlineReply reply={mine} />
          <FormField field={fields.glyphInput} label="Symbolic glyph" note="required">
            <input
              {...getInputProps(fields.glyphInput, { type: "text" })}
              key={fields.glyphInput.key}
              autoComplete="off"
              placeholder="Enter a glyph, e.g. ⟁"
              className={invalidBorder(fields.glyphInput, "input text-lg")}
            />
          </FormField>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Interpreting…" : "Submit Feedback"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="recent-feedback-heading">
        <h2 id="recent-feedback-heading" className="text-xl font-semibold">
          Recent feedback
        </h2>
        <FeedbackList items={items} error={error} now={now} />
      </section>
    </div>
  );
}

function FeedbackList({ items, error, now }: { items: FeedbackView[] | null; error: string | null; now: number }) {
  if (items === null) return <p className="mt-3 text-mesh-muted">{error ? `Failed to load feedback: ${error}` : "Loading feedback..."}</p>;
  if (items.length === 0) return <p className="mt-3 text-mesh-muted">No feedback yet. Submit a glyph above.</p>;
  return (
    <ul aria-label="Recent feedback" className="mt-3 space-y-3">
      {items.map((f) => (
        <li key={f.id} className="card p-4" data-feedback-id={f.id}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              <span className="break-all text-2xl leading-none" data-glyph>
                {f.glyphInput}
              </span>
              <ResonanceBadge level={f.resonanceLevel} />
            </span>
            <Timestamp iso={f.timestamp} now={now} />
          </div>
          <p className="mt-2 text-sm text-mesh-muted">{f.response}</p>
        </li>
      ))}
    </ul>
  );
}
