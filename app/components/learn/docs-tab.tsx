import { Link } from "~/components/shared/link";
import { DOCS_CARDS, TEST_COVERAGE } from "~/content/learn";
import { Panel } from "../ui/page-section";

/** Four documentation cards and the integration test coverage note. */
export function DocsTab() {
  return (
    <Panel headingId="docs-title" title="Documentation">
      <p className="mt-1 text-sm text-mesh-muted">The thinking behind the mesh, how its integrity is checked, and live views of its glyphs.</p>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        {DOCS_CARDS.map((card) => (
          <li key={card.id} className="card flex flex-col" data-doc={card.id}>
            <div className="flex items-start gap-3">
              <span aria-hidden="true" className="text-3xl leading-none text-solace">
                {card.icon}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="text-lg font-semibold">{card.title}</h3>
                {card.figure ? (
                  <p className="mt-1 text-2xl font-bold text-[#7ee2b8]">
                    {card.figure} <span className="text-sm font-normal text-mesh-muted">integrity score</span>
                  </p>
                ) : null}
              </div>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-mesh-muted">{card.text}</p>
            <div className="mt-auto flex flex-wrap gap-2 pt-4">
              {card.links.map((link) =>
                link.external ? (
                  <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" className="btn-outline btn-sm no-underline">
                    {link.label}
                    <span aria-hidden="true"> ↗</span>
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <Link key={link.href} to={link.href} className="btn-outline btn-sm no-underline">
                    {link.label}
                    <span aria-hidden="true"> →</span>
                  </Link>
                ),
              )}
            </div>
          </li>
        ))}
      </ul>
      <aside aria-labelledby="coverage-title" className="card mt-6 border-solace/40">
        <h3 id="coverage-title" className="font-semibold">
          Integration test coverage
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-mesh-muted">
          <strong className="text-mesh-text">{TEST_COVERAGE.total} tests</strong> guard the economy and the glyph monitors:{" "}
          {TEST_COVERAGE.valueSystem} value-system integration tests and {TEST_COVERAGE.glyphEntropy} glyph entropy tests.
        </p>
      </aside>
    </Panel>
  );
}
