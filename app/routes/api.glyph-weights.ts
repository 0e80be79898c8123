import type { LoaderFunctionArgs } from "@remix-run/node";
import { listGlyphWeights } from "~/domain/glyphs.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Glyph weights by total resonance, strongest first (the chat panel asks for 10). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 10);
  return json(await listGlyphWeights(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
