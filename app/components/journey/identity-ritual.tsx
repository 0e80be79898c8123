import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import { IDENTITY_GLYPH_NAMES } from "~/content/journey";
import { IDENTITY_GLYPHS, MESH_NAME_MAX, REFLECTION_MAX, type JourneyIdentity } from "~/lib/journey";
import { cx } from "../ui/card";
import { FieldErrors, FormErrors, FormField } from "../ui/field";
import { invalidBorder } from "../shared/bits";
import { useHydrated } from "~/hooks/use-hydrated";
import { EnhancedField } from "../ui/enhanced-field";
import { INTENT, type JourneyReply } from "./types";
import { IDENTITY_FETCHER_KEY, replyFor, useJourneyFetcher } from "./use-journey-fetcher";

const FORM_ID = "identity-ritual";

interface Values {
  glyph: string;
  meshName: string;
  reflection: string;
}

function valuesOf(form: HTMLFormElement): Values {
  const fd = new FormData(form);
  const text = (name: string) => {
    const v = fd.get(name);
    return typeof v === "string" ? v : "";
  };
  return { glyph: text("glyph"), meshName: text("meshName"), reflection: text("reflection") };
}

/**
 * Phase 2: ten glyphs as a radio group, a mesh name and a first reflection, all required.
 * With JavaScript the seal button stays disabled until all three are set; the action refuses
 * an incomplete identity either way and shows why beside each field.
 */
export function IdentityRitual({ identity, pageReply, actionLabel }: { identity: JourneyIdentity; pageReply: JourneyReply | undefined; actionLabel: string }) {
  const hydrated = useHydrated();
  const fetcher = useJourneyFetcher(IDENTITY_FETCHER_KEY);
  const reply = replyFor(fetcher.data, pageReply, (r) => r.intent === INTENT.saveIdentity);
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: reply?.result ?? null,
    defaultValue: { glyph: identity.glyph ?? "", meshName: identity.meshName ?? "", reflection: identity.reflection ?? "" },
  });
  const [values, setValues] = useState<Values>({ glyph: identity.glyph ?? "", meshName: identity.meshName ?? "", reflection: identity.reflection ?? "" });
  const ready = Boolean(values.glyph && values.meshName.trim() && values.reflection.trim());
  const busy = fetcher.state !== "idle";
  const onChange = (event: FormEvent<HTMLFormElement>) => setValues(valuesOf(event.currentTarget));

  const glyphErrorId = fields.glyph.errorId;
  const glyphInvalid = Boolean(fields.glyph.errors?.length);
  const hintId = `${FORM_ID}-hint`;
  const formError = reply && !reply.ok && !reply.result ? reply.error : undefined;

  return (
    <fetcher.Form method="post" action="/journey" {...getFormProps(form)} onChange={onChange} className="mt-4 space-y-5">
      <EnhancedField />
      <FormErrors id={form.errorId} errors={form.errors ?? (formError ? [formError] : undefined)} />

      <fieldset aria-describedby={glyphInvalid ? glyphErrorId : undefined}>
        <legend className="label">
          Choose your glyph <span className="text-mesh-muted">(required)</span>
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-2 min-[420px]:grid-cols-5">
          {IDENTITY_GLYPHS.map((g, i) => {
            const id = `${fields.glyph.id}-${i}`;
            return (
              <label key={g} htmlFor={id} className="relative block">
                <input
                  id={id}
                  type="radio"
                  name={fields.glyph.name}
                  value={g}
                  defaultChecked={(fields.glyph.initialValue ?? identity.glyph) === g}
                  required
                  aria-invalid={glyphInvalid || undefined}
                  className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-lg"
                />
                <span
                  className={cx(
                    "flex flex-col items-center gap-1 rounded-lg border bg-mesh-bg px-2 py-3 text-center transition-colors",
                    "peer-hover:border-mesh-muted peer-checked:border-ignith peer-checked:bg-ignith-soft",
                    glyphInvalid ? "border-[#ff6b6b]" : "border-mesh-line",
                  )}
                >
                  <span aria-hidden="true" className="text-2xl leading-none">
                    {g}
                  </span>
                  <span className="text-xs text-mesh-muted">
                    <span className="sr-only">{g} </span>
                    {IDENTITY_GLYPH_NAMES[g]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldErrors id={glyphErrorId} errors={fields.glyph.errors} />
      </fieldset>

      <FormField field={fields.meshName} label="Mesh name" note="required">
        <input
          {...getInputProps(fields.meshName, { type: "text" })}
          key={fields.meshName.key}
          required
          maxLength={MESH_NAME_MAX}
          autoComplete="nickname"
          placeholder="How the mesh will know you"
          className={invalidBorder(fields.meshName)}
        />
      </FormField>

      <FormField field={fields.reflection} label="First reflection" note="required">
        <textarea
          {...getTextareaProps(fields.reflection)}
          key={fields.reflection.key}
          required
          maxLength={REFLECTION_MAX}
          rows={4}
          placeholder="Why you came, or what you hope the mesh can help you think through"
          className={invalidBorder(fields.reflection, "input min-h-[6rem] resize-y")}
        />
      </FormField>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button
          type="submit"
          name="intent"
          value={INTENT.saveIdentity}
          className="btn-fire"
          disabled={busy || (hydrated && !ready)}
          aria-describedby={hydrated && !ready ? hintId : undefined}
        >
          {busy ? "Sealing…" : actionLabel}
        </button>
        <p id={hintId} className="text-sm text-mesh-muted">
          {hydrated && ready ? "Your glyph, name and reflection are ready to seal." : "Choose a glyph, a mesh name and a first reflection to seal your identity."}
        </p>
      </div>
    </fetcher.Form>
  );
}
