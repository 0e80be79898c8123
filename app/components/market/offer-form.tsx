import { Form, useNavigation } from "@remix-run/react";
import { GLYPH_LIBRARY } from "~/lib/glyphs";
import { GLYPH_TYPE_MAX, KNOWLEDGE_CARGO_MAX, offerFormErrors, TOASTS, VAL_PRICE_DEFAULT, VAL_PRICE_MAX, VAL_PRICE_MIN } from "~/lib/merchant";
import { cx } from "../ui/card";
import { EnhancedField } from "../ui/enhanced-field";
import { FieldErrors } from "../ui/field";
import { useHydrated } from "../use-hydrated";
import { InlineReply, MerchantField } from "../merchant/bits";
import type { FormReply, MerchantNodeView } from "../merchant/types";
import { useCheckedForm } from "../merchant/use-checked-form";
import { MARKET_INTENT } from "./types";

const FORM_ID = "offer";

/** The Create Offer form (spec §5). Works without JavaScript; with it, the spec's texts show before anything is sent. */
export function OfferForm({ merchants, reply }: { merchants: MerchantNodeView[]; reply: FormReply | undefined }) {
  const mine = reply?.intent === MARKET_INTENT.create ? reply : undefined;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === MARKET_INTENT.create;
  const form = useCheckedForm({ formId: FORM_ID, reply: mine, check: offerFormErrors, failureTitle: TOASTS.offerFailed });
  const { errors, values, formKey, onSubmit, id, aria, border } = form;

  return (
    <section aria-labelledby="offer-heading" className="card">
      <h2 id="offer-heading" className="text-xl font-semibold">
        Create a knowledge offer
      </h2>
      <p className="mt-1 text-sm text-mesh-muted">A merchant node puts knowledge cargo on the marketplace for a price in VAL.</p>
      <Form method="post" action="/knowledge-market?tab=create" key={formKey} noValidate={hydrated} onSubmit={onSubmit} className="mt-4 space-y-4" data-offer-form>
        <EnhancedField />
        <input type="hidden" name="intent" value={MARKET_INTENT.create} />
        <InlineReply reply={mine} />
        <MerchantField merchants={merchants} form={form} />

        <div>
          <label htmlFor={id("glyphType")} className="label">
            Glyph type <span className="text-mesh-muted">(required)</span>
          </label>
          <input
            id={id("glyphType")}
            name="glyphType"
            type="text"
            required
            maxLength={GLYPH_TYPE_MAX}
            list={`${id("glyphType")}-choices`}
            placeholder="e.g. ◊"
            defaultValue={values.glyphType ?? ""}
            className={border("glyphType")}
            {...aria("glyphType")}
          />
          <datalist id={`${id("glyphType")}-choices`}>
            {GLYPH_LIBRARY.map((g) => (
              <option key={g.symbol} value={g.symbol}>
                {g.name}
              </option>
            ))}
          </datalist>
          <FieldErrors id={`${id("glyphType")}-error`} errors={errors.glyphType} />
        </div>

        <div>
          <label htmlFor={id("knowledgeCargo")} className="label">
            Knowledge cargo <span className="text-mesh-muted">(required)</span>
          </label>
          <textarea
            id={id("knowledgeCargo")}
            name="knowledgeCargo"
            required
            rows={4}
            maxLength={KNOWLEDGE_CARGO_MAX}
            placeholder="What knowledge does this offer carry?"
            defaultValue={values.knowledgeCargo ?? ""}
            className={cx(border("knowledgeCargo"), "min-h-[6rem] resize-y")}
            {...aria("knowledgeCargo")}
          />
          <FieldErrors id={`${id("knowledgeCargo")}-error`} errors={errors.knowledgeCargo} />
        </div>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={id("valPrice")} className="label">
              Price (VAL)
            </label>
            <input
              id={id("valPrice")}
              name="valPrice"
              type="number"
              min={VAL_PRICE_MIN}
              max={VAL_PRICE_MAX}
              step={1}
              inputMode="numeric"
              defaultValue={values.valPrice ?? String(VAL_PRICE_DEFAULT)}
              className={border("valPrice")}
              {...aria("valPrice")}
            />
            <FieldErrors id={`${id("valPrice")}-error`} errors={errors.valPrice} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={id("resonanceTags")} className="label">
              Resonance tags <span className="text-mesh-muted">(optional, comma-separated)</span>
            </label>
            <input
              id={id("resonanceTags")}
              name="resonanceTags"
              type="text"
              maxLength={600}
              placeholder="ethics, consent, archives"
              defaultValue={values.resonanceTags ?? ""}
              className={border("resonanceTags")}
              {...aria("resonanceTags")}
            />
            <FieldErrors id={`${id("resonanceTags")}-error`} errors={errors.resonanceTags} />
          </div>
        </div>

        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? "Creating…" : "Create Offer"}
        </button>
      </Form>
    </section>
  );
}
