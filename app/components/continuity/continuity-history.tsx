import type { ContinuityHistory } from "~/domain/continuity.server";
import type { HistoryRange } from "~/lib/history";
import { TimeChart } from "../shared/chart";
import { RangeChoice } from "../shared/range-choice";

/** /continuity's history: the harmony scans' mean overall score and the scans per period over the chosen range. */
export function ContinuityHistoryCharts({ history, range }: { history: ContinuityHistory; range: HistoryRange }) {
  return (
    <section className="mt-6" aria-labelledby="continuity-history-heading" data-continuity-history="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="continuity-history-heading" className="text-lg font-semibold">
          History
        </h2>
        <RangeChoice current={range} />
      </div>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <TimeChart
          title="Harmony score"
          yLabel="overall score (%)"
          kind="line"
          history={history.score}
          note="The mean overall score of the harmony scans completed in each period; a period without a scan keeps the score before it (0 before the first scan)."
        />
        <TimeChart title="Harmony scans" yLabel="scans" kind="bar" history={history.scans} note="Harmony scans that finished in each period, completed or failed." />
      </div>
    </section>
  );
}
