import { useHydrated } from "../use-hydrated";
import { ENHANCED_FIELD } from "./types";

/** Present only once React runs: tells the action to answer the fetcher with data instead of a redirect. */
export function EnhancedField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
