import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { GLYPH_LIBRARY } from "~/lib/glyphs";
import {
  CONTRIBUTION_GLYPHS,
  CONTRIBUTION_RULES,
  CONTRIBUTOR_NAME_MAX,
  IMPACT_DESCRIPTION_MAX,
  MISSING_FIELDS_TOAST,
  missingContributionFields,
  SCORE_MAX,
  SCORE_MIN,
} from "~/lib/resonance";
import { cx } from "../ui/card";
import { useToast } from "../ui/toaster";
import { EnhancedField } from "../ui/enhanced-field";
import { FieldErrors } from "../ui/field";
import { checkForm, onRefused, textCheck, textConstraint } from "../ui/form-check";
import { InlineReply } from "../shared/bits";
import { FAILURE_TITLES, INTENT, type ContributeReply } from "./types";

const FORM_ID = "contribute-form";
/** The browser's check: the rules contributionSchema is built from. */
const check = textCheck(CONTRIBUTION_RULES);
const glyphName = (symbol: string) => GLYPH_LIBRARY.find((g) => g.symbol === symbol)?.name ?? symbol;

/**
 * The contribution form (spec §2.8): a real form that posts without JavaScript. With JavaScript
 * the fields are checked first: a missing one shows "Missing Fields" and nothing is sent.
 */
export function ContributeForm({ reply }: { reply: ContributeReply | undefined }) {
  const mine = reply?.intent === INTENT.contribute ? reply : undefined;
  const toast = useToast();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === INTENT.contribute;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: mine?.result ?? null,
    constraint: textConstraint(CONTRIBUTION_RULES),
    defaultValue: { contributorName: "", glyphType: "", impactDescription: "", score: "1.0" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkForm(formData, check),
  });
  const formProps = getFormProps(form);
  const onSubmit = onRefused(formProps.onSubmit, check, (message, values) =>
    toast(missingContributionFields(values).length ? MISSING_FIELDS_TOAST : { title: FAILURE_TITLES.contribute, description: message, type: "error" }),
  );
  const invalid = (errors?: string[]) => Boolean(errors?.length);

  return (
    <section aria-labelledby="contribute-heading" className="card">
      <h2 id="contribute-heading" className="text-xl font-semibold">
        Record a contribution
      </h2>
      <p className="mt-1 text-sm text-mesh-muted">Tell the mesh what you gave: a guide, a node, a fix, an idea. Every contribution is weighed by its glyph.</p>
      <Form method="post" action="/contribute?tab=contribute" {...formProps} onSubmit={onSubmit} className="mt-5 space-y-4">
        <EnhancedField />
        <input type="hidden" name="intent" value={INTENT.contribute} />
        <InlineReply reply={mine} />

        <div>
          <label htmlFor={fields.contributorName.id} className="label">
            Contributor name <span className="text-mesh-muted">(required)</span>
          </label>
          <input
            {...getInputProps(fields.contributorName, { type: "text" })}
            key={fields.contributorName.key}
            maxLength={CONTRIBUTOR_NAME_MAX}
            autoComplete="nickname"
            placeholder="Your name or node name"
            className={cx("input", invalid(fields.contributorName.errors) && "border-[#ff6b6b]")}
          />
          <FieldErrors id={fields.contributorName.errorId} errors={fields.contributorName.errors} />
        </div>

        <div>
          <label htmlFor={fields.glyphType.id} className="label">
            Glyph type <span className="text-mesh-muted">(required)</span>
          </label>
          <select {...getSelectProps(fields.glyphType)} key={fields.glyphType.key} className={cx("input", invalid(fields.glyphType.errors) && "border-[#ff6b6b]")}>
            <option value="">Select a glyph</option>
            {CONTRIBUTION_GLYPHS.map((g) => (
              <option key={g} value={g}>
                {g} {glyphName(g)}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.glyphType.errorId} errors={fields.glyphType.errors} />
        </div>

        <div>
          <label htmlFor={fields.impactDescription.id} className="label">
            Impact description <span className="text-mesh-muted">(required)</span>
          </label>
          <textarea
            {...getTextareaProps(fields.impactDescription)}
            key={fields.impactDescription.key}
            maxLength={IMPACT_DESCRIPTION_MAX}
            rows={4}
            placeholder="What did your contribution change in the mesh?"
            className={cx("input min-h-[6rem] resize-y", invalid(fields.impactDescription.errors) && "border-[#ff6b6b]")}
          />
          <FieldErrors id={fields.impactDescription.errorId} errors={fields.impactDescription.errors} />
        </div>

        <div className="max-w-[12rem]">
          <label htmlFor={fields.score.id} className="label">
            Score <span className="text-mesh-muted">(0–10)</span>
          </label>
          <input
            {...getInputProps(fields.score, { type: "number" })}
            key={fields.score.key}
            step="0.1"
            min={SCORE_MIN}
            max={SCORE_MAX}
            inputMode="decimal"
            className="input"
          />
        </div>

        <button type="submit" className="btn-fire" disabled={busy}>
          {busy ? "Submitting…" : "Submit Contribution"}
        </button>
      </Form>
    </section>
  );
}
