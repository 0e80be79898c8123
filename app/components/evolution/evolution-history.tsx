import type { EvolutionHistory } from "~/domain/evolution.server";
import type { HistoryRange } from "~/lib/history";
import { TimeChart } from "../shared/chart";
import { HistorySection } from "../shared/history-section";
import { Prerendered } from "../shared/prerendered";

/** /mesh-evolution's history: the emergence score and the reflections per period over the chosen range. */
export function EvolutionHistoryCharts({ history, range }: { history: EvolutionHistory; range: HistoryRange }) {
  return (
    <HistorySection marker="evolution" range={range}>
      <Prerendered data={history} name="evolution-history">
        {() => (
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            <TimeChart
              title="Emergence score"
              yLabel="emergence score (%)"
              kind="line"
              history={history.emergence}
              note="The score each reflection recorded when it finished: the last one in each period, carried forward through periods without a reflection (0 before the first recorded score)."
            />
            <TimeChart title="Reflections" yLabel="reflections" kind="bar" history={history.reflections} note="Reflections the mesh recorded in each period." />
          </div>
        )}
      </Prerendered>
    </HistorySection>
  );
}
