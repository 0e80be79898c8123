import { parse, type Submission } from "@conform-to/react";

/**
 * Browser-side checks of text fields without zod (zod stays out of the browser bundle): required
 * and maximum length after trimming, with the same messages as the server's schema. The server
 * still validates every post with the zod schema; this only spares a round trip.
 */
export type TextRules = Record<string, { required?: string; maxLength?: number; tooLong?: string }>;

/** The HTML constraints of the rules, for conform's `constraint` (required, maxlength attributes). */
export function textConstraint(rules: TextRules): Record<string, { required?: boolean; maxLength?: number }> {
  return Object.fromEntries(Object.entries(rules).map(([name, r]) => [name, { required: Boolean(r.required) || undefined, maxLength: r.maxLength }]));
}

/** A conform submission for `formData` checked against the rules (for `onValidate`). */
export function checkText(formData: FormData, rules: TextRules): Submission<Record<string, unknown>, string[]> {
  return parse(formData, {
    resolve(payload) {
      const error: Record<string, string[]> = {};
      for (const [name, rule] of Object.entries(rules)) {
        const raw = payload[name];
        const value = typeof raw === "string" ? raw.trim() : "";
        if (rule.required && value === "") error[name] = [rule.required];
        else if (rule.maxLength !== undefined && value.length > rule.maxLength) error[name] = [rule.tooLong ?? `At most ${rule.maxLength} characters.`];
      }
      return Object.keys(error).length > 0 ? { error } : { value: payload };
    },
  });
}
