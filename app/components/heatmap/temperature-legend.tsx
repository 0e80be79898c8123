import { TEMPERATURES } from "~/lib/heatmap";
import { cx } from "../ui/card";
import { Panel } from "../ui/page-section";

const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** Spec §2.13, §9: the five temperatures, as a share of the hottest glyph's resonance. */
export function TemperatureLegend() {
  return (
    <Panel headingId="legend-title" title="Temperature Legend" small className="card">
      <p className="mt-1 text-sm text-mesh-muted">Each glyph&apos;s resonance compared with the hottest glyph&apos;s.</p>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {TEMPERATURES.map((band, i) => {
          const upper = i > 0 ? TEMPERATURES[i - 1]!.above : null;
          const range =
            band.above === null ? `${pct(upper ?? 0)} or less` : upper === null ? `Above ${pct(band.above)}` : `Above ${pct(band.above)}, up to ${pct(upper)}`;
          return (
            <li key={band.id} data-legend={band.id} className="flex items-center gap-3 rounded-md border border-mesh-line bg-mesh-bg p-2">
              <span aria-hidden="true" className={cx("h-5 w-5 shrink-0 rounded", band.swatch)} />
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{band.label}</span>
                <span className="block text-xs text-mesh-muted">{range}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
