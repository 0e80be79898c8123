import { HomeLink } from "../ui/page-section";
import { useHydrated } from "~/hooks/use-hydrated";
import { HistoryList } from "./history-list";
import { PendingList } from "./pending-list";
import { StatCards } from "./stat-cards";
import type { PromotionData } from "./types";

/** The Multicore Promotion Dashboard (spec "Multicore Promotion Dashboard", §4, §8). */
export function PromotionScreen({ data }: { data: PromotionData }) {
  const hydrated = useHydrated();
  return (
    <div className="pb-10" data-promotion-screen data-hydrated={hydrated || undefined}>
      <header className="flex flex-wrap items-center gap-3">
        <HomeLink />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">Multicore Promotion Dashboard</h1>
          <p className="text-sm text-mesh-muted">Nodes proposed for a new role from their activity: heartbeats, mesh events and connected nodes.</p>
        </div>
      </header>

      <div className="mt-6">
        {data.stats ? <StatCards stats={data.stats} /> : <p className="card text-mesh-muted">Failed to load promotion statistics.</p>}
      </div>
      <PendingList items={data.pending} canAct={data.canAct} now={data.now} />
      <HistoryList items={data.promotions} now={data.now} />
    </div>
  );
}
