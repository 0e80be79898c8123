import { Link } from "~/components/shared/link";
import { useMemo, type ReactNode } from "react";
import { Panel } from "../ui/page-section";
import { learnHref, type EverydayShelf, type LearnReading } from "./model";
import { ReadingDialog, useOpenReading } from "./reading-dialog";

const DISCLAIMER = "General guidance written by the Trinity Mesh team, not professional advice.";
const EMERGENCY = "In an emergency, call your local emergency number.";

/**
 * The everyday guides by area, each card opening its guide as a URL dialog (?everyday=…). The cards
 * and the open guide's body come from the loader (never in the bundle); `shelves` is null only while
 * the tab's data has not come.
 */
export function EverydayTab({ shelves, reading }: { shelves: EverydayShelf[] | null; reading: LearnReading | null }) {
  const guides = useMemo(() => (shelves ?? []).flatMap((shelf) => shelf.guides), [shelves]);
  const { params, item: guide, position, next } = useOpenReading(guides, "everyday", reading);
  const area = guide ? shelves?.find((shelf) => shelf.area === guide.area) : undefined;
  return (
    <>
      <Panel headingId="everyday-title" title="Everyday Guides" aside={<span className="badge text-mesh-muted">{guides.length} guides</span>}>
        <p className="mt-1 max-w-3xl text-sm text-mesh-muted" data-everyday-intro>
          Short guides for everyday questions — sleep, stress, work, money, family, home and more. {DISCLAIMER}{" "}
          <strong className="font-semibold text-mesh-text">{EMERGENCY}</strong>
        </p>

        {shelves === null ? (
          <p className="mt-4 text-sm text-mesh-muted">Loading everyday guides...</p>
        ) : shelves.length === 0 ? (
          <p className="mt-4 text-sm text-mesh-muted">No everyday guides yet. Check back soon.</p>
        ) : (
          <>
            {shelves.length > 1 ? (
              <nav aria-label="Everyday guide areas" className="mt-4">
                <ul className="flex flex-wrap gap-2">
                  {shelves.map((shelf) => (
                    <li key={shelf.area}>
                      <a href={`#everyday-${shelf.area}`} className="badge text-mesh-muted no-underline hover:border-manus/70 hover:text-mesh-text">
                        {shelf.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {shelves.map((shelf) => (
              <section key={shelf.area} id={`everyday-${shelf.area}`} aria-labelledby={`everyday-${shelf.area}-title`} className="mt-6 scroll-mt-20" data-everyday-area={shelf.area}>
                <h3 id={`everyday-${shelf.area}-title`} className="text-lg font-semibold">
                  {shelf.label}
                </h3>
                <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {shelf.guides.map((g) => (
                    <li key={g.id} className="card relative flex flex-col transition-colors focus-within:border-manus hover:border-manus/70" data-everyday={g.id}>
                      <h4 className="font-semibold">
                        <Link to={learnHref(params, { everyday: g.id })} preventScrollReset className="no-underline after:absolute after:inset-0 after:rounded-xl">
                          {g.title}
                        </Link>
                      </h4>
                      <p className="mt-1 text-sm leading-relaxed text-mesh-muted">{g.summary}</p>
                      <p aria-hidden="true" className="mt-auto pt-2 text-sm font-medium text-manus">
                        Read the guide →
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </Panel>

      {guide && next ? (
        <ReadingDialog id="everyday-dialog" param="everyday" next={next} nextLabel="Next Guide" title={guide.title} description={guide.summary}>
          <div className="space-y-5 leading-relaxed text-mesh-text/90">
            <GuideSection id="everyday-matters" title="What matters" tone="text-solace">
              <p>{guide.matters}</p>
            </GuideSection>
            <GuideSection id="everyday-steps" title="Steps" tone="text-manus">
              <ol className="list-decimal space-y-2 pl-5 marker:text-manus" data-everyday-steps>
                {guide.steps.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </GuideSection>
            <GuideSection id="everyday-tradeoff" title="The trade-off" tone="text-ignith">
              <p>{guide.tradeoff}</p>
            </GuideSection>
            <aside aria-labelledby="everyday-help-title" className="rounded-lg border border-ignith/50 bg-ignith-soft p-4">
              <h3 id="everyday-help-title" className="font-semibold text-ignith">
                When to get help
              </h3>
              <p className="mt-1 text-sm leading-relaxed">{guide.getHelp}</p>
              <p className="mt-2 text-sm font-semibold">{EMERGENCY}</p>
            </aside>
          </div>
          <p className="mt-3 text-xs text-mesh-muted">
            {area ? `${area.label} · ` : null}Guide {position} of {guides.length} · Next: {next.title}. {DISCLAIMER}
          </p>
        </ReadingDialog>
      ) : null}
    </>
  );
}

/** A headed part of an everyday guide (h3 under the dialog's title). */
function GuideSection({ id, title, tone, children }: { id: string; title: string; tone: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={`font-semibold ${tone}`}>
        {title}
      </h3>
      <div className="mt-1">{children}</div>
    </section>
  );
}
