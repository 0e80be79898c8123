import type { LoaderFunctionArgs } from "@remix-run/node";
import { listGlyphWeights } from "~/domain/glyphs.server";
import { json } from "~/infra/http.server";

/** Every glyph's weight (the heatmap), strongest first; bounded at 1,000. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await listGlyphWeights(context.services.db, 1000), { headers: { "Cache-Control": "no-store" } });
}
