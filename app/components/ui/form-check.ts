import { getFormProps, parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import type { FormEvent } from "react";
import { firstError, type TextRules } from "~/lib/form";

/**
 * The browser's check of a Conform form without zod (zod stays out of the browser bundle, STACK.md):
 * a check built from the same constants and messages as the server's schema, so a refused form
 * shows the server's words without a round trip. The server still validates every post.
 */
export type FieldCheck = (values: Record<string, unknown>) => Record<string, string[]>;

/** The HTML constraints of the rules, for Conform's `constraint` (required, maxlength attributes). */
export function textConstraint(rules: TextRules): Record<string, { required?: boolean; maxLength?: number }> {
  return Object.fromEntries(Object.entries(rules).map(([name, r]) => [name, { required: Boolean(r.required) || undefined, maxLength: r.maxLength }]));
}

/** The check of text rules: required, then the maximum length, after trimming. */
export function textCheck(rules: TextRules): FieldCheck {
  return (values) => {
    const error: Record<string, string[]> = {};
    for (const [name, rule] of Object.entries(rules)) {
      const raw = values[name];
      const value = typeof raw === "string" ? raw.trim() : "";
      if (rule.required && value === "") error[name] = [rule.required];
      else if (rule.maxLength !== undefined && value.length > rule.maxLength) error[name] = [rule.tooLong ?? `At most ${rule.maxLength} characters.`];
    }
    return error;
  };
}

/** A Conform submission of `formData` judged by `check` (for `useForm`'s `onValidate`). */
export function checkForm(formData: FormData, check: FieldCheck): Submission<Record<string, unknown>, string[]> {
  return parse(formData, {
    resolve(payload) {
      const error = check(payload);
      return Object.keys(error).length > 0 ? { error } : { value: payload };
    },
  });
}

/** Conform's submit handler, then, when the browser's check refused the form, `refused` with its first message. */
export function onRefused(onSubmit: (event: FormEvent<HTMLFormElement>) => void, check: FieldCheck, refused: (message: string, values: Record<string, unknown>) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (!event.defaultPrevented) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const message = firstError(check(values));
    if (message) refused(message, values);
  };
}

/**
 * Conform's useForm for a form the browser checks before sending: `check` runs on submit, then on
 * each input; `constraint` gives the HTML attributes; the action's `lastResult` refills a refused
 * form. `refused` hears the first message when the check stops a submit (to toast it). Returns the
 * fields and the props for <Form>, its onSubmit included.
 *
 * `defaultValue` names every select, "" for one that starts on its placeholder: after a successful
 * answer (`resetForm`) Conform puts each field back on its default, and a select without one is
 * left with nothing selected (blank) instead of its placeholder.
 */
export function useCheckedForm({
  id,
  check,
  constraint,
  lastResult,
  defaultValue,
  refused,
}: {
  id: string;
  check: FieldCheck;
  constraint: Parameters<typeof useForm>[0]["constraint"];
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: Record<string, string>;
  refused?: (message: string, values: Record<string, unknown>) => void;
}) {
  const [form, fields] = useForm({
    id,
    lastResult: lastResult ?? null,
    constraint,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkForm(formData, check),
  });
  const formProps = getFormProps(form);
  return { form, fields, formProps: refused ? { ...formProps, onSubmit: onRefused(formProps.onSubmit, check, refused) } : formProps };
}
