import { Link } from "~/components/shared/link";
import { BEGINNER_GUIDES } from "~/content/learn";
import { BEGINNER_CHALLENGES } from "~/lib/challenges";
import { Collapsible, Paragraphs } from "./bits";
import { learnHref, type LearnReading } from "./model";
import { OneWayChallenges } from "./one-way-challenges";
import { ReadingDialog, useOpenReading } from "./reading-dialog";

/** Six beginner guides (each a URL dialog, ?guide=…), then the six hands-on beginner challenges. */
export function BeginnersTab({ completed, walletPoints, reading }: { completed: string[] | null; walletPoints: number | null; reading: LearnReading | null }) {
  const { params, item: guide, position, next } = useOpenReading(BEGINNER_GUIDES, "guide", reading);
  return (
    <>
      <Collapsible title="Beginner Guides" titleId="guides-title" open aside={<span className="badge text-mesh-muted">{BEGINNER_GUIDES.length} guides</span>}>
        <p className="text-sm text-mesh-muted">New to AI? Start here. Each guide takes about three minutes and ends with one small thing to try.</p>
        <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          {BEGINNER_GUIDES.map((g) => (
            <li key={g.id} className="card relative flex gap-4 transition-colors focus-within:border-solace hover:border-solace/70">
              <span aria-hidden="true" className="text-3xl leading-none text-solace">
                {g.icon}
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold">
                  <Link to={learnHref(params, { guide: g.id })} preventScrollReset className="no-underline after:absolute after:inset-0 after:rounded-xl">
                    {g.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-mesh-muted">{g.summary}</p>
                <p aria-hidden="true" className="mt-2 text-sm font-medium text-solace">
                  Read the guide →
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Collapsible>

      <OneWayChallenges
        kind="beginners"
        challenges={BEGINNER_CHALLENGES}
        title="Hands-on Challenges"
        intro="Put the guides into practice. Each challenge pays its points into your guest wallet once."
        serverCompleted={completed}
        walletPoints={walletPoints}
      />

      {guide && next ? (
        <ReadingDialog id="guide-dialog" param="guide" next={next} nextLabel="Next Guide" title={guide.title} icon={guide.icon} description={guide.summary}>
          <Paragraphs paragraphs={guide.paragraphs} />
          <aside aria-labelledby="try-this-title" className="mt-5 rounded-lg border border-manus/50 bg-manus-soft p-4">
            <h3 id="try-this-title" className="font-semibold text-manus">
              <span aria-hidden="true">💡 </span>Try This
            </h3>
            <p className="mt-1 text-sm leading-relaxed">{guide.nextSteps}</p>
          </aside>
          <p className="mt-3 text-xs text-mesh-muted">
            Guide {position} of {BEGINNER_GUIDES.length} · Next: {next.title}
          </p>
        </ReadingDialog>
      ) : null}
    </>
  );
}
