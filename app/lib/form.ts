import type { SubmissionResult } from "@conform-to/react";

/** Reading a Conform submission's errors (client-safe: the server's replies and the browser's checks). */
export type SubmissionErrors = Record<string, string[] | null> | null | undefined;

/** The first message of a refused submission (zod's first issue): what a toast says. */
export function firstError(errors: SubmissionErrors): string | undefined {
  return Object.values(errors ?? {}).flatMap((e) => e ?? [])[0];
}

/** The messages by top-level field ("configJson[0].name" → configJson; a whole-form issue → form), for forms that show them beside the field. */
export function errorsByField(errors: SubmissionErrors): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    if (!messages?.length) continue;
    const name = path.split(/[.[]/)[0] || "form";
    (byField[name] ??= []).push(...messages);
  }
  return byField;
}

/** A toast a page's action sends back (by flash cookie after a redirect, or in its data). */
export interface ScreenToast {
  title: string;
  description?: string;
  type: "message" | "success" | "error";
}

/**
 * What a page action answers a form when it does not redirect (an enhanced post, or a refused
 * one): the toast, and Conform's `result` for the form's `useForm` (`lastResult`), which carries
 * the field errors and the values to refill a refused form rendered without JavaScript.
 */
export interface FormReply<Intent extends string = string> {
  ok: boolean;
  /** Which form answered (a screen with several forms). */
  intent: Intent | null;
  toast: ScreenToast;
  result?: SubmissionResult<string[]>;
}

/**
 * A text field's rules, declared once beside the form's constants: the zod schema (`*.schema.ts`,
 * server) takes its messages and limits from here, and the browser derives its HTML constraints
 * and its check from the same object (components/ui/form-check.ts), so no rule is typed twice.
 */
export interface TextRule {
  required?: string;
  maxLength?: number;
  tooLong?: string;
}
export type TextRules = Record<string, TextRule>;
