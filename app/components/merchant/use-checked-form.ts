import { useEffect, useState, type FormEvent } from "react";
import { cx } from "../ui/card";
import { useToast } from "../ui/toaster";
import type { FieldErrors as Errors } from "~/lib/merchant";
import type { FormReply } from "./types";

/**
 * The state of a merchant form that posts without JavaScript and, with it, checks the spec's
 * required-field texts before sending: errors (local check first, then the server's reply), the
 * refused values to refill, a key that remounts (empties) the form after a success, and the
 * id/aria/border helpers of its fields.
 */
export function useCheckedForm({
  formId,
  reply,
  check,
  failureTitle,
}: {
  formId: string;
  /** This form's reply (undefined when the last reply was another form's). */
  reply: FormReply | undefined;
  check: (fields: Record<string, FormDataEntryValue>) => Errors;
  failureTitle: string;
}) {
  const toast = useToast();
  const [local, setLocal] = useState<Errors | null>(null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    setLocal(null);
    // A success empties the form (a remount); a refusal keeps what was typed.
    if (reply?.ok) setFormKey((k) => k + 1);
  }, [reply]);
  const errors = local ?? (reply && !reply.ok ? (reply.fieldErrors ?? {}) : {});
  const values = reply && !reply.ok ? (reply.values ?? {}) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(Object.fromEntries(new FormData(event.currentTarget)));
    const first = Object.values(found).flat()[0];
    if (!first) return setLocal(null);
    event.preventDefault();
    setLocal(found);
    toast({ title: failureTitle, description: first, type: "error" });
  };
  const id = (name: string) => `${formId}-${name}`;
  const aria = (name: string) => (errors[name]?.length ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});
  const border = (name: string) => cx("input", Boolean(errors[name]?.length) && "border-[#ff6b6b]");
  return { errors, values, formKey, onSubmit, id, aria, border };
}

export type CheckedForm = ReturnType<typeof useCheckedForm>;
