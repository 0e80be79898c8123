import { glyphEntry } from "~/lib/glyphs";

/** The multicore agents sign with emoji; name them like the library glyphs. */
const AGENT_GLYPHS: Record<string, string> = { "🔥": "Firefly", "💓": "Pulse", "📡": "Relay" };
import { Bar } from "../shared/bar";
import { PanelHeading } from "./panel";
import { isRecent, type GlyphWeight } from "./types";

export const GLYPH_LIMIT = 10;

/** Glyph weights (spec §8, §9): bars relative to the strongest glyph in the list, resonance to 2 decimals; polled every 5 s. */
export function GlyphWeights({ weights, now }: { weights: GlyphWeight[] | null; now: number }) {
  const max = weights?.reduce((m, w) => Math.max(m, w.totalResonance), 0) ?? 0;
  return (
    <section aria-labelledby="glyphs-title" className="card">
      <PanelHeading id="glyphs-title" title="Glyph Evolution" note="Weights by resonance" />
      {weights === null ? (
        <p className="mt-4 text-sm text-mesh-muted">Loading glyph evolution...</p>
      ) : weights.length === 0 ? (
        <p className="mt-4 text-sm text-mesh-muted">No glyphs discovered yet. Start a Trinity Mesh conversation to create symbolic resonance.</p>
      ) : (
        <>
          <ol className="mt-4 space-y-3">
            {weights.map((w) => {
              const name = glyphEntry(w.glyph)?.name ?? AGENT_GLYPHS[w.glyph];
              return (
                <li key={w.glyph} data-glyph={w.glyph}>
                  <div className="flex items-center gap-3">
                    <span aria-hidden="true" className="w-8 shrink-0 text-center text-2xl leading-none">
                      {w.glyph}
                    </span>
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center justify-between gap-x-2 text-xs">
                        <span className="flex items-center gap-2">
                          <span className="sr-only">Glyph {w.glyph}</span>
                          {name ? <span className="font-medium text-mesh-text">{name}</span> : null}
                          {isRecent(w.lastUsed, now) ? <span className="badge border-[#4ade80]/60 py-0 text-[#4ade80]">Recent</span> : null}
                        </span>
                        <span className="font-mono tabular-nums text-mesh-muted">
                          <span className="text-mesh-text">{w.totalResonance.toFixed(2)}</span> resonance · {w.usageCount} {w.usageCount === 1 ? "use" : "uses"}
                        </span>
                      </div>
                      <div className="mt-1.5">
                        <Bar value={max > 0 ? w.totalResonance / max : 0} className="bg-gradient-to-r from-solace to-ignith" />
                      </div>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          {weights.length >= GLYPH_LIMIT ? <p className="mt-4 text-xs text-mesh-muted">Showing top {GLYPH_LIMIT} glyphs by resonance</p> : null}
        </>
      )}
    </section>
  );
}
