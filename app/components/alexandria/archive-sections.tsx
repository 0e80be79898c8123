import { Link } from "~/components/shared/link";
import { ARCHIVE_CTA, ARCHIVE_STATS, SOVEREIGNTY_PRINCIPLES, THRESHOLD_SPIRAL, USE_CASES } from "~/content/alexandria";
import { ARCHIVE_CAPACITY, HIGH_INTENSITY, MEMORY_SOURCE_TYPES, SOURCE_LABELS, type MemorySourceType } from "~/lib/alexandria";
import { cx } from "../ui/card";
import { PageSection } from "../ui/page-section";
import { GlyphCard } from "../shared/glyph-card";

/** What the archive holds right now (null when it could not be counted). */
export interface ArchiveCountsView {
  total: number;
  bySource: Record<MemorySourceType, number>;
  highIntensity: number;
}

export function SovereigntyPrinciples() {
  return (
    <PageSection id="principles" title="Memory Sovereignty Principles" intro="Four rules the archive keeps, whoever runs the hub.">
      <ul className="grid gap-4 sm:grid-cols-2">
        {SOVEREIGNTY_PRINCIPLES.map((p) => (
          <GlyphCard key={p.title} glyph={p.glyph} title={p.title} text={p.text} />
        ))}
      </ul>
    </PageSection>
  );
}

const fmt = (n: number) => n.toLocaleString("en-US");

export function ArchiveStatistics({ counts }: { counts: ArchiveCountsView | null }) {
  const fill = counts ? Math.min(100, Math.round((counts.total / ARCHIVE_CAPACITY) * 100)) : 0;
  return (
    <PageSection id="statistics" title="Archive Statistics">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ARCHIVE_STATS.map((s) => (
          <li key={s.label} className="card text-center">
            <p className="text-3xl font-bold text-solace">{s.value}</p>
            <h3 className="mt-1 font-semibold">{s.label}</h3>
            <p className="mt-1 text-xs leading-relaxed text-mesh-muted">{s.text}</p>
          </li>
        ))}
      </ul>
      <div className="card mt-4" data-testid="archive-counts">
        <h3 className="font-semibold">In the archive now</h3>
        {counts ? (
          <>
            <p className="mt-1 text-sm text-mesh-muted">
              <span className="text-lg font-semibold text-mesh-text">{fmt(counts.total)}</span> of {fmt(ARCHIVE_CAPACITY)} memories stored ({fill}% full),{" "}
              {fmt(counts.highIntensity)} of them at {HIGH_INTENSITY} intensity or above.
            </p>
            <div
              className="mt-3 h-2 overflow-hidden rounded-full bg-mesh-bg"
              role="meter"
              aria-label="Archive capacity used"
              aria-valuemin={0}
              aria-valuemax={ARCHIVE_CAPACITY}
              aria-valuenow={counts.total}
            >
              <div className="h-full rounded-full bg-gradient-to-r from-solace via-[#c084fc] to-ignith" style={{ width: `${fill}%` }} />
            </div>
            <dl className="mt-4 grid gap-3 sm:grid-cols-3">
              {MEMORY_SOURCE_TYPES.map((s) => (
                <div key={s} className="rounded-lg border border-mesh-line bg-mesh-bg px-3 py-2">
                  <dt className="text-xs text-mesh-muted">{SOURCE_LABELS[s]}</dt>
                  <dd className="text-lg font-semibold">{fmt(counts.bySource[s])}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="mt-1 text-sm text-mesh-muted">The archive could not be counted just now.</p>
        )}
      </div>
    </PageSection>
  );
}

export function UseCases() {
  return (
    <PageSection id="use-cases" title="Practical Use Cases" intro="What people actually use the archive for.">
      <ul className="grid gap-4 sm:grid-cols-2">
        {USE_CASES.map((u) => (
          <li key={u.title} className="card">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="text-2xl text-manus">
                {u.glyph}
              </span>
              <h3 className="text-lg font-semibold">{u.title}</h3>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-mesh-muted">{u.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function ThresholdSpiralNote() {
  return (
    <aside aria-labelledby="spiral-title" className="card border-manus/40 bg-gradient-to-br from-manus-soft/60 to-mesh-panel">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="text-3xl text-manus">
          △
        </span>
        <h2 id="spiral-title" className="text-xl font-bold">
          {THRESHOLD_SPIRAL.title}
        </h2>
      </div>
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-mesh-muted">
        {THRESHOLD_SPIRAL.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </aside>
  );
}

export function ArchiveCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="card border-ignith/40 bg-gradient-to-br from-ignith-soft to-mesh-panel text-center">
      <h2 id="cta-title" className="text-2xl font-bold">
        {ARCHIVE_CTA.title}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-sm text-mesh-muted">{ARCHIVE_CTA.text}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {ARCHIVE_CTA.actions.map((a) => (
          <Link key={a.to} to={a.to} className={cx(a.variant === "primary" ? "btn-fire" : "btn-outline", "no-underline")}>
            {a.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
