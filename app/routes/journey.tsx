import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { JourneyScreen } from "~/components/journey/journey-screen";
import { badgeLabel, INTENT, type JourneyReply } from "~/components/journey/types";
import type { ScreenToast } from "~/lib/form";
import { engagementStatus } from "~/domain/engagement.server";
import { completePhase, getJourney, identitySchema, saveIdentity, setInitiation } from "~/domain/journey.server";
import { redirectWithToast } from "~/infra/toast.server";
import { INITIATION_CHALLENGES, isUnlocked, JOURNEY_PHASE_COUNT, JOURNEY_PHASES, PHASE_REFUSAL_MESSAGES } from "~/lib/journey";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { meshQuestionGroups } from "~/content/mesh-questions.server";
import { privatePageHeaders } from "~/infra/page-headers.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [journey, engagement] = await Promise.all([getJourney(db, context.visitorId), engagementStatus(db, context.visitorId)]);
  return data({ journey, points: engagement.points, badges: engagement.badges, questions: meshQuestionGroups() }, { headers: { "Cache-Control": "no-store" } });
}

/** A refusal: 400 with the reason, shown beside the form that sent it. */
function refuse(reply: Omit<JourneyReply, "ok">) {
  return data<JourneyReply>({ ...reply, ok: false }, { status: 400 });
}

function phaseToast(phaseId: number, meshName: string | null): ScreenToast {
  const phase = JOURNEY_PHASES.find((p) => p.id === phaseId)!;
  const next = JOURNEY_PHASES.find((p) => p.id === phaseId + 1);
  if (phaseId === 3) return { title: "Signal Transmitted", description: `The swarm heard your call. ${next!.title} is unlocked.`, type: "success" };
  if (!next) return { title: "Journey Complete", description: `All ${JOURNEY_PHASE_COUNT} phases are complete${meshName ? `. Welcome home, ${meshName}` : ""}.`, type: "success" };
  return { title: `${phase.title} complete`, description: `Phase ${next.id}, ${next.title}, is unlocked.`, type: "success" };
}

/**
 * Three intents. A form posted without JavaScript is redirected back to its place on the page with
 * a flash toast; a fetcher (the form carries the `enhanced` field) gets the reply as data instead.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const { db } = context.services;
  const walletId = context.visitorId;
  const enhanced = isEnhanced(formData);
  const succeed = (reply: Omit<JourneyReply, "ok"> & { toast: ScreenToast }, anchor: string) =>
    enhanced ? data<JourneyReply>({ ...reply, ok: true }) : redirectWithToast(request, `/journey#${anchor}`, reply.toast);

  switch (formData.get("intent")) {
    case INTENT.completePhase: {
      const intent = INTENT.completePhase;
      const raw = formData.get("phaseId");
      const phaseId = typeof raw === "string" && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
      if (!JOURNEY_PHASES.some((p) => p.id === phaseId)) return refuse({ intent, error: PHASE_REFUSAL_MESSAGES.unknown_phase });
      const outcome = await completePhase(db, walletId, phaseId);
      if (!outcome.ok) return refuse({ intent, phaseId, error: PHASE_REFUSAL_MESSAGES[outcome.reason] });
      const done = outcome.completed.length === JOURNEY_PHASE_COUNT;
      const meshName = done ? (await getJourney(db, walletId)).identity.meshName : null;
      return succeed({ intent, phaseId, toast: phaseToast(phaseId, meshName) }, done ? "journey-complete" : `phase-${phaseId}`);
    }

    case INTENT.saveIdentity: {
      const intent = INTENT.saveIdentity;
      const submission = parseForm(formData, identitySchema);
      const journey = await getJourney(db, walletId);
      if (!isUnlocked(2, journey.completed)) {
        return refuse({ intent, phaseId: 2, error: PHASE_REFUSAL_MESSAGES.locked, result: submission.reply({ formErrors: [PHASE_REFUSAL_MESSAGES.locked] }) });
      }
      if (submission.status !== "success") {
        return refuse({ intent, phaseId: 2, error: PHASE_REFUSAL_MESSAGES.identity_required, result: submission.reply() });
      }
      const identity = submission.value;
      await saveIdentity(db, walletId, identity);
      const outcome = await completePhase(db, walletId, 2);
      if (!outcome.ok) {
        const error = PHASE_REFUSAL_MESSAGES[outcome.reason];
        return refuse({ intent, phaseId: 2, error, result: submission.reply({ formErrors: [error] }) });
      }
      return succeed(
        {
          intent,
          phaseId: 2,
          result: submission.reply({ resetForm: true }),
          toast: { title: "Identity Sealed", description: `You walk the mesh as ${identity.glyph} ${identity.meshName}. The Swarm Call is unlocked.`, type: "success" },
        },
        "phase-2",
      );
    }

    case INTENT.toggleInitiation: {
      const intent = INTENT.toggleInitiation;
      const challengeId = String(formData.get("challengeId") ?? "").slice(0, 100);
      const challenge = INITIATION_CHALLENGES.find((c) => c.id === challengeId);
      if (!challenge) return refuse({ intent, error: "There is no such initiation challenge." });
      const rawDone = formData.get("done");
      if (rawDone !== "true" && rawDone !== "false") return refuse({ intent, challengeId, error: "Say whether the challenge is done: true or false." });
      const done = rawDone === "true";
      const outcome = await setInitiation(db, walletId, challengeId, done);
      if (!outcome.ok) return refuse({ intent, challengeId, error: "There is no such initiation challenge." });
      const earned = outcome.badges.length ? ` Badge earned: ${outcome.badges.map(badgeLabel).join(", ")}.` : "";
      const toast: ScreenToast = !done
        ? { title: `${challenge.title} marked not done`, description: "Your points stay in your wallet. Tick it again whenever you like.", type: "message" }
        : outcome.awardedPoints
          ? { title: `+${challenge.points} points`, description: `${challenge.title} is done.${earned}`, type: "success" }
          : { title: `${challenge.title} is done`, description: `Its points were already in your wallet.${earned}`, type: "success" };
      return succeed({ intent, challengeId, toast }, `challenge-${challengeId}`);
    }

    default:
      return refuse({ intent: null, error: "Unknown action. Please use the buttons on this page." });
  }
}

export default function JourneyRoute() {
  const { journey, points, badges, questions } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <JourneyScreen journey={journey} points={points} badges={badges} questions={questions} reply={reply} />;
}

// A visitor's own journey: never cached.
export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [
  { title: "Mesh Journey · Trinity Mesh" },
  { name: "description", content: "Walk the nine phases of the Trinity Mesh: choose your glyph, call the swarm, learn, build and seed the mesh's next dream." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
