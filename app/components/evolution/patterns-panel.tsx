import { PATTERN_TYPES_SHOWN } from "~/lib/evolution";
import { Badge } from "../ui/card";
import type { Pattern } from "./types";
import { Panel } from "../ui/page-section";

const TYPE_LABELS: Record<string, string> = { event_sequence: "Event sequence", glyph_cooccurrence: "Glyph co-occurrence" };

/** Patterns tab: type, description, Novel badge, impact, frequency, node types (2 shown), glyph signature. */
export function PatternsPanel({ patterns }: { patterns: { all: Pattern[]; novel: Pattern[] } | null }) {
  if (patterns === null) return <p className="text-sm text-mesh-muted" role="status">Patterns could not be loaded.</p>;
  if (patterns.all.length === 0) return <p className="text-sm text-mesh-muted">No patterns yet: reflections record them as the mesh's activity recurs.</p>;
  return (
    <Panel headingId="patterns-heading" title="Patterns" count={`${patterns.all.length}, ${patterns.novel.length} novel`}>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Patterns">
        {patterns.all.map((p) => {
          const shown = p.participantTypes.slice(0, PATTERN_TYPES_SHOWN);
          const more = p.participantTypes.length - shown.length;
          return (
            <li key={p.id}>
              <article className="card h-full p-4" data-pattern={p.signature}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs font-semibold uppercase tracking-wide text-mesh-muted">{TYPE_LABELS[p.patternType] ?? p.patternType}</span>
                  {p.isNovel ? <Badge className="text-xs text-ignith">Novel</Badge> : null}
                </div>
                <p className="mt-2 break-words font-medium">{p.description}</p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-mesh-muted">Impact</dt>
                  <dd className="tabular-nums">{Math.round(p.impact * 100)}%</dd>
                  <dt className="text-mesh-muted">Frequency</dt>
                  <dd className="tabular-nums">{p.frequency}</dd>
                  <dt className="text-mesh-muted">Node types</dt>
                  <dd data-node-types>
                    {shown.join(", ") || "—"}
                    {more > 0 ? <span className="text-mesh-muted"> +{more}</span> : null}
                  </dd>
                  <dt className="text-mesh-muted">Glyphs</dt>
                  <dd className="tracking-widest">{p.glyphSignature || "—"}</dd>
                </dl>
              </article>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
