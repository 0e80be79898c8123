import type { MeshHistory } from "~/domain/history.server";
import { formatValue, type HistoryRange } from "~/lib/history";
import { StripChart, TimeChart } from "../shared/chart";
import { HistorySection } from "../shared/history-section";
import { Prerendered } from "../shared/prerendered";

/** /valoir-mesh's history: active nodes over the chosen range and each node's last 24 hours of heartbeats. */
export function MeshHistoryCharts({ history, range }: { history: MeshHistory; range: HistoryRange }) {
  const { uptime } = history;
  return (
    <HistorySection marker="mesh" range={range}>
      <Prerendered data={history} name="mesh-history">
        {() => (
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            <TimeChart title="Active nodes" yLabel="nodes" kind="area" history={history.activeNodes} note="Nodes that sent at least one verified heartbeat in each period." />
            <StripChart
              title="Uptime, last 24 hours"
              note={`One cell per hour (UTC) for each node: solid when it sent every expected heartbeat (${formatValue(uptime.full)} an hour), faint when only some, grey when none.`}
              rows={uptime.nodes.map((n) => ({ label: n.name, values: n.values }))}
              start={uptime.start}
              stepMs={uptime.stepMs}
              unit="heartbeats"
              full={uptime.full}
              cellLabel={(v) => `${formatValue(v)} heartbeat${v === 1 ? "" : "s"}`}
            />
          </div>
        )}
      </Prerendered>
    </HistorySection>
  );
}
