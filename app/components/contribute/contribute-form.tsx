import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
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
import { useToast } from "../ui/toaster";
import { FormField } from "../ui/field";
import { textCheck, textConstraint, useCheckedForm } from "../ui/form-check";
import { invalidBorder } from "../shared/bits";
import { PageForm, usePosting } from "../shared/page-form";
import { FAILURE_TITLES, INTENT, type ContributeReply } from "./types";
import { Panel } from "../ui/page-section";

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
  const busy = usePosting(INTENT.contribute);
  const { fields, formProps } = useCheckedForm({
    id: FORM_ID,
    check,
    constraint: textConstraint(CONTRIBUTION_RULES),
    lastResult: mine?.result,
    defaultValue: { contributorName: "", glyphType: "", impactDescription: "", score: "1.0" },
    refused: (message, values) =>
      toast(missingContributionFields(values).length ? MISSING_FIELDS_TOAST : { title: FAILURE_TITLES.contribute, description: message, type: "error" }),
  });

  return (
    <Panel headingId="contribute-heading" title="Record a contribution" className="card">
      <p className="mt-1 text-sm text-mesh-muted">Tell the mesh what you gave: a guide, a node, a fix, an idea. Every contribution is weighed by its glyph.</p>
      <PageForm action="/contribute?tab=contribute" intent={INTENT.contribute} reply={mine} {...formProps} className="mt-5 space-y-4">
        <FormField field={fields.contributorName} label="Contributor name" note="required">
          <input
            {...getInputProps(fields.contributorName, { type: "text" })}
            key={fields.contributorName.key}
            maxLength={CONTRIBUTOR_NAME_MAX}
            autoComplete="nickname"
            placeholder="Your name or node name"
            className={invalidBorder(fields.contributorName)}
          />
        </FormField>

        <FormField field={fields.glyphType} label="Glyph type" note="required">
          <select {...getSelectProps(fields.glyphType)} key={fields.glyphType.key} className={invalidBorder(fields.glyphType)}>
            <option value="">Select a glyph</option>
            {CONTRIBUTION_GLYPHS.map((g) => (
              <option key={g} value={g}>
                {g} {glyphName(g)}
              </option>
            ))}
          </select>
        </FormField>

        <FormField field={fields.impactDescription} label="Impact description" note="required">
          <textarea
            {...getTextareaProps(fields.impactDescription)}
            key={fields.impactDescription.key}
            maxLength={IMPACT_DESCRIPTION_MAX}
            rows={4}
            placeholder="What did your contribution change in the mesh?"
            className={invalidBorder(fields.impactDescription, "input min-h-[6rem] resize-y")}
          />
        </FormField>

        {/* No error list: the score never fails (empty or out of range counts as 1). */}
        <FormField field={fields.score.id} label="Score" note="0–10" className="max-w-[12rem]">
          <input
            {...getInputProps(fields.score, { type: "number" })}
            key={fields.score.key}
            step="0.1"
            min={SCORE_MIN}
            max={SCORE_MAX}
            inputMode="decimal"
            className="input"
          />
        </FormField>

        <button type="submit" className="btn-fire" disabled={busy}>
          {busy ? "Submitting…" : "Submit Contribution"}
        </button>
      </PageForm>
    </Panel>
  );
}
