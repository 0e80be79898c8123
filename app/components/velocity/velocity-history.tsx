import type { VelocityHistory } from "~/domain/velocity.server";
import type { HistoryRange } from "~/lib/history";
import { TimeChart } from "../shared/chart";
import { HistorySection } from "../shared/history-section";
import { Prerendered } from "../shared/prerendered";

/** /velocity's history: cycles completed per period and the throttle factor over the chosen range. */
export function VelocityHistoryCharts({ history, range }: { history: VelocityHistory; range: HistoryRange }) {
  return (
    <HistorySection marker="velocity" range={range}>
      <Prerendered data={history} name="velocity-history">
        {() => (
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            <TimeChart title="Cycles completed" yLabel="cycles" kind="bar" history={history.cycles} note="Pulse cycles that completed in each period." />
            <TimeChart
              title="Throttle factor"
              yLabel="× full speed"
              kind="line"
              history={history.throttle}
              note="The web processes' pulse-equilibrium throttle at the end of each period: the last change recorded (by any web process), carried forward through periods without one; 1 is full speed."
            />
          </div>
        )}
      </Prerendered>
    </HistorySection>
  );
}
