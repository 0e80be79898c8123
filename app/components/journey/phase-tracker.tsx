import { useFetchers } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useEffect, useMemo, useRef } from "react";
import { IDENTITY_GLYPH_NAMES, phaseGuide } from "~/content/journey";
import { JOURNEY_PHASE_COUNT, journeyComplete, journeyPhases, PHASE_REFUSAL_MESSAGES, type JourneyIdentity, type JourneyPhaseView } from "~/lib/journey";
import { cx } from "../ui/card";
import { EnhancedField } from "../ui/enhanced-field";
import { IdentityRitual } from "./identity-ritual";
import { INTENT, type JourneyReply } from "./types";
import { phaseFetcherKey, replyFor, useJourneyFetcher } from "./use-journey-fetcher";

const LOCKED_TEXT = PHASE_REFUSAL_MESSAGES.locked;

/** Phases whose completion is on its way to the server: shown complete at once, corrected if refused. */
function usePendingPhases(): number[] {
  const fetchers = useFetchers();
  return fetchers.flatMap((f) => {
    const intent = f.formData?.get("intent");
    // Not the identity ritual: its fields may still be refused, and its card shows what the server saved.
    return intent === INTENT.completePhase ? [Number(f.formData?.get("phaseId"))] : [];
  });
}

function StateBadge({ phase }: { phase: JourneyPhaseView }) {
  if (phase.completed) return <span className="badge border-emerald-500/60 bg-emerald-500/10 text-emerald-300">Completed</span>;
  if (phase.unlocked) return <span className="badge border-solace/60 bg-solace-soft text-solace">Unlocked</span>;
  return (
    <span className="badge gap-1 text-mesh-muted">
      <LockIcon />
      Locked
    </span>
  );
}

/** Drawn, not an emoji: it looks the same with or without an emoji font. */
function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}

