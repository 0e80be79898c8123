import { json } from "~/infra/http.server";
import { referenceTemplates } from "~/domain/evolution.server";

/** The 29 reference templates: [{typeName, summary, capabilities, glyphProfile}]. */
export function loader() {
  return json(referenceTemplates(), { headers: { "Cache-Control": "public, max-age=300" } });
}
