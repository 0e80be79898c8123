import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { cx } from "./card";

/** A Conform field (its id and error list), or just a control's id for a field the server alone checks. */
type FieldRef = string | { id: string; errorId: string; errors?: string[] };

/**
 * A form control under its label, with an optional note beside the label ("Name (required)") and,
 * for a Conform field, its error list below the control.
 */
export function FormField({ field, label, note, className, children }: { field: FieldRef; label: ReactNode; note?: string; className?: string; children: ReactNode }) {
  // Conform's field metadata is a Proxy: read its properties, never test them with `in`.
  const conform = typeof field === "string" ? null : field;
  return (
    <div className={className}>
      <label htmlFor={typeof field === "string" ? field : field.id} className="label">
        {label}
        {note ? (
          <>
            {" "}
            <span className="text-mesh-muted">({note})</span>
          </>
        ) : null}
      </label>
      {children}
      {conform ? <FieldErrors id={conform.errorId} errors={conform.errors} /> : null}
    </div>
  );
}

/** A labelled input with its error list wired through aria-describedby. */
export function Field({
  label,
  errors,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; errors?: string[] }) {
  const id = input.id;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <FormField field={{ id, errorId, errors }} label={label} className={className}>
      <input className={cx("input", invalid && "border-[#ff6b6b]")} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} {...input} id={id} />
    </FormField>
  );
}

/** A Field bound to a Conform field: its id, name, constraints, default value, aria attributes and errors come from `meta`. */
export function ConformField({
  meta,
  type,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> & {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  type: "text" | "email" | "password";
  label: string;
}) {
  return <Field {...getInputProps(meta, { type })} key={meta.key} errors={meta.errors} {...rest} />;
}

/** A field's error list; its id is what the input's aria-describedby names. Nothing when valid. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-error">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-[#ff6b6b] bg-[#2a1216] p-3 text-sm">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
