import type { ReactNode } from "react";
import { formatHeat, type HeatGlyph, type HeatSummary } from "~/lib/heatmap";

function SummaryCard({ label, id, children, note }: { label: string; id: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="card min-w-0 p-4" data-testid={id}>
      <dt className="text-xs uppercase tracking-wide text-mesh-muted">{label}</dt>
      <dd className="mt-1 min-w-0">
        <span className="block truncate font-mono text-2xl font-semibold tabular-nums">{children}</span>
        {note ? <span className="mt-1 block truncate text-xs text-mesh-muted">{note}</span> : null}
      </dd>
    </div>
  );
}

/** The hottest or coldest glyph, with its resonance. */
function ExtremeCard({ label, id, weight }: { label: string; id: string; weight: HeatGlyph | null }) {
  return (
    <SummaryCard label={label} id={id} note={weight ? `${formatHeat(weight.totalResonance)} resonance` : "No glyphs yet"}>
      {weight ? <span title={weight.glyph}>{weight.glyph}</span> : "—"}
    </SummaryCard>
  );
}

/** Spec §2.13: Total Glyphs, Total Resonance with the average, Hottest Glyph, Coldest Glyph. */
export function SummaryCards({ summary }: { summary: HeatSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Heatmap summary">
      <SummaryCard label="Total Glyphs" id="summary-total-glyphs">
        {summary.totalGlyphs.toLocaleString("en-US")}
      </SummaryCard>
      <SummaryCard label="Total Resonance" id="summary-total-resonance" note={`avg ${formatHeat(summary.averageResonance)} per glyph`}>
        {formatHeat(summary.totalResonance)}
      </SummaryCard>
      <ExtremeCard label="Hottest Glyph" id="summary-hottest" weight={summary.hottest} />
      <ExtremeCard label="Coldest Glyph" id="summary-coldest" weight={summary.coldest} />
    </dl>
  );
}
