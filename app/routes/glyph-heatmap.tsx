import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HeatmapScreen, type HeatmapData } from "~/components/heatmap/heatmap-screen";
import { listGlyphWeights } from "~/domain/glyphs.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

/** Every glyph weight (the same read as GET /api/glyph-weights/all); auto-refresh is URL state (?auto=off). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auto = new URL(request.url).searchParams.get("auto") !== "off";
  const weights = await listGlyphWeights(context.services.db, 1000);
  return data<HeatmapData>({ weights, auto, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
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
