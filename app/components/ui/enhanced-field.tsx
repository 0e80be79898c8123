import { useHydrated } from "~/hooks/use-hydrated";

/**
 * Progressive enhancement of a posted form: the field is present only once React runs, so the
 * action answers a fetcher with data, and a plain form post (no JavaScript) with a redirect.
 */
export const ENHANCED_FIELD = "enhanced";

export function EnhancedField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

/** True when the post came from an enhanced form (a fetcher). */
export function isEnhanced(formData: FormData): boolean {
  return formData.get(ENHANCED_FIELD) === "1";
}
