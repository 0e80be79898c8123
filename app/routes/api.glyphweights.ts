import type { LoaderFunctionArgs } from "@remix-run/node";
import { listGlyphWeights } from "~/domain/glyphs.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Kept for the framework overview's API tester; same data as /api/glyph-weights. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  return json(await listGlyphWeights(context.services.db, limit));
}
