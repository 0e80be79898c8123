import { getInputProps, getTextareaProps } from "@conform-to/react";
import type { FormReply } from "~/lib/form";
import { GLYPH_LIBRARY } from "~/lib/glyphs";
import { OFFER_CONSTRAINT, offerFormErrors, TOASTS, VAL_PRICE_DEFAULT } from "~/lib/merchant";
import { invalidBorder, MerchantField } from "../shared/bits";
import type { MerchantNodeView } from "../shared/merchant-types";
import { PageForm, usePosting } from "../shared/page-form";
import { FormField } from "../ui/field";
import { useCheckedForm } from "../ui/form-check";
import { useToast } from "../ui/toaster";
import { MARKET_INTENT } from "./types";
import { Panel } from "../ui/page-section";

/** The Create Offer form (spec §5). Works without JavaScript; with it, the spec's texts show before anything is sent. */
export function OfferForm({ merchants, reply }: { merchants: MerchantNodeView[]; reply: FormReply | undefined }) {
  const mine = reply?.intent === MARKET_INTENT.create ? reply : undefined;
  const toast = useToast();
  const busy = usePosting(MARKET_INTENT.create);
  const { fields, formProps } = useCheckedForm({
    id: "offer",
    check: offerFormErrors,
    constraint: OFFER_CONSTRAINT,
    lastResult: mine?.result,
    defaultValue: { merchantNodeId: "", valPrice: String(VAL_PRICE_DEFAULT) },
    refused: (message) => toast({ title: TOASTS.offerFailed, description: message, type: "error" }),
  });

  return (
    <Panel headingId="offer-heading" title="Create a knowledge offer" className="card">
      <p className="mt-1 text-sm text-mesh-muted">A merchant node puts knowledge cargo on the marketplace for a price in VAL.</p>
      <PageForm action="/knowledge-market?tab=create" intent={MARKET_INTENT.create} reply={mine} {...formProps} className="mt-4 space-y-4" data-offer-form>
        <MerchantField merchants={merchants} field={fields.merchantNodeId} />

        <FormField field={fields.glyphType} label="Glyph type" note="required">
          <input {...getInputProps(fields.glyphType, { type: "text" })} key={fields.glyphType.key} list={`${fields.glyphType.id}-choices`} placeholder="e.g. ◊" className={invalidBorder(fields.glyphType)} />
          <datalist id={`${fields.glyphType.id}-choices`}>
            {GLYPH_LIBRARY.map((g) => (
              <option key={g.symbol} value={g.symbol}>
                {g.name}
              </option>
            ))}
          </datalist>
        </FormField>

        <FormField field={fields.knowledgeCargo} label="Knowledge cargo" note="required">
          <textarea
            {...getTextareaProps(fields.knowledgeCargo)}
            key={fields.knowledgeCargo.key}
            rows={4}
            placeholder="What knowledge does this offer carry?"
            className={invalidBorder(fields.knowledgeCargo, "input min-h-[6rem] resize-y")}
          />
        </FormField>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <FormField field={fields.valPrice} label="Price (VAL)">
            <input {...getInputProps(fields.valPrice, { type: "number" })} key={fields.valPrice.key} inputMode="numeric" className={invalidBorder(fields.valPrice)} />
          </FormField>
          <FormField field={fields.resonanceTags} label="Resonance tags" note="optional, comma-separated" className="sm:col-span-2">
            <input
              {...getInputProps(fields.resonanceTags, { type: "text" })}
              key={fields.resonanceTags.key}
              placeholder="ethics, consent, archives"
              className={invalidBorder(fields.resonanceTags)}
            />
          </FormField>
        </div>

        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? "Creating…" : "Create Offer"}
        </button>
      </PageForm>
    </Panel>
  );
}