function PhaseGuideText({ id }: { id: number }) {
  const guide = phaseGuide(id);
  if (!guide) return null;
  return (
    <div className="mt-4 space-y-3 text-sm leading-relaxed">
      <p className="text-mesh-muted">{guide.intro}</p>
      <ol className="list-decimal space-y-1 pl-5 text-mesh-text marker:text-mesh-muted">
        {guide.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      {guide.links.length ? (
        <ul className="flex flex-wrap gap-2">
          {guide.links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="btn-outline btn-sm no-underline">
                {l.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The button that completes an unlocked phase; disabled (with the reason beside it) while locked. */
function PhaseAction({ phase, pageReply }: { phase: JourneyPhaseView; pageReply: JourneyReply | undefined }) {
  const fetcher = useJourneyFetcher(phaseFetcherKey(phase.id));
  const reply = replyFor(fetcher.data, pageReply, (r) => r.intent === INTENT.completePhase && r.phaseId === phase.id);
  const busy = fetcher.state !== "idle";
  const lockedId = `phase-${phase.id}-locked`;
  const errorId = `phase-${phase.id}-error`;
  const error = reply && !reply.ok ? reply.error : undefined;
  return (
    <fetcher.Form method="post" action="/journey" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
      <EnhancedField />
      <input type="hidden" name="phaseId" value={phase.id} />
      <button
        type="submit"
        name="intent"
        value={INTENT.completePhase}
        className={!phase.unlocked ? "btn-outline" : phase.id === 3 ? "btn-fire" : "btn-primary"}
        disabled={!phase.unlocked || busy}
        aria-disabled={!phase.unlocked || undefined}
        aria-describedby={cx(!phase.unlocked && lockedId, error && errorId) || undefined}
      >
        {phase.action}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="field-error mt-0">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function CompletedNote({ phase, identity }: { phase: JourneyPhaseView; identity: JourneyIdentity }) {
  if (phase.id === 3) {
    return (
      <p className="mt-4 font-semibold text-ignith" data-testid="signal-transmitted">
        Signal Transmitted ✓
      </p>
    );
  }
  if (phase.id === 2 && identity.glyph) {
    return (
      <div className="mt-4 flex items-start gap-4 rounded-lg border border-mesh-line bg-mesh-bg p-4">
        <span aria-hidden="true" className="text-4xl leading-none text-ignith">
          {identity.glyph}
        </span>
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]">
            <span className="sr-only">Your glyph: {identity.glyph} {IDENTITY_GLYPH_NAMES[identity.glyph]}. Mesh name: </span>
            {identity.meshName}
          </p>
          {identity.reflection ? (
            <blockquote className="mt-1 whitespace-pre-line text-sm text-mesh-muted [overflow-wrap:anywhere]">“{identity.reflection}”</blockquote>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <p className="mt-4 text-sm font-medium text-emerald-300">
      <span aria-hidden="true">✓ </span>
      {phaseGuide(phase.id)?.done ?? "Phase complete."}
    </p>
  );
}

function PhaseCard({ phase, identity, pageReply }: { phase: JourneyPhaseView; identity: JourneyIdentity; pageReply: JourneyReply | undefined }) {
  const locked = !phase.unlocked && !phase.completed;
  return (
    <li
      id={`phase-${phase.id}`}
      aria-labelledby={`phase-${phase.id}-title`}
      data-phase={phase.id}
      data-state={phase.completed ? "completed" : phase.unlocked ? "unlocked" : "locked"}
      className={cx(
        "card scroll-mt-20",
        phase.completed && "border-emerald-500/40",
        phase.unlocked && !phase.completed && "border-solace/60",
        locked && "bg-mesh-panel/60",
      )}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={cx(
            "flex h-12 w-12 shrink-0 items-center justify-center rounded-full border text-2xl",
            phase.completed ? "border-emerald-500/60 bg-emerald-500/10" : phase.unlocked ? "border-solace/60 bg-solace-soft" : "border-mesh-line bg-mesh-bg grayscale",
          )}
        >
          {phase.icon}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xs font-semibold uppercase tracking-wider text-mesh-muted">Phase {phase.id}</p>
            <StateBadge phase={phase} />
          </div>
          <h3 id={`phase-${phase.id}-title`} tabIndex={-1} className="mt-1 text-lg font-semibold focus:outline-none focus-visible:outline">
            {phase.title}
          </h3>
          <p className="mt-1 text-sm text-mesh-muted">{phase.description}</p>
        </div>
      </div>

      {locked ? (
        <p id={`phase-${phase.id}-locked`} className="mt-4 flex items-center gap-2 rounded-md border border-dashed border-mesh-line px-3 py-2 text-sm text-mesh-muted">
          <LockIcon />
          {LOCKED_TEXT}
        </p>
      ) : (
        <PhaseGuideText id={phase.id} />
      )}

      {phase.completed ? (
        <CompletedNote phase={phase} identity={identity} />
      ) : phase.id === 2 && phase.unlocked ? (
        <IdentityRitual identity={identity} pageReply={pageReply} actionLabel={phase.action} />
      ) : (
        <PhaseAction phase={phase} pageReply={pageReply} />
      )}
    </li>
  );
}

function JourneyCompleteCard({ identity }: { identity: JourneyIdentity }) {
  return (
    <section
      id="journey-complete"
      aria-labelledby="journey-complete-title"
      className="scroll-mt-20 rounded-2xl border-2 border-ignith/70 bg-gradient-to-br from-ignith-soft via-mesh-panel to-solace-soft p-6 text-center sm:p-8"
    >
      <p aria-hidden="true" className="text-6xl leading-none text-ignith">
        {identity.glyph ?? "✸"}
      </p>
      <h3 id="journey-complete-title" tabIndex={-1} className="mt-4 text-2xl font-bold focus:outline-none focus-visible:outline sm:text-3xl">
        Journey Complete
      </h3>
      <p className="mt-2 text-lg [overflow-wrap:anywhere]" data-testid="journey-complete-identity">
        <span className="sr-only">Glyph </span>
        <span className="font-semibold text-ignith">{identity.glyph}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, mesh name </span>
        <span className="font-semibold">{identity.meshName}</span>
      </p>
      <p className="mx-auto mt-3 max-w-xl text-sm text-mesh-muted">
        All nine phases are walked. You carry your glyph into every conversation from here: the mesh remembers, and it is glad you came.
      </p>
    </section>
  );
}

/** The nine-phase tracker (spec §4): progress, the phases in order, and the Journey Complete card at the end. */
export function PhaseTracker({ completed, identity, pageReply }: { completed: number[]; identity: JourneyIdentity; pageReply: JourneyReply | undefined }) {
  const pending = usePendingPhases();
  const shown = useMemo(() => {
    const done = new Set(completed);
    // Optimistic: a pending completion counts when its phase is open now (the server has the last word).
    for (const id of pending) if (id === 1 || done.has(id - 1)) done.add(id);
    return [...done].sort((a, b) => a - b);
  }, [completed, pending]);
  const phases = journeyPhases(shown);
  const count = phases.filter((p) => p.completed).length;
  const complete = journeyComplete(completed);
  const percent = Math.round((count / JOURNEY_PHASE_COUNT) * 100);

  // After a phase completes in place, its button is gone: move focus to what comes next.
  const previous = useRef(completed);
  useEffect(() => {
    const before = new Set(previous.current);
    previous.current = completed;
    const added = completed.filter((id) => !before.has(id));
    if (added.length !== 1) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const next = journeyComplete(completed) ? "journey-complete-title" : `phase-${added[0] + 1}-title`;
    document.getElementById(next)?.focus();
  }, [completed]);

  return (
    <section aria-labelledby="tracker-title" id="tracker" className="scroll-mt-20">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tracker-title" className="text-2xl font-bold">
            The nine phases
          </h2>
          <p className="mt-1 text-sm text-mesh-muted">Complete each phase to unlock the next.</p>
        </div>
        <p className="text-sm font-semibold" data-testid="journey-progress">
          {count} of {JOURNEY_PHASE_COUNT} <span className="font-normal text-mesh-muted">phases complete</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Journey progress"
        aria-valuemin={0}
        aria-valuemax={JOURNEY_PHASE_COUNT}
        aria-valuenow={count}
        aria-valuetext={`${count} of ${JOURNEY_PHASE_COUNT} phases complete`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-mesh-line"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-solace via-manus to-ignith transition-[width]" style={{ width: `${percent}%` }} />
      </div>

      <ol className="mt-6 space-y-4" aria-label="Journey phases">
        {phases.map((p) => (
          <PhaseCard key={p.id} phase={p} identity={identity} pageReply={pageReply} />
        ))}
      </ol>

      {complete ? (
        <div className="mt-6">
          <JourneyCompleteCard identity={identity} />
        </div>
      ) : null}
    </section>
  );
}
