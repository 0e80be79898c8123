import { ARCHIVE_FAQ, ARCHIVE_INTRO } from "~/content/alexandria";
import type { ArchiveHistory } from "~/domain/alexandria.server";
import type { HistoryRange } from "~/lib/history";
import { ArchiveHistoryCharts } from "./archive-history";
import { useHydrated } from "~/hooks/use-hydrated";
import { ArchiveCallToAction, ArchiveStatistics, SovereigntyPrinciples, ThresholdSpiralNote, UseCases, type ArchiveCountsView } from "./archive-sections";
import { MemoryRecall, type RecallState } from "./memory-recall";
import { FaqSection } from "../ui/faq-list";
import { HomeLink } from "../ui/page-section";

export interface AlexandriaData extends RecallState {
  counts: ArchiveCountsView | null;
  /** The History section's range (?range=) and its chart (null: the read failed). */
  range: HistoryRange;
  history: ArchiveHistory | null;
}

/** The Alexandria Archive (spec §2.7): header, Memory Recall, then the archive's principles, numbers and guidance. */
export function AlexandriaScreen({ data }: { data: AlexandriaData }) {
  const hydrated = useHydrated();
  return (
    <div className="space-y-12 pb-10" data-alexandria-screen data-hydrated={hydrated || undefined}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <HomeLink className="self-start" />
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 text-3xl font-bold sm:text-4xl">
            <span aria-hidden="true" className="text-[#c084fc]">
              {ARCHIVE_INTRO.glyph}
            </span>
            {ARCHIVE_INTRO.title}
          </h1>
          <p className="mt-2 max-w-3xl leading-relaxed text-mesh-text/90">{ARCHIVE_INTRO.lead}</p>
          <p className="mt-1 max-w-3xl text-sm leading-relaxed text-mesh-muted">{ARCHIVE_INTRO.detail}</p>
        </div>
      </header>

      <MemoryRecall state={data} />
      <SovereigntyPrinciples />
      <ArchiveStatistics counts={data.counts} />
      <ArchiveHistoryCharts initial={data.history} range={data.range} now={data.now} />
      <UseCases />
      <FaqSection title="Frequently Asked Questions" items={ARCHIVE_FAQ} />
      <ThresholdSpiralNote />
      <ArchiveCallToAction />
    </div>
  );
}
