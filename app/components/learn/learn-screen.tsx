import { useSearchParams } from "@remix-run/react";
import { FormErrors } from "../ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { BeginnersTab } from "./beginners-tab";
import { ChainTab } from "./chain-tab";
import { DocsTab } from "./docs-tab";
import { EverydayTab } from "./everyday-tab";
import { GlyphsTab } from "./glyphs-tab";
import { InteractiveTab } from "./interactive-tab";
import { KidsTab } from "./kids-tab";
import { LiteracyTab } from "./literacy-tab";
import { LEARN_TABS, parseTab, type LearnData } from "./model";
import { HomeLink } from "../ui/page-section";

/** The Learning Hub (spec §2.6): a Home button, eight URL tabs and the selected tab's body. */
export function LearnScreen({ data, error }: { data: LearnData; error: string | null }) {
  const [params] = useSearchParams();
  // The URL is the source of truth (tab changes do not reload the data, except opening the everyday tab).
  const tab = parseTab(params.get("tab"));
  const hydrated = useHydrated();
  return (
    <div className="pb-10" data-learn-screen data-hydrated={hydrated || undefined}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <HomeLink />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold sm:text-3xl">Learning Hub</h1>
            <p className="text-sm text-mesh-muted">Guides, stories, glyphs and challenges — for beginners, kids and the curious.</p>
          </div>
        </div>
        <p className="badge max-w-full gap-1 truncate text-mesh-muted" title="Your guest wallet keeps your points, challenges and chain on this browser">
          <span aria-hidden="true">💠</span>
          <span className="sr-only">Guest wallet </span>
          <span className="font-mono">{data.walletId.slice(0, 12)}…</span>
          {data.points !== null ? <span className="text-manus">· {data.points} points</span> : null}
        </p>
      </header>

      <div className="mt-6">
        <UrlTabs tabs={[...LEARN_TABS]} current={tab} label="Learning Hub sections" idPrefix="learn" />
      </div>

      {error ? (
        <div className="mt-4">
          <FormErrors id="learn-error" errors={[error]} />
        </div>
      ) : null}

      <TabPanel current={tab} idPrefix="learn">
        {tab === "beginners" ? <BeginnersTab completed={data.completed?.beginners ?? null} walletPoints={data.points} reading={data.reading} /> : null}
        {tab === "kids" ? <KidsTab completed={data.completed?.kids ?? null} walletPoints={data.points} reading={data.reading} /> : null}
        {tab === "glyphs" ? <GlyphsTab /> : null}
        {tab === "chain" ? <ChainTab chain={data.chain} /> : null}
        {tab === "literacy" ? <LiteracyTab reading={data.reading} /> : null}
        {tab === "everyday" ? <EverydayTab shelves={data.everyday} reading={data.reading} /> : null}
        {tab === "challenges" ? <InteractiveTab completed={data.completed?.interactive ?? null} /> : null}
        {tab === "docs" ? <DocsTab /> : null}
      </TabPanel>
    </div>
  );
}
