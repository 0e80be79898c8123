import { Link } from "~/components/shared/link";
import { glyphEntry } from "~/lib/glyphs";
import { formatHeat, temperatureBand, type HeatGlyph, type HeatTile } from "~/lib/heatmap";
import { relativeTime } from "~/lib/time";
import { cx } from "../ui/card";

export const EMPTY_TEXT = "No glyph data yet. Start a conversation to generate symbolic resonance.";

const RANK_STYLE = ["border-[#facc15] bg-[#facc15] text-mesh-bg", "border-[#cbd5e1] bg-[#cbd5e1] text-mesh-bg", "border-[#d97706] bg-[#d97706] text-mesh-bg"];

/** The heatmap grid (spec §2.13): one tile per glyph, coloured by temperature; the top 3 carry rank badges. */
export function HeatGrid({ tiles, now }: { tiles: HeatTile<HeatGlyph>[]; now: number }) {
  if (tiles.length === 0) {
    return (
      <div className="card text-center" data-testid="heatmap-empty">
        <p aria-hidden="true" className="text-4xl text-mesh-muted">
          ∅
        </p>
        <p className="mt-2 text-mesh-muted">{EMPTY_TEXT}</p>
        <Link to="/swarm" className="btn-primary btn-sm mt-4 no-underline">
          Open Trinity Mesh
        </Link>
      </div>
    );
  }
  return (
    <ul aria-label="Glyph heatmap" className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8">
      {tiles.map((t) => {
        const band = temperatureBand(t.temperature);
        const w = t.weight;
        const name = glyphEntry(w.glyph)?.name;
        return (
          <li
            key={w.glyph}
            data-glyph={w.glyph}
            data-rank={t.rank}
            data-temperature={t.temperature}
            className={cx("relative flex min-w-0 flex-col rounded-lg border-2 p-3", band.tile)}
          >
            {t.badge ? (
              <span
                className={cx("absolute right-1.5 top-1.5 rounded-full border px-1.5 py-0.5 text-xs font-bold leading-none", RANK_STYLE[t.rank - 1])}
                data-testid="rank-badge"
              >
                <span className="sr-only">Rank </span>#{t.rank}
              </span>
            ) : null}
            <span className="block max-w-full truncate pr-8 text-3xl leading-tight" title={w.glyph}>
              <span className="sr-only">Glyph </span>
              {w.glyph}
            </span>
            {name ? <span className="truncate text-xs opacity-80">{name}</span> : null}
            <span className="mt-2 break-all font-mono text-sm font-semibold tabular-nums">{formatHeat(w.totalResonance)}</span>
            <span className="text-xs opacity-80">
              {w.usageCount.toLocaleString("en-US")} {w.usageCount === 1 ? "use" : "uses"} · {relativeTime(w.lastUsed, now)}
            </span>
            <span className="mt-1 text-xs font-semibold uppercase tracking-wide" data-testid="temperature">
              {band.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
