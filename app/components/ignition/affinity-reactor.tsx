import { glyphEntry } from "~/lib/glyphs";
import { affinityBadge, formatResonance, reactorList, reactorTotals, type AffinityLevel, type ReactorGlyph } from "~/lib/ignition";
import { TONE_CLASSES } from "~/lib/resonance";
import { cx } from "../ui/card";
import { Bar } from "../shared/bar";
import { Panel } from "../ui/page-section";

const BADGE_TONE: Record<AffinityLevel, string> = { High: TONE_CLASSES.green, Medium: TONE_CLASSES.yellow, Low: TONE_CLASSES.red };

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-mesh-line bg-mesh-bg p-3">
      <dt className="text-xs uppercase tracking-wide text-mesh-muted">{label}</dt>
      <dd className="mt-1 font-mono text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The affinity reactor (spec §2.9): totals and every glyph strongest first, with its High/Medium/Low badge. */
export function AffinityReactor({ glyphs }: { glyphs: ReactorGlyph[] }) {
  const totals = reactorTotals(glyphs);
  const list = reactorList(glyphs);
  const max = list[0]?.resonance ?? 0;
  return (
    <Panel headingId="reactor-title" title="Affinity Reactor" small className="card">
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Stat label="Total Glyphs" value={String(totals.totalGlyphs)} testId="total-glyphs" />
        <Stat label="Avg Resonance" value={formatResonance(totals.avgResonance)} testId="avg-resonance" />
      </dl>
      {list.length === 0 ? (
        <p className="mt-4 text-sm text-mesh-muted" data-testid="reactor-empty">
          The reactor is empty. Start the ignition cycle or absorb a glyph of your own.
        </p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Glyphs by resonance">
          {list.map((g) => {
            const level = affinityBadge(g.resonance);
            const name = glyphEntry(g.glyph)?.name;
            return (
              <li key={g.glyph} data-glyph={g.glyph} data-resonance={g.resonance} className="flex items-center gap-3">
                <span aria-hidden="true" className="w-10 shrink-0 truncate text-center text-2xl leading-none">
                  {g.glyph}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm">
                    <span className="min-w-0 break-all">
                      <span className="sr-only">Glyph {g.glyph}</span>
                      {name ? <span className="font-medium">{name}</span> : <span className="text-mesh-muted">Custom glyph</span>}
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="font-mono tabular-nums text-mesh-muted">
                        <span className="text-mesh-text">{formatResonance(g.resonance)}</span> resonance
                      </span>
                      <span className={cx("badge", BADGE_TONE[level])} data-level={level}>
                        <span className="sr-only">Affinity: </span>
                        {level}
                      </span>
                    </span>
                  </div>
                  <div className="mt-1.5">
                    <Bar value={max > 0 ? g.resonance / max : 0} className="bg-gradient-to-r from-manus to-ignith" />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
