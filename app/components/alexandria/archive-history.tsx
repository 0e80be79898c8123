import type { ArchiveHistory } from "~/domain/alexandria.server";
import { ARCHIVE_CAPACITY } from "~/lib/alexandria";
import { formatValue, type HistoryRange } from "~/lib/history";
import { useRead } from "~/hooks/use-read";
import { TimeChart } from "../shared/chart";
import { HistorySection } from "../shared/history-section";
import { Prerendered } from "../shared/prerendered";

/** How often the open page reads the archive's history again (the page has no other poll). */
export const ARCHIVE_HISTORY_POLL_MS = 10_000;

/** /alexandria's history: memories stored and evicted per period over the chosen range, read again every 10 s. */
export function ArchiveHistoryCharts({ initial, range, now }: { initial: ArchiveHistory | null; range: HistoryRange; now: number }) {
  const { data } = useRead<ArchiveHistory>(`/api/alexandria/history?range=${range}`, initial, { everyMs: ARCHIVE_HISTORY_POLL_MS, label: "archive history", serverNow: now });
  return (
    <HistorySection marker="archive" range={range} className="" headingClassName="text-2xl font-bold">
      {data ? (
        <Prerendered data={data} name="archive-history">
          {() => (
            <div className="mt-3">
              <TimeChart
                title="Memories stored and evicted"
                yLabel="memories"
                kind="bar"
                history={data.memories}
                note={`Memories the deliberations stored in each period, and those evicted: past ${formatValue(ARCHIVE_CAPACITY)} memories the least intense go first.`}
              />
            </div>
          )}
        </Prerendered>
      ) : (
        <p className="mt-3 text-sm text-mesh-muted" role="status">
          The archive&apos;s history could not be read.
        </p>
      )}
    </HistorySection>
  );
}
