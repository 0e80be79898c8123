import { getInputProps } from "@conform-to/react";
import { FEEDBACK_RULES, MISSING_GLYPH_TOAST } from "~/lib/resonance";
import { useToast } from "../ui/toaster";
import { FormField } from "../ui/field";
import { textCheck, textConstraint, useCheckedForm } from "../ui/form-check";
import { invalidBorder, Timestamp } from "../shared/bits";
import { PageForm, usePosting } from "../shared/page-form";
import { ResonanceBadge } from "./bits";
import { FAILURE_TITLES, INTENT, type ContributeReply, type FeedbackView } from "./types";
import { Panel } from "../ui/page-section";

const FORM_ID = "feedback-form";
/** The browser's check: the rules feedbackSchema is built from. */
const check = textCheck(FEEDBACK_RULES);

/** Feedback (spec §2.8): one glyph in, the mesh's interpretation out; the five newest below. */
export function FeedbackPanel({ reply, items, error, now }: { reply: ContributeReply | undefined; items: FeedbackView[] | null; error: string | null; now: number }) {
  const mine = reply?.intent === INTENT.feedback ? reply : undefined;
  const toast = useToast();
  const busy = usePosting(INTENT.feedback);
  const { fields, formProps } = useCheckedForm({
    id: FORM_ID,
    check,
    constraint: textConstraint(FEEDBACK_RULES),
    lastResult: mine?.result,
    refused: (message) => toast(message === MISSING_GLYPH_TOAST.description ? MISSING_GLYPH_TOAST : { title: FAILURE_TITLES.feedback, description: message, type: "error" }),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel headingId="feedback-heading" title="Symbolic feedback" className="card h-fit">
        <p className="mt-1 text-sm text-mesh-muted">Offer a glyph and the mesh answers with how strongly it resonates.</p>
        <PageForm action="/contribute?tab=feedback" intent={INTENT.feedback} reply={mine} {...formProps} className="mt-5 space-y-4">
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
        </PageForm>
      </Panel>

      <Panel headingId="recent-feedback-heading" title="Recent feedback">
        <FeedbackList items={items} error={error} now={now} />
      </Panel>
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
