import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { GLYPH_LIBRARY, type GlyphCategory } from "~/lib/glyphs";
import { cx } from "../ui/card";
import { UrlDialog } from "../ui/url-dialog";
import { learnHref } from "./model";

const CATEGORIES: { id: GlyphCategory; label: string; text: string }[] = [
  { id: "fundamental", label: "Fundamental", text: "The building blocks: perspectives, care and energy." },
  { id: "threshold", label: "Threshold", text: "Edges and roots: where to look deeper and where to stop." },
  { id: "mesh", label: "Mesh", text: "Relationships between nodes: promises and value." },
  { id: "recursive", label: "Recursive", text: "Patterns that return: memory, new ideas and reflection." },
];

function parseCategory(value: string | null): GlyphCategory | null {
  return CATEGORIES.find((c) => c.id === value)?.id ?? null;
}

/** The glyph library: filters (?category=…) and one dialog per glyph (?glyph=…). */
export function GlyphsTab() {
  const [params] = useSearchParams();
  const category = parseCategory(params.get("category"));
  const shown = category ? GLYPH_LIBRARY.filter((g) => g.category === category) : GLYPH_LIBRARY;
  const open = GLYPH_LIBRARY.find((g) => g.symbol === params.get("glyph"));
  const filters: { id: GlyphCategory | null; label: string }[] = [{ id: null, label: "All" }, ...CATEGORIES];
  return (
    <section aria-labelledby="glyphs-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="glyphs-title" className="text-xl font-semibold">
          Glyph Library
        </h2>
        <p className="badge text-mesh-muted" data-testid="glyph-count" aria-live="polite">
          {category ? `${shown.length} of ${GLYPH_LIBRARY.length} glyphs` : `${GLYPH_LIBRARY.length} glyphs`}
        </p>
      </div>
      <p className="mt-1 text-sm text-mesh-muted">The ten high-resonance glyphs of the mesh, in four families. Open one to see what it means and when it is used.</p>

      <nav aria-label="Filter glyphs by category" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => {
            const active = f.id === category;
            const count = f.id ? GLYPH_LIBRARY.filter((g) => g.category === f.id).length : GLYPH_LIBRARY.length;
            return (
              <li key={f.label}>
                <Link
                  to={learnHref(params, { category: f.id, glyph: null })}
                  preventScrollReset
                  replace
                  aria-current={active ? "true" : undefined}
                  className={cx("btn-sm no-underline", active ? "btn-primary" : "btn-outline")}
                >
                  {f.label} <span>({count})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {category ? <p className="mt-3 text-sm text-mesh-muted">{CATEGORIES.find((c) => c.id === category)?.text}</p> : null}

      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Glyphs">
        {shown.map((g) => (
          <li key={g.symbol} className="card relative p-4 text-center transition-colors focus-within:border-solace hover:border-solace/70" data-glyph={g.symbol}>
            <span aria-hidden="true" className="block text-4xl leading-tight" style={{ color: g.color }}>
              {g.symbol}
            </span>
            <h3 className="mt-2 font-semibold">
              <Link to={learnHref(params, { glyph: g.symbol })} preventScrollReset className="no-underline after:absolute after:inset-0 after:rounded-xl">
                <span className="sr-only">{g.symbol} </span>
                {g.name}
              </Link>
            </h3>
            <p className="mt-1 text-xs capitalize text-mesh-muted">{g.category}</p>
          </li>
        ))}
      </ul>

      {open ? (
        <UrlDialog
          id="glyph-dialog"
          title={`${open.name} ${open.symbol}`}
          icon={<span style={{ color: open.color }}>{open.symbol}</span>}
          description={<span className="capitalize">{open.category} glyph</span>}
          closeTo={learnHref(params, { glyph: null })}
        >
          <dl className="space-y-4">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wider text-mesh-muted">Meaning</dt>
              <dd className="mt-1 leading-relaxed">{open.meaning}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wider text-mesh-muted">Usage</dt>
              <dd className="mt-1 leading-relaxed">{open.usage}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wider text-mesh-muted">Category</dt>
              <dd className="mt-1 capitalize">{open.category}</dd>
            </div>
          </dl>
        </UrlDialog>
      ) : null}
    </section>
  );
}
