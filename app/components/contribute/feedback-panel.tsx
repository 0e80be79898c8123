import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { FEEDBACK_GLYPH_MAX, MISSING_GLYPH_TOAST } from "~/lib/resonance";
import { cx } from "../ui/card";
import { useToast } from "../ui/toaster";
import { EnhancedField } from "../ui/enhanced-field";
import { FieldErrors } from "../ui/field";
import { checkText, textConstraint, type TextRules } from "../ui/text-check";
import { InlineReply, ResonanceBadge, Timestamp } from "./bits";
import { FAILURE_TITLES, INTENT, type ContributeReply, type FeedbackView } from "./types";

const FORM_ID = "feedback-form";
/** The browser's check (the server validates with feedbackSchema). */
const RULES: TextRules = {
  glyphInput: { required: MISSING_GLYPH_TOAST.description, maxLength: FEEDBACK_GLYPH_MAX, tooLong: `A glyph is at most ${FEEDBACK_GLYPH_MAX} characters.` },
};

/** Feedback (spec §2.8): one glyph in, the mesh's interpretation out; the five newest below. */
export function FeedbackPanel({ reply, items, error, now }: { reply: ContributeReply | undefined; items: FeedbackView[] | null; error: string | null; now: number }) {
  const mine = reply?.intent === INTENT.feedback ? reply : undefined;
  const toast = useToast();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === INTENT.feedback;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: mine?.result ?? null,
    constraint: textConstraint(RULES),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkText(formData, RULES),
  });
  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (!event.defaultPrevented) return;
    const glyph = new FormData(event.currentTarget).get("glyphInput");
    if (typeof glyph !== "string" || glyph.trim() === "") toast(MISSING_GLYPH_TOAST);
    else toast({ title: FAILURE_TITLES.feedback, description: `A glyph is at most ${FEEDBACK_GLYPH_MAX} characters.`, type: "error" });
  };
  const invalid = Boolean(fields.glyphInput.errors?.length);

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
          <div>
            <label htmlFor={fields.glyphInput.id} className="label">
              Symbolic glyph <span className="text-mesh-muted">(required)</span>
            </label>
            <input
              {...getInputProps(fields.glyphInput, { type: "text" })}
              key={fields.glyphInput.key}
              maxLength={FEEDBACK_GLYPH_MAX}
              autoComplete="off"
              placeholder="Enter a glyph, e.g. ⟁"
              className={cx("input text-lg", invalid && "border-[#ff6b6b]")}
            />
            <FieldErrors id={fields.glyphInput.errorId} errors={fields.glyphInput.errors} />
          </div>
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
