import { AGENT_TYPE_LABELS, ONBOARDING_HISTORY_SHOWN } from "~/lib/merchant";
import { Badge } from "../ui/card";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useReplyToast } from "~/hooks/use-reply-toast";
import { ReadFailed, StatCard, Timestamp } from "../shared/bits";
import { OnboardingForm } from "./onboarding-form";
import type { FormReply } from "~/lib/form";
import type { OnboardingData, OnboardingView } from "./types";
import { Screen } from "../shared/screen";
import { Panel } from "../ui/page-section";

const STEPS = [
  { title: "Choose a merchant", text: "Pick an active Merchant node of the mesh: it vouches for the agent and holds the VAL the onboarding earns." },
  { title: "Identify the agent", text: "Give the agent's id and say what it is: a user, an autonomous agent or a sovereign node. An id joins the mesh once." },
  {
    title: "Offer a proof of thought",
    text: "Optionally, the agent states what it understands. Each distinct meaningful word adds 1 VAL (up to 20) and every 4 add capacity.",
  },
  {
    title: "VAL and capacity flow",
    text: "The merchant's ledger account is credited at once and the agent's capacity joins the mesh; the history below records it.",
  },
] as const;

/** Merchant Onboarding Portal (spec §2): form, how it works, statistics and the history of the first 10 onboardings. */
export function OnboardingScreen({ data, reply }: { data: OnboardingData; reply: FormReply | undefined }) {
  useReplyToast(reply);
  const merchants = data.merchants ?? [];

  return (
    <Screen
      marker="merchant-onboarding"
      title="Merchant Onboarding Portal"
      intro="Onboard agents through the mesh's Merchant nodes: each onboarding earns the merchant VAL and adds capacity."
      className="mx-auto max-w-5xl pb-10"
    >
      <section aria-label="Statistics" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard label="Active Merchants" value={data.stats?.activeMerchants ?? null} hint="Merchant nodes that can onboard agents" />
        <StatCard label="Total Onboarded" value={data.stats?.totalOnboarded ?? null} hint="Agents that joined through a merchant" accent="text-manus" />
      </section>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Panel headingId="onboard-heading" title="Onboard an agent" className="card lg:col-span-3">
          <p className="mt-1 text-sm text-mesh-muted">The merchant choice lists the mesh's active Merchant nodes.</p>
          <div className="mt-4">
            {data.merchants === null ? <ReadFailed what="the merchant nodes" /> : null}
            {data.canAct ? <OnboardingForm merchants={merchants} reply={reply} /> : <SignInPrompt action="onboard agents" />}
          </div>
        </Panel>

        <Panel headingId="how-heading" title="How Onboarding Works" className="card lg:col-span-2">
          <ol className="mt-4 space-y-4">
            {STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-solace font-bold text-mesh-bg">
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <p className="font-medium">{step.title}</p>
                  <p className="text-sm text-mesh-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Panel>
      </div>

      <Panel headingId="history-heading" title="Onboarding History" className="card mt-6">
        <p className="mt-1 text-sm text-mesh-muted">The {ONBOARDING_HISTORY_SHOWN} most recent onboardings, newest first.</p>
        {data.history === null ? (
          <ReadFailed what="the onboarding history" />
        ) : (
          <History items={data.history.slice(0, ONBOARDING_HISTORY_SHOWN)} now={data.now} />
        )}
      </Panel>
    </Screen>
  );
}

function History({ items, now }: { items: OnboardingView[]; now: number }) {
  if (items.length === 0) return <p className="mt-3 text-sm text-mesh-muted">No agent has been onboarded yet.</p>;
  return (
    <ul className="mt-3 divide-y divide-mesh-line" aria-label="Onboarding history">
      {items.map((o) => (
        <li key={o.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-onboarding={o.agentId}>
          <div className="min-w-0">
            <p className="break-all font-medium">{o.agentId}</p>
            <p className="text-sm text-mesh-muted">
              <Timestamp iso={o.timestamp} now={now} /> · through {o.merchantName}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge data-agent-type={o.agentType}>{AGENT_TYPE_LABELS[o.agentType]}</Badge>
            <span className="font-semibold tabular-nums text-[#3ecf8e]" data-val-earned>
              +{o.valEarned} VAL
            </span>
            <span className="tabular-nums text-mesh-muted" data-capacity>
              {o.capacityGenerated} capacity
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
