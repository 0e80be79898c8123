import type { InputHTMLAttributes } from "react";
import { cx } from "./card";

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
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input className={cx("input", invalid && "border-[#ff6b6b]")} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} {...input} id={id} />
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
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
