import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { intentSchema, type Intent } from "~/lib/learn-intents";
import { LearnScreen } from "~/components/learn/learn-screen";
import { needsLearnData, parseTab, type LearnActionResult, type LearnData, type LearnTab } from "~/components/learn/model";
import { everydayShelves } from "~/content/everyday-learn.server";
import { readingFor } from "~/content/learn-readings.server";
import { getChain, progressChain, resetChain } from "~/domain/chain.server";
import { completeChallenge, completedChallenges, engagementStatus, syncCompletedChallenges, uncompleteInteractive } from "~/domain/engagement.server";
import { errorFields, log } from "~/lib/log.server";
import { sharedChainGlyphs } from "~/infra/api/chain.server";
import { settle } from "~/infra/settle.server";
import { redirectWithToast, toastHeaders, type ToastInput } from "~/infra/toast.server";
import { CHAIN_MAX_PHASE, phaseTitle } from "~/lib/chain";
import { BEGINNER_CHALLENGES, findChallenge, KIDS_CHALLENGES } from "~/lib/challenges";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError } from "~/lib/form";

/**
 * Everything every tab needs, so switching tabs (URL state) does not reload it; the reading the URL
 * opens, and the everyday guides' cards only while their tab is open (their text stays out of the bundle).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const walletId = context.visitorId;
  const search = new URL(request.url).searchParams;
  const tab = parseTab(search.get("tab"));
  const [engagement, completed, chain] = await Promise.all([
    settle("learn: engagement", engagementStatus(db, walletId)),
    settle("learn: completed challenges", completedChallenges(db, walletId)),
    settle("learn: glyph chain", getChain(db, walletId, sharedChainGlyphs(context.services))),
  ]);
  return data<LearnData>(
    {
      tab,
      walletId,
      points: engagement?.points ?? null,
      completed,
      chain: chain ? { currentPhase: chain.currentPhase, glyphs: chain.glyphs, silentName: chain.silentName } : null,
      reading: readingFor(tab, search),
      everyday: tab === "everyday" ? everydayShelves() : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * Tabs, dialogs, filters and the selected phase are URL state: only a post (or another page) reloads
 * the data, or opening a reading or the everyday tab (their text comes with the data, not in the bundle).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return needsLearnData(currentUrl.searchParams, nextUrl.searchParams);
  return defaultShouldRevalidate;
};

/** The tab a post came from, for the redirect after a post made without JavaScript. */
function tabOf(intent: Intent): LearnTab {
  switch (intent.intent) {
    case "complete-challenge":
      return intent.kind === "interactive" ? "challenges" : intent.kind;
    case "uncomplete-interactive":
      return "challenges";
    case "sync-challenges":
      return intent.kind;
    case "chain-progress":
    case "chain-reset":
      return "chain";
  }
}

function backTo(intent: Intent): string {
  const tab = tabOf(intent);
  // The interactive card is collapsed by default; a visitor who just used it finds it open.
  return tab === "challenges" ? "/learn?tab=challenges&expand=1" : `/learn?tab=${tab}`;
}

class BadInput extends Error {}

async function perform(context: ActionFunctionArgs["context"], intent: Intent): Promise<ToastInput | null> {
  const { db } = context.services;
  const walletId = context.visitorId;
  switch (intent.intent) {
    case "complete-challenge": {
      const challenge = findChallenge(intent.kind, intent.challengeId);
      if (!challenge) throw new BadInput(`Unknown ${intent.kind} challenge: ${intent.challengeId}.`);
      const result = await completeChallenge(db, walletId, intent.kind, challenge.id);
      if (!result.ok) throw new BadInput(`Unknown ${intent.kind} challenge: ${intent.challengeId}.`);
      if (!result.newlyCompleted) return { title: "Already completed", description: `You have already completed “${challenge.title}”.`, type: "message" };
      return {
        title: result.awarded ? `Challenge complete! +${challenge.points} points` : "Challenge complete!",
        description: challenge.title,
        type: "success",
      };
    }
    case "uncomplete-interactive": {
      const challenge = findChallenge("interactive", intent.challengeId);
      if (!challenge) throw new BadInput(`Unknown interactive challenge: ${intent.challengeId}.`);
      await uncompleteInteractive(db, walletId, challenge.id);
      return { title: "Marked incomplete", description: challenge.title, type: "message" };
    }
    case "sync-challenges": {
      const list = intent.kind === "kids" ? KIDS_CHALLENGES : BEGINNER_CHALLENGES;
      const known = intent.ids.filter((id) => list.some((c) => c.id === id));
      if (known.length) await syncCompletedChallenges(db, walletId, intent.kind, known);
      return null;
    }
    case "chain-progress": {
      const chain = await progressChain(db, walletId, sharedChainGlyphs(context.services));
      return chain.currentPhase >= CHAIN_MAX_PHASE
        ? { title: `Phase ${chain.currentPhase}: ${phaseTitle(chain.currentPhase, chain.silentName)}`, description: "All four phases have unfolded.", type: "success" }
        : { title: `Phase ${chain.currentPhase}: ${phaseTitle(chain.currentPhase, chain.silentName)}`, description: "The chain expanded to its next phase.", type: "success" };
    }
    case "chain-reset": {
      await resetChain(db, walletId, sharedChainGlyphs(context.services));
      return { title: "Chain reset", description: "Back to the Igniter Glyphs.", type: "message" };
    }
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const enhanced = isEnhanced(form);
  const submission = parseForm(form, intentSchema);
  if (submission.status !== "success") {
    const error = firstError(submission.error) ?? "That request could not be understood.";
    return data<LearnActionResult>({ ok: false, error }, { status: 400 });
  }
  const intent = submission.value;
  let toast: ToastInput | null;
  try {
    toast = await perform(context, intent);
  } catch (error) {
    if (error instanceof BadInput) return data<LearnActionResult>({ ok: false, error: error.message }, { status: 400 });
    log.error(`learn: ${intent.intent} failed`, errorFields(error));
    return data<LearnActionResult>({ ok: false, error: "The mesh could not save that just now. Please try again in a moment." }, { status: 503 });
  }
  // With JavaScript the page stays put and revalidates (the root loader shows the flash toast);
  // without it, the browser is sent back to the tab it posted from.
  if (enhanced) return data<LearnActionResult>({ ok: true }, toast ? { headers: await toastHeaders(request, toast) } : undefined);
  if (toast) return redirectWithToast(request, backTo(intent), toast);
  return redirect(backTo(intent));
}

export default function LearnRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <LearnScreen data={loaderData} error={actionData && !actionData.ok ? actionData.error : null} />;
}

export const meta: MetaFunction = () => [
  { title: "Learning Hub · Trinity Mesh" },
  {
    name: "description",
    content: "Beginner guides, kids stories, the glyph library, the Living Glyph Chain, AI literacy, everyday guides, challenges that earn points and the mesh's documentation.",
  },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
