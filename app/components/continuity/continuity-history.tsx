import type { ContinuityHistory } from "~/domain/continuity.server";
import type { HistoryRange } from "~/lib/history";
import { TimeChart } from "../shared/chart";
import { HistorySection } from "../shared/history-section";
import { Prerendered } from "../shared/prerendered";

/** /continuity's history: the harmony scans' mean overall score and the scans per period over the chosen range. */
export function ContinuityHistoryCharts({ history, range }: { history: ContinuityHistory; range: HistoryRange }) {
  return (
    <HistorySection marker="continuity" range={range}>
      <Prerendered data={history} name="continuity-history">
        {() => (
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
        )}
      </Prerendered>
    </HistorySection>
  );
}
