import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";

/**
 * Every page action reads its form here: Conform's submission of the form's one zod schema
 * (`submission.reply()` goes back to the form's `useForm` as `lastResult`). The fields reach the
 * schema as sent, without Conform's coercion: the same schemas parse the JSON API's bodies and
 * treat blank values themselves, so a form and a JSON post are judged alike.
 */
export function parseForm<S extends ZodType>(formData: FormData, schema: S) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
