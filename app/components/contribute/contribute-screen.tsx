import { useSearchParams } from "@remix-run/react";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { useReplyToast } from "~/hooks/use-reply-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { useNow } from "~/hooks/use-now";
import { ContributeForm } from "./contribute-form";
import { FeedbackPanel } from "./feedback-panel";
import { HistoryList } from "./history-list";
import { CONTRIBUTE_TABS, parseTab, type ContributeData, type ContributeReply, type ContributionView, type FeedbackView } from "./types";
import { useRead } from "~/hooks/use-read";
import { RECENT_FEEDBACK } from "~/lib/resonance";

/** Contribution and feedback (spec §2.8): three URL tabs, Contribute, Feedback and History. */
export function ContributeScreen({ data, reply }: { data: ContributeData; reply: ContributeReply | undefined }) {
  const [params] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const hydrated = useHydrated();
  const now = useNow(data.now, 30_000);
  const contributions = useRead<ContributionView[]>("/api/mesh-contributions", data.contributions);
  const feedback = useRead<FeedbackView[]>(`/api/symbolic-feedback?limit=${RECENT_FEEDBACK}`, data.feedback);

  // With JavaScript the action answers with data; its toast is shown here (a no-JS post gets a flash toast or an inline message).
  useReplyToast(reply);

  return (
    <div className="mx-auto max-w-5xl pb-10" data-contribute-screen data-hydrated={hydrated || undefined}>
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Contribute to the Mesh</h1>
        <p className="mt-1 text-sm text-mesh-muted">Record what you gave to the mesh, offer a glyph for interpretation, and see every contribution so far.</p>
      </header>
      <div className="mt-6">
        <UrlTabs tabs={[...CONTRIBUTE_TABS]} current={tab} label="Contribution sections" idPrefix="contribute" />
      </div>
      <TabPanel current={tab} idPrefix="contribute">
        {tab === "contribute" ? <ContributeForm reply={reply} /> : null}
        {tab === "feedback" ? <FeedbackPanel reply={reply} items={feedback.data?.slice(0, RECENT_FEEDBACK) ?? null} error={feedback.error?.message ?? null} now={now} /> : null}
        {tab === "history" ? <HistoryList items={contributions.data} error={contributions.error?.message ?? null} now={now} /> : null}
      </TabPanel>
    </div>
  );
}
