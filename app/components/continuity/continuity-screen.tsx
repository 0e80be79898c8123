import { useNow } from "~/hooks/use-now";
import { AlexandriaSync } from "./alexandria-sync";
import { HarmonyScanner } from "./harmony-scanner";
import { ContinuityStats } from "./stat-cards";
import { TaskRotation } from "./task-rotation";
import { HISTORY_POLL_MS, SCAN_REFRESH_MS, type ContinuityData } from "./types";
import { useRead, useRevalidateWhile } from "~/hooks/use-read";
import type { ContinuityHistory } from "~/domain/continuity.server";
import { ContinuityHistoryCharts } from "./continuity-history";
import { Screen } from "../shared/screen";

/** Continuity and Harmony (spec "Continuity and Harmony"): stat cards, AI task rotation, Alexandria sync, harmony scanner. */
export function ContinuityScreen({ data }: { data: ContinuityData }) {
  const now = useNow(data.now);
  const running = data.latestScan?.status === "queued" || data.latestScan?.status === "running";

  // While a scan is queued or running, re-read the page's data (only while the tab is visible).
  useRevalidateWhile(running, SCAN_REFRESH_MS);
  // The charts: new with every re-read of the page (a scan's result), and read every 10 s (a scan another operator ran).
  const history = useRead<ContinuityHistory>(`/api/continuity/history?range=${data.range}`, data.history, { everyMs: HISTORY_POLL_MS, label: "continuity history" });

  return (
    <Screen marker="continuity-screen" title="Continuity and Harmony" intro="How the mesh keeps its work rotating, its memory hashed and its modules in tune.">
      <div className="mt-6">
        <ContinuityStats syncCount={data.syncCount} harmonyScore={data.lastCompleted?.overallScore ?? null} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <TaskRotation focus={data.taskFocus} canAct={data.canAct} now={now} />
        <AlexandriaSync syncs={data.syncs} canAct={data.canAct} now={now} />
      </div>
      <div className="mt-6">
        <HarmonyScanner latest={data.latestScan} lastCompleted={data.lastCompleted} modules={data.modules} canAct={data.canAct} now={now} />
      </div>
      {history.data ? <ContinuityHistoryCharts history={history.data} range={data.range} /> : null}
    </Screen>
  );
}
