import { CYCLES_POLL_MS, SOVEREIGNTY_POLL_MS, STATUS_POLL_MS } from "~/lib/velocity";
import { useNow, usePoll } from "../swarm/use-poll";
import { HomeLink } from "../ui/page-section";
import { useHydrated } from "../use-hydrated";
import { CycleEvents, CyclesPanel } from "./cycles-panel";
import { EnginePanel } from "./engine-panel";
import { SovereigntyPanel } from "./sovereignty-panel";
import type { CycleEventView, CycleView, EngineStatusView, SovereigntyView, VelocityData } from "./types";

function SelectedEvents({ data, cycles, now }: { data: VelocityData; cycles: CycleView[] | null; now: number }) {
  const id = data.selectedCycle!;
  const events = usePoll<CycleEventView[]>(`/api/velocity/cycles/${id}/events`, CYCLES_POLL_MS, data.events, 0, "cycle events");
  const cycle = cycles?.find((c) => c.id === id) ?? null;
  return <CycleEvents cycle={cycle} events={events.data} error={events.error?.message ?? null} now={now} />;
}

/** Velocity Dashboard (spec "Velocity Dashboard"): engine (polled 5 s), recent cycles (5 s) and their events, agent sovereignty (10 s). */
export function VelocityScreen({ data }: { data: VelocityData }) {
  const hydrated = useHydrated();
  const now = useNow(data.now);
  const status = usePoll<EngineStatusView>("/api/velocity/engine/status", STATUS_POLL_MS, data.status, 0, "engine status");
  const cycles = usePoll<CycleView[]>("/api/velocity/cycles", CYCLES_POLL_MS, data.cycles, 0, "cycles");
  const agents = usePoll<SovereigntyView[]>("/api/velocity/sovereignty", SOVEREIGNTY_POLL_MS, data.sovereignty, 0, "agent sovereignty");

  return (
    <div className="pb-10" data-velocity-screen data-hydrated={hydrated || undefined}>
      <header className="flex flex-wrap items-center gap-3">
        <HomeLink />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">Velocity Dashboard</h1>
          <p className="text-sm text-mesh-muted">The pulse engine deploys a cycle to every active node; agents act sovereignly only with recorded consent.</p>
        </div>
      </header>
      <div className="mt-6">
        <EnginePanel status={status.data} error={status.error?.message ?? null} canAct={data.canAct} now={now} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <CyclesPanel cycles={cycles.data} error={cycles.error?.message ?? null} selected={data.selectedCycle} now={now} />
          {data.selectedCycle ? <SelectedEvents key={data.selectedCycle} data={data} cycles={cycles.data} now={now} /> : null}
        </div>
        <SovereigntyPanel agents={agents.data} error={agents.error?.message ?? null} canAct={data.canAct} now={now} />
      </div>
    </div>
  );
}
