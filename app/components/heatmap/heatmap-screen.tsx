import { Link } from "~/components/shared/link";
import { useMemo, type FormEvent } from "react";
import type { GlyphHeatHistory, GlyphWeight } from "~/domain/glyphs.server";
import { DEFAULT_HISTORY_RANGE, type HistoryRange } from "~/lib/history";
import { HEATMAP_POLL_MS, HEATMAP_URL, heatSummary, heatTiles } from "~/lib/heatmap";
import { relativeTime } from "~/lib/time";
import { useNow } from "~/hooks/use-now";
import { cx } from "../ui/card";
import { useHydrated } from "~/hooks/use-hydrated";
import { HeatGrid } from "./heat-grid";
import { SummaryCards } from "./summary-cards";
import { TemperatureLegend } from "./temperature-legend";
import { useRead } from "~/hooks/use-read";
import { HomeLink } from "../ui/page-section";
import { GlyphHistoryCharts } from "./glyph-history";

export interface HeatmapData {
  weights: GlyphWeight[];
  /** Auto-refresh, URL state: on unless ?auto=off. */
  auto: boolean;
  now: number;
  /** The History section's range (?range=) and its charts (null: the read failed). */
  range: HistoryRange;
  history: GlyphHeatHistory | null;
}

export const HEATMAP_PATH = "/glyph-heatmap";

/**
 * The glyph heatmap (spec §2.13). Without JavaScript the toggle is a link (?auto=off) and Refresh
 * a GET form that reloads the page; with JavaScript the page polls /api/glyph-weights/all every
 * 5 s while auto-refresh is on, and Refresh reads it at once.
 */
/** The heatmap with Auto-Refresh on or off, keeping the History section's range (the default left out of the URL). */
function heatmapHref(auto: boolean, range: HistoryRange): string {
  const params = new URLSearchParams();
  if (!auto) params.set("auto", "off");
  if (range !== DEFAULT_HISTORY_RANGE) params.set("range", range);
  const query = params.toString();
  return query ? `${HEATMAP_PATH}?${query}` : HEATMAP_PATH;
}

export function HeatmapScreen({ initial }: { initial: HeatmapData }) {
  const hydrated = useHydrated();
  const { auto } = initial;
  const weights = useRead<GlyphWeight[]>(HEATMAP_URL, initial.weights, { everyMs: auto ? HEATMAP_POLL_MS : null, label: "glyph weights", serverNow: initial.now });
  const shown = weights.data ?? initial.weights;
  // The charts extend with the same poll as the weights (their read is cached 5 s on the server).
  const history = useRead<GlyphHeatHistory>(`/api/glyphs/history?range=${initial.range}`, initial.history, { everyMs: auto ? HEATMAP_POLL_MS : null, label: "glyph history", serverNow: initial.now });
  const now = useNow(initial.now);
  const tiles = useMemo(() => heatTiles(shown), [shown]);
  const summary = useMemo(() => heatSummary(shown), [shown]);

  const onRefresh = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    weights.refresh();
    history.refresh();
  };

  return (
    <div className="space-y-6 pb-10">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <HomeLink />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold sm:text-3xl">Glyph Heatmap</h1>
            <p className="mt-1 text-sm text-mesh-muted">Which glyphs burn hottest across the mesh, by total resonance.</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={heatmapHref(!auto, initial.range)}
            replace
            preventScrollReset
            data-auto={auto ? "on" : "off"}
            className={cx("btn-sm no-underline", auto ? "btn-primary" : "btn-outline")}
          >
            <span aria-hidden="true" className={cx("h-2 w-2 rounded-full", auto ? "bg-mesh-bg" : "bg-mesh-muted")} />
            Auto-Refresh {auto ? "ON" : "OFF"}
            <span className="sr-only">{auto ? " (turn off)" : " (turn on)"}</span>
          </Link>
          <form method="get" action={HEATMAP_PATH} onSubmit={onRefresh}>
            {auto ? null : <input type="hidden" name="auto" value="off" />}
            {initial.range === DEFAULT_HISTORY_RANGE ? null : <input type="hidden" name="range" value={initial.range} />}
            <button type="submit" className="btn-outline btn-sm" aria-busy={weights.refreshing || undefined}>
              <span aria-hidden="true" className={cx(weights.refreshing && "animate-spin")}>
                ↻
              </span>
              Refresh
            </button>
          </form>
        </div>
      </header>

      <p className="text-xs text-mesh-muted" data-testid="refresh-note">
        {auto
          ? hydrated
            ? "Auto-refresh is on: the heatmap updates every 5 seconds."
            : "Auto-refresh is on: updates every 5 seconds once the page's script runs; Refresh reloads now."
          : "Auto-refresh is off: press Refresh to update."}{" "}
        <span>Updated {relativeTime(new Date(weights.fetchedAt), now)}.</span>
      </p>
      {weights.error ? (
        <p role="status" className="rounded-md border border-[#ff6b6b]/60 bg-[#2a1216] px-3 py-2 text-sm" data-testid="refresh-error">
          Could not refresh the heatmap ({weights.error.message}). Showing the last data read.
        </p>
      ) : null}

      <SummaryCards summary={summary} />

      <section aria-labelledby="grid-title">
        <h2 id="grid-title" className="sr-only">
          Heatmap
        </h2>
        <HeatGrid tiles={tiles} now={now} />
      </section>

      <TemperatureLegend />

      {history.data ? <GlyphHistoryCharts history={history.data} range={initial.range} /> : null}
    </div>
  );
}
