import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HeatmapScreen, type HeatmapData } from "~/components/heatmap/heatmap-screen";
import { listGlyphWeights } from "~/domain/glyphs.server";
import { cachedHistory } from "~/infra/history-cache.server";
import { parseHistoryRange } from "~/lib/history";
import { errorFields, log } from "~/lib/log.server";
import { pageReads } from "~/infra/read-cache.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

/**
 * Every glyph weight (the same read as GET /api/glyph-weights/all) and the History section's charts
 * (GET /api/glyphs/history, cached 5 s); auto-refresh (?auto=off) and the charts' range (?range=) are URL state.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const auto = params.get("auto") !== "off";
  const range = parseHistoryRange(params.get("range"));
  const now = Date.now();
  const { db, cache } = context.services;
  const [weights, history] = await Promise.all([
    // Shared by every visitor: glyph weights move with announced `chat` writes.
    pageReads(cache, "/glyph-heatmap", "chat")("weights", () => listGlyphWeights(db, 1000)),
    cachedHistory(context.services, "glyphs", range, now).catch((error: unknown) => {
      log.error("glyph-heatmap: history read failed", errorFields(error));
      return null;
    }),
  ]);
  return data<HeatmapData>({ weights, auto, now, range, history }, { headers: { "Cache-Control": "no-store" } });
}

export default function GlyphHeatmapRoute() {
  const initial = useLoaderData<typeof loader>();
  return <HeatmapScreen initial={initial} />;
}

export const meta: MetaFunction = () => [
  { title: "Glyph Heatmap · Trinity Mesh" },
  { name: "description", content: "Which glyphs burn hottest across the mesh: resonance, temperature and rank for every glyph." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
