import { CYCLES_POLL_MS, SOVEREIGNTY_POLL_MS, STATUS_POLL_MS, sovereignFlag } from "~/lib/velocity";
import { useNow } from "~/hooks/use-now";
import { useRead } from "~/hooks/use-read";
import { CycleEvents, CyclesPanel } from "./cycles-panel";
import { EnginePanel } from "./engine-panel";
import { SovereigntyPanel } from "./sovereignty-panel";
import type { CycleEventView, CycleView, EngineStatusView, SovereigntyView, VelocityData } from "./types";
import type { VelocityHistory } from "~/domain/velocity.server";
import { VelocityHistoryCharts } from "./velocity-history";
import { Screen } from "../shared/screen";

function SelectedEvents({ data, cycles, now }: { data: VelocityData; cycles: CycleView[] | null; now: number }) {
  const id = data.selectedCycle!;
  const events = useRead<CycleEventView[]>(`/api/velocity/cycles/${id}/events`, data.events, { everyMs: CYCLES_POLL_MS, label: "cycle events" });
  const cycle = cycles?.find((c) => c.id === id) ?? null;
  return <CycleEvents cycle={cycle} events={events.data} error={events.error?.message ?? null} now={now} />;
}

/** Velocity Dashboard (spec "Velocity Dashboard"): engine (polled 5 s), recent cycles (5 s) and their events, agent sovereignty (10 s). */
export function VelocityScreen({ data }: { data: VelocityData }) {
  const now = useNow(data.now);
  const status = useRead<EngineStatusView>("/api/velocity/engine/status", data.status, { everyMs: STATUS_POLL_MS, label: "engine status" });
  const cycles = useRead<CycleView[]>("/api/velocity/cycles", data.cycles, { everyMs: CYCLES_POLL_MS, label: "cycles" });
  const agents = useRead<SovereigntyView[]>("/api/velocity/sovereignty", data.sovereignty, { everyMs: SOVEREIGNTY_POLL_MS, label: "agent sovereignty" });
  // The charts extend with the cycles' 5 s poll (their read is cached 5 s on the server, dropped when a cycle completes).
  const history = useRead<VelocityHistory>(`/api/velocity/history?range=${data.range}`, data.history, { everyMs: CYCLES_POLL_MS, label: "velocity history" });

  return (
    <Screen
      marker="velocity-screen"
      title="Velocity Dashboard"
      intro="The pulse engine deploys a cycle to every active node; agents act sovereignly only with recorded consent."
    >
      <div className="mt-6">
        <EnginePanel status={status.data} sovereign={agents.data ? sovereignFlag(agents.data) : (status.data?.sovereignFlag ?? null)} error={status.error?.message ?? null} canAct={data.canAct} now={now} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <CyclesPanel cycles={cycles.data} error={cycles.error?.message ?? null} selected={data.selectedCycle} now={now} />
          {data.selectedCycle ? <SelectedEvents key={data.selectedCycle} data={data} cycles={cycles.data} now={now} /> : null}
        </div>
        <SovereigntyPanel agents={agents.data} error={agents.error?.message ?? null} canAct={data.canAct} now={now} />
      </div>
      {history.data ? <VelocityHistoryCharts history={history.data} range={data.range} /> : null}
    </Screen>
  );
}
