import type { GlyphHeatHistory } from "~/domain/glyphs.server";
import { RANGE_BUCKETS, type HistoryRange } from "~/lib/history";
import { HistoryTable, Sparkline, TimeChart } from "../shared/chart";
import { HistorySection } from "../shared/history-section";
import { Prerendered } from "../shared/prerendered";

/**
 * /glyph-heatmap's history: glyph uses per period (every glyph), and a sparkline of each of the range's
 * most used glyphs with one table for them all. Heat here is uses: each time a contribution, a
 * resonant feedback, a broadcast or a deliberation added to a glyph's weight.
 */
export function GlyphHistoryCharts({ history, range }: { history: GlyphHeatHistory; range: HistoryRange }) {
  const { glyphs } = history;
  const step = RANGE_BUCKETS[range].step;
  return (
    <HistorySection marker="glyph" range={range} className="">
      <Prerendered data={history} name="glyph-history">
        {() => (
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            <TimeChart title="Glyph uses" yLabel="uses" kind="bar" history={history.total} note="Every use that added to a glyph's weight: contributions, resonant feedback, broadcasts and the minds' deliberations." />
            <figure className="min-w-0 rounded-lg border border-mesh-line bg-mesh-panel p-3" data-chart-figure="" aria-labelledby="glyph-heat-title">
              <figcaption>
                <span id="glyph-heat-title" className="block text-sm font-semibold">
                  Each glyph&apos;s heat
                </span>
                <span className="block text-xs text-mesh-muted">
                  Uses per {step} (UTC) of the {glyphs.series.length === 1 ? "glyph" : `${glyphs.series.length} glyphs`} used most in this range, most used first.
                </span>
              </figcaption>
              {glyphs.series.length === 0 ? (
                <p className="mt-2 text-sm text-mesh-muted">No glyph was used in this range.</p>
              ) : (
                <>
                  <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3" data-glyph-sparklines="">
                    {glyphs.series.map((s) => (
                      <li key={s.label} className="flex items-center gap-2 text-sm" data-sparkline-glyph={s.label}>
                        <span className="w-8 truncate text-center text-base" title={s.label}>
                          {s.label}
                        </span>
                        <Sparkline label={`Glyph ${s.label}`} values={s.values} unit={glyphs.unit} />
                      </li>
                    ))}
                  </ul>
                  <HistoryTable history={glyphs} caption="Each glyph's uses per period" />
                </>
              )}
            </figure>
          </div>
        )}
      </Prerendered>
    </HistorySection>
  );
}
