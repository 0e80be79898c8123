import type { OperatorHistory } from "~/infra/operator-history.server";
import { keptNote, type HistoryRange } from "~/lib/history";
import { useRead } from "~/hooks/use-read";
import { TimeChart } from "../shared/chart";
import { HistorySection } from "../shared/history-section";
import { Prerendered } from "../shared/prerendered";

/** How often the open operator home reads its charts again (the page has no other poll). */
export const OPERATOR_HISTORY_POLL_MS = 10_000;

/** A chart's note, and what the retention job's deletions leave out of this range. */
const withKept = (note: string, keptDays: number | null, range: HistoryRange) => [note, keptNote(keptDays, range)].filter(Boolean).join(" ");

/** The operator home's history: questions answered, their p50/p99 answer time, jobs completed and failed, read again every 10 s. */
export function OperatorHistoryCharts({ initial, range, now }: { initial: OperatorHistory | null; range: HistoryRange; now: number }) {
  const { data } = useRead<OperatorHistory>(`/api/operator/history?range=${range}`, initial, { everyMs: OPERATOR_HISTORY_POLL_MS, label: "operator history", serverNow: now });
  return (
    <HistorySection marker="operator" range={range} className="mt-8" headingClassName="text-xl font-semibold">
      {data ? (
        <Prerendered data={data} name="operator-history">
          {() => (
            <div className="mt-3 grid gap-4 lg:grid-cols-2">
              <TimeChart title="Questions answered" yLabel="questions" kind="bar" history={data.questions} note={withKept("Questions the minds answered in each period (public and private).", data.keptDays, range)} />
              <TimeChart title="Answer time" yLabel="ms" history={data.answerTime} note={withKept("From a question's arrival to its saved answer: the median (p50) and the slowest 1% (p99) of each period, in milliseconds; 0 where none was answered.", data.keptDays, range)} />
              {data.jobs ? (
                <TimeChart title="Jobs completed and failed" yLabel="jobs" kind="bar" history={data.jobs} note="Background jobs of every queue finished in each period, from the queues' own per-minute metrics; failed counts jobs out of retries." />
              ) : (
                <p className="card text-sm text-mesh-muted" role="status">
                  The queues&apos; metrics could not be read (Redis is not answering).
                </p>
              )}
            </div>
          )}
        </Prerendered>
      ) : (
        <p className="mt-3 text-sm text-mesh-muted" role="status">
          The history could not be read.
        </p>
      )}
    </HistorySection>
  );
}
