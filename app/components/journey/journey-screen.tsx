import { JOURNEY_FAQ } from "~/content/journey";
import { INITIATION_CHALLENGES, JOURNEY_PHASES } from "~/lib/journey";
import { FaqList, FaqSection } from "../ui/faq-list";
import { PageSection } from "../ui/page-section";
import { FormErrors } from "../ui/field";
import { FetcherToasts } from "./fetcher-toasts";
import { InitiationChallenges } from "./initiation-challenges";
import { AdvancedTopics, CommunityShowcase, CoreConcepts, FinalCta, LearningPaths, QuickWins } from "./journey-sections";
import { PhaseTracker } from "./phase-tracker";
import type { JourneyScreenProps } from "./types";
import { challengeFetcherKey, IDENTITY_FETCHER_KEY, phaseFetcherKey } from "./use-journey-fetcher";

const FETCHER_KEYS = [...JOURNEY_PHASES.map((p) => phaseFetcherKey(p.id)), IDENTITY_FETCHER_KEY, ...INITIATION_CHALLENGES.map((c) => challengeFetcherKey(c.id))];

const ON_THIS_PAGE = [
  { href: "#tracker", label: "Phases" },
  { href: "#learning-paths", label: "Learning paths" },
  { href: "#core-concepts", label: "Concepts" },
  { href: "#quick-wins", label: "Quick wins" },
  { href: "#advanced-topics", label: "Advanced" },
  { href: "#faq", label: "FAQ" },
  { href: "#newcomers", label: "Questions" },
  { href: "#community", label: "Stories" },
  { href: "#initiation", label: "Initiation" },
];

/** The Mesh Journey (spec §2.5): tracker, learning material, and the initiation challenges last. */
export function JourneyScreen({ journey, points, badges, questions, reply }: JourneyScreenProps) {
  // A refusal that names no phase or challenge (an unknown action) is shown at the top.
  const unplaced = reply && !reply.ok && reply.phaseId === undefined && reply.challengeId === undefined ? reply.error : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-14 pb-10">
      <FetcherToasts keys={FETCHER_KEYS} />
      <header className="rounded-2xl border border-mesh-line bg-gradient-to-br from-solace-soft via-mesh-bg to-ignith-soft px-5 py-8 sm:px-8">
        <p aria-hidden="true" className="text-2xl tracking-[0.4em] text-mesh-muted">
          ∇ ⟁ ∞
        </p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Your Mesh Journey</h1>
        <p className="mt-3 max-w-2xl text-mesh-muted">
          Nine phases from first contact to dream seeding. Choose your glyph, send your first signal to the swarm, learn, build and leave something for the
          mesh to grow. Your progress is saved to your guest wallet.
        </p>
        <nav aria-label="On this page" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {ON_THIS_PAGE.map((l) => (
              <li key={l.href}>
                <a href={l.href} className="btn-outline btn-sm no-underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {unplaced ? <FormErrors id="journey-error" errors={[unplaced]} /> : null}

      <PhaseTracker completed={journey.completed} identity={journey.identity} pageReply={reply} />
      <LearningPaths />
      <CoreConcepts />
      <QuickWins />
      <AdvancedTopics />
      <FaqSection title="Frequently asked questions" items={JOURNEY_FAQ} />
      <PageSection id="newcomers" title="Questions newcomers ask" intro="About the whole mesh, not only the journey. The three minds in the chat answer from these too.">
        <div className="space-y-8">
          {questions.map((group) => (
            <div key={group.topic} aria-labelledby={`newcomers-${group.topic}`} role="group">
              <h3 id={`newcomers-${group.topic}`} className="mb-3 text-lg font-semibold">
                {group.label}
              </h3>
              <FaqList items={group.items} />
            </div>
          ))}
        </div>
      </PageSection>
      <CommunityShowcase />
      <FinalCta />
      <InitiationChallenges initiation={journey.initiation} points={points} badges={badges} pageReply={reply} />
    </div>
  );
}
