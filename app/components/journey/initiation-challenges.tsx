import { useEffect, useState } from "react";
import { difficultyTone } from "~/lib/challenges";
import { INITIATION_CHALLENGES, type InitiationChallenge } from "~/lib/journey";
import { TONE_CLASSES } from "~/lib/resonance";
import { cx } from "../ui/card";
import { ENHANCED_FIELD, EnhancedField } from "../ui/enhanced-field";
import { badgeLabel, INTENT, type JourneyReply } from "./types";
import { challengeFetcherKey, replyFor, useJourneyFetcher } from "./use-journey-fetcher";

function ChallengeCard({ challenge, done: saved, pageReply }: { challenge: InitiationChallenge; done: boolean; pageReply: JourneyReply | undefined }) {
  const fetcher = useJourneyFetcher(challengeFetcherKey(challenge.id));
  const reply = replyFor(fetcher.data, pageReply, (r) => r.intent === INTENT.toggleInitiation && r.challengeId === challenge.id);
  // A toggle made while the previous one is still being saved waits for it (`queued`): sent at once, the
  // browser would abort the first request, which the server may still apply after the second.
  const [queued, setQueued] = useState<boolean | null>(null);
  // Optimistic: while the toggle is on its way (or waiting), show the state it asks for.
  const pending = fetcher.formData?.get("done");
  const done = queued ?? (typeof pending === "string" ? pending === "true" : saved);
  const { state, submit } = fetcher;
  useEffect(() => {
    if (queued === null || state === "submitting") return;
    setQueued(null);
    submit(
      { [ENHANCED_FIELD]: "1", intent: INTENT.toggleInitiation, challengeId: challenge.id, done: String(queued) },
      { method: "post", action: "/journey" },
    );
  }, [queued, state, submit, challenge.id]);
  const error = reply && !reply.ok ? reply.error : undefined;
  const titleId = `challenge-${challenge.id}-title`;
  const errorId = `challenge-${challenge.id}-error`;
  return (
    <li
      id={`challenge-${challenge.id}`}
      aria-labelledby={titleId}
      data-challenge={challenge.id}
      data-done={done}
      className={cx("card flex scroll-mt-20 flex-col", done && "border-emerald-500/50")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={cx("badge", TONE_CLASSES[difficultyTone(challenge.difficulty)])}>{challenge.difficulty}</span>
        <span className="badge text-manus">{challenge.points} points</span>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-semibold">
        {challenge.title}
      </h3>
      <p className="mt-1 text-sm font-medium text-mesh-text">
        <span className="text-mesh-muted">Goal: </span>
        {challenge.goal}
      </p>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-mesh-muted">{challenge.description}</p>
      <fetcher.Form
        method="post"
        action="/journey"
        className="mt-4 flex flex-wrap items-center gap-3"
        onSubmit={(event) => {
          if (state !== "submitting") return;
          event.preventDefault();
          setQueued(!done);
        }}
      >
        <EnhancedField />
        <input type="hidden" name="challengeId" value={challenge.id} />
        <input type="hidden" name="done" value={done ? "false" : "true"} />
        <button
          type="submit"
          name="intent"
          value={INTENT.toggleInitiation}
          role="switch"
          aria-checked={done}
          aria-label={`${challenge.title} done`}
          aria-describedby={error ? errorId : undefined}
          className="group inline-flex min-h-[2.5rem] items-center gap-3 rounded-md px-1 text-sm font-medium"
        >
          <span
            aria-hidden="true"
            className={cx(
              "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors",
              done ? "border-emerald-400 bg-emerald-500/70" : "border-mesh-line bg-mesh-bg group-hover:border-mesh-muted",
            )}
          >
            <span className={cx("inline-block h-4 w-4 rounded-full bg-mesh-text transition-transform", done ? "translate-x-6" : "translate-x-1")} />
          </span>
          <span aria-hidden="true" className={done ? "text-emerald-300" : "text-mesh-muted"}>
            {done ? "Done ✓" : "Not done"}
          </span>
        </button>
        {error ? (
          <p id={errorId} role="alert" className="field-error mt-0 w-full">
            {error}
          </p>
        ) : null}
      </fetcher.Form>
    </li>
  );
}

/** The three initiation challenges (spec §2.5, §3): each a toggle; toggling on awards its points once. */
export function InitiationChallenges({
  initiation,
  points,
  badges,
  pageReply,
}: {
  initiation: string[];
  points: number;
  badges: string[];
  pageReply: JourneyReply | undefined;
}) {
  const done = new Set(initiation);
  return (
    <section id="initiation" aria-labelledby="initiation-title" className="scroll-mt-20">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="initiation-title" className="text-2xl font-bold">
          Initiation Challenges
        </h2>
        <p className="text-sm text-mesh-muted" data-testid="wallet-summary">
          Your wallet: <span className="font-semibold text-mesh-text">{points.toLocaleString("en-US")} points</span>
          {badges.length ? (
            <>
              {" · "}
              <span className="sr-only">badges: </span>
              {badges.map((b) => (
                <span key={b} className="badge ml-1 border-manus/60 bg-manus-soft text-manus">
                  {badgeLabel(b)}
                </span>
              ))}
            </>
          ) : null}
        </p>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {INITIATION_CHALLENGES.map((c) => (
          <ChallengeCard key={c.id} challenge={c} done={done.has(c.id)} pageReply={pageReply} />
        ))}
      </ul>
    </section>
  );
}
