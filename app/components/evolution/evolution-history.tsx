import type { EvolutionHistory } from "~/domain/evolution.server";
import type { HistoryRange } from "~/lib/history";
import { TimeChart } from "../shared/chart";
import { RangeChoice } from "../shared/range-choice";

/** /mesh-evolution's history: the emergence score and the reflections per period over the chosen range. */
export function EvolutionHistoryCharts({ history, range }: { history: EvolutionHistory; range: HistoryRange }) {
  return (
    <section className="mt-6" aria-labelledby="evolution-history-heading" data-evolution-history="">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="evolution-history-heading" className="text-lg font-semibold">
          History
        </h2>
        <RangeChoice current={range} />
      </div>
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
    </section>
  );
}
