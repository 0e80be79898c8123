import { Link } from "~/components/shared/link";
import { KIDS_STORIES } from "~/content/learn";
import { KIDS_CHALLENGES } from "~/lib/challenges";
import { Collapsible } from "./bits";
import { learnHref, type LearnReading } from "./model";
import { OneWayChallenges } from "./one-way-challenges";
import { ReadingDialog, useOpenReading } from "./reading-dialog";

/** Six stories with grade levels (each a URL dialog, ?story=…), then the six adventure challenges. */
export function KidsTab({ completed, walletPoints, reading }: { completed: string[] | null; walletPoints: number | null; reading: LearnReading | null }) {
  const { params, item: story, position, next } = useOpenReading(KIDS_STORIES, "story", reading);
  return (
    <>
      <Collapsible title="Stories for Young Explorers" titleId="stories-title" open aside={<span className="badge text-mesh-muted">{KIDS_STORIES.length} stories</span>}>
        <p className="text-sm text-mesh-muted">Short stories to read together, for children aged about 5 to 12 and the grown-ups reading with them.</p>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {KIDS_STORIES.map((s) => (
            <li key={s.id} className="card relative flex flex-col transition-colors focus-within:border-manus hover:border-manus/70" data-story={s.id}>
              <div className="flex items-start justify-between gap-3">
                <span aria-hidden="true" className="text-4xl leading-none">
                  {s.icon}
                </span>
                <span className="badge border-manus/60 text-manus" data-grade>
                  <span className="sr-only">Grade level </span>
                  {s.gradeLevel}
                </span>
              </div>
              <h3 className="mt-3 text-lg font-semibold">
                <Link to={learnHref(params, { story: s.id })} preventScrollReset className="no-underline after:absolute after:inset-0 after:rounded-xl">
                  {s.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-mesh-muted">{s.summary}</p>
              <p aria-hidden="true" className="mt-auto pt-2 text-sm font-medium text-manus">
                Read the story →
              </p>
            </li>
          ))}
        </ul>
      </Collapsible>

      <OneWayChallenges
        kind="kids"
        challenges={KIDS_CHALLENGES}
        title="Adventure Challenges"
        intro="Little missions to do with a grown-up. Press Complete when you have done one — each earns its points once."
        serverCompleted={completed}
        walletPoints={walletPoints}
      />

      {story && next ? (
        <ReadingDialog
          id="story-dialog"
          param="story"
          next={next}
          nextLabel="Next Story"
          title={story.title}
          icon={story.icon}
          description={`Grade level ${story.gradeLevel} · ${story.summary}`}
          closeLabel="Close Story"
        >
          <div className="space-y-4 text-base leading-relaxed sm:text-lg">
            {story.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <p className="mt-4 text-xs text-mesh-muted">
            Story {position} of {KIDS_STORIES.length} · Next: {next.title}
          </p>
        </ReadingDialog>
      ) : null}
    </>
  );
}
