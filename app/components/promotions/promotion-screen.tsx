import { HistoryList } from "./history-list";
import { PendingList } from "./pending-list";
import { StatCards } from "./stat-cards";
import type { PromotionData } from "./types";
import { Screen } from "../shared/screen";

/** The Multicore Promotion Dashboard (spec "Multicore Promotion Dashboard", §4, §8). */
export function PromotionScreen({ data }: { data: PromotionData }) {
  return (
    <Screen
      marker="promotion-screen"
      title="Multicore Promotion Dashboard"
      intro="Nodes proposed for a new role from their activity: heartbeats, mesh events and connected nodes."
    >
      <div className="mt-6">{data.stats ? <StatCards stats={data.stats} /> : <p className="card text-mesh-muted">Failed to load promotion statistics.</p>}</div>
      <PendingList items={data.pending} canAct={data.canAct} now={data.now} />
      <HistoryList items={data.history} now={data.now} />
    </Screen>
  );
}
